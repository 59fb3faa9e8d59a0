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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetwork;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class BulkSynchronousRunTest {

    private static WorkloadOutcome run(IdealNetwork net, Workload w) {
        WorkloadOutcome[] out = new WorkloadOutcome[1];
        w.start(net, o -> out[0] = o);
        assertTrue(net.runUntil(() -> out[0] != null, Long.MAX_VALUE));
        return out[0];
    }

    @Test
    public void ringIterationSendsToBothNeighboursOnTheMappedHosts() {
        IdealNetwork net = IdealNetwork.thesis();
        MpiApplication app = new MpiApplication("ring", CommPattern.RING, 4, ImmutableList.of(
                new MpiPhase("p", 1, 0, ImmutableList.of(
                        new Message(0, 1, 1000), new Message(1, 0, 1000), new Message(1, 2, 1000),
                        new Message(2, 1, 1000)))));
        run(net, new BulkSynchronousRun(app, ImmutableList.of(5, 9, 20, 31)));
        Set<String> edges = net.startedFlows().stream().map(s -> s.flow.srcHost() + "->" + s.flow.dstHost())
                .collect(Collectors.toSet());
        assertEquals(Set.of("5->9", "9->5", "9->20", "20->9"), edges);
    }

    @Test
    public void nextIterationWaitsForComputeAndEveryMessage() {
        IdealNetwork net = new IdealNetwork(1, 1, 4, 1e6, 0, 0); // 1 MB/s, no control delay
        MpiApplication app = new MpiApplication("t", CommPattern.CHAIN, 2, ImmutableList.of(
                new MpiPhase("p", 3, 500, ImmutableList.of(new Message(0, 1, 1_000_000), new Message(1, 0, 250_000)))));
        WorkloadOutcome outcome = run(net, new BulkSynchronousRun(app, ImmutableList.of(0, 1)));
        // each iteration: 500 ms compute + 1000 ms for the longer message
        assertEquals(3 * 1500, outcome.runtimeMillis());
        List<Long> starts = net.startedFlows().stream().map(s -> s.atMillis).distinct().collect(Collectors.toList());
        assertEquals(List.of(500L, 2000L, 3500L), starts);
        assertEquals(3 * 1_250_000, outcome.ledger().deliveredBytes());
    }

    @Test
    public void messageVolumesOfLuAreThoseOfTheModel() {
        IdealNetwork net = IdealNetwork.thesis();
        MpiApplication lu = NasBenchmarks.application("LU", 4, 125e6);
        WorkloadOutcome outcome = run(net, new BulkSynchronousRun(lu, ImmutableList.of(0, 8, 16, 24)));
        assertEquals(lu.totalBytes(), outcome.ledger().deliveredBytes());
        assertEquals(lu.iterations() * 8, net.startedFlows().size());
        // an ideal fabric with a 10 ms control delay: the calibrated runtime plus a little
        assertEquals(283_030, outcome.runtimeMillis(), 500);
    }

    @Test
    public void firstFlowOfAPairIsProgrammingAndLaterOnesAfterExpiryAreReprogramming() {
        IdealNetwork net = new IdealNetwork(1, 1, 2, 1e6, 10, 1); // idle timeout 1 s
        MpiApplication app = new MpiApplication("t", CommPattern.CHAIN, 2, ImmutableList.of(
                new MpiPhase("p", 3, 2000, ImmutableList.of(new Message(0, 1, 1000)))));
        WorkloadOutcome outcome = run(net, new BulkSynchronousRun(app, ImmutableList.of(0, 1)));
        assertEquals(1, outcome.ledger().programming());
        assertEquals(2, outcome.ledger().reprogramming());
        assertEquals(30, outcome.ledger().controlDelayMillis());
    }

    @Test(expected = IllegalArgumentException.class)
    public void aHostCanHoldOnlyOneRank() {
        new BulkSynchronousRun(NasBenchmarks.application("MG", 4, 125e6), ImmutableList.of(1, 2, 2, 3));
    }
}
