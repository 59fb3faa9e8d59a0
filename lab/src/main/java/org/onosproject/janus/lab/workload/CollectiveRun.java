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

import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.topo.FabricCuts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A {@link Collective} run closed loop on its ranks' hosts (a {@link BulkSynchronousRun}: each step's
 * messages start together once the previous step's have all arrived), with a lower bound that sums the
 * steps': each step's compute time plus the {@link LowerBound} of its messages (host links and the
 * fabric's uplink cuts), a message waiting one control delay when its rank pair is new to the run.
 */
public final class CollectiveRun implements Workload {
    private final BulkSynchronousRun run;

    public CollectiveRun(MpiApplication collective, List<Integer> hosts) {
        this.run = new BulkSynchronousRun(collective, hosts);
    }

    @Override
    public String name() {
        return run.name();
    }

    @Override
    public boolean owns(FlowSpec flow) {
        return run.owns(flow);
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        run.start(network, onFinished);
    }

    @Override
    public Optional<List<PlannedFlow>> earliestFlows() {
        return run.earliestFlows();
    }

    /** None without the fabric: {@link #bound} is the collective's bound. */
    @Override
    public Optional<ContentionFreeTime> contentionFree(double hostLinkBytesPerSecond, long controlDelayMillis) {
        return Optional.empty();
    }

    @Override
    public Optional<ContentionFreeTime> bound(FabricCuts cuts, double hostLinkBytesPerSecond,
                                              long controlDelayMillis) {
        List<Integer> hosts = run.hosts();
        Set<List<Integer>> pairs = new HashSet<>();
        double makespan = 0;
        double completionSum = 0;
        long messages = 0;
        Map<String, Double> bindingTime = new TreeMap<>();
        for (MpiPhase phase : run.application().phases()) {
            List<PlannedFlow> flows = new ArrayList<>();
            for (Message m : phase.messages()) {
                int src = hosts.get(m.srcRank());
                int dst = hosts.get(m.dstRank());
                flows.add(new PlannedFlow(src, dst, m.bytes(), 0, pairs.add(List.of(src, dst))));
            }
            makespan += phase.iterations() * phase.computeMillis();
            if (flows.isEmpty()) {
                continue;
            }
            ContentionFreeTime step = LowerBound.of(flows, cuts, controlDelayMillis);
            // later iterations of a phase find every pair in place: no control delay
            List<PlannedFlow> again = new ArrayList<>();
            flows.forEach(f -> again.add(new PlannedFlow(f.src(), f.dst(), f.bytes(), 0, false)));
            ContentionFreeTime repeat = phase.iterations() > 1 ? LowerBound.of(again, cuts, controlDelayMillis) : step;
            makespan += step.makespanMillis() + (phase.iterations() - 1) * repeat.makespanMillis();
            completionSum += flows.size() * (step.meanFlowMillis()
                    + (phase.iterations() - 1) * repeat.meanFlowMillis());
            messages += (long) flows.size() * phase.iterations();
            bindingTime.merge(step.makespanBinds(), step.makespanMillis(), Double::sum);
        }
        if (messages == 0) {
            return Optional.empty();
        }
        // the cut that binds over the most bounded time
        String binds = bindingTime.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
                .orElse(FabricCuts.HOST_LINKS);
        return Optional.of(new ContentionFreeTime(makespan, completionSum / messages, binds, binds));
    }
}
