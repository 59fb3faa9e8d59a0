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
 * {@code FabricGraph.candidates} serves DAGs from the graph's candidate cache: the 1,024 flows' edge
 * pairs all fit in it (at k=48 about 20 MB of the 32 MB bound), so after warm-up every selection finds
 * its DAG cached, as a fabric whose traffic repeats edge pairs would. {@code dagCache=off} searches the
 * DAG on every selection instead ({@code FabricGraph.searchCandidates}), the cost of a first selection
 * between two edge switches.
 * <p>
 * {@code isolated} keeps the reservations of the 1,024 flows it cycles through (a flow selecting
 * again replaces its own), so on small fabrics most selections find every path taken and fall back.
 * Utilisations are read from what Janus's strategies read in production: {@code ExpectedUsage} over the
 * production {@code LinkUsageMonitor}, fed a port-statistics sample of every link, and a committed load
 * of one live flow per host (see {@link RandomFabric}).
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

    @Param({"shortest", "ecmp", "isolated", "traffic", "luar", "luar-thesis", "bottleneck"})
    public String strategy;

    /** {@code on}: candidate DAGs from the graph's cache; {@code off}: searched on every selection. */
    @Param({"on"})
    public String dagCache;

    private RandomFabric fabric;
    private PathSelector selector;
    private int next;
    private boolean cached;
    private final CpuTimePerOperation cpu = new CpuTimePerOperation();

    @Setup
    public void setUp() {
        fabric = new RandomFabric(k, 2024);
        if (!dagCache.equals("on") && !dagCache.equals("off")) {
            throw new IllegalArgumentException("dagCache must be on or off: " + dagCache);
        }
        cached = dagCache.equals("on");
        selector = BuiltInSelectors.create(() -> fabric.usage).stream().filter(s -> s.name().equals(strategy))
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
        cpu.print("k=" + k + " " + strategy + " dagCache=" + dagCache + " (" + fabric.committedFlows
                + " committed flows)");
    }

    @Benchmark
    public Selection select() {
        cpu.count();
        int i = next;
        next = (i + 1) & (RandomFabric.FLOWS - 1);
        CandidatePaths candidates = cached
                ? fabric.graph.candidates(fabric.sources[i], fabric.destinations[i])
                : fabric.graph.searchCandidates(fabric.sources[i], fabric.destinations[i]);
        return selector.select(new SimpleSelectionContext(fabric.requests[i], candidates, fabric.usage));
    }
}
