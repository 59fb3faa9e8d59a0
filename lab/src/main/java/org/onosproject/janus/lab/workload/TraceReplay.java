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
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/** Replays a {@link FlowTrace}: each flow starts at its time after the replay starts. */
public final class TraceReplay implements Workload {
    public static final String MEAN_FCT_METRIC = "meanFlowCompletionMillis";

    private final String name;
    private final FlowTrace trace;

    public TraceReplay(String name, FlowTrace trace) {
        this.name = name;
        this.trace = trace;
    }

    @Override
    public String name() {
        return name;
    }

    /** The trace's rows; only a host pair's first flow waits for its path (later ones may find it). */
    @Override
    public Optional<List<PlannedFlow>> plannedFlows() {
        List<PlannedFlow> flows = new ArrayList<>();
        Set<List<Integer>> pairs = new HashSet<>();
        for (FlowTrace.Row row : trace.rows()) {
            flows.add(new PlannedFlow(row.src(), row.dst(), row.bytes(), row.atMillis(),
                                      pairs.add(List.of(row.src(), row.dst()))));
        }
        return Optional.of(flows);
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        try {
            trace.validateHosts(network.hosts().size());
        } catch (TraceFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        FlowLedger ledger = new FlowLedger();
        long start = network.nowMillis();
        int[] pending = {trace.rows().size()};
        double[] completionSum = {0};
        for (FlowTrace.Row row : trace.rows()) {
            network.schedule(row.atMillis(), () -> {
                long began = network.nowMillis();
                network.startFlow(new FlowSpec(row.src(), row.dst(), row.bytes(), row.srcPort(), row.dstPort(),
                        "trace:" + name), result -> {
                    ledger.record(result);
                    completionSum[0] += network.nowMillis() - began;
                    if (--pending[0] == 0) {
                        onFinished.accept(new WorkloadOutcome(start, network.nowMillis(), ledger,
                                ImmutableMap.of(MEAN_FCT_METRIC, completionSum[0] / trace.rows().size())));
                    }
                });
            });
        }
    }
}
