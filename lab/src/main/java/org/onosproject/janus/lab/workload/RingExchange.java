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
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * The HPCC b_eff ring bandwidth test of paper 000 §5.2. The nodes are ranks 0..n-1 in the given
 * order. A ring is an order of the ranks; in each exchange every rank sends one message (HPCC's
 * default 2,000,000 bytes) to both of its ring neighbours at once, and the next exchange starts when
 * all are delivered. Like HPCC, the test first runs the naturally ordered ring (rank order), then
 * {@code randomRings} randomly ordered rings (seeded permutations of the ranks); each ring gets one
 * unmeasured warm-up exchange and then {@code exchanges} measured ones.
 *
 * <p>A ring's bandwidth is the message size over the exchange time, averaged over its measured
 * exchanges, in MB/s (10^6 bytes): per process and direction. (HPCC's own formula divides the
 * exchange time by two, i.e. counts both directions; ours is half of it.) The random-ring figure is
 * the geometric mean over the random rings, as HPCC averages them.
 */
public final class RingExchange implements Workload {
    public static final long HPCC_MESSAGE_BYTES = 2_000_000;
    /** HPCC's number of random rings in the bandwidth test. */
    public static final int HPCC_RANDOM_RINGS = 10;
    /** Naturally ordered ring bandwidth, MB/s. */
    public static final String BANDWIDTH_METRIC = "ringBandwidthMBps";
    /** Randomly ordered rings: geometric mean of their bandwidths, MB/s. */
    public static final String RANDOM_BANDWIDTH_METRIC = "randomRingBandwidthMBps";
    /** The slowest and fastest random ring, MB/s (to read the spread per run). */
    public static final String RANDOM_MIN_METRIC = "randomRingMinMBps";
    public static final String RANDOM_MAX_METRIC = "randomRingMaxMBps";

    private static final String TAG = "hpcc:ring";

    private final ImmutableList<Integer> hosts;
    private final long messageBytes;
    private final int exchanges;
    private final ImmutableList<ImmutableList<Integer>> rings;

    /** Only the naturally ordered ring. */
    public RingExchange(List<Integer> hosts, long messageBytes, int exchanges) {
        this(hosts, messageBytes, exchanges, 0, 0);
    }

    public RingExchange(List<Integer> hosts, long messageBytes, int exchanges, int randomRings, long seed) {
        if (hosts.size() < 2) {
            throw new IllegalArgumentException("a ring needs >= 2 nodes: " + hosts);
        }
        if (hosts.stream().distinct().count() != hosts.size()) {
            throw new IllegalArgumentException("ring nodes must be distinct: " + hosts);
        }
        if (messageBytes <= 0 || exchanges < 1) {
            throw new IllegalArgumentException("messageBytes and exchanges must be positive");
        }
        if (randomRings < 0) {
            throw new IllegalArgumentException("randomRings must be >= 0, not " + randomRings);
        }
        this.hosts = ImmutableList.copyOf(hosts);
        this.messageBytes = messageBytes;
        this.exchanges = exchanges;
        this.rings = ImmutableList.<ImmutableList<Integer>>builder()
                .add(naturalOrder(hosts.size()))
                .addAll(randomOrders(hosts.size(), randomRings, seed))
                .build();
    }

    /**
     * Paper 000's node groups on its 16-host fat-tree (2 hosts per edge switch): 4 nodes h1,h3,h5,h7
     * (pods 1 and 2), 8 nodes the odd hosts (all pods), 16 nodes all hosts.
     */
    public static ImmutableList<Integer> paperNodes(int nodes, int hostCount) {
        ImmutableList.Builder<Integer> list = ImmutableList.builder();
        if (nodes == hostCount) {
            for (int i = 0; i < hostCount; i++) {
                list.add(i);
            }
            return list.build();
        }
        if (nodes * 2 > hostCount) {
            throw new IllegalArgumentException(nodes + " ring nodes need at least " + nodes * 2 + " hosts");
        }
        for (int i = 0; i < nodes; i++) {
            list.add(2 * i);
        }
        return list.build();
    }

    /** Ranks 0..n-1 in order. */
    public static ImmutableList<Integer> naturalOrder(int ranks) {
        ImmutableList.Builder<Integer> order = ImmutableList.builder();
        for (int r = 0; r < ranks; r++) {
            order.add(r);
        }
        return order.build();
    }

