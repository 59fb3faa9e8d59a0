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

import org.junit.Test;
import org.onosproject.janus.lab.topo.TopologyJson;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.lab.net.Resolution.Outcome.DELIVERED;
import static org.onosproject.janus.lab.net.RuleTestTools.forward;
import static org.onosproject.net.PortNumber.portNumber;

/**
 * When a change to the data plane can move a delivered path, on a line s1 - s2 - s3 (h1 on s1, h2 on s3,
 * h3 on s2; ports: hosts first, then links in order, so s1: 1=h1, 2=s2; s2: 1=h3, 2=s1, 3=s3; s3: 1=h2,
 * 2=s2). A path from h1 to h2 enters s1 on port 1, s2 on port 2, s3 on port 2.
 */
public class DataPlaneChangeTest {

    private static final int H1 = 0;
    private static final int H2 = 1;
    private static final int H3 = 2;

    private final Fabric fabric = new Fabric(TopologyJson.parse(
            "{\"switches\": [\"s1\", \"s2\", \"s3\"],"
                    + " \"links\": [{\"a\": \"s1\", \"b\": \"s2\"}, {\"a\": \"s2\", \"b\": \"s3\"}],"
                    + " \"hosts\": [{\"name\": \"h1\", \"switch\": \"s1\"}, {\"name\": \"h2\", \"switch\": \"s3\"},"
                    + "           {\"name\": \"h3\", \"switch\": \"s2\"}]}").topology());
    private final Map<DeviceId, List<FlowRule>> tables = new HashMap<>();
    private final PathResolver resolver = new PathResolver(
            fabric, (d, packet) -> tables.getOrDefault(d, List.of()), l -> true);
    private final DeviceId s1 = fabric.device(0);
    private final DeviceId s2 = fabric.device(1);
    private final DeviceId s3 = fabric.device(2);
    private final PacketHeader packet = new PacketHeader(fabric.hostMac(H1), fabric.hostMac(H2),
                                                         fabric.hostIp(H1), fabric.hostIp(H2), 40000, 5001);
    private final FlowRule atS1 = forward(s1, 10, portNumber(1), fabric, H1, H2, portNumber(2));
    private final FlowRule atS2 = forward(s2, 10, portNumber(2), fabric, H1, H2, portNumber(3));
    private final FlowRule atS3 = forward(s3, 10, portNumber(2), fabric, H1, H2, portNumber(1));

    private void install(FlowRule... rules) {
        for (FlowRule rule : rules) {
            tables.computeIfAbsent(rule.deviceId(), d -> new ArrayList<>()).add(rule);
        }
    }

    private Resolution resolve() {
        return resolver.resolve(H1, H2, packet);
    }

    private ConnectPoint inPort(Resolution path, int hop) {
        return hop == 0 ? fabric.hostLocation(H1) : fabric.linkDst(path.links()[hop]);
    }

    private boolean mayRedirect(Resolution path, DataPlaneChange change) {
        return change.mayRedirect(path, packet, hop -> inPort(path, hop));
    }

    private static DataPlaneChange added(FlowRule rule) {
        return DataPlaneChange.of(Set.of(), Map.of(rule.deviceId(), List.of(rule)), List.of());
    }

    private Resolution goodPath() {
        install(atS1, atS2, atS3);
        Resolution path = resolve();
        assertEquals(DELIVERED, path.outcome());
        return path;
    }

    @Test
    public void removingARuleThePathAppliesMayRedirectIt() {
        Resolution path = goodPath();
        assertTrue(mayRedirect(path, DataPlaneChange.of(Set.of(), Map.of(), List.of(atS2))));
    }

    @Test
    public void removingAnotherRuleOfACrossedSwitchCannot() {
        Resolution path = goodPath();
        FlowRule other = forward(s2, 10, portNumber(1), fabric, H3, H2, portNumber(3));
        assertFalse(mayRedirect(path, DataPlaneChange.of(Set.of(), Map.of(), List.of(other))));
    }

