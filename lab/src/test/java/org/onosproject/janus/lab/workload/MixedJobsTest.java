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
package org.onosproject.janus.lab.workload;

import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetwork;
import org.onosproject.janus.lab.topo.FabricCuts;
import org.onosproject.janus.lab.topo.Topologies;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class MixedJobsTest {

    private static final long GBIT = 1_000_000_000L;
    /** 1.25 MB is 10 ms at 1 Gbit/s. */
    private static final long TEN_MS = 1_250_000L;
    private static final long DELAY = 10;

    /** k=4 fat-tree, 2 hosts per edge switch (16 hosts), 1 Gbit/s, 10 ms control delay, as the ideal fake. */
    private static IdealNetwork network() {
        return new IdealNetwork(4, 2, 2, GBIT / 8.0, DELAY, 10);
    }

    /** Three jobs of three kinds on disjoint hosts of the 16, each spread over the pods. */
    private static List<Supplier<Workload>> jobs() {
        return List.of(
            () -> new CollectiveRun(Collective.application("alltoall", 4, TEN_MS, 2, 5), List.of(0, 4, 8, 12)),
            () -> new RandomPermutation(List.of(1, 5, 9, 13), 3 * TEN_MS, 7),
            () -> new BulkSynchronousRun(NasBenchmarks.application("MG", 4, GBIT / 8.0), List.of(2, 6, 10, 14)));
    }

    private static WorkloadOutcome run(Workload workload) {
        IdealNetwork network = network();
        WorkloadOutcome[] outcome = new WorkloadOutcome[1];
        workload.start(network, o -> outcome[0] = o);
        assertTrue(workload.name() + " finishes", network.runUntil(() -> outcome[0] != null, 3_600_000));
        return outcome[0];
    }

    private static MixedJobs mix() {
        List<Workload> jobs = new ArrayList<>();
        jobs().forEach(j -> jobs.add(j.get()));
        return new MixedJobs("three", jobs, List.of());
    }

    @Test
    public void eachJobMovesInTheMixTheFlowsAndBytesItMovesAlone() {
        WorkloadOutcome together = run(mix());
        long flows = 0;
        long bytes = 0;
        for (int j = 0; j < jobs().size(); j++) {
            WorkloadOutcome alone = run(jobs().get(j).get());
            assertEquals("job " + j + " flows", alone.ledger().flows(),
                    together.metrics().get(MixedJobs.metric(j, MixedJobs.FLOWS_METRIC)), 0);
            assertEquals("job " + j + " bytes", alone.ledger().deliveredBytes(),
                    together.metrics().get(MixedJobs.metric(j, MixedJobs.BYTES_METRIC)), 0);
            flows += alone.ledger().flows();
            bytes += alone.ledger().deliveredBytes();
        }
        assertEquals(flows, together.ledger().flows());
        assertEquals(bytes, together.ledger().deliveredBytes());
        assertFalse(together.failure().isPresent());
    }

    @Test
    public void onANonBlockingFabricEachJobTakesAsLongAsAloneAndTheMixAsLongAsItsLongestJob() {
        WorkloadOutcome together = run(mix());
        long longest = 0;
        for (int j = 0; j < jobs().size(); j++) {
            long alone = run(jobs().get(j).get()).runtimeMillis();
            assertEquals("job " + j, alone / 1000.0,
                    together.metrics().get(MixedJobs.metric(j, MixedJobs.MAKESPAN_METRIC)), 1e-9);
            longest = Math.max(longest, alone);
        }
        assertEquals(longest, together.runtimeMillis());
    }

    @Test
    public void theMixReportsEachJobsOwnBoundWhenGivenOne() {
        List<Workload> jobs = List.of(jobs().get(0).get(), jobs().get(1).get());
        WorkloadOutcome outcome = run(new MixedJobs("two", jobs, List.of(40.0, Double.NaN)));
        assertEquals(0.040, outcome.metrics().get(MixedJobs.metric(0, MixedJobs.BOUND_METRIC)), 1e-12);
        assertFalse("no bound, no metric", outcome.metrics().containsKey(MixedJobs.metric(1, MixedJobs.BOUND_METRIC)));
    }

    @Test
    public void theMixsBoundIsAtLeastEveryJobsOwnAndItsFlowsTheWeightedMeanOfTheirs() {
        FabricCuts cuts = FabricCuts.of(Topologies.fatTree(4, 2, GBIT));
        MixedJobs mix = mix();
        ContentionFreeTime bound = mix.bound(cuts, GBIT / 8.0, DELAY).orElseThrow();
        double weighted = 0;
        long flows = 0;
        for (Workload job : mix.jobs()) {
            ContentionFreeTime own = job.bound(cuts, GBIT / 8.0, DELAY).orElseThrow();
            assertTrue(job.name(), bound.makespanMillis() >= own.makespanMillis());
            int n = job.earliestFlows().orElseThrow().size();
            // MG's own bound has no mean flow time: its flows count at their solo times (delay when new + bytes)
            double mean = Double.isNaN(own.meanFlowMillis()) ? job.earliestFlows().orElseThrow().stream()
                    .mapToDouble(f -> (f.waitsForPath() ? DELAY : 0) + f.bytes() * 1000.0 / (GBIT / 8.0)).average()
                    .orElseThrow() : own.meanFlowMillis();
            weighted += n * mean;
            flows += n;
        }
        assertEquals(weighted / flows, bound.meanFlowMillis(), 1e-9);
        assertEquals("MG's calibrated T0 + one delay binds", "MG: host links", bound.makespanBinds());
    }

    @Test
    public void jobsSharingAnUplinkAreBoundByTheirBytesTogether() {
        // Two leaves of 4 hosts under one spine (4:1): each job exchanges 10 ms messages between the
        // leaves. Alone a job's message crosses leaf 0's one uplink in 10 ms after the 10 ms delay (20 ms);
        // together two messages cross it: 10 + 2 x 10 = 30 ms.
        FabricCuts cuts = FabricCuts.of(Topologies.leafSpine(2, 1, 4, GBIT));
        Workload a = new CollectiveRun(Collective.application("alltoall", 2, TEN_MS, 1, 0), List.of(0, 4));
        Workload b = new CollectiveRun(Collective.application("alltoall", 2, TEN_MS, 1, 0), List.of(1, 5));
        assertEquals(20.0, a.bound(cuts, GBIT / 8.0, DELAY).orElseThrow().makespanMillis(), 1e-9);
        ContentionFreeTime together = new MixedJobs("ab", List.of(a, b), List.of()).bound(cuts, GBIT / 8.0, DELAY)
                .orElseThrow();
        assertEquals(30.0, together.makespanMillis(), 1e-9);
        assertTrue(together.makespanBinds(), together.makespanBinds().matches("leaf-\\d uplinks \\(jobs together\\)"));
        assertEquals("each flow's own 20 ms", 20.0, together.meanFlowMillis(), 1e-9);
    }

    @Test
    public void aClosedLoopJobsFlowsCannotStartBeforeTheComputeThatPrecedesThem() {
        // alltoall of 4 ranks twice, 5 ms compute before each: 3 steps of 4 messages per repetition
        List<PlannedFlow> flows = jobs().get(0).get().earliestFlows().orElseThrow();
        assertEquals(24, flows.size());
        assertTrue(flows.subList(0, 12).stream().allMatch(f -> f.startMillis() == 5 && f.waitsForPath()));
        assertTrue(flows.subList(12, 24).stream().allMatch(f -> f.startMillis() == 10 && !f.waitsForPath()));
    }
}
