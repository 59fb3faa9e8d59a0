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
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpPrefix;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.lab.topo.LinkChange;
import org.onosproject.janus.lab.topo.LinkSchedule;
import org.onosproject.janus.lab.topo.TopologyJson;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;
import static org.onosproject.net.PortNumber.portNumber;

/**
 * Rerouting on a diamond of 10 Mb/s links, rules installed by hand through ONOS's flow rule service:
 * s1 - s2 - s4 (path A) and s1 - s3 - s4 (path B); h1 on s1, h2 on s4.
 * Ports: s1: 1=h1, 2=s2, 3=s3; s2: 1=s1, 2=s4; s3: 1=s1, 2=s4; s4: 1=h2, 2=s2, 3=s3.
 */
public class EmulatedNetworkReroutingTest {

    private static final TopologySpec DIAMOND = TopologyJson.parse(
            "{\"capacityMbps\": 10, \"switches\": [\"s1\", \"s2\", \"s3\", \"s4\"],"
                    + " \"links\": [{\"a\": \"s1\", \"b\": \"s2\"}, {\"a\": \"s1\", \"b\": \"s3\"},"
                    + "            {\"a\": \"s2\", \"b\": \"s4\"}, {\"a\": \"s3\", \"b\": \"s4\"}],"
                    + " \"hosts\": [{\"name\": \"h1\", \"switch\": \"s1\"}, {\"name\": \"h2\", \"switch\": \"s4\"}]}")
            .topology();

    private EmulatedNetwork net;
    private final List<FlowResult> results = new ArrayList<>();

    @Before
    public void setUp() {
        net = EmulatedNetwork.start(NetworkSettings.builder().topology(DIAMOND).linkSchedule(
                new LinkSchedule(DIAMOND, List.of(LinkChange.failure(500, "s2", "s4")))).build(),
                LabController.NONE);
    }

    @After
    public void tearDown() {
        net.close();
    }

    private void install(String device, int priority, int in, int out) {
        Fabric f = net.fabric();
        DeviceId id = f.device(f.spec().switchIndex(device));
        ApplicationId app = net.onos().coreService().registerApplication("org.onosproject.janus.labtest");
        FlowRule rule = DefaultFlowRule.builder().forDevice(id).fromApp(app).withPriority(priority)
                .makePermanent()
                .withSelector(DefaultTrafficSelector.builder().matchInPort(portNumber(in))
                                      .matchEthType(Ethernet.TYPE_IPV4)
                                      .matchIPDst(IpPrefix.valueOf(f.hostIp(1), 32)).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(portNumber(out)).build()).build();
        net.onos().flowRuleService().applyFlowRules(rule);
        net.settle();
    }

    @Test
    public void aFlowStalledByALinkFailureResumesOnTheNewRulesAndIsCountedAsRerouted() {
        install("s1", 100, 1, 2);   // path A
        install("s2", 100, 1, 2);
        install("s4", 100, 2, 1);
        install("s3", 100, 1, 2);   // path B, not used yet
        install("s4", 100, 3, 1);
        long t0 = net.nowMillis();
        net.startFlow(new FlowSpec(0, 1, 2_500_000, 0, 0, "test"), results::add); // 20 Mbit: 2 s at 10 Mb/s
        // s2 - s4 fails at 500 ms; at 1 s a better rule at s1 moves the flow onto path B.
        net.schedule(1000, () -> install("s1", 200, 1, 3));
        net.runUntilQuiet();

        FlowResult r = results.get(0);
        assertTrue(r.failure(), r.delivered());
        assertEquals(t0 + 2500, r.endMillis());
        assertThat(net.finishedFlows().get(0).path(), contains("s1", "s3", "s4"));
        assertEquals(1, net.finishedFlows().get(0).reroutes());
        assertEquals(2_500_000, net.bytesReceived());
    }
}
