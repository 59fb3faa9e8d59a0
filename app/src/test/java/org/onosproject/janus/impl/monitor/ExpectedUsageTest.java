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
package org.onosproject.janus.impl.monitor;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** Measured and committed load combined into the expected load strategies see. */
public class ExpectedUsageTest {

    private static final double EPS = 1e-6;
    private static final double GIGABIT = 125_000_000;

    private DeviceAndLinkCore core;
    private ManualScheduler clock;
    private LinkUsageMonitor monitor;
    private final CommittedLoad committed = new CommittedLoad();
    private ExpectedUsage usage;
    private Link s1ToS2;
    private DeviceId s1;

    @Before
    public void setUp() {
        core = new DeviceAndLinkCore();
        clock = new ManualScheduler(1_000_000);
        s1 = core.addSwitch(1, 1_000, 0);
        DeviceId s2 = core.addSwitch(2, 1_000, 0);
        s1ToS2 = core.addLink(new ConnectPoint(s1, PortNumber.portNumber(1)),
                              new ConnectPoint(s2, PortNumber.portNumber(1)));
        core.addLink(new ConnectPoint(s2, PortNumber.portNumber(1)), new ConnectPoint(s1, PortNumber.portNumber(1)));
        monitor = new LinkUsageMonitor(core.deviceManager, core.linkManager, clock, () -> { });
        monitor.start();
        usage = new ExpectedUsage(monitor, committed);
    }

    @After
    public void tearDown() {
        monitor.stop();
        core.shutdown();
    }

    /** s1's port 1 sent {@code bytes} over 5 s. */
    private void measured(long bytes) {
        core.reportTxBytes(s1, 100, 0, ImmutableMap.of(1L, 0L));
        core.reportTxBytes(s1, 105, 0, ImmutableMap.of(1L, bytes));
    }

    @Test
    public void withNothingMeasuredTheCommittedLoadIsTheExpectedLoad() {
        committed.charge("f1", ImmutableList.of(s1ToS2), (long) GIGABIT, false);

        assertEquals(1.0, usage.utilisation(s1ToS2), EPS);
        assertEquals(0.0, usage.measuredUtilisation(s1ToS2), EPS);
        assertEquals(GIGABIT, usage.committedRateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void trafficJanusDidNotPlaceAddsToTheCommittedLoad() {
        measured(125_000_000);    // 25 MB/s, no Janus flow measured
        committed.charge("f1", ImmutableList.of(s1ToS2), 50_000_000, false);

        assertEquals(75_000_000, usage.rateBytesPerSec(s1ToS2), EPS);
        assertEquals(0.6, usage.utilisation(s1ToS2), EPS);
    }

    @Test
    public void aMeasuredFlowIsNotCountedTwiceOnceThePortStatisticsIncludeIt() {
        measured(250_000_000);    // 50 MB/s on the port: the Janus flow's own 50 MB/s
        committed.charge("f1", ImmutableList.of(s1ToS2), 50_000_000, true);

        assertEquals(50_000_000, usage.rateBytesPerSec(s1ToS2), EPS);
        assertEquals(0.4, usage.measuredUtilisation(s1ToS2), EPS);
        assertEquals(0.4, usage.utilisation(s1ToS2), EPS);
    }

    @Test
    public void aMeasuredFlowAboveThePortRateLeavesNoNegativeRemainder() {
        measured(125_000_000);    // 25 MB/s on the port, the flow measured at 50 MB/s (samples differ)
        committed.charge("f1", ImmutableList.of(s1ToS2), 50_000_000, true);

        assertEquals(50_000_000, usage.rateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void aWithdrawnFlowLeavesOnlyTheMeasuredLoad() {
        measured(125_000_000);
        committed.charge("f1", ImmutableList.of(s1ToS2), 50_000_000, true);
        committed.discharge("f1");

        assertEquals(25_000_000, usage.rateBytesPerSec(s1ToS2), EPS);
        assertEquals(0, usage.committedRateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void aStaleSampleCountsAsNoMeasuredLoad() {
        measured(125_000_000);
        committed.charge("f1", ImmutableList.of(s1ToS2), 10_000_000, false);
        clock.advance(monitor.staleAfterMillis() + 1);

        assertEquals(10_000_000, usage.rateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void everyLinkWithASampleOrAChargeIsListedWithItsThreeLoads() {
        committed.charge("f1", ImmutableList.of(s1ToS2), 62_500_000, false);

        LinkUsage only = usage.all().iterator().next();
        assertEquals(1, usage.all().size());
        assertEquals(0, only.rateBytesPerSec(), EPS);
        assertTrue("no sample yet", only.isStale());
        assertEquals(62_500_000, only.committedRateBytesPerSec(), EPS);
        assertEquals(1, only.committedFlows());
        assertEquals(0.5, only.expectedUtilisation(), EPS);
        assertEquals(GIGABIT, only.capacityBytesPerSec(), EPS);

        measured(125_000_000);
        LinkUsage sampled = usage.usage(s1ToS2).orElseThrow();
        assertFalse(sampled.isStale());
        assertEquals(25_000_000, sampled.rateBytesPerSec(), EPS);
        assertEquals(87_500_000, sampled.expectedRateBytesPerSec(), EPS);
    }
}
