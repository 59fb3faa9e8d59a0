package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.sim.LabNetwork;
import org.onosproject.janus.lab.sim.LabNetwork.FlowSpec;

import java.util.List;
import java.util.function.Consumer;

/**
 * The HPCC b_eff natural-ring bandwidth test of paper 000 §5.2: the nodes form a ring in the given
 * order; in each exchange every node sends one message (HPCC's default 2,000,000 bytes) to both
 * neighbours at once; the next exchange starts when all are delivered. The ring bandwidth is the
 * message size over the exchange time (per process and direction, as HPCC reports it) averaged
 * over the exchanges, in MB/s (10^6 bytes).
 */
public final class RingExchange implements Workload {
    public static final long HPCC_MESSAGE_BYTES = 2_000_000;
    public static final String BANDWIDTH_METRIC = "ringBandwidthMBps";

    private final ImmutableList<Integer> hosts;
    private final long messageBytes;
    private final int exchanges;

    public RingExchange(List<Integer> hosts, long messageBytes, int exchanges) {
        if (hosts.size() < 2) {
            throw new IllegalArgumentException("a ring needs >= 2 nodes: " + hosts);
        }
        if (hosts.stream().distinct().count() != hosts.size()) {
            throw new IllegalArgumentException("ring nodes must be distinct: " + hosts);
        }
        if (messageBytes <= 0 || exchanges < 1) {
            throw new IllegalArgumentException("messageBytes and exchanges must be positive");
        }
        this.hosts = ImmutableList.copyOf(hosts);
        this.messageBytes = messageBytes;
        this.exchanges = exchanges;
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

    @Override
    public String name() {
        return "ring-" + hosts.size();
    }

    public ImmutableList<LabNetwork.FlowSpec> exchangeFlows() {
        ImmutableList.Builder<FlowSpec> flows = ImmutableList.builder();
        int n = hosts.size();
        for (int r = 0; r < n; r++) {
            int right = (r + 1) % n;
            int left = (r + n - 1) % n;
            flows.add(flow(r, right));
            if (left != right) {
                flows.add(flow(r, left));
            }
        }
        return flows.build();
    }

    private FlowSpec flow(int from, int to) {
        return new FlowSpec(hosts.get(from), hosts.get(to), messageBytes,
                BulkSynchronousRun.SRC_PORT_BASE + from, BulkSynchronousRun.DST_PORT_BASE + to, "hpcc:ring");
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        FlowLedger ledger = new FlowLedger();
        long start = network.nowMillis();
        double[] bandwidthSum = {0};
        ImmutableList<FlowSpec> flows = exchangeFlows();
        Runnable[] exchange = new Runnable[1];
        int[] done = {0};
        boolean[] finished = {false};
        exchange[0] = () -> {
            long exchangeStart = network.nowMillis();
            int[] pending = {flows.size()};
            for (FlowSpec f : flows) {
                network.startFlow(f, result -> {
                    ledger.record(result);
                    if (finished[0]) {
                        return;
                    }
                    if (!result.delivered() || --pending[0] == 0) {
                        long took = Math.max(1, network.nowMillis() - exchangeStart);
                        bandwidthSum[0] += messageBytes / 1e6 / (took / 1000.0);
                        done[0]++;
                        if (!result.delivered() || done[0] == exchanges) {
                            finished[0] = true;
                            onFinished.accept(new WorkloadOutcome(name(), start, network.nowMillis(), ledger,
                                    ImmutableMap.of(BANDWIDTH_METRIC, bandwidthSum[0] / done[0])));
                        } else {
                            exchange[0].run();
                        }
                    }
                });
            }
        };
        exchange[0].run();
    }
}
