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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;
import org.onosproject.janus.lab.net.Timing;
import org.onosproject.janus.lab.workload.Placement;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class ExperimentRunnerTest {

    static Scenario small() throws ConfigException {
        return Scenario.builder("small")
                .workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4), WorkloadSpec.nas("CG", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).reps(2).concurrency(ImmutableList.of(25))
                .warmupSeconds(20).build();
    }

    @Test
    public void everyCellRunsRepsTimesOnAFreshNetworkThatIsClosed() throws Exception {
        IdealNetworkFactory factory = new IdealNetworkFactory();
        ExperimentResult result = new ExperimentRunner(factory).run(small(), ProgressListener.SILENT);
        assertTrue(result.complete());
        assertEquals(8, result.runs().size());
        assertEquals(8, factory.networks().size());
        assertTrue(factory.networks().stream().allMatch(n -> n.isClosed()));
        assertEquals(List.of("shortest", "luar"), factory.opened().subList(0, 2).stream().map(NetworkSpec::strategy)
                .collect(Collectors.toList()));
    }

    @Test
    public void strategiesOfARepetitionShareSeedAndPlacementButRepetitionsDiffer() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(small(), ProgressListener.SILENT);
        RunRecord shortest = result.runs().get(0);
        RunRecord luar = result.runs().get(1);
        assertEquals(shortest.seed(), luar.seed());
        assertEquals(shortest.hosts(), luar.hosts());
        RunRecord nextRep = result.runs().stream().filter(r -> r.rep() == 1 && r.cell().equals(shortest.cell()))
                .findFirst().get();
        assertFalse(nextRep.seed() == shortest.seed());
    }

    @Test
    public void sameSeedSameResults() throws Exception {
        ExperimentResult a = new ExperimentRunner(new IdealNetworkFactory()).run(small(), ProgressListener.SILENT);
        ExperimentResult b = new ExperimentRunner(new IdealNetworkFactory()).run(small(), ProgressListener.SILENT);
        assertEquals(a.runs().stream().map(RunRecord::runtimeMillis).collect(Collectors.toList()),
                b.runs().stream().map(RunRecord::runtimeMillis).collect(Collectors.toList()));
    }

    @Test
    public void backgroundRunsBeforeTheApplicationAndTheApplicationAvoidsItsHosts() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(small(), ProgressListener.SILENT);
        RunRecord r = result.runs().get(0);
        assertTrue(r.backgroundFlows() >= 7); // 25% of the 28 other hosts
        assertEquals(4, r.hosts().size());
        assertEquals(4, r.hosts().stream().distinct().count());
    }

    @Test
    public void aFailingRunStopsTheExperimentAndSaysWhere() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory(n -> n == 2))
                .run(small(), ProgressListener.SILENT);
        assertFalse(result.complete());
        assertEquals(3, result.runs().size());
        assertTrue(result.failure().get(), result.failure().get().contains("run 3/8"));
        assertTrue(result.failure().get().contains("emulated failure"));
    }

    @Test
    public void aWorkloadThatOverrunsItsVirtualTimeBudgetFails() throws Exception {
        Scenario s = small().toBuilder().concurrency(ImmutableList.of(0)).maxVirtualSeconds(10).reps(1).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        assertFalse(result.complete());
        assertTrue(result.runs().get(0).failure().get().contains("maxVirtualSeconds"));
    }

    @Test
    public void cellsSweepEveryDimension() throws Exception {
        Scenario s = small().toBuilder().idleTimeouts(ImmutableList.of(10, 0))
                .placements(ImmutableList.of(Placement.SPARSE, Placement.DENSE)).build();
        assertEquals(2 * 2 * 2 * 2, ExperimentRunner.cells(s).size());
        assertEquals(s.runCount(), ExperimentRunner.cells(s).size() * 2);
    }

    @Test
    public void everyRunsNetworkIsBuiltWithTheScenariosOneTiming() throws Exception {
        IdealNetworkFactory factory = new IdealNetworkFactory();
        Timing timing = Timing.DEFAULT.withControlDelayMillis(3).withFailureDetectionMillis(7);
        new ExperimentRunner(factory).run(small().toBuilder().timing(timing).build(), ProgressListener.SILENT);
        assertTrue(factory.opened().stream().allMatch(spec -> spec.timing() == timing));
    }

    @Test
    public void aScenarioMeasuredAtItsOwnSeedRunsAtThatSeed() throws Exception {
        IdealNetworkFactory factory = new IdealNetworkFactory();
        ExperimentResult result = new ExperimentRunner(factory).run(small().toBuilder().reps(1).seed(42)
                .derivedSeeds(false).build(), ProgressListener.SILENT);
        assertTrue(result.runs().stream().allMatch(r -> r.seed() == 42));
        assertTrue(factory.opened().stream().allMatch(spec -> spec.seed() == 42));
    }

    @Test
    public void aControlPlaneWorkloadGetsItsLoadRecordedAndOthersDoNot() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(small().toBuilder().reps(1)
                .workloads(ImmutableList.of(WorkloadSpec.flowSetup(10, true))).concurrency(ImmutableList.of(0)).build(),
                ProgressListener.SILENT);
        assertTrue(result.failure().orElse(""), result.complete());
        assertEquals(10, result.runs().get(0).load().orElseThrow().end().flowsStarted());
        RunRecord nas = new ExperimentRunner(new IdealNetworkFactory()).run(small(), ProgressListener.SILENT)
                .runs().get(0);
        assertTrue(nas.load().isEmpty() && nas.faults().isEmpty() && nas.leaks().isEmpty());
    }
}
