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
package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.junit.runners.Parameterized;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Cable;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * An aggregation switch on a Janus flow's path fails, against the real ONOS intent pipeline on an emulated
 * k=4 fat-tree, for each strategy of the testbed's switch-failure scenario: the switch disconnects from the
 * controller and its neighbours report their ports to it down, then discovery reports its links vanished, in
 * the order the testbed's providers report it (the testbed removes the switch's controller first, then takes
 * its links down: {@code fattree.py}'s {@code switch}; LLDP drops the links last, after three silent probes).
 * Janus must end with the flow off the switch, and the switches must carry exactly the path Janus reports.
 */
@RunWith(Parameterized.class)
public class JanusSwitchFailureTest {

    private static final int POLL_SECONDS = 2;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private final String strategy;
    private EmbeddedOnos onos;
    private JanusManager janus;
    private ApplicationId appId;

    public JanusSwitchFailureTest(String strategy) {
        this.strategy = strategy;
    }

    @Parameterized.Parameters(name = "{0}")
    public static Collection<Object[]> strategies() {
        return ImmutableList.of(new Object[]{"luar"}, new Object[]{"ecmp"}, new Object[]{"shortest"});
    }

    @Before
    public void startOnosAndJanus() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        janus = JanusTestWiring.on(onos).scheduler(clock).property("strategy", strategy)
                .property("idleTimeout", 60).property("statsPollInterval", POLL_SECONDS).activate();
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
    }

    @After
    public void stopAll() {
        if (janus != null) {
            janus.deactivate();
        }
        if (onos != null) {
            onos.stop();
        }
    }

    @Test
    public void aFlowLeavesAnAggregationSwitchThatDisconnectsAndTheSwitchesCarryJanussPath() {
        DeviceId failed = aggregationOnTheFlowsPath();

        onos.switches().disconnectSwitch(failed);
        neighbourPortsFacing(failed).forEach(port -> onos.switches().reportPortStatus(port, false));
        onos.awaitQuiescent();
        cablesOf(failed).forEach(c -> onos.switches().removeLink(c.one(), c.other()));
        onos.awaitQuiescent();

        assertTheFlowAvoidsAndTheSwitchesCarryJanussPath(failed);
    }

    @Test
    public void aFlowLeavesASwitchWhenItDisconnectsBeforeDiscoveryDropsItsLinks() {
        DeviceId failed = aggregationOnTheFlowsPath();

        onos.switches().disconnectSwitch(failed);
        neighbourPortsFacing(failed).forEach(port -> onos.switches().reportPortStatus(port, false));
        onos.awaitQuiescent();

        assertFalse("ONOS still has the switch's links", onos.linkService().getDeviceLinks(failed).isEmpty());
        assertTheFlowAvoidsAndTheSwitchesCarryJanussPath(failed);
    }

    @Test
    public void aFlowUnderTrafficLeavesAnAggregationSwitchThatDisconnects() {
        DeviceId failed = aggregationOnTheFlowsPath();
        TrafficDuringReselection traffic = new TrafficDuringReselection(
                janus.strategies().stream().filter(p -> p.name().equals(strategy)).findFirst().orElseThrow());
        janus.registerSelector(traffic);
        janus.setActiveStrategy(traffic.name());

        onos.switches().disconnectSwitch(failed);
        neighbourPortsFacing(failed).forEach(port -> onos.switches().reportPortStatus(port, false));
        onos.awaitQuiescent();
        cablesOf(failed).forEach(c -> onos.switches().removeLink(c.one(), c.other()));
        onos.awaitQuiescent();

        assertTrue("the flow's counters were read while it was re-placed", traffic.polls > 0);
        assertTheFlowAvoidsAndTheSwitchesCarryJanussPath(failed);
    }

    @Test
    public void aFlowLeavesAnAggregationSwitchWhoseLinksVanishBeforeItDisconnects() {
        DeviceId failed = aggregationOnTheFlowsPath();

        cablesOf(failed).forEach(c -> onos.switches().removeLink(c.one(), c.other()));
        onos.awaitQuiescent();
        onos.switches().disconnectSwitch(failed);
        onos.awaitQuiescent();

        assertTheFlowAvoidsAndTheSwitchesCarryJanussPath(failed);
    }

    /**
     * The strategy under test, while the flow carries traffic: before each choice it makes for a reroute,
     * the switches count more bytes on Janus's rules and Janus's statistics poll reads them (on the
     * reaper's own thread in production, here inside the reroute), so the flow's activity changes while
     * it is being re-placed.
     */
    private final class TrafficDuringReselection implements PathSelector {
        private final PathSelector strategy;
        private long bytes;
        private int polls;

        private TrafficDuringReselection(PathSelector strategy) {
            this.strategy = strategy;
        }

        @Override
        public String name() {
            return strategy.name() + "-under-traffic";
        }

        @Override
        public String description() {
            return "test: " + strategy.name() + ", with the flow's counters read during each choice";
        }

        @Override
        public Selection select(SelectionContext context) {
            bytes += 1_000_000;
            IntentFrameworkRules.on(onos).values().forEach(
                    rules -> rules.forEach(r -> onos.switches().setRuleCounters(r, bytes / 1000, bytes)));
            onos.switches().pushAllFlowStatistics();
            clock.advance(POLL_SECONDS * 1000L);
            polls++;
            return strategy.select(context);
        }

        @Override
        public void flowRemoved(FlowKey flow) {
            strategy.flowRemoved(flow);
        }

        @Override
        public void linkRemoved(Link link) {
            strategy.linkRemoved(link);
        }
    }

    private Host src() {
        return fatTree.hosts().get(0);
    }

    private Host dst() {
        return fatTree.hosts().get(fatTree.hosts().size() - 1);
    }

    private Optional<JanusPath> janusPath() {
        return janus.path(src().ip() + "-" + dst().ip());
    }

    /** Starts h1 -> h16 (pod 0 to pod 3) and answers the aggregation switch after h1's edge switch. */
    private DeviceId aggregationOnTheFlowsPath() {
        onos.switches().injectPacket(src().location(), tcp(src().mac(), dst().mac(), src().ip().toString(),
                                                           dst().ip().toString(), 40000, 5001));
        onos.awaitQuiescent();
        List<Link> links = janusPath().orElseThrow().links();
        assertEquals("the flow runs on its first path", Optional.of(links), carried());
        return links.get(0).dst().deviceId();
    }

    private List<Cable> cablesOf(DeviceId device) {
        return fatTree.cables().stream()
                .filter(c -> c.one().deviceId().equals(device) || c.other().deviceId().equals(device))
                .collect(ImmutableList.toImmutableList());
    }

    private List<ConnectPoint> neighbourPortsFacing(DeviceId device) {
        return cablesOf(device).stream().map(c -> c.one().deviceId().equals(device) ? c.other() : c.one())
                .collect(ImmutableList.toImmutableList());
    }

    /** The fabric links the switches' rules carry h1 -> h16 over, if they deliver it. */
    private Optional<List<Link>> carried() {
        return RuleTrace.deliveredPath(onos, src().location(), dst().location(), src().ip(), dst().ip());
    }

    private void assertTheFlowAvoidsAndTheSwitchesCarryJanussPath(DeviceId failed) {
        JanusPath path = janusPath().orElseThrow();
        assertFalse("Janus's path " + path.links() + " avoids " + failed, path.links().stream().anyMatch(
                l -> l.src().deviceId().equals(failed) || l.dst().deviceId().equals(failed)));
        assertEquals("the switches carry Janus's path", Optional.of(path.links()), carried());
        List<Intent> intents = ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
        assertEquals(1, intents.size());
        assertEquals(IntentState.INSTALLED, onos.intentService().getIntentState(intents.get(0).key()));
    }
}
