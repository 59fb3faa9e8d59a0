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

import org.onosproject.net.Path;
import org.onosproject.net.topology.PathService;
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

import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The peer row: ONOS's own {@code PathService.getPaths(srcDevice, dstDevice)} (the real
 * {@code PathManager}, see {@link OnosPaths}) for the same random inter-pod flows on the same fat-trees
 * as {@link PathSelectionBenchmark}. It answers every equal-cost shortest path as a set of
 * {@code Path} objects and reads no load: an app would still have to pick one. It is what an ONOS app
 * pays for "the shortest paths between these two switches" without Janus's graph.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class OnosPathServiceBenchmark {

    @Param({"4", "8", "16", "32", "48"})
    public int k;

    private RandomFabric fabric;
    private PathService paths;
    private int next;
    private final CpuTimePerOperation cpu = new CpuTimePerOperation();

    @Setup
    public void setUp() {
        fabric = new RandomFabric(k, 2024);
        paths = OnosPaths.of(fabric.tree);
        long expected = fabric.graph.candidates(fabric.sources[0], fabric.destinations[0]).pathCount();
        int got = paths.getPaths(fabric.sources[0], fabric.destinations[0]).size();
        if (got != expected) {
            throw new IllegalStateException("ONOS found " + got + " paths, Janus " + expected);
        }
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
        cpu.print("k=" + k + " onos getPaths");
    }

    @Benchmark
    public Set<Path> getPaths() {
        cpu.count();
        int i = next;
        next = (i + 1) & (RandomFabric.FLOWS - 1);
        return paths.getPaths(fabric.sources[i], fabric.destinations[i]);
    }
}