    @Test
    public void aMatchingRuleOfHigherPriorityMayRedirectIt() {
        Resolution path = goodPath();
        assertTrue(mayRedirect(path, added(forward(s2, 20, portNumber(2), fabric, H1, H2, portNumber(1)))));
    }

    @Test
    public void aMatchingRuleOfLowerPriorityCannot() {
        Resolution path = goodPath();
        assertFalse(mayRedirect(path, added(forward(s2, 5, portNumber(2), fabric, H1, H2, portNumber(1)))));
    }

    @Test
    public void aRuleOfHigherPriorityForAnotherPacketOrInPortCannot() {
        Resolution path = goodPath();
        assertFalse(mayRedirect(path, added(forward(s2, 20, portNumber(2), fabric, H3, H2, portNumber(3)))));
        assertFalse(mayRedirect(path, added(forward(s2, 20, portNumber(1), fabric, H1, H2, portNumber(3)))));
    }

    @Test
    public void aRuleReplacingTheAppliedOneMayRedirectIt() {
        Resolution path = goodPath();
        FlowRule modified = DefaultFlowRule.builder().forDevice(s3).fromApp(RuleTestTools.APP).withPriority(10)
                .makePermanent().withSelector(atS3.selector())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(portNumber(2)).build()).build();
        assertTrue(mayRedirect(path, added(modified)));
    }

    @Test
    public void aLinkChangeAtACrossedSwitchMayRedirectIt() {
        Resolution path = goodPath();
        assertTrue(mayRedirect(path, DataPlaneChange.of(Set.of(s3), Map.of(), List.of())));
    }

    @Test
    public void changesAtSwitchesThePathDoesNotCrossCannot() {
        Resolution path = goodPath();
        DeviceId elsewhere = DeviceId.deviceId("of:00000000000000ff");
        FlowRule there = forward(elsewhere, 20, portNumber(1), fabric, H1, H2, portNumber(2));
        assertFalse(mayRedirect(path, DataPlaneChange.of(Set.of(elsewhere), Map.of(elsewhere, List.of(there)),
                                                         List.of(there))));
    }

    @Test
    public void wheneverItSaysAPathCannotMoveLookingItUpAgainGivesTheSamePath() {
        Random random = new Random(24);
        int kept = 0;
        int moved = 0;
        for (int trial = 0; trial < 2000; trial++) {
            tables.clear();
            Resolution path = goodPath();
            DataPlaneChange.Collector changes = new DataPlaneChange.Collector();
            for (int n = random.nextInt(4); n >= 0; n--) {
                DeviceId device = fabric.device(random.nextInt(3));
                List<FlowRule> table = tables.get(device);
                if (random.nextBoolean() && table != null && !table.isEmpty()) {
                    FlowRule gone = table.remove(random.nextInt(table.size()));
                    changes.tableChanged(device, List.of(), List.of(gone));
                } else {
                    FlowRule rule = forward(device, 5 * random.nextInt(4), portNumber(1 + random.nextInt(3)),
                                            fabric, random.nextInt(3), random.nextInt(3) == 0 ? H3 : H2,
                                            portNumber(1 + random.nextInt(3)));
                    install(rule);
                    changes.tableChanged(device, List.of(rule), List.of());
                }
            }
            Resolution again = resolve();
            if (mayRedirect(path, changes.take())) {
                moved++;
                continue;
            }
            kept++;
            assertEquals(DELIVERED, again.outcome());
            assertArrayEquals(path.links(), again.links());
            assertEquals(path.rules().size(), again.rules().size());
            for (int i = 0; i < path.rules().size(); i++) {
                assertTrue("the same rule objects", path.rules().get(i) == again.rules().get(i));
            }
        }
        assertTrue("both answers were exercised: " + kept + " kept, " + moved + " moved", kept > 100 && moved > 100);
    }
}
