/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.onosproject.janus.testbed.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;
import org.onosproject.janus.testbed.mininet.PathReadback;
import org.onosproject.net.Link;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fabric link or a switch on a flow's path fails under traffic: h1 sends UDP (iperf3, half the link rate)
 * and pings (every 100 ms) to h16 in another pod; a few seconds in, either the aggregation-core link of the
 * flow's path is brought down at both ends, or the aggregation switch of the path (the one after the
 * source's edge switch) fails: all its links down at both ends and its controller connection removed.
 * Measured: UDP loss, pings lost, the longest run of lost pings (the outage), when Janus's path left the
 * failed link or switch; checked: the switches then carry the flow on the path Janus reports, which avoids
 * what failed. The link or switch is brought up again at the end.
 */
public final class FailureScenario implements TestbedScenario {

    /** The name of the switch failure scenario. */
    public static final String SWITCH_FAILURE = "switch-failure";

    private static final Pattern SEQ = Pattern.compile("icmp_seq=(\\d+)");
    private static final int PING_INTERVAL_MS = 100;

    private final boolean quick;
    private final boolean wholeSwitch;

    /** A link failure ({@code quick}: the smoke scenario's shorter one). */
    public FailureScenario(boolean quick) {
        this(quick, false);
    }

    private FailureScenario(boolean quick, boolean wholeSwitch) {
        this.quick = quick;
        this.wholeSwitch = wholeSwitch;
    }

    /** An aggregation switch of the flow's path fails. */
    public static FailureScenario switchFailure() {
        return new FailureScenario(false, true);
    }

    @Override
    public String name() {
        return wholeSwitch ? SWITCH_FAILURE : quick ? "smoke" : "failure";
    }

    private String slug() {
        return wholeSwitch ? SWITCH_FAILURE : name() + "-failure";
    }