    /** {@code count} random orders of ranks 0..n-1 (Fisher-Yates), the same for the same seed. */
    public static ImmutableList<ImmutableList<Integer>> randomOrders(int ranks, int count, long seed) {
        Random random = new Random(seed);
        ImmutableList.Builder<ImmutableList<Integer>> orders = ImmutableList.builder();
        for (int i = 0; i < count; i++) {
            List<Integer> order = new ArrayList<>(naturalOrder(ranks));
            for (int j = ranks - 1; j > 0; j--) {
                int k = random.nextInt(j + 1);
                order.set(j, order.set(k, order.get(j)));
            }
            orders.add(ImmutableList.copyOf(order));
        }
        return orders.build();
    }

    @Override
    public String name() {
        return "ring-" + hosts.size();
    }

    /** The rings in the order they run: the natural ring first, then the random ones (rank orders). */
    public ImmutableList<ImmutableList<Integer>> rings() {
        return rings;
    }

    /** One exchange of the naturally ordered ring. */
    public ImmutableList<FlowSpec> exchangeFlows() {
        return exchangeFlows(rings.get(0));
    }

    /**
     * One exchange of the ring with the given rank order: every rank to both its neighbours in that
     * order. A rank pair's ports depend on the ranks, not the order, so a pair keeps its connection
     * from ring to ring (as MPI does).
     */
    public ImmutableList<FlowSpec> exchangeFlows(List<Integer> order) {
        ImmutableList.Builder<FlowSpec> flows = ImmutableList.builder();
        int n = order.size();
        for (int i = 0; i < n; i++) {
            int right = order.get((i + 1) % n);
            int left = order.get((i + n - 1) % n);
            flows.add(flow(order.get(i), right));
            if (left != right) {
                flows.add(flow(order.get(i), left));
            }
        }
        return flows.build();
    }

    private FlowSpec flow(int fromRank, int toRank) {
        return new FlowSpec(hosts.get(fromRank), hosts.get(toRank), messageBytes,
                BulkSynchronousRun.SRC_PORT_BASE + fromRank, BulkSynchronousRun.DST_PORT_BASE + toRank, TAG);
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        new Run(network, onFinished).exchange();
    }

    /** One run of the test: ring after ring, exchange after exchange. */
    private final class Run {
        private final LabNetwork network;
        private final Consumer<WorkloadOutcome> onFinished;
        private final FlowLedger ledger = new FlowLedger();
        private final long start;
        private final double[] ringBandwidthSum = new double[rings.size()];
        private int ring;
        /** Exchange within the ring; 0 is the warm-up. */
        private int exchange;
        private boolean finished;

        Run(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
            this.network = network;
            this.onFinished = onFinished;
            this.start = network.nowMillis();
        }

        void exchange() {
            long exchangeStart = network.nowMillis();
            ImmutableList<FlowSpec> flows = exchangeFlows(rings.get(ring));
            int[] pending = {flows.size()};
            for (FlowSpec f : flows) {
                network.startFlow(f, result -> {
                    ledger.record(result);
                    if (finished) {
                        return;
                    }
                    if (!result.delivered()) {
                        finish();
                    } else if (--pending[0] == 0) {
                        exchangeDone(Math.max(1, network.nowMillis() - exchangeStart));
                    }
                });
            }
        }

        private void exchangeDone(long tookMillis) {
            if (exchange > 0) {
                ringBandwidthSum[ring] += messageBytes / 1e6 / (tookMillis / 1000.0);
            }
            exchange++;
            if (exchange > exchanges) {
                exchange = 0;
                ring++;
            }
            if (ring == rings.size()) {
                finish();
            } else {
                exchange();
            }
        }

        private void finish() {
            finished = true;
            onFinished.accept(new WorkloadOutcome(start, network.nowMillis(), ledger, metrics()));
        }

        /** Bandwidths of the rings measured completely. */
        private ImmutableMap<String, Double> metrics() {
            ImmutableMap.Builder<String, Double> metrics = ImmutableMap.builder();
            if (ring == 0) {
                return metrics.build();
            }
            metrics.put(BANDWIDTH_METRIC, ringBandwidthSum[0] / exchanges);
            if (ring > 1) {
                double logSum = 0;
                double min = Double.MAX_VALUE;
                double max = 0;
                for (int r = 1; r < ring; r++) {
                    double bandwidth = ringBandwidthSum[r] / exchanges;
                    logSum += Math.log(bandwidth);
                    min = Math.min(min, bandwidth);
                    max = Math.max(max, bandwidth);
                }
                metrics.put(RANDOM_BANDWIDTH_METRIC, Math.exp(logSum / (ring - 1)));
                metrics.put(RANDOM_MIN_METRIC, min);
                metrics.put(RANDOM_MAX_METRIC, max);
            }
            return metrics.build();
        }
    }
}
