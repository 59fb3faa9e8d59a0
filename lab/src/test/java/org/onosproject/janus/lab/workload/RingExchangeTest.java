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
import org.onosproject.janus.lab.net.FlowSpec;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

public class RingExchangeTest {

    @Test
    public void paperNodeGroupsAreOddHostsOrAll() {
        assertEquals(ImmutableList.of(0, 2, 4, 6), RingExchange.paperNodes(4, 16));
        assertEquals(ImmutableList.of(0, 2, 4, 6, 8, 10, 12, 14), RingExchange.paperNodes(8, 16));
        assertEquals(16, RingExchange.paperNodes(16, 16).size());
    }

    @Test
    public void everyNodeSendsToBothNeighbours() {
        RingExchange ring = new RingExchange(ImmutableList.of(0, 2, 4, 6), 2_000_000, 1);
        Set<String> edges = ring.exchangeFlows().stream().map(f -> f.srcHost() + ">" + f.dstHost())
                .collect(Collectors.toSet());
        assertEquals(Set.of("0>2", "2>0", "2>4", "4>2", "4>6", "6>4", "6>0", "0>6"), edges);
    }

    @Test
    public void everyRandomRingIsAPermutationOfTheRanks() {
        List<Integer> ranks = RingExchange.naturalOrder(16);
        for (List<Integer> order : RingExchange.randomOrders(16, 10, 7)) {
            assertEquals(ranks, order.stream().sorted().collect(Collectors.toList()));
        }
    }

    @Test
    public void randomRingsAreTheSameForTheSameSeedAndDifferForAnother() {
        assertEquals(RingExchange.randomOrders(16, 10, 7), RingExchange.randomOrders(16, 10, 7));
        assertNotEquals(RingExchange.randomOrders(16, 10, 7), RingExchange.randomOrders(16, 10, 8));
        RingExchange a = new RingExchange(RingExchange.paperNodes(8, 16), 2_000_000, 1, 10, 42);
        RingExchange b = new RingExchange(RingExchange.paperNodes(8, 16), 2_000_000, 1, 10, 42);
        assertEquals(a.rings(), b.rings());
    }

    @Test
    public void theNaturalRingRunsFirstThenTheRandomOnes() {
        RingExchange ring = new RingExchange(RingExchange.paperNodes(8, 16), 2_000_000, 1, 10, 42);
        assertEquals(11, ring.rings().size());
        assertEquals(RingExchange.naturalOrder(8), ring.rings().get(0));
        assertEquals(RingExchange.randomOrders(8, 10, 42), ring.rings().subList(1, 11));
        assertFalse("16 ranks in 10 rings all in natural order is vanishingly unlikely",
                RingExchange.randomOrders(16, 10, 42).contains(RingExchange.naturalOrder(16)));
    }

    @Test
    public void inARandomRingEveryRankSendsOnceAndReceivesOncePerDirection() {
        List<Integer> hosts = RingExchange.paperNodes(16, 16);
        RingExchange ring = new RingExchange(hosts, 2_000_000, 1, 3, 5);
        for (List<Integer> order : ring.rings().subList(1, 4)) {
            List<FlowSpec> flows = ring.exchangeFlows(order);
            assertEquals(32, flows.size());
            // one direction of the ring: each rank to its successor in the order
            Map<Integer, Integer> successor = new HashMap<>();
            for (int i = 0; i < order.size(); i++) {
                successor.put(hosts.get(order.get(i)), hosts.get(order.get((i + 1) % order.size())));
            }
            List<FlowSpec> rightward = flows.stream()
                    .filter(f -> successor.get(f.srcHost()) == f.dstHost()).collect(Collectors.toList());
            assertEquals(16, rightward.size());
            assertEquals(16, rightward.stream().map(FlowSpec::srcHost).distinct().count());
            assertEquals(16, rightward.stream().map(FlowSpec::dstHost).distinct().count());
            // the other direction is the same pairs reversed
            Set<String> right = rightward.stream().map(f -> f.dstHost() + ">" + f.srcHost())
                    .collect(Collectors.toSet());
            Set<String> left = flows.stream().filter(f -> !rightward.contains(f))
                    .map(f -> f.srcHost() + ">" + f.dstHost()).collect(Collectors.toSet());
            assertEquals(right, left);
        }
    }

