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
import org.onosproject.janus.lab.workload.RandomPermutation;
import org.onosproject.janus.testbed.fluid.FluidPermutation;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A seeded random permutation (the lab's {@link RandomPermutation}: a single cycle over the 16 hosts,
 * nobody sends to itself) of iperf3 TCP flows of {@code --bytes} each, all started together. Measured per
 * flow: when its last byte arrived (from the workload's start) and its goodput; per strategy: makespan,
 * mean completion and aggregate goodput, beside the contention-free bound (every flow alone at the link
 * rate) and the fluid lab's prediction for the same permutation, link rate and placement.
 */
public final class PermutationScenario implements TestbedScenario {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, List<FluidPermutation.Flow>> predictions = new java.util.HashMap<>();

    @Override
    public String name() {
        return "permutation";
    }

    /** The permutation's targets: host i sends to host targets.get(i) (indices into the 16 hosts). */
    public static List<Integer> targets(int hosts, long bytes, long seed) {
        List<Integer> indices = IntStream.range(0, hosts).boxed().collect(Collectors.toList());
        return new RandomPermutation(indices, bytes, seed).targets();
    }

    /** The fluid lab's prediction, made before the strategy's testbed starts (one ONOS core per JVM). */
    @Override
    public void prepare(String strategy, TestbedOptions options) {
        List<Integer> targets = targets(16, options.permutationBytes(), options.seed());
        predictions.put(strategy, FluidPermutation.predict(targets, options.permutationBytes(), options.linkMbps(),
                strategy, options.idleTimeoutSeconds(), TestbedSession.JANUS_POLL_SECONDS));
    }

    @Override
    public void run(TestbedSession s, TestbedOptions options, TestbedReport report) {
        String strategy = s.strategy();
        List<FabricLayout.Host> hosts = s.layout().hosts();
        List<Integer> targets = targets(hosts.size(), options.permutationBytes(), options.seed());
        MininetFatTree net = s.mininet();
        List<MininetFatTree.Spawned> servers = new ArrayList<>();
        for (FabricLayout.Host h : hosts) {
            servers.add(net.spawn(h.label, "iperf3 -s -1 -p 5201", Map.of()));
        }
        TestbedSession.sleep(1_500);
        double contentionFree = options.permutationBytes() * 8 / (options.linkMbps() * 1e6);
        long timeoutMillis = (long) (contentionFree * 1000 * 20) + 60_000;
        long start = System.currentTimeMillis();
        List<MininetFatTree.Spawned> clients = new ArrayList<>();
        long[] offsets = new long[hosts.size()];
        for (int i = 0; i < hosts.size(); i++) {
            offsets[i] = System.currentTimeMillis() - start;
            clients.add(net.spawn(hosts.get(i).label, String.format("iperf3 -c %s -p 5201 -n %d -J",
                    hosts.get(targets.get(i)).ip, options.permutationBytes()), Map.of()));
        }
        s.log().printf("  [%s] %d iperf3 flows of %d bytes started (contention-free %.1f s each)%n", strategy,
                       hosts.size(), options.permutationBytes(), contentionFree);
        double[] seconds = new double[hosts.size()];
        double[] mbps = new double[hosts.size()];
        for (int i = 0; i < hosts.size(); i++) {
            JsonNode result = net.await(clients.get(i), timeoutMillis);
            JsonNode end = parse(result.path("output").asText()).path("end").path("sum_received");
            double took = end.path("seconds").asDouble(Double.NaN);
            seconds[i] = offsets[i] / 1000.0 + took;
            mbps[i] = end.path("bits_per_second").asDouble(Double.NaN) / 1e6;
        }
        servers.forEach(p -> net.await(p, 5_000));

        List<FluidPermutation.Flow> lab = predictions.get(strategy);
        if (lab == null || lab.size() != hosts.size()) {
            throw new IllegalStateException("no fluid prediction for " + strategy + " on " + hosts.size() + " hosts");
        }
        TestbedReport.Table flows = report.table("permutation-flows",
                "permutation: per flow, testbed (iperf3 TCP goodput) beside the fluid lab",
                List.of("strategy", "flow", "testbed done (s)", "lab done (s)", "testbed / lab",
                        "testbed goodput (Mbit/s)", "lab rate (Mbit/s)", "link rate (Mbit/s)"))
                // Each repetition has its own permutation (seed), so a flow is not repeated: no summary.
                .unsummarised();
        int delivered = 0;
        double realSum = 0;
        double labSum = 0;
        double makespan = 0;
        double labMakespan = 0;
        for (int i = 0; i < hosts.size(); i++) {
            FluidPermutation.Flow predicted = lab.get(i);
            double labRate = options.permutationBytes() * 8 / predicted.seconds / 1e6;
            flows.row(strategy, hosts.get(i).label + "->" + hosts.get(targets.get(i)).label, seconds[i],
                      predicted.seconds, seconds[i] / predicted.seconds, mbps[i], labRate, options.linkMbps());
            if (!Double.isNaN(seconds[i])) {
                delivered++;
                realSum += seconds[i];
                makespan = Math.max(makespan, seconds[i]);
            }
            labSum += predicted.seconds;
            labMakespan = Math.max(labMakespan, predicted.seconds);
        }
        double realMean = realSum / Math.max(1, delivered);
        double labMean = labSum / hosts.size();
        double totalMbit = hosts.size() * options.permutationBytes() * 8 / 1e6;
        report.table("permutation", "permutation: " + hosts.size() + " flows of " + options.permutationBytes()
                             + " bytes, all at once (times from the workload's start)",
                     List.of("strategy", "seed", "flows done", "makespan (s)", "lab makespan (s)",
                             "makespan testbed/lab",
                             "mean done (s)", "lab mean done (s)", "mean testbed/lab", "contention-free (s)",
                             "aggregate (Mbit/s)", "lab aggregate (Mbit/s)"))
                .row(strategy, options.seed(), delivered + "/" + hosts.size(), makespan, labMakespan,
                        makespan / labMakespan,
                     realMean, labMean, realMean / labMean, contentionFree, totalMbit / makespan,
                     totalMbit / labMakespan);
        s.log().printf("  [%s] permutation: makespan %.1f s (lab %.1f s), mean %.1f s (lab %.1f s)%n", strategy,
                       makespan, labMakespan, realMean, labMean);
        report.check(name(), strategy, "every permutation flow completed", delivered == hosts.size(),
                     delivered + "/" + hosts.size() + " iperf3 flows delivered their bytes");
    }

    private static JsonNode parse(String json) {
        try {
            int brace = json.indexOf('{');
            return JSON.readTree(brace < 0 ? "{}" : json.substring(brace));
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }
}
