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
 * The candidate DAG alone, for the same random inter-pod flows as {@link PathSelectionBenchmark}: the
 * part of a selection every strategy pays. {@code search}: {@code FabricGraph.searchCandidates}, the
 * bidirectional BFS plus the cut-down predecessor DAG, what a pair's first selection after a topology
 * change costs; {@code cached}: {@code FabricGraph.candidates}, which after warm-up finds every one of
 * the 1,024 flows' DAGs in the graph's candidate cache.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class CandidatesBenchmark {

    @Param({"4", "8", "16", "32", "48"})
    public int k;

    private RandomFabric fabric;
    private int next;
    private final CpuTimePerOperation cpu = new CpuTimePerOperation();

    @Setup
    public void setUp() {
        fabric = new RandomFabric(k, 2024);
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
        cpu.print("k=" + k + " candidates " + mode);
    }

    @Param({"search", "cached"})
    public String mode;

    @Benchmark
    public CandidatePaths candidates() {
        cpu.count();
        int i = next;
        next = (i + 1) & (RandomFabric.FLOWS - 1);
        return mode.equals("cached")
                ? fabric.graph.candidates(fabric.sources[i], fabric.destinations[i])
                : fabric.graph.searchCandidates(fabric.sources[i], fabric.destinations[i]);
    }
}