    @Test
    public void aRankPairKeepsItsPortsFromRingToRing() {
        RingExchange ring = new RingExchange(RingExchange.paperNodes(16, 16), 2_000_000, 1, 10, 3);
        Map<String, String> portsOfPair = new HashMap<>();
        Set<String> conflicts = new HashSet<>();
        for (List<Integer> order : ring.rings()) {
            for (FlowSpec f : ring.exchangeFlows(order)) {
                String pair = f.srcHost() + ">" + f.dstHost();
                String ports = f.srcPort() + ":" + f.dstPort();
                if (!ports.equals(portsOfPair.getOrDefault(pair, ports))) {
                    conflicts.add(pair);
                }
                portsOfPair.put(pair, ports);
            }
        }
        assertTrue(conflicts.toString(), conflicts.isEmpty());
        assertTrue("the random rings use pairs the natural ring does not", portsOfPair.size() > 32);
    }

    @Test
    public void contentionFreeRingBandwidthIsHalfTheLinkPerDirection() {
        IdealNetwork net = new IdealNetwork(4, 2, 2, 125e6, 0, 0);
        WorkloadOutcome[] out = new WorkloadOutcome[1];
        new RingExchange(RingExchange.paperNodes(4, 16), RingExchange.HPCC_MESSAGE_BYTES, 5)
                .start(net, o -> out[0] = o);
        net.runUntil(() -> out[0] != null, Long.MAX_VALUE);
        // two 2 MB messages share a 125 MB/s link: 32 ms per exchange, 62.5 MB/s per direction
        assertEquals(62.5, out[0].metrics().get(RingExchange.BANDWIDTH_METRIC), 0.1);
        assertFalse(out[0].metrics().containsKey(RingExchange.RANDOM_BANDWIDTH_METRIC));
        // one warm-up exchange, then five measured
        assertEquals(6 * 8, net.startedFlows().size());
    }

    @Test
    public void theWarmUpExchangeCarriesTheRuleSetupAndIsNotMeasured() {
        IdealNetwork net = new IdealNetwork(4, 2, 2, 125e6, 10, 0);
        WorkloadOutcome[] out = new WorkloadOutcome[1];
        new RingExchange(RingExchange.paperNodes(4, 16), RingExchange.HPCC_MESSAGE_BYTES, 3)
                .start(net, o -> out[0] = o);
        net.runUntil(() -> out[0] != null, Long.MAX_VALUE);
        assertEquals(62.5, out[0].metrics().get(RingExchange.BANDWIDTH_METRIC), 0.1);
        assertEquals(10 + 4 * 32, out[0].runtimeMillis());
    }

    @Test
    public void randomRingsReportTheirGeometricMeanBesideTheNaturalRing() {
        IdealNetwork net = new IdealNetwork(4, 2, 2, 125e6, 10, 0);
        WorkloadOutcome[] out = new WorkloadOutcome[1];
        new RingExchange(RingExchange.paperNodes(16, 16), RingExchange.HPCC_MESSAGE_BYTES, 2, 4, 9)
                .start(net, o -> out[0] = o);
        net.runUntil(() -> out[0] != null, Long.MAX_VALUE);
        // the ideal fabric has no core to contend for: every ring runs at the host links' limit
        assertEquals(62.5, out[0].metrics().get(RingExchange.BANDWIDTH_METRIC), 0.1);
        assertEquals(62.5, out[0].metrics().get(RingExchange.RANDOM_BANDWIDTH_METRIC), 0.1);
        assertEquals(62.5, out[0].metrics().get(RingExchange.RANDOM_MIN_METRIC), 0.1);
        assertEquals(62.5, out[0].metrics().get(RingExchange.RANDOM_MAX_METRIC), 0.1);
        // five rings (natural + 4 random) x (warm-up + 2 measured) x 32 messages
        assertEquals(5 * 3 * 32, net.startedFlows().size());
    }
}
