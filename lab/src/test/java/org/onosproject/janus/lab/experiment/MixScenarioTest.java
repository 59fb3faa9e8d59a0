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

import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetwork;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;
import org.onosproject.janus.lab.workload.MixedJobs;
import org.onosproject.janus.lab.workload.Placement;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

/** A mix as a scenario runs it: its jobs placed on disjoint, spread host sets, the same for the same seed. */
public class MixScenarioTest {

    private static final List<WorkloadSpec> JOBS = List.of(
            WorkloadSpec.collective("alltoall", 32, 1_000_000, 1, 0),
            WorkloadSpec.collective("halo3d", 16, 1_000_000, 2, 10),
            WorkloadSpec.nas("MG", 16),
            WorkloadSpec.permutation(24, 5_000_000));
    private static final WorkloadSpec MIX = WorkloadSpec.mix("four", JOBS);

    private static Scenario scenario(WorkloadSpec workload, int concurrency) throws ConfigException {
        return Scenario.builder("mix").fabric(FabricSpec.fatTree(8, 4, 1000)).workloads(List.of(workload))
                .strategies(List.of("shortest")).reps(2).seed(11).concurrency(List.of(concurrency)).build();
    }

    private static Workloads.Placed place(WorkloadSpec workload, long seed) throws ConfigException {
        Scenario scenario = scenario(workload, 0);
        IdealNetwork network = new IdealNetwork(8, 4, 4, 125e6, 10, 10);
        return Workloads.of(scenario, new Cell(workload, "shortest", 10, 0, Placement.SPARSE), seed, network);
    }

    @Test
    public void everyJobGetsItsOwnHostsSpreadOverThePods() throws Exception {
        for (long seed = 0; seed < 20; seed++) {
            Workloads.Placed placed = place(MIX, seed);
            assertEquals(32 + 16 + 16 + 24, placed.hosts.size());
            assertEquals("disjoint", placed.hosts.size(), new HashSet<>(placed.hosts).size());
            int from = 0;
            for (WorkloadSpec job : JOBS) {
                Set<Integer> pods = new HashSet<>();
                placed.hosts.subList(from, from + job.ranks()).forEach(h -> pods.add(h / 16));
                assertEquals(job.label() + " spread over every pod (sparse)", 8, pods.size());
                from += job.ranks();
            }
        }
    }

    @Test
    public void theSeedFixesThePlacementOfEveryJob() throws Exception {
        assertEquals(place(MIX, 5).hosts, place(MIX, 5).hosts);
        assertNotEquals(place(MIX, 5).hosts, place(MIX, 6).hosts);
    }

    @Test
    public void aMixOfOneJobPlacesItAsTheJobAlone() throws Exception {
        WorkloadSpec alone = JOBS.get(0);
        assertEquals(place(alone, 9).hosts, place(WorkloadSpec.mix(null, List.of(alone)), 9).hosts);
    }

    @Test
    public void theSameSeedRunsTheSameMixWithBackground() throws Exception {
        Scenario scenario = scenario(MIX, 50);
        ExperimentResult first = new ExperimentRunner(new IdealNetworkFactory()).run(scenario, ProgressListener.SILENT);
        ExperimentResult second = new ExperimentRunner(new IdealNetworkFactory())
                .run(scenario, ProgressListener.SILENT);
        assertTrue(first.complete());
        assertEquals(2, first.runs().size());
        for (int i = 0; i < first.runs().size(); i++) {
            RunRecord a = first.runs().get(i);
            RunRecord b = second.runs().get(i);
            assertEquals(a.hosts(), b.hosts());
            assertEquals(a.runtimeMillis(), b.runtimeMillis());
            assertEquals(a.metrics(), b.metrics());
            assertEquals(a.backgroundFlows(), b.backgroundFlows());
            assertTrue("background ran", a.backgroundFlows() > 0);
            assertEquals(a.contentionFreeSeconds(), b.contentionFreeSeconds(), 0);
            for (int j = 0; j < JOBS.size(); j++) {
                assertTrue(a.metrics().containsKey(MixedJobs.metric(j, MixedJobs.MAKESPAN_METRIC)));
            }
        }
        assertNotEquals("each repetition draws its own placement", first.runs().get(0).hosts(),
                first.runs().get(1).hosts());
    }
}
