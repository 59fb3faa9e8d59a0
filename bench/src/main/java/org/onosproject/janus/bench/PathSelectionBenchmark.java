package org.onosproject.janus.bench;

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;

import java.util.concurrent.TimeUnit;

/**
 * One path selection as the packet processor does it: the candidate DAG between the two edge
 * switches ({@code FabricGraph.candidates}) and the strategy's choice among them, for a random
 * inter-pod flow on a fat-tree with random link utilisations. The graph itself is built once per
 * topology change, outside the measurement.
 * <p>
 * {@code isolated} keeps the reservations of the 1,024 flows it cycles through (a flow selecting
 * again replaces its own), so on small fabrics most selections find every path taken and fall back.
 * {@code usageView} picks where utilisations are read: {@code map} (a test map with a well-mixed key)
 * or {@code monitor} (the production {@code LinkUsageMonitor}, fed a port-statistics sample of every link).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PathSelectionBenchmark {

    @Param({"4", "8", "16", "32", "48"})
    public int k;

    @Param({"shortest", "ecmp", "isolated", "traffic", "luar"})
    public String strategy;

    /** Where the strategies read link usage: a test map, or the production {@code LinkUsageMonitor}. */
    @Param({RandomFabric.MAP_VIEW, RandomFabric.MONITOR_VIEW})
    public String usageView;

    private RandomFabric fabric;
    private PathSelector selector;
    private int next;
    private final CpuTimePerOperation cpu = new CpuTimePerOperation();

    @Setup
    public void setUp() {
        fabric = new RandomFabric(k, 2024, usageView);
        selector = BuiltInSelectors.create().stream().filter(s -> s.name().equals(strategy))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no strategy " + strategy));
    }

    @Setup(Level.Iteration)
    public void startIteration() {
        cpu.startIteration();
    }

    @TearDown(Level.Iteration)
    public void endIteration(IterationParams iteration) {
        cpu.endIteration(iteration);
    }

    @TearDown
    public void report() {
        cpu.print("k=" + k + " " + strategy + " " + usageView);
    }

    @Benchmark
    public Selection select() {
        cpu.count();
        int i = next;
        next = (i + 1) & (RandomFabric.FLOWS - 1);
        CandidatePaths candidates = fabric.graph.candidates(fabric.sources[i], fabric.destinations[i]);
        return selector.select(new SimpleSelectionContext(fabric.requests[i], candidates, fabric.usage));
    }
}
