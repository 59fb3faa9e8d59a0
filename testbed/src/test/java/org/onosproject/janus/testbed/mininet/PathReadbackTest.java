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
package org.onosproject.janus.testbed.mininet;

import org.junit.Test;

import java.util.List;
import java.util.Map;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** Two switches s1 (port 1: h1, port 2: s2) and s2 (port 1: h2, port 2: s1, port 3: h3). */
public class PathReadbackTest {

    private final FabricLayout.Host h1 = new FabricLayout.Host("h1", "xh1", "10.0.0.2", "m1", "s1");
    private final FabricLayout.Host h2 = new FabricLayout.Host("h2", "xh2", "10.0.1.2", "m2", "s2");
    private final FabricLayout.Host h3 = new FabricLayout.Host("h3", "xh3", "10.0.1.3", "m3", "s2");
    private final FabricLayout layout = new FabricLayout(
            List.of(new FabricLayout.Switch("s1", "0000000000000001", "edge", "e1"),
                    new FabricLayout.Switch("s2", "0000000000000002", "edge", "e2")),
            List.of(h1, h2, h3),
            Map.of("xh1:0", end("s1", 1), "s1:1", end("xh1", 0), "s1:2", end("s2", 2), "s2:2", end("s1", 2),
                   "xh2:0", end("s2", 1), "s2:1", end("xh2", 0), "xh3:0", end("s2", 3), "s2:3", end("xh3", 0)));

    private static FabricLayout.End end(String node, int port) {
        return new FabricLayout.End(node, port);
    }

    private static List<OvsFlow> flows(String... lines) {
        StringBuilder dump = new StringBuilder();
        for (String l : lines) {
            dump.append(" cookie=0x1, duration=1s, table=0, n_packets=0, n_bytes=0, ").append(l).append('\n');
        }
        return OvsFlowTable.parse(dump.toString());
    }

    @Test
    public void aPacketIsFollowedAcrossTheCablesToItsHost() {
        Map<String, List<OvsFlow>> tables = Map.of(
                "s1", flows("priority=100,ip,in_port=1,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:2"),
                "s2", flows("priority=100,ip,in_port=2,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:1"));
        PathReadback.Walk walk = PathReadback.follow(layout, h1, h2, Map.of("nw_proto", "1"), tables, f -> true);
        assertTrue(walk.toString(), walk.delivered);
        assertEquals(List.of("s1", "s2"), walk.switches);
    }

    @Test
    public void aMissingEntryStopsTheWalkWhereItIsMissing() {
        Map<String, List<OvsFlow>> tables = Map.of(
                "s1", flows("priority=100,ip,in_port=1,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:2"));
        PathReadback.Walk walk = PathReadback.follow(layout, h1, h2, Map.of("nw_proto", "1"), tables, f -> true);
        assertFalse(walk.delivered);
        assertEquals(List.of("s1", "s2"), walk.switches);
        assertEquals("no entry on s2 for in_port=2", walk.stoppedBecause);
    }

    @Test
    public void deliveryToAnotherHostIsNotDelivery() {
        Map<String, List<OvsFlow>> tables = Map.of(
                "s1", flows("priority=100,ip,in_port=1,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:2"),
                "s2", flows("priority=100,ip,in_port=2,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:3"));
        PathReadback.Walk walk = PathReadback.follow(layout, h1, h2, Map.of("nw_proto", "1"), tables, f -> true);
        assertFalse(walk.delivered);
        assertEquals("delivered to the wrong host xh3", walk.stoppedBecause);
    }

    @Test
    public void theHighestPriorityEligibleEntryDecides() {
        Map<String, List<OvsFlow>> tables = Map.of(
                "s1", flows("priority=100,ip,in_port=1,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:2",
                            "priority=40000,ip actions=CONTROLLER:65535"),
                "s2", flows("priority=100,ip,in_port=2,nw_src=10.0.0.2,nw_dst=10.0.1.2 actions=output:1"));
        assertTrue(PathReadback.follow(layout, h1, h2, Map.of("nw_proto", "1"), tables, OvsFlow::forwards).delivered);
        assertFalse(PathReadback.follow(layout, h1, h2, Map.of("nw_proto", "1"), tables, f -> true).delivered);
    }
}
