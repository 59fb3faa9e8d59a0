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
package org.onosproject.janus.lab.bench;

import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.HeapProbe;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.NetworkSpec;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.Timing;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.workload.RandomPermutation;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.util.ArrayList;
import java.util.List;

/**
 * What one network of the lab costs, measured: the wall time to build it and the live heap it holds
 * once built, then the wall time and live heap of a permutation over all its hosts (every host sends
 * {@value #PERMUTATION_BYTES} bytes to another, all at once, rules never expire, so every flow's intent
 * and rules are still held when the heap is measured), and the peak heap of the whole measurement (whole JVM, garbage
 * included).
 * These are the figures the scenario footprint estimate is calibrated against.
 */
final class FootprintBenchmark {
    static final long PERMUTATION_BYTES = 1_000_000;

    /** What one measurement saw; heap figures are over the heap before the network was built. */
    static final class Result {
        final int flows;
        final boolean delivered;
        final double buildSeconds;
        final double builtHeapMb;
        final double runSeconds;
        final double ranHeapMb;
        /** Whole heap, garbage included (an upper bound, see {@link HeapProbe#peakHeapMb()}). */
        final double peakHeapMb;
        final double baselineHeapMb;

        Result(int flows, boolean delivered, double buildSeconds, double builtHeapMb, double runSeconds,
               double ranHeapMb, double peakHeapMb, double baselineHeapMb) {
            this.flows = flows;
            this.delivered = delivered;
            this.buildSeconds = buildSeconds;
            this.builtHeapMb = builtHeapMb;
            this.runSeconds = runSeconds;
            this.ranHeapMb = ranHeapMb;
            this.peakHeapMb = peakHeapMb;
            this.baselineHeapMb = baselineHeapMb;
        }
    }

    private FootprintBenchmark() {
    }

    static Result measure(NetworkFactory factory, FabricSpec fabric, String strategy, long seed,
                          BuildListener progress) {
        double before = HeapProbe.liveHeapMb();
        HeapProbe.resetPeak();
        NetworkSpec spec = new NetworkSpec(fabric, strategy, 0, seed, Timing.DEFAULT);
        long start = System.nanoTime();
        try (LabSession session = factory.open(spec, progress)) {
            double buildSeconds = (System.nanoTime() - start) / 1e9;
            double built = HeapProbe.liveHeapMb() - before;
            LabNetwork network = session.network();
            List<Integer> hosts = new ArrayList<>();
            for (int h = 0; h < network.hosts().size(); h++) {
                hosts.add(h);
            }
            WorkloadOutcome[] outcome = new WorkloadOutcome[1];
            RandomPermutation permutation = new RandomPermutation(hosts, PERMUTATION_BYTES, seed);
            long runStart = System.nanoTime();
            permutation.start(network, o -> outcome[0] = o);
            boolean finished = session.runUntil(() -> outcome[0] != null, Long.MAX_VALUE);
            double runSeconds = (System.nanoTime() - runStart) / 1e9;
            double ran = HeapProbe.liveHeapMb() - before;
            boolean delivered = finished && outcome[0].failure().isEmpty();
            return new Result(hosts.size(), delivered, buildSeconds, built, runSeconds, ran,
                    HeapProbe.peakHeapMb(), before);
        }
    }
}
