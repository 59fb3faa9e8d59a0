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

public class OvsFlowTest {

    private static final String DUMP = String.join("\n",
            "OFPST_FLOW reply (OF1.3) (xid=0x2):",
            " cookie=0xa0000d28f1c0e, duration=3.1s, table=0, n_packets=4, n_bytes=392, send_flow_rem "
                    + "priority=100,ip,in_port=1,nw_src=10.0.0.2,nw_dst=10.3.1.3 actions=output:3",
            " cookie=0x10000021b41dc, duration=9.0s, table=0, n_packets=12, n_bytes=720, send_flow_rem "
                    + "priority=40000,dl_type=0x88cc actions=CONTROLLER:65535,clear_actions",
            " cookie=0xa00001e3d41f0, duration=1.0s, table=0, n_packets=0, n_bytes=0, send_flow_rem "
                    + "priority=100,tcp,in_port=2,nw_src=10.0.0.2,nw_dst=10.3.1.3,tp_src=40000,tp_dst=5201 "
                    + "actions=output:4");

    @Test
    public void aDumpGivesItsFlowsWithCookiePriorityCountersMatchAndOutputs() {
        List<OvsFlow> flows = OvsFlowTable.parse(DUMP);
        assertEquals(3, flows.size());
        OvsFlow first = flows.get(0);
        assertEquals(0xa0000d28f1c0eL, first.cookie());
        assertEquals(100, first.priority());
        assertEquals(4, first.packets());
        assertEquals(392, first.bytes());
        assertEquals("10.3.1.3", first.match().get("nw_dst"));
        assertEquals(List.of(3), first.outputs());
        assertTrue(first.forwards());
    }

    @Test
    public void aPuntRuleGoesToTheControllerOnly() {
        OvsFlow lldp = OvsFlowTable.parse(DUMP).get(1);
        assertEquals(List.of(OvsFlow.CONTROLLER), lldp.outputs());
        assertFalse(lldp.forwards());
    }

    @Test
    public void aHostPairRuleMatchesAnyIpv4PacketOfThePairOnItsInPort() {
        OvsFlow rule = OvsFlowTable.parse(DUMP).get(0);
        assertTrue(rule.matches(Map.of("in_port", "1", "nw_src", "10.0.0.2", "nw_dst", "10.3.1.3", "nw_proto", "1")));
        assertFalse(rule.matches(Map.of("in_port", "2", "nw_src", "10.0.0.2", "nw_dst", "10.3.1.3", "nw_proto", "1")));
        assertFalse(rule.matches(Map.of("in_port", "1", "nw_src", "10.0.0.2", "nw_dst", "10.3.1.2", "nw_proto", "1")));
    }

    @Test
    public void aFiveTupleRuleNeedsItsProtocolAndPorts() {
        OvsFlow rule = OvsFlowTable.parse(DUMP).get(2);
        Map<String, String> tcp = Map.of("in_port", "2", "nw_src", "10.0.0.2", "nw_dst", "10.3.1.3",
                                         "nw_proto", "6", "tp_src", "40000", "tp_dst", "5201");
        assertTrue(rule.matches(tcp));
        assertFalse(rule.matches(Map.of("in_port", "2", "nw_src", "10.0.0.2", "nw_dst", "10.3.1.3", "nw_proto", "1")));
    }
}
