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
package org.onosproject.janus.testbed.fluid;

import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.experiment.Seeds;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.Timing;
import org.onosproject.janus.lab.workload.RingExchange;

import java.util.List;

/**
 * The fluid lab's prediction for paper 000's HPCC ring on the testbed's fabric: the lab's scenario
 * {@code paper000-fig3} (its ring workload for the number of nodes, its nodes, its seed and so its rings) run
 * on a k=4 fat-tree with 2 hosts per edge switch at the testbed's link rate, with Janus's {@code strategy},
 * idle timeout and poll interval and the testbed's 1 s port and flow statistics intervals, the lab's 10 ms
 * control delay. Repetition {@code r} is the lab's repetition {@code r} of that scenario (the same seed, so
 * the same 10 random rings). The lab reports a ring's bandwidth per process and direction; HPCC counts both
 * messages a process sends, twice that: {@link Prediction} gives both.
 */
public final class FluidRing {

    /** The lab's scenario the rings and seed come from. */
    public static final String LAB_SCENARIO = "paper000-fig3";

    /** One rank count's prediction, averaged over the repetitions. */
    public static final class Prediction {
        public final int ranks;
        public final int repetitions;
        /** Naturally ordered ring, MB/s per process and direction (the lab's unit). */
        public final double naturalMBps;
        /** Randomly ordered rings: mean over the repetitions of each repetition's geometric mean, lab's unit. */
        public final double randomMBps;
        /** The slowest and fastest random ring of all repetitions, lab's unit. */
        public final double randomMinMBps;
        public final double randomMaxMBps;

        Prediction(int ranks, int repetitions, double naturalMBps, double randomMBps, double randomMinMBps,
                   double randomMaxMBps) {
            this.ranks = ranks;
            this.repetitions = repetitions;
            this.naturalMBps = naturalMBps;
            this.randomMBps = randomMBps;
            this.randomMinMBps = randomMinMBps;
            this.randomMaxMBps = randomMaxMBps;
        }

        /** Naturally ordered ring in HPCC's unit (both messages of a process counted): twice the lab's. */
        public double naturalHpccMBps() {
            return 2 * naturalMBps;
        }

        /** Randomly ordered rings in HPCC's unit. */
        public double randomHpccMBps() {
            return 2 * randomMBps;
        }
    }

    private FluidRing() {
    }

    /** The lab's {@code paper000-fig3} scenario. */
    public static Scenario labScenario() {
        return new ScenarioCatalog().find(LAB_SCENARIO)
                .orElseThrow(() -> new IllegalStateException("the lab has no scenario " + LAB_SCENARIO));
    }

    /** The lab's ring workload for {@code ranks} nodes (4, 8 or 16). */
    public static WorkloadSpec workload(int ranks) {
        return labScenario().workloads().stream().filter(w -> w.ranks() == ranks).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the lab's " + LAB_SCENARIO + " has no ring of "
                                                                        + ranks + " nodes"));
    }

    /** The seed of the lab's repetition {@code rep} of the ring of {@code ranks} nodes. */
    public static long seed(int ranks, int rep) {
        Scenario lab = labScenario();
        WorkloadSpec w = workload(ranks);
        return Seeds.derive(lab.seed(), w, lab.placements().get(0), lab.concurrencyPercents().get(0), rep);
    }

    /** The rings of the lab's repetition {@code rep} (rank orders: the natural ring first, then the random ones). */
    public static List<? extends List<Integer>> rings(int ranks, int hostCount, int rep) {
        WorkloadSpec w = workload(ranks);
        return new RingExchange(RingExchange.paperNodes(ranks, hostCount), w.bytes(), w.exchanges(),
                                w.randomRings(), seed(ranks, rep)).rings();
    }

    /**
     * The prediction for {@code ranks} nodes over the lab's first {@code repetitions} repetitions, with the
     * lab's ring workload (HPCC's 2,000,000-byte messages, 3 measured exchanges per ring).
     */
    public static Prediction predict(int ranks, double linkMbps, String strategy, int idleTimeoutSeconds,
                                     int statsPollSeconds, int repetitions) {
        WorkloadSpec w = workload(ranks);
        return predict(ranks, w.bytes(), w.exchanges(), linkMbps, strategy, idleTimeoutSeconds, statsPollSeconds,
                       repetitions);
    }

    /**
     * The prediction with {@code messageBytes} and {@code exchanges} measured exchanges per ring instead of the
     * lab's: the rings stay the same (a repetition's seed depends on the ring's size, not on these).
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public static Prediction predict(int ranks, long messageBytes, int exchanges, double linkMbps, String strategy,
                                     int idleTimeoutSeconds, int statsPollSeconds, int repetitions) {
        if (repetitions < 1) {
            throw new IllegalArgumentException("repetitions must be >= 1, not " + repetitions);
        }
        Scenario lab = labScenario();
        WorkloadSpec labRing = workload(ranks);
        WorkloadSpec ring = WorkloadSpec.ring(ranks, messageBytes, exchanges, labRing.randomRings());
        if (!ring.label().equals(labRing.label())) {
            throw new IllegalStateException("the ring's label changed with its message size: " + ring.label());
        }
        Scenario scenario;
        try {
            scenario = lab.toBuilder().fabric(FabricSpec.fatTree(4, 2, linkMbps)).workloads(List.of(ring))
                    .strategies(List.of(strategy)).idleTimeouts(List.of(idleTimeoutSeconds)).reps(repetitions)
                    .timing(Timing.DEFAULT.withPortStatsIntervalMillis(1_000).withFlowStatsIntervalMillis(1_000))
                    .build();
        } catch (ConfigException e) {
            throw new IllegalArgumentException("the lab's ring at " + linkMbps + " Mbit/s with " + strategy + ": "
                                                       + e.getMessage(), e);
        }
        ExperimentRunner runner = new ExperimentRunner(new EmulatedNetworkFactory(s -> JanusController.builder()
                .strategy(strategy).idleTimeoutSeconds(idleTimeoutSeconds).statsPollIntervalSeconds(statsPollSeconds)
                .build()));
        Cell cell = ExperimentRunner.cells(scenario).get(0);
        double natural = 0;
        double random = 0;
        double min = Double.MAX_VALUE;
        double max = 0;
        for (int rep = 0; rep < repetitions; rep++) {
            RunRecord run = runner.runOnce(scenario, cell, rep, BuildListener.SILENT);
            if (!run.succeeded()) {
                throw new IllegalStateException("the fluid lab's ring of " + ranks + " nodes (" + strategy + ", rep "
                                                        + rep + ") failed: " + run.failure().orElse("?"));
            }
            natural += metric(run, RingExchange.BANDWIDTH_METRIC);
            random += metric(run, RingExchange.RANDOM_BANDWIDTH_METRIC);
            min = Math.min(min, metric(run, RingExchange.RANDOM_MIN_METRIC));
            max = Math.max(max, metric(run, RingExchange.RANDOM_MAX_METRIC));
        }
        return new Prediction(ranks, repetitions, natural / repetitions, random / repetitions, min, max);
    }

    private static double metric(RunRecord run, String name) {
        Double value = run.metrics().get(name);
        if (value == null) {
            throw new IllegalStateException("the lab's ring run has no " + name);
        }
        return value;
    }
}
