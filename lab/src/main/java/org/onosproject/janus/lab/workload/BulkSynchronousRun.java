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

import com.google.common.collect.ImmutableList;
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

/**
 * Runs an {@link MpiApplication} with rank i on host {@code hosts.get(i)}: each iteration
 * computes, then sends all its messages at once and ends when all are delivered. Each rank pair
 * keeps the same transport ports for the whole run, like an MPI TCP connection. The run stops at
 * the first undelivered message (a real MPI job would hang).
 */
public final class BulkSynchronousRun implements Workload {
    static final int SRC_PORT_BASE = 20000;
    static final int DST_PORT_BASE = 30000;

    private final MpiApplication app;
    private final ImmutableList<Integer> hosts;

    public BulkSynchronousRun(MpiApplication app, List<Integer> hosts) {
        if (hosts.size() != app.ranks()) {
            throw new IllegalArgumentException(app.name() + " needs " + app.ranks() + " hosts, got " + hosts.size());
        }
        if (hosts.stream().distinct().count() != hosts.size()) {
            throw new IllegalArgumentException("one host per rank: " + hosts);
        }
        this.app = app;
        this.hosts = ImmutableList.copyOf(hosts);
    }

    @Override
    public String name() {
        return app.name();
    }

    /** The tag of the application's flows. */
    private String tag() {
        return "mpi:" + app.name();
    }

    @Override
    public boolean owns(FlowSpec flow) {
        return flow.tag().equals(tag());
    }

    /** The application it runs. */
    public MpiApplication application() {
        return app;
    }

    public ImmutableList<Integer> hosts() {
        return hosts;
    }

    /**
     * The calibrated ideal runtime ({@link MpiApplication#idealRuntimeMillis}: compute plus each
     * iteration's busiest host interface at the link rate; for the NAS models this is the
     * contention-free runtime T0 = the thesis's LUAR runtime, lab/WORKLOADS.md) plus one control
     * delay for the first programming of the rank pairs, which every strategy pays.
     */
    @Override
    public Optional<ContentionFreeTime> contentionFree(double hostLinkBytesPerSecond, long controlDelayMillis) {
        return Optional.of(new ContentionFreeTime(app.idealRuntimeMillis(hostLinkBytesPerSecond) + controlDelayMillis,
                Double.NaN));
    }

    /**
     * Every message of every iteration, each no earlier than the compute time of its own and every earlier
     * iteration (the communication between them only delays it more); a rank pair's first message waits
     * for its path.
     */
    @Override
    public Optional<List<PlannedFlow>> earliestFlows() {
        List<PlannedFlow> flows = new ArrayList<>();
        Set<Long> pairs = new HashSet<>();
        long compute = 0;
        for (MpiPhase phase : app.phases()) {
            for (int i = 0; i < phase.iterations(); i++) {
                compute += phase.computeMillis();
                for (Message m : phase.messages()) {
                    int src = hosts.get(m.srcRank());
                    int dst = hosts.get(m.dstRank());
                    flows.add(new PlannedFlow(src, dst, m.bytes(), compute,
                            pairs.add(((long) src << 32) | (dst & 0xffffffffL))));
                }
            }
        }
        return Optional.of(flows);
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        new Execution(network, onFinished).iteration(0, 0);
    }

    private final class Execution {
        private final LabNetwork network;
        private final Consumer<WorkloadOutcome> onFinished;
        private final FlowLedger ledger = new FlowLedger();
        private final long startMillis;
        private boolean finished;

        Execution(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
            this.network = network;
            this.onFinished = onFinished;
            this.startMillis = network.nowMillis();
        }

        void iteration(int phaseIndex, int iteration) {
            if (phaseIndex == app.phases().size()) {
                finish();
                return;
            }
            MpiPhase phase = app.phases().get(phaseIndex);
            if (iteration == phase.iterations()) {
                iteration(phaseIndex + 1, 0);
                return;
            }
            network.schedule(phase.computeMillis(), () -> communicate(phaseIndex, iteration));
        }

        private void communicate(int phaseIndex, int iteration) {
            ImmutableList<Message> messages = app.phases().get(phaseIndex).messages();
            if (messages.isEmpty()) {
                iteration(phaseIndex, iteration + 1);
                return;
            }
            int[] pending = {messages.size()};
            String tag = tag();
            for (Message m : messages) {
                FlowSpec flow = new FlowSpec(hosts.get(m.srcRank()), hosts.get(m.dstRank()), m.bytes(),
                        SRC_PORT_BASE + m.srcRank(), DST_PORT_BASE + m.dstRank(), tag);
                network.startFlow(flow, result -> {
                    ledger.record(result);
                    if (finished) {
                        return;
                    }
                    if (!result.delivered()) {
                        finish();
                    } else if (--pending[0] == 0) {
                        iteration(phaseIndex, iteration + 1);
                    }
                });
            }
        }

        private void finish() {
            finished = true;
            onFinished.accept(new WorkloadOutcome(startMillis, network.nowMillis(), ledger,
                    ImmutableMap.of()));
        }
    }
}
