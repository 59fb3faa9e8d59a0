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
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;
import org.onosproject.janus.testbed.mininet.OvsFlow;
import org.onosproject.janus.testbed.mininet.PathReadback;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Janus's flows are where it says they are: pingall with 0% loss; every Janus intent's path read back
 * from the switches' tables equals the path Janus reports; once traffic stops, every intent rule leaves
 * the switches within the idle timeout plus the polls that notice it; and after Janus is deactivated
 * nothing of it (intent rules, its IPv4 punt rule) is left on any switch.
 * With {@code quick}, the smoke version: pingall and the path check only.
 */
public final class CorrectnessScenario implements TestbedScenario {

    private final boolean quick;

    public CorrectnessScenario(boolean quick) {
        this.quick = quick;
    }

    @Override
    public String name() {
        return quick ? "smoke" : "correctness";
    }

    @Override
    public void run(TestbedSession s, TestbedOptions options, TestbedReport report) {
        String strategy = s.strategy();
        long t0 = System.currentTimeMillis();
        JsonNode ping = s.pingAll();
        long pingEnd = System.currentTimeMillis();
        int sent = ping.get("sent").asInt();
        int received = ping.get("received").asInt();
        double loss = 100.0 * (sent - received) / sent;
        s.log().printf("  [%s] pingall: %d/%d received (%.1f s)%n", strategy, received, sent, (pingEnd - t0) / 1e3);
        report.check(name(), strategy, "pingall 0% loss", received == sent,
                     String.format("%d/%d received%s", received, sent,
                                   received == sent ? "" : ", lost: " + first(ping.get("failures"), 8)));

        Map<String, List<OvsFlow>> flows = s.dumpAll();
        Collection<JanusPath> paths = s.janus().paths();
        int equal = 0;
        List<String> wrong = new ArrayList<>();
        for (JanusPath path : paths) {
            PathReadback.Walk walk = s.readBack(path, flows);
            List<String> expected = s.bridgesOf(path);
            if (walk.delivered && walk.switches.equals(expected)) {
                equal++;
            } else if (wrong.size() < 5) {
                wrong.add(path.flow() + ": Janus " + s.labels(expected) + ", switches " + s.labels(walk.switches)
                                  + (walk.delivered ? "" : " (" + walk.stoppedBecause + ")"));
            }
        }
        s.log().printf("  [%s] %d Janus paths, %d equal on the switches%n", strategy, paths.size(), equal);
        report.check(name(), strategy, "every intent's path on the switches = Janus's", equal == paths.size()
                && !paths.isEmpty(), equal + "/" + paths.size() + " equal" + (wrong.isEmpty() ? "" : "; " + wrong));

        String idleCell = "-";
        String boundCell = "-";
        String leftCell = "-";
        if (!quick) {
            // Idle removal: no traffic from here on. Janus marks a flow active at the poll that sees its
            // counters grow, so the clock of the idle timeout starts at the latest such mark.
            int bound = options.idleTimeoutSeconds() + TestbedSession.JANUS_POLL_SECONDS;
            double slack = TestbedSession.POLL_SECONDS + 1.0;
            long[] lastActive = {0};
            boolean gone = TestbedSession.poll((bound + 30) * 1000L, () -> {
                s.janus().paths().forEach(p -> lastActive[0] = Math.max(lastActive[0], p.lastActiveMillis()));
                return TestbedSession.forwardingEntries(s.dumpAll()) == 0;
            });
            long goneAt = System.currentTimeMillis();
            double afterPing = (goneAt - pingEnd) / 1e3;
            double afterActive = (goneAt - lastActive[0]) / 1e3;
            idleCell = gone ? String.format("%.1f / %.1f", afterPing, afterActive) : "> " + (bound + 30);
            boundCell = String.format("%d + %.0f", bound, slack);
            s.log().printf("  [%s] idle intent rules gone from the switches %.1f s after the last ping, %.1f s "
                           + "after Janus last saw one active%n", strategy, afterPing, afterActive);
            report.check(name(), strategy, "idle rules removed within idleTimeout + poll",
                         gone && afterActive <= bound + slack,
                         String.format("gone %.1f s after Janus last saw traffic (%.1f s after the last ping); "
                                               + "idleTimeout %d s + Janus poll %d s = %d s, + %.0f s for the "
                                               + "flow-stats poll and the removal",
                                       afterActive, afterPing, options.idleTimeoutSeconds(),
                                       TestbedSession.JANUS_POLL_SECONDS, bound, slack));

            // Deactivation: make some intents, then take Janus away.
            List<MininetFatTree.Spawned> pings = new ArrayList<>();
            List<FabricLayout.Host> hosts = s.layout().hosts();
            for (int i = 0; i < hosts.size(); i++) {
                FabricLayout.Host dst = hosts.get((i + hosts.size() / 2) % hosts.size());
                pings.add(s.mininet().spawn(hosts.get(i).label, "ping -c 3 -i 0.2 -W 2 " + dst.ip, Map.of()));
            }
            pings.forEach(p -> s.mininet().await(p, 20_000));
            Map<String, List<OvsFlow>> before = s.dumpAll();
            long forwarding = TestbedSession.forwardingEntries(before);
            Set<Long> janusCookies = new HashSet<>();
            before.values().stream().flatMap(List::stream)
                    .filter(f -> f.forwards() || isIpPunt(f)).forEach(f -> janusCookies.add(f.cookie()));
            s.controller().stopJanus();
            boolean clean = TestbedSession.poll(15_000, () -> leftOf(s.dumpAll(), janusCookies) == 0);
            long left = leftOf(s.dumpAll(), janusCookies);
            leftCell = String.valueOf(left);
            s.log().printf("  [%s] Janus deactivated with %d intent rules on the switches; %d of its entries left%n",
                           strategy, forwarding, left);
            report.check(name(), strategy, "nothing of Janus's left after deactivation", clean && forwarding > 0,
                         forwarding + " intent rules + its IPv4 punt rules before; " + left + " left after 15 s");
        }
        report.table(name() + "-paths", name() + ": Janus's intents against the switches",
                     List.of("strategy", "pings", "received", "loss %", "Janus paths", "equal on switches",
                             "idle gone (s): after last ping / after last active", "bound (s)",
                                     "left after deactivation"))
                .row(strategy, sent, received, loss, paths.size(), equal, idleCell, boundCell, leftCell);
    }

    private static boolean isIpPunt(OvsFlow f) {
        return !f.forwards() && (f.match().containsKey("ip") || "0x0800".equalsIgnoreCase(f.match().get("dl_type")));
    }

    /** Entries still there that were Janus's (by cookie), that forward, or that punt IPv4. */
    private static long leftOf(Map<String, List<OvsFlow>> flows, Set<Long> janusCookies) {
        return flows.values().stream().flatMap(List::stream)
                .filter(f -> janusCookies.contains(f.cookie()) || f.forwards() || isIpPunt(f)).count();
    }

    private static String first(JsonNode list, int n) {
        List<String> items = new ArrayList<>();
        list.forEach(x -> {
            if (items.size() < n) {
                items.add(x.asText());
            }
        });
        return String.join(" ", items) + (list.size() > n ? " ..." : "");
    }
}
