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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Iterables;
import org.junit.After;
import org.junit.Test;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.lab.topo.LinkSchedule;
import org.onosproject.janus.lab.topo.SwitchChange;
import org.onosproject.janus.lab.topo.Topologies;
import org.onosproject.janus.lab.topo.TopologyException;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.onosproject.janus.api.Statistic.REROUTES;

/**
 * The real Janus in the lab on a k=4 fat-tree (16 hosts) when a switch on a flow's path fails: the flow
 * stops at once, ONOS hears of it after the failure-detection and control delays, Janus moves the
 * intent, and the flow goes on along Janus's new path and arrives.
 */
public class EmulatedNetworkFailoverTest {

    private static final TopologySpec FAT_TREE = Topologies.paperFatTree();
    private static final long DETECTION_MILLIS = 5;
    private static final long CONTROL_DELAY_MILLIS = 10;

    private EmulatedNetwork net;
    private JanusController janus;
    private final List<FlowResult> results = new ArrayList<>();

    @After
    public void tearDown() {
        if (net != null) {
            net.close();
        }
    }

    private void start() {
        janus = JanusController.of("luar", 0, 5);
        net = EmulatedNetwork.start(NetworkSettings.builder().topology(FAT_TREE)
                .timing(Timing.DEFAULT.withControlDelayMillis(CONTROL_DELAY_MILLIS)
                        .withFailureDetectionMillis(DETECTION_MILLIS)).build(), janus);
    }

    private List<String> switchesOf(JanusPath path) {
        Fabric f = net.fabric();
        List<String> names = new ArrayList<>();
        names.add(f.spec().switches().get(f.switchIndex(path.links().get(0).src().deviceId())).name());
        for (Link l : path.links()) {
            names.add(f.spec().switches().get(f.switchIndex(l.dst().deviceId())).name());
        }
        return names;
    }

    @Test
    public void aFlowStoppedByASwitchFailureGoesOnAlongJanusNewPathAfterTheControlLoop() {
        start();
        // host 0 in pod 0 to host 15 in pod 3: 125 MB, 1 s at 1 Gb/s
        net.startFlow(new FlowSpec(0, 15, 125_000_000L, 0, 0, "test"), results::add);
        net.runFor(500);
        List<String> before = switchesOf(Iterables.getOnlyElement(janus.janus().paths()));
        String aggregation = before.get(1);
        long failedAt = net.nowMillis();

        net.changeSwitchNow(aggregation, false);
        net.runUntilQuiet();

        FlowResult result = Iterables.getOnlyElement(results);
        assertTrue(result.failure(), result.delivered());
        Disruption d = Iterables.getOnlyElement(net.disruptions());
        assertEquals(failedAt, d.stalledAtMillis(), 0.0);
        assertEquals("stopped until ONOS heard of it and Janus's rules were in", DETECTION_MILLIS
                + CONTROL_DELAY_MILLIS,
                     d.outageMillis(), 1e-6);
        assertThat(d.resumedPath(), not(hasItem(aggregation)));
        assertEquals("on Janus's new path", switchesOf(Iterables.getOnlyElement(janus.janus().paths())),
                     d.resumedPath());
        assertEquals(1, janus.janus().statistics().count(REROUTES));
        assertEquals(125_000_000L, net.bytesReceived());
    }

    @Test
    public void aScheduleNamingAnUnknownSwitchIsRejectedNamingTheEntry() {
        try {
            new LinkSchedule(FAT_TREE, ImmutableList.of(), ImmutableList.of(SwitchChange.failure(10, "agg-9-9")));
            fail("accepted an unknown switch");
        } catch (TopologyException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("switchEvents[0]") && e.getMessage()
                    .contains("agg-9-9"));
        }
    }
}
