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
package org.onosproject.janus.testbed.fluid;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.experiment.NetworkSpec;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.FlowResult;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.LabHost;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.net.Timing;

import java.util.ArrayList;
import java.util.List;

/**
 * The lab's prediction for a permutation of flows on the k=4 fat-tree with 2 hosts per edge switch:
 * host {@code i} (the lab's order: by pod, edge switch, port, as the testbed's h{@code i+1}) sends
 * {@code bytes} to host {@code targets[i]}, all at once (the ports of the lab's RandomPermutation), with
 * Janus's {@code strategy}, idle timeout and statistics poll interval, the testbed's 1 s port and flow
 * statistics intervals, and the lab's 10 ms control delay.
 */
public final class FluidPermutation {

    /** One flow's predicted completion: seconds from the workload's start to its last byte. */
    public static final class Flow {
        public final int src;
        public final int dst;
        public final double seconds;
        public final boolean delivered;

        Flow(int src, int dst, double seconds, boolean delivered) {
            this.src = src;
            this.dst = dst;
            this.seconds = seconds;
            this.delivered = delivered;
        }
    }

    private FluidPermutation() {
    }

    /** The prediction, one entry per source host, in host order. */
    public static List<Flow> predict(List<Integer> targets, long bytes, double linkMbps, String strategy,
                                     int idleTimeoutSeconds, int statsPollSeconds) {
        FabricSpec fabric;
        try {
            fabric = FabricSpec.fatTree(4, 2, linkMbps);
        } catch (Exception e) {
            throw new IllegalArgumentException("fabric: " + e.getMessage(), e);
        }
        Timing timing = Timing.DEFAULT.withPortStatsIntervalMillis(1_000).withFlowStatsIntervalMillis(1_000);
        NetworkSpec spec = new NetworkSpec(fabric, strategy, idleTimeoutSeconds, 1L, timing);
        EmulatedNetworkFactory factory = new EmulatedNetworkFactory(s -> JanusController.builder().strategy(strategy)
                .idleTimeoutSeconds(idleTimeoutSeconds).statsPollIntervalSeconds(statsPollSeconds).build());
        try (LabSession session = factory.open(spec, BuildListener.SILENT)) {
            LabNetwork network = session.network();
            List<LabHost> hosts = network.hosts();
            if (hosts.size() != targets.size()) {
                throw new IllegalArgumentException(targets.size() + " targets for " + hosts.size() + " hosts");
            }
            long start = network.nowMillis();
            FlowResult[] results = new FlowResult[hosts.size()];
            for (int i = 0; i < hosts.size(); i++) {
                int at = i;
                FlowSpec flow = new FlowSpec(i, targets.get(i), bytes, 40000 + i, 50000 + i, "perm");
                network.startFlow(flow, r -> results[at] = r);
            }
            session.runUntil(() -> java.util.Arrays.stream(results).allMatch(r -> r != null), 3_600_000L);
            List<Flow> flows = new ArrayList<>();
            for (int i = 0; i < results.length; i++) {
                FlowResult r = results[i];
                flows.add(r == null ? new Flow(i, targets.get(i), Double.NaN, false)
                                  : new Flow(i, targets.get(i), (r.endMillis() - start) / 1000.0, r.delivered()));
            }
            return ImmutableList.copyOf(flows);
        } catch (Exception e) {
            throw new IllegalStateException("the fluid lab could not run the permutation: " + e.getMessage(), e);
        }
    }
}
