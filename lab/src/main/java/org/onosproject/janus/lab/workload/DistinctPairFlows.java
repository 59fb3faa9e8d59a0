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
package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.net.FlowResult;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabHost;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Flow set-up load: tiny flows, each on an ordered host pair no other flow uses (in different pods when
 * the fabric has several), so every flow needs an intent of its own and its set-up crosses the whole
 * reactive pipeline (packet-in, Janus, intent compiled and installed, rules pushed, flow carried).
 * The flows start one per virtual millisecond (each set-up ends before the next begins) or all at one
 * instant (one burst). Finishes when every flow has ended.
 */
public final class DistinctPairFlows implements Workload {

    public static final String DELIVERED_METRIC = "deliveredFlows";
    private static final long FLOW_BYTES = 1500;

    private final int flows;
    private final boolean burst;
    private final long seed;

    public DistinctPairFlows(int flows, boolean burst, long seed) {
        checkArgument(flows > 0, "flows must be > 0: %s", flows);
        this.flows = flows;
        this.burst = burst;
        this.seed = seed;
    }

    @Override
    public String name() {
        return "flow-setup-" + (burst ? "burst" : "serial");
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        List<FlowSpec> specs = distinctPairs(network.hosts());
        FlowLedger ledger = new FlowLedger();
        long start = network.nowMillis();
        int[] ended = {0};
        int[] delivered = {0};
        Consumer<FlowResult> done = result -> {
            ledger.record(result);
            delivered[0] += result.delivered() ? 1 : 0;
            if (++ended[0] == specs.size()) {
                onFinished.accept(new WorkloadOutcome(start, network.nowMillis(), ledger,
                        ImmutableMap.of(DELIVERED_METRIC, (double) delivered[0])));
            }
        };
        for (int i = 0; i < specs.size(); i++) {
            FlowSpec spec = specs.get(i);
            network.schedule(burst ? 0 : i, () -> network.startFlow(spec, done));
        }
    }

    private List<FlowSpec> distinctPairs(List<LabHost> hosts) {
        boolean pods = hosts.stream().map(LabHost::pod).distinct().count() > 1;
        long possible = (long) hosts.size() * (hosts.size() - 1);
        checkArgument(flows <= possible / 2, "flows: %s is too many for %s hosts (at most %s)", flows, hosts.size(),
                      possible / 2);
        Random random = new Random(seed);
        Set<Long> used = new HashSet<>();
        List<FlowSpec> specs = new ArrayList<>();
        while (specs.size() < flows) {
            int src = random.nextInt(hosts.size());
            int dst = random.nextInt(hosts.size());
            if (src == dst || (pods && hosts.get(src).pod() == hosts.get(dst).pod())) {
                continue;
            }
            if (used.add(((long) src << 32) | dst)) {
                specs.add(new FlowSpec(src, dst, FLOW_BYTES, 0, 0, "bench"));
            }
        }
        return specs;
    }
}
