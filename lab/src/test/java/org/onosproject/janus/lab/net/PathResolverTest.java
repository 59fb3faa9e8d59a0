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
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;
import static org.onosproject.janus.lab.net.Resolution.Outcome.DELIVERED;
import static org.onosproject.janus.lab.net.Resolution.Outcome.LINK_DOWN;
import static org.onosproject.janus.lab.net.Resolution.Outcome.MISROUTED;
import static org.onosproject.janus.lab.net.Resolution.Outcome.TABLE_MISS;
import static org.onosproject.janus.lab.net.RuleTestTools.forward;
import static org.onosproject.net.PortNumber.portNumber;

/**
 * A line s1 - s2 - s3; h1 on s1, h2 on s3, h3 on s2. Ports: hosts first, then links in order, so
 * s1: 1=h1, 2=s2; s2: 1=h3, 2=s1, 3=s3; s3: 1=h2, 2=s2.
 */
public class PathResolverTest {

    private static final int H1 = 0;
    private static final int H2 = 1;

    private final Fabric fabric = new Fabric(TopologyJson.parse(
            "{\"switches\": [\"s1\", \"s2\", \"s3\"],"
                    + " \"links\": [{\"a\": \"s1\", \"b\": \"s2\"}, {\"a\": \"s2\", \"b\": \"s3\"}],"
                    + " \"hosts\": [{\"name\": \"h1\", \"switch\": \"s1\"}, {\"name\": \"h2\", \"switch\": \"s3\"},"
                    + "           {\"name\": \"h3\", \"switch\": \"s2\"}]}").topology());
    private final Map<DeviceId, List<FlowRule>> rules = new HashMap<>();
    private final Set<Integer> downLinks = new HashSet<>();
    private final PathResolver resolver = new PathResolver(
            fabric, (d, packet) -> rules.getOrDefault(d, List.of()), l -> !downLinks.contains(l));
    private final DeviceId s1 = fabric.device(0);
    private final DeviceId s2 = fabric.device(1);
    private final DeviceId s3 = fabric.device(2);

    private void install(FlowRule rule) {
        rules.computeIfAbsent(rule.deviceId(), d -> new ArrayList<>()).add(rule);
    }

    private void installGoodPath() {
        install(forward(s1, 10, portNumber(1), fabric, H1, H2, portNumber(2)));
        install(forward(s2, 10, portNumber(2), fabric, H1, H2, portNumber(3)));
        install(forward(s3, 10, portNumber(2), fabric, H1, H2, portNumber(1)));
    }

    private Resolution resolve() {
        PacketHeader packet = new PacketHeader(fabric.hostMac(H1), fabric.hostMac(H2), fabric.hostIp(H1),
                                               fabric.hostIp(H2), 40000, 5001);
        return resolver.resolve(H1, H2, packet);
    }

    @Test
    public void aFlowFollowsTheInstalledRulesToItsHost() {
        installGoodPath();
        Resolution r = resolve();
        assertEquals(DELIVERED, r.outcome());
        assertArrayEquals(new int[]{fabric.hostUplink(H1), 0, 2, fabric.hostDownlink(H2)}, r.links());
        assertEquals(3, r.rules().size());
    }

    @Test
    public void noRuleAtTheIngressIsATableMiss() {
        assertEquals(TABLE_MISS, resolve().outcome());
    }

    @Test
    public void aRuleSendingToTheControllerAtTheIngressIsATableMiss() {
        install(forward(s1, 5, portNumber(1), fabric, H1, H2, PortNumber.CONTROLLER));
        assertEquals(TABLE_MISS, resolve().outcome());
    }

    @Test
    public void aMissingRuleAtATransitSwitchIsABlackHole() {
        install(forward(s1, 10, portNumber(1), fabric, H1, H2, portNumber(2)));
        Resolution r = resolve();
        assertEquals(MISROUTED, r.outcome());
        assertThat(r.reason(), containsString("black hole"));
        assertThat(r.reason(), containsString("s2"));
    }

    @Test
    public void aRuleOutputtingToTheWrongHostIsReportedAsMisrouted() {
        install(forward(s1, 10, portNumber(1), fabric, H1, H2, portNumber(2)));
        install(forward(s2, 10, portNumber(2), fabric, H1, H2, portNumber(1)));
        Resolution r = resolve();
        assertEquals(MISROUTED, r.outcome());
        assertThat(r.reason(), containsString("delivers to host h3 instead of h2"));
    }

    @Test
    public void rulesThatSendPacketsBackAndForthAreReportedAsALoop() {
        install(forward(s1, 10, portNumber(1), fabric, H1, H2, portNumber(2)));
        install(forward(s1, 10, portNumber(2), fabric, H1, H2, portNumber(2)));
        install(forward(s2, 10, portNumber(2), fabric, H1, H2, PortNumber.IN_PORT));
        Resolution r = resolve();
        assertEquals(MISROUTED, r.outcome());
        assertThat(r.reason(), containsString("loop"));
    }

    @Test
    public void theHighestPriorityMatchingRuleWins() {
        installGoodPath();
        install(forward(s2, 20, portNumber(2), fabric, H1, H2, portNumber(1)));
        assertEquals(MISROUTED, resolve().outcome());
    }

    @Test
    public void aRuleForAnotherInPortDoesNotMatch() {
        install(forward(s1, 10, portNumber(2), fabric, H1, H2, portNumber(2)));
        assertEquals(TABLE_MISS, resolve().outcome());
    }

    @Test
    public void aPathOverADeadLinkIsReportedAsLinkDown() {
        installGoodPath();
        downLinks.add(2);
        Resolution r = resolve();
        assertEquals(LINK_DOWN, r.outcome());
        assertThat(r.reason(), containsString("s2"));
    }

    @Test
    public void aPortLeadingNowhereIsABlackHole() {
        install(forward(s1, 10, portNumber(1), fabric, H1, H2, portNumber(9)));
        Resolution r = resolve();
        assertEquals(MISROUTED, r.outcome());
        assertThat(r.reason(), containsString("leads nowhere"));
    }
}
