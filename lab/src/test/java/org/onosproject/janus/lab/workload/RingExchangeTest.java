package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetwork;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;

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
    public void contentionFreeRingBandwidthIsHalfTheLinkPerDirection() {
        IdealNetwork net = new IdealNetwork(4, 2, 2, 125e6, 0, 0);
        WorkloadOutcome[] out = new WorkloadOutcome[1];
        new RingExchange(RingExchange.paperNodes(4, 16), RingExchange.HPCC_MESSAGE_BYTES, 5)
                .start(net, o -> out[0] = o);
        net.runUntil(() -> out[0] != null, Long.MAX_VALUE);
        // two 2 MB messages share a 125 MB/s link: 32 ms per exchange, 62.5 MB/s per direction
        assertEquals(62.5, out[0].metrics().get(RingExchange.BANDWIDTH_METRIC), 0.1);
        assertEquals(5 * 8, net.startedFlows().size());
    }
}
