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
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Every host sends {@code bytes} to one other host along a random derangement (nobody sends to
 * itself, everybody receives once), all at once or, when staggered, each flow at its own seeded
 * offset uniform over [0, {@code startSpreadMillis}] ms (whole milliseconds). Reports the aggregate
 * throughput in MB/s and the mean flow completion time (each flow's own start to its last byte).
 * The workload's runtime is its makespan: from its start until the last flow's last byte.
 */
public final class RandomPermutation implements Workload {
    public static final String THROUGHPUT_METRIC = "aggregateThroughputMBps";
    /** Mean over the flows of (last byte delivered - the flow's own start), in seconds. */
    public static final String MEAN_FLOW_COMPLETION_METRIC = "meanFlowCompletionSeconds";
    private static final long OFFSET_SEED_SALT = 0x57a6_6e4dL;

    private final ImmutableList<Integer> hosts;
    private final ImmutableList<Integer> targets;
    private final ImmutableList<Long> startOffsetsMillis;
    private final long bytes;

    public RandomPermutation(List<Integer> hosts, long bytes, long seed) {
        this(hosts, bytes, 0, seed);
    }

    /**
     * @param startSpreadMillis flows start at offsets uniform over [0, this] ms; 0 = all at once
     */
    public RandomPermutation(List<Integer> hosts, long bytes, long startSpreadMillis, long seed) {
        if (hosts.size() < 2) {
            throw new IllegalArgumentException("a permutation needs >= 2 hosts");
        }
        if (bytes <= 0) {
            throw new IllegalArgumentException("bytes must be > 0: " + bytes);
        }
        if (startSpreadMillis < 0) {
            throw new IllegalArgumentException("start spread must be >= 0 ms: " + startSpreadMillis);
        }
        this.hosts = ImmutableList.copyOf(hosts);
        this.bytes = bytes;
        this.targets = derangement(hosts, new Random(seed));
        this.startOffsetsMillis = offsets(hosts.size(), startSpreadMillis, new Random(seed ^ OFFSET_SEED_SALT));
    }

    private static ImmutableList<Integer> derangement(List<Integer> hosts, Random random) {
        // Sattolo's algorithm: a uniformly random single cycle, hence no fixed point.
        List<Integer> shuffled = new ArrayList<>(hosts);
        for (int i = shuffled.size() - 1; i > 0; i--) {
            Collections.swap(shuffled, i, random.nextInt(i));
        }
        return ImmutableList.copyOf(shuffled);
    }

    private static ImmutableList<Long> offsets(int n, long spreadMillis, Random random) {
        ImmutableList.Builder<Long> list = ImmutableList.builder();
        for (int i = 0; i < n; i++) {
            list.add(spreadMillis == 0 ? 0L : (long) Math.floor(random.nextDouble() * (spreadMillis + 1)));
        }
        return list.build();
    }

    /** The host that {@code hosts.get(i)} sends to. */
    public ImmutableList<Integer> targets() {
        return targets;
    }

    /** When the flow of {@code hosts.get(i)} starts, in ms after the workload's start. */
    public ImmutableList<Long> startOffsetsMillis() {
        return startOffsetsMillis;
    }

    @Override
    public String name() {
        return "permutation-" + hosts.size();
    }

    /**
     * Every host sends one flow and receives one, so on a non-blocking fabric the flows can all run
     * at the host link rate at once: each takes one control delay plus its bytes at that rate, and the
     * makespan is the latest start offset plus that.
     */
    @Override
    public Optional<ContentionFreeTime> contentionFree(double hostLinkBytesPerSecond, long controlDelayMillis) {
        double flow = ContentionFreeTime.flowMillis(bytes, hostLinkBytesPerSecond, controlDelayMillis);
        long lastStart = startOffsetsMillis.stream().mapToLong(Long::longValue).max().orElse(0);
        return Optional.of(new ContentionFreeTime(lastStart + flow, flow));
    }

    /** Each host's one flow at its start offset; every pair is new, so each waits for its path. */
    @Override
    public Optional<List<PlannedFlow>> plannedFlows() {
        List<PlannedFlow> flows = new ArrayList<>();
        for (int i = 0; i < hosts.size(); i++) {
            flows.add(new PlannedFlow(hosts.get(i), targets.get(i), bytes, startOffsetsMillis.get(i), true));
        }
        return Optional.of(flows);
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        FlowLedger ledger = new FlowLedger();
        long start = network.nowMillis();
        int[] pending = {hosts.size()};
        boolean[] finished = {false};
        for (int i = 0; i < hosts.size(); i++) {
            FlowSpec flow = new FlowSpec(hosts.get(i), targets.get(i), bytes, 40000 + i, 50000 + i, "perm");
            Runnable send = () -> network.startFlow(flow, result -> {
                ledger.record(result);
                if (!finished[0] && (!result.delivered() || --pending[0] == 0)) {
                    finished[0] = true;
                    long took = Math.max(1, network.nowMillis() - start);
                    onFinished.accept(new WorkloadOutcome(start, network.nowMillis(), ledger,
                            ImmutableMap.of(THROUGHPUT_METRIC, ledger.deliveredBytes() / 1e6 / (took / 1000.0),
                                    MEAN_FLOW_COMPLETION_METRIC, ledger.meanFlowCompletionMillis() / 1000.0)));
                }
            });
            long offset = startOffsetsMillis.get(i);
            if (offset == 0) {
                send.run();
            } else {
                network.schedule(offset, send);
            }
        }
    }
}
