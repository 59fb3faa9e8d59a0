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
package org.onosproject.janus.lab.net;

import org.junit.After;
import org.junit.Test;
import org.onosproject.janus.lab.topo.Topologies;
import org.onosproject.janus.lab.topo.TopologySpec;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;

/**
 * The per-packet multipath reference on the emulated network: no controller, every flow spread over its
 * equal-cost shortest paths once a host pair's first flow has waited one control delay (D, as the bound
 * charges it). 125 MB = 1 Gbit, 1 s alone on a 1 Gb/s link.
 */
public class SprayedNetworkTest {

    private static final long GBIT_IN_BYTES = 125_000_000;

    private static final long D = Timing.DEFAULT.controlDelayMillis();

    private EmulatedNetwork net;
    private final List<FlowResult> results = new ArrayList<>();

    @After
    public void tearDown() {
        if (net != null) {
            net.close();
        }
    }

    private void start(TopologySpec topology) {
        net = EmulatedNetwork.start(NetworkSettings.builder().topology(topology).sprayed(true).build(),
                                    LabController.NONE);
    }

    private void send(int src, int dst) {
        net.startFlow(new FlowSpec(src, dst, GBIT_IN_BYTES, 0, 0, "spray"), results::add);
    }

    @Test
    public void twoFlowsLeavingALeafShareBothUplinksAndFinishAsIfAlone() {
        // 2 leaves x 2 hosts, 2 spines: one spine each would be the best single paths; a hash may put both
        // on one uplink (2 s). Sprayed, each uplink carries half of each: both at 1 Gb/s.
        start(Topologies.leafSpine(2, 2, 2, Topologies.DEFAULT_CAPACITY_BPS));
        long t0 = net.nowMillis();
        send(0, 2);
        send(1, 3);
        net.runUntilQuiet();
        assertEquals(2, results.size());
        for (FlowResult r : results) {
            assertTrue(r.delivered());
            assertEquals(t0 + D, r.pathReadyMillis());
            assertEquals(t0 + D + 1000, r.endMillis());
        }
        assertEquals(0, net.ledger().packetIns());
    }

    @Test
    public void aPairsLaterFlowsStartAtOnce() {
        start(Topologies.leafSpine(2, 2, 2, Topologies.DEFAULT_CAPACITY_BPS));
        send(0, 2);
        net.runUntilQuiet();
        long t1 = net.nowMillis();
        send(0, 2);
        net.runUntilQuiet();
        assertEquals(t1, results.get(1).pathReadyMillis());
        assertEquals(t1 + 1000, results.get(1).endMillis());
    }

    @Test
    public void aPermutationOnAK4FatTreeMeetsTheHostLinkBound() {
        // Every flow spread evenly loads no switch link above its capacity at 1 Gb/s each: at most 2 flows
        // leave an edge switch (1/2 on each of 2 uplinks), at most 4 leave a pod (1/4 on each of 4 core links).
        start(Topologies.fatTree(4, 2, Topologies.DEFAULT_CAPACITY_BPS));
        int[] to = {5, 9, 14, 0, 12, 1, 8, 15, 3, 6, 13, 2, 11, 4, 10, 7};
        long t0 = net.nowMillis();
        for (int h = 0; h < to.length; h++) {
            send(h, to[h]);
        }
        net.runUntilQuiet();
        assertEquals(16, results.size());
        for (FlowResult r : results) {
            assertTrue(r.delivered());
            assertEquals(t0 + D + 1000, r.endMillis());
        }
    }

    @Test
    public void fourFlowsOverTwoUplinksTakeTwiceAsLong() {
        // 2 leaves x 4 hosts, 2 spines (2:1): 4 Gbit over 2 Gb/s of uplinks, the cut bound, 2 s.
        start(Topologies.leafSpine(2, 2, 4, Topologies.DEFAULT_CAPACITY_BPS));
        long t0 = net.nowMillis();
        for (int h = 0; h < 4; h++) {
            send(h, 4 + h);
        }
        net.runUntilQuiet();
        for (FlowResult r : results) {
            assertEquals(t0 + D + 2000, r.endMillis());
        }
    }

    @Test
    public void aFlowWithNoPathOfUpLinksFailsNamingWhy() {
        start(Topologies.leafSpine(2, 1, 1, Topologies.DEFAULT_CAPACITY_BPS));
        net.changeLinkNow("leaf-0", "spine-0", false);
        send(0, 1);
        net.runUntilQuiet();
        assertFalse(results.get(0).delivered());
        assertThat(results.get(0).failure(), containsString("no path of up links"));
    }
}