    @Override
    public void run(TestbedSession s, TestbedOptions options, TestbedReport report) {
        String strategy = s.strategy();
        int seconds = quick ? 12 : 20;
        int failAt = quick ? 4 : 6;
        List<FabricLayout.Host> hosts = s.layout().hosts();
        FabricLayout.Host src = hosts.get(0);
        FabricLayout.Host dst = hosts.get(hosts.size() - 1);
        MininetFatTree net = s.mininet();
        MininetFatTree.Spawned server = net.spawn(dst.label, "iperf3 -s -1 -p 5201", Map.of());
        TestbedSession.sleep(1_000);
        double udpMbps = options.linkMbps() / 2;
        int count = seconds * 1000 / PING_INTERVAL_MS;
        MininetFatTree.Spawned ping = net.spawn(src.label, String.format("ping -i %.1f -c %d -W 1 %s",
                PING_INTERVAL_MS / 1000.0, count, dst.ip), Map.of());
        MininetFatTree.Spawned udp = net.spawn(src.label, String.format("iperf3 -c %s -p 5201 -u -b %.2fM -t %d -J",
                dst.ip, udpMbps, seconds), Map.of());
        long start = System.currentTimeMillis();
        TestbedSession.sleep(failAt * 1000L);

        Optional<JanusPath> before = s.pathOf(src, dst);
        String beforeCell = before.map(p -> s.labels(s.bridgesOf(p))).orElse("none");
        String failed = "-";
        double rerouteSeconds = Double.NaN;
        boolean avoided = false;
        boolean onSwitches = false;
        String readback = "-";
        String after = "-";
        if (before.isPresent() && !before.get().links().isEmpty()) {
            List<Link> links = before.get().links();
            long cutAt;
            Predicate<JanusPath> off;
            if (wholeSwitch) {
                String agg = s.bridge(links.get(0).dst().deviceId().toString());
                failed = s.labels(List.of(agg));
                cutAt = System.currentTimeMillis();
                net.switchStatus(agg, false);
                off = p -> p.links().stream().noneMatch(l -> touches(s, l, agg));
            } else {
                Link cut = links.get(Math.min(1, links.size() - 1));
                String a = s.bridge(cut.src().deviceId().toString());
                String b = s.bridge(cut.dst().deviceId().toString());
                failed = s.labels(List.of(a, b));
                cutAt = System.currentTimeMillis();
                net.link(a, b, false);
                off = p -> p.links().stream().noneMatch(l -> joins(s, l, a, b));
            }
            s.log().printf("  [%s] %s -> %s on %s; %s %s down at %.1f s%n", strategy, src.label, dst.label,
                           beforeCell, wholeSwitch ? "switch" : "link", failed, (cutAt - start) / 1e3);
            avoided = TestbedSession.poll(15_000, () -> s.pathOf(src, dst).map(off::test).orElse(false));
            rerouteSeconds = (System.currentTimeMillis() - cutAt) / 1e3;
            TestbedSession.sleep(2_000);
            Optional<JanusPath> now = s.pathOf(src, dst);
            if (now.isPresent()) {
                List<String> expected = s.bridgesOf(now.get());
                after = s.labels(expected);
                PathReadback.Walk walk = s.readBack(now.get(), s.dumpAll());
                readback = s.labels(walk.switches) + (walk.delivered ? "" : " (" + walk.stoppedBecause + ")");
                onSwitches = walk.delivered && walk.switches.equals(expected);
            }
        }
        JsonNode pingResult = net.await(ping, (seconds + 15) * 1000L);
        JsonNode udpResult = net.await(udp, (seconds + 15) * 1000L);
        net.await(server, 5_000);
        if (!"-".equals(failed) && wholeSwitch) {
            net.switchStatus(bridgeLabelled(s, failed), true);
        } else if (!"-".equals(failed)) {
            String[] ends = failed.split(">");
            net.link(s.layout().switches().stream().filter(x -> x.label.equals(ends[0])).findFirst().get().name,
                     s.layout().switches().stream().filter(x -> x.label.equals(ends[1])).findFirst().get().name, true);
        }

        TreeSet<Integer> seqs = new TreeSet<>();
        Matcher m = SEQ.matcher(pingResult.path("output").asText());
        while (m.find()) {
            seqs.add(Integer.parseInt(m.group(1)));
        }
        int longestGap = 0;
        int run = 0;
        for (int seq = 1; seq <= count; seq++) {
            run = seqs.contains(seq) ? 0 : run + 1;
            longestGap = Math.max(longestGap, run);
        }
        int lost = count - seqs.size();
        double outageMs = longestGap * (double) PING_INTERVAL_MS;
        JsonNode udpJson = parse(udpResult.path("output").asText());
        JsonNode sum = udpJson.path("end").path("sum");
        double udpLoss = sum.path("lost_percent").asDouble(Double.NaN);
        double udpReceivedMbps = sum.path("bits_per_second").asDouble(Double.NaN) / 1e6 * (1 - udpLoss / 100);

        report.table(slug(), name() + ": " + (wholeSwitch ? "the aggregation switch" : "one aggregation-core link")
                             + " of " + src.label + "->" + dst.label + "'s path fails under traffic (UDP at half the "
                             + "link rate + pings every 100 ms)",
                     List.of("strategy", "path before", wholeSwitch ? "failed switch" : "failed link",
                             "Janus path after", "switches after",
                             wholeSwitch ? "Janus off the switch (s)" : "Janus off the link (s)", "pings lost",
                             "outage (ms)", "UDP loss %", "UDP received (Mbit/s)"))
                .row(strategy, beforeCell, failed, after, readback,
                     Double.isNaN(rerouteSeconds) ? "-" : String.format("%.1f", rerouteSeconds),
                     lost + "/" + count, outageMs, udpLoss, udpReceivedMbps);
        s.log().printf("  [%s] after the failure: Janus %s, switches %s; %d/%d pings lost, outage %.0f ms, "
                               + "UDP loss %.2f%%%n", strategy, after, readback, lost, count, outageMs, udpLoss);
        String what = wholeSwitch ? "switch" : "link";
        report.check(name(), strategy, "flow on Janus's new path, off the failed " + what, avoided && onSwitches,
                     "Janus " + after + " (off the " + what + ": " + avoided + "), switches " + readback);
        report.check(name(), strategy, "traffic recovers after the failure",
                     seqs.stream().anyMatch(q -> q > count - 10),
                     lost + "/" + count + " pings lost, longest outage " + (long) outageMs + " ms");
    }

    private static boolean touches(TestbedSession s, Link l, String bridge) {
        return s.bridge(l.src().deviceId().toString()).equals(bridge)
                || s.bridge(l.dst().deviceId().toString()).equals(bridge);
    }

    private static String bridgeLabelled(TestbedSession s, String label) {
        return s.layout().switches().stream().filter(x -> x.label.equals(label)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no switch " + label)).name;
    }

    private static boolean joins(TestbedSession s, Link l, String a, String b) {
        String x = s.bridge(l.src().deviceId().toString());
        String y = s.bridge(l.dst().deviceId().toString());
        return (x.equals(a) && y.equals(b)) || (x.equals(b) && y.equals(a));
    }

    private static JsonNode parse(String json) {
        try {
            int brace = json.indexOf('{');
            return new ObjectMapper().readTree(brace < 0 ? "{}" : json.substring(brace));
        } catch (IOException e) {
            return new ObjectMapper().createObjectNode();
        }
    }
}
