package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.sim.LabNetwork;
import org.onosproject.janus.lab.sim.LabNetwork.FlowSpec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Every host sends {@code bytes} to one other host, all at once, along a random derangement
 * (nobody sends to itself, everybody receives once). Reports the aggregate throughput in MB/s.
 */
public final class RandomPermutation implements Workload {
    public static final String THROUGHPUT_METRIC = "aggregateThroughputMBps";

    private final ImmutableList<Integer> hosts;
    private final ImmutableList<Integer> targets;
    private final long bytes;

    public RandomPermutation(List<Integer> hosts, long bytes, long seed) {
        if (hosts.size() < 2) {
            throw new IllegalArgumentException("a permutation needs >= 2 hosts");
        }
        if (bytes <= 0) {
            throw new IllegalArgumentException("bytes must be > 0: " + bytes);
        }
        this.hosts = ImmutableList.copyOf(hosts);
        this.bytes = bytes;
        this.targets = derangement(hosts, new Random(seed));
    }

    private static ImmutableList<Integer> derangement(List<Integer> hosts, Random random) {
        // Sattolo's algorithm: a uniformly random single cycle, hence no fixed point.
        List<Integer> shuffled = new ArrayList<>(hosts);
        for (int i = shuffled.size() - 1; i > 0; i--) {
            Collections.swap(shuffled, i, random.nextInt(i));
        }
        return ImmutableList.copyOf(shuffled);
    }

    /** The host that {@code hosts.get(i)} sends to. */
    public ImmutableList<Integer> targets() {
        return targets;
    }

    @Override
    public String name() {
        return "permutation-" + hosts.size();
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        FlowLedger ledger = new FlowLedger();
        long start = network.nowMillis();
        int[] pending = {hosts.size()};
        boolean[] finished = {false};
        for (int i = 0; i < hosts.size(); i++) {
            network.startFlow(new FlowSpec(hosts.get(i), targets.get(i), bytes, 40000 + i, 50000 + i, "perm"),
                    result -> {
                        ledger.record(result);
                        if (!finished[0] && (!result.delivered() || --pending[0] == 0)) {
                            finished[0] = true;
                            long took = Math.max(1, network.nowMillis() - start);
                            onFinished.accept(new WorkloadOutcome(name(), start, network.nowMillis(), ledger,
                                    ImmutableMap.of(THROUGHPUT_METRIC,
                                            ledger.deliveredBytes() / 1e6 / (took / 1000.0))));
                        }
                    });
        }
    }
}
