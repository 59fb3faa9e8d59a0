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
import org.onosproject.janus.lab.topo.FabricCuts;
import org.onosproject.janus.lab.topo.Topologies;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

public class CollectiveTest {

    private static final long GBIT = 1_000_000_000L;
    /** 1.25 MB is 10 ms at 1 Gbit/s. */
    private static final long TEN_MS = 1_250_000L;
    private static final long DELAY = 10;

    private static List<Message> all(MpiApplication app) {
        List<Message> messages = new ArrayList<>();
        app.phases().forEach(p -> messages.addAll(p.messages()));
        return messages;
    }

    private static void everyRankSendsAndReceives(MpiApplication app, int messages, long bytes) {
        Map<Integer, Integer> sent = new HashMap<>();
        Map<Integer, Long> sentBytes = new HashMap<>();
        Map<Integer, Integer> received = new HashMap<>();
        Map<Integer, Long> receivedBytes = new HashMap<>();
        for (Message m : all(app)) {
            sent.merge(m.srcRank(), 1, Integer::sum);
            sentBytes.merge(m.srcRank(), m.bytes(), Long::sum);
            received.merge(m.dstRank(), 1, Integer::sum);
            receivedBytes.merge(m.dstRank(), m.bytes(), Long::sum);
        }
        for (int r = 0; r < app.ranks(); r++) {
            assertEquals("messages sent by " + r, messages, (int) sent.get(r));
            assertEquals("bytes sent by " + r, bytes, (long) sentBytes.get(r));
            assertEquals("messages received by " + r, messages, (int) received.get(r));
            assertEquals("bytes received by " + r, bytes, (long) receivedBytes.get(r));
        }
    }

    @Test
    public void alltoallIsPMinusOneShiftStepsOfOneBlockPerRank() {
        MpiApplication app = Collective.application("alltoall", 8, 1000, 1, 0);
        assertEquals(7, app.phases().size());
        everyRankSendsAndReceives(app, 7, 7000);
        for (int s = 1; s < 8; s++) {
            for (Message m : app.phases().get(s - 1).messages()) {
                assertEquals((m.srcRank() + s) % 8, m.dstRank());
            }
        }
    }

    @Test
    public void ringAllreduceIsTwoPMinusOneStepsOfAChunkToTheNextRank() {
        MpiApplication app = Collective.application("allreduce-ring", 4, 4000, 1, 0);
        assertEquals(6, app.phases().size());
        everyRankSendsAndReceives(app, 6, 6000);
        assertTrue(all(app).stream().allMatch(m -> m.dstRank() == (m.srcRank() + 1) % 4 && m.bytes() == 1000));
    }

    @Test
    public void recursiveDoublingIsLogPStepsOfTheWholeVectorWithTheXorPartner() {
        MpiApplication app = Collective.application("allreduce-recursive-doubling", 8, 5000, 1, 0);
        assertEquals(3, app.phases().size());
        everyRankSendsAndReceives(app, 3, 15000);
        for (int k = 0; k < 3; k++) {
            for (Message m : app.phases().get(k).messages()) {
                assertEquals(m.srcRank() ^ (1 << k), m.dstRank());
            }
        }
    }

    @Test
    public void halo3dSendsToSixDistinctFaceNeighboursEachStepAfterItsCompute() {
        MpiApplication app = Collective.application("halo3d", 27, 2000, 4, 15);
        assertArrayEquals(new int[] {3, 3, 3}, Collective.grid(27));
        assertEquals(4, app.phases().size());
        assertEquals(4 * 15, app.computeMillis());
        everyRankSendsAndReceives(app, 24, 48000);
        Set<Integer> neighbours = new HashSet<>();
        app.phases().get(0).messages().stream().filter(m -> m.srcRank() == 13)
                .forEach(m -> neighbours.add(m.dstRank()));
        assertEquals(Set.of(4, 10, 12, 14, 16, 22), neighbours);
    }

    @Test
    public void theGridIsTheFactorisationNearestACube() {
        assertArrayEquals(new int[] {8, 4, 4}, Collective.grid(128));
        assertArrayEquals(new int[] {4, 4, 4}, Collective.grid(64));
        assertArrayEquals(new int[] {16, 8, 8}, Collective.grid(1024));
        assertArrayEquals(new int[] {7, 1, 1}, Collective.grid(7));
    }

    @Test
    public void badParametersAreRefusedNamingTheirField() {
        Object[][] cases = {
            {"allgather", 8, 1L, 1, 0L, "collective"},
            {"allreduce-recursive-doubling", 6, 1L, 1, 0L, "ranks"},
            {"alltoall", 1, 1L, 1, 0L, "ranks"},
            {"alltoall", 4, -5L, 1, 0L, "bytes"},
            {"alltoall", 4, 1L, 0, 0L, "steps"},
            {"halo3d", 8, 1L, 1, -1L, "computeMillis"},
        };
        for (Object[] c : cases) {
            try {
                Collective.check((String) c[0], (Integer) c[1], (Long) c[2], (Integer) c[3], (Long) c[4]);
                fail("accepted " + List.of(c));
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().startsWith(c[5] + ": "));
            }
        }
    }

    @Test
    public void anAlltoallsBoundOnANonBlockingFabricIsOneControlDelayAndOneMessagePerNewStep() {
        // 4 ranks on hosts 0..3 of a k=4 fat-tree, 10 ms messages: every step pairs are new (10 ms delay
        // + 10 ms), 3 steps; the second repetition, after 5 ms compute, finds its pairs: 10 ms a step.
        MpiApplication app = Collective.application("alltoall", 4, TEN_MS, 2, 5);
        CollectiveRun run = new CollectiveRun(app, List.of(0, 1, 2, 3));
        ContentionFreeTime bound = run.bound(FabricCuts.of(Topologies.fatTree(4, 2, GBIT)), GBIT / 8.0, DELAY)
                .orElseThrow();
        assertEquals(5 + 3 * 20 + 5 + 3 * 10, bound.makespanMillis(), 1e-9);
        assertEquals((12 * 20 + 12 * 10) / 24.0, bound.meanFlowMillis(), 1e-9);
        assertEquals(FabricCuts.HOST_LINKS, bound.binds());
    }

    @Test
    public void anAlltoallsBoundOnAFourToOneLeafSpineCountsTheFlowsOverTheLeafUplink() {
        // 8 ranks on 2 leaves of 4 hosts, one spine: step s moves min(s, 8 - s) 10 ms messages over each
        // leaf's one uplink: 1, 2, 3, 4, 3, 2, 1 x 10 ms, each step after the 10 ms delay of its new pairs.
        MpiApplication app = Collective.application("alltoall", 8, TEN_MS, 1, 0);
        CollectiveRun run = new CollectiveRun(app, List.of(0, 1, 2, 3, 4, 5, 6, 7));
        ContentionFreeTime bound = run.bound(FabricCuts.of(Topologies.leafSpine(2, 1, 4, GBIT)), GBIT / 8.0, DELAY)
                .orElseThrow();
        assertEquals(7 * 10 + 16 * 10, bound.makespanMillis(), 1e-9);
        assertEquals("leaf-0 uplinks", bound.makespanBinds());
    }
}
