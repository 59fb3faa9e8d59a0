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

import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onosproject.event.ListenerRegistry;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.device.PortStatistics;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/**
 * The monitor against ONOS's real DeviceManager and LinkManager: port counters pushed by a simulated
 * switch become per-link rates through {@code getPortDeltaStatistics}, exactly as in ONOS. Samples are
 * read as Janus reads them, through an {@link ExpectedUsage} view (here with nothing committed).
 */
public class LinkUsageMonitorTest {

    private static final double EPS = 1e-6;
    private static final long GBPS = 1_000;
    private static final long TEN_GBPS = 10_000;
    private static final long NO_SPEED = 0;

    private DeviceAndLinkCore core;
    private ManualScheduler clock;
    private final AtomicInteger skipped = new AtomicInteger();
    private LinkUsageMonitor monitor;
    private ExpectedUsage view;

    private DeviceId s1;
    private DeviceId s2;
    private DeviceId s3;
    private Link s1ToS2;
    private Link s2ToS1;
    private Link s2ToS3;
    private Link s1ToS3;

    @Before
    public void setUp() {
        core = new DeviceAndLinkCore();
        clock = new ManualScheduler(1_000_000);
        s1 = core.addSwitch(1, GBPS, NO_SPEED);
        s2 = core.addSwitch(2, GBPS, TEN_GBPS);
        s3 = core.addSwitch(3, TEN_GBPS, NO_SPEED);
        s1ToS2 = core.addLink(cp(s1, 1), cp(s2, 1));
        s2ToS1 = core.addLink(cp(s2, 1), cp(s1, 1));
        s2ToS3 = core.addLink(cp(s2, 2), cp(s3, 1));
        core.addLink(cp(s3, 1), cp(s2, 2));
        s1ToS3 = core.addLink(cp(s1, 2), cp(s3, 2));
        core.addLink(cp(s3, 2), cp(s1, 2));

        monitor = new LinkUsageMonitor(core.deviceManager, core.linkManager, clock, skipped::incrementAndGet);
        monitor.start();
        view = new ExpectedUsage(monitor, new CommittedLoad());
    }

    @After
    public void tearDown() {
        monitor.stop();
        core.shutdown();
    }

    private static ConnectPoint cp(DeviceId device, long port) {
        return new ConnectPoint(device, PortNumber.portNumber(port));
    }

    /** Two port-stats replies from s1, 5 s apart by the switch's own port durations. */
    private void s1Sends(long port1Bytes, long port2Bytes) {
        core.reportTxBytes(s1, 100, 0, ImmutableMap.of(1L, 0L, 2L, 0L));
        core.reportTxBytes(s1, 105, 0, ImmutableMap.of(1L, port1Bytes, 2L, port2Bytes));
    }

    @Test
    public void rateAndUtilisationComeFromTheSourcePortsTransmitCounter() {
        s1Sends(62_500_000, 0);   // 12.5 MB/s on a 1 Gbps (125 MB/s) port

        LinkUsage usage = view.usage(s1ToS2).orElseThrow(AssertionError::new);
        assertEquals(12_500_000, usage.rateBytesPerSec(), EPS);
        assertEquals(125_000_000, usage.capacityBytesPerSec(), EPS);
        assertEquals(0.1, view.measuredUtilisation(s1ToS2), EPS);
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
        assertEquals(clock.nowMillis(), usage.sampleTimeMillis());
        assertFalse(usage.isStale());
    }

    @Test
    public void eachDirectionIsMeasuredIndependently() {
        s1Sends(62_500_000, 0);
        core.reportTxBytes(s2, 50, 0, ImmutableMap.of(1L, 0L, 2L, 0L));
        core.reportTxBytes(s2, 52, 500_000_000, ImmutableMap.of(1L, 31_250_000L, 2L, 625_000_000L));

        assertEquals(0.1, view.measuredUtilisation(s1ToS2), EPS);
        assertEquals(0.1, view.measuredUtilisation(s2ToS1), EPS);         // 12.5 MB/s over 2.5 s, 1 Gbps
        assertEquals(0.2, view.measuredUtilisation(s2ToS3), EPS);         // 250 MB/s on 10 Gbps
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s2ToS1), EPS);
        assertEquals(250_000_000, view.measuredRateBytesPerSec(s2ToS3), EPS);
    }

    @Test
    public void portReportingNoSpeedGetsTheConfiguredDefaultCapacity() {
        monitor.setDefaultCapacityMbps(100);
        s1Sends(0, 3_125_000);    // 625 kB/s on s1 port 2, which reports speed 0

        assertEquals(12_500_000, view.usage(s1ToS3).get().capacityBytesPerSec(), EPS);
        assertEquals(0.05, view.measuredUtilisation(s1ToS3), EPS);
    }

    @Test
    public void sampleIsFreshForThreePollIntervalsThenStale() {
        monitor.setPollIntervalMillis(1_000);
        s1Sends(62_500_000, 0);

        clock.advance(3_000);
        assertFalse(view.usage(s1ToS2).get().isStale());
        assertEquals(0.1, view.measuredUtilisation(s1ToS2), EPS);

        clock.advance(1);
        assertTrue(view.usage(s1ToS2).get().isStale());
        assertTrue(view.all().stream().allMatch(LinkUsage::isStale));
    }

    @Test
    public void staleLinkReportsZeroLoadButKeepsItsRawSample() {
        s1Sends(62_500_000, 0);
        clock.advance(monitor.staleAfterMillis() + 1);

        assertEquals(0.0, view.measuredUtilisation(s1ToS2), 0.0);
        assertEquals(0.0, view.measuredRateBytesPerSec(s1ToS2), 0.0);
        LinkUsage raw = view.usage(s1ToS2).get();
        assertTrue(raw.isStale());
        assertEquals(12_500_000, raw.rateBytesPerSec(), EPS);
    }

    @Test
    public void newSampleMakesAStaleLinkFreshAgain() {
        s1Sends(62_500_000, 0);
        clock.advance(60_000);
        core.reportTxBytes(s1, 110, 0, ImmutableMap.of(1L, 125_000_000L, 2L, 0L));

        assertFalse(view.usage(s1ToS2).get().isStale());
        assertEquals(0.1, view.measuredUtilisation(s1ToS2), EPS);
    }

    @Test
    public void neverSampledLinkHasNoUsageAndZeroLoad() {
        assertFalse(view.usage(s2ToS3).isPresent());
        assertEquals(0.0, view.measuredUtilisation(s2ToS3), 0.0);
        assertEquals(0.0, view.measuredRateBytesPerSec(s2ToS3), 0.0);
    }

    @Test
    public void firstReportIsOnlyABaseline() {
        core.reportTxBytes(s1, 100, 0, ImmutableMap.of(1L, 5_000L, 2L, 7_000L));

        assertTrue(view.all().isEmpty());
        assertEquals(0, skipped.get());
    }

    @Test
    public void counterResetIsSkippedCountedAndKeepsThePreviousSample() {
        s1Sends(62_500_000, 0);
        core.reportTxBytes(s1, 110, 0, ImmutableMap.of(1L, 1_000L, 2L, 0L));   // port 1 counter reset

        assertEquals(1, skipped.get());
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
        assertTrue(view.all().stream().allMatch(u -> u.rateBytesPerSec() >= 0
                && Double.isFinite(u.utilisation())));
    }

    @Test
    public void implausibleCounterJumpIsSkippedCountedAndKeepsThePreviousSample() {
        s1Sends(62_500_000, 0);
        long jumped = 62_500_000 + (1L << 50);      // ~10^6 times the port's line rate over 5 s
        core.reportTxBytes(s1, 110, 0, ImmutableMap.of(1L, jumped, 2L, 0L));

        assertEquals(1, skipped.get());
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
        assertTrue(view.measuredUtilisation(s1ToS2) <= LinkUsageMonitor.MAX_PLAUSIBLE_UTILISATION);
    }

    @Test
    public void afterAJumpTheNextIntervalIsMeasuredFromTheNewCounter() {
        s1Sends(62_500_000, 0);
        long jumped = 62_500_000 + (1L << 50);
        core.reportTxBytes(s1, 110, 0, ImmutableMap.of(1L, jumped, 2L, 0L));
        core.reportTxBytes(s1, 115, 0, ImmutableMap.of(1L, jumped + 125_000_000L, 2L, 0L));

        assertEquals(25_000_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void reportWithoutElapsedTimeIsSkippedAndCounted() {
        s1Sends(62_500_000, 0);
        core.reportTxBytes(s1, 105, 0, ImmutableMap.of(1L, 70_000_000L, 2L, 0L));  // same duration again

        assertEquals(2, skipped.get());   // both links leaving s1
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void linkWhoseSourcePortHasNoStatisticsIsSkippedAndCounted() {
        core.reportTxBytes(s1, 100, 0, ImmutableMap.of(1L, 0L));
        core.reportTxBytes(s1, 105, 0, ImmutableMap.of(1L, 62_500_000L));

        assertEquals(2, skipped.get());   // port 2 missing from both reports
        assertFalse(view.usage(s1ToS3).isPresent());
        assertTrue(view.usage(s1ToS2).isPresent());
    }

    @Test
    public void removedLinkLosesItsEntryAndTheReverseDirectionKeepsIts() {
        s1Sends(62_500_000, 0);
        core.reportTxBytes(s2, 50, 0, ImmutableMap.of(1L, 0L, 2L, 0L));
        core.reportTxBytes(s2, 55, 0, ImmutableMap.of(1L, 5_000L, 2L, 0L));

        core.removeLink(s1ToS2.src(), s1ToS2.dst());

        assertFalse(view.usage(s1ToS2).isPresent());
        assertTrue(view.usage(s2ToS1).isPresent());
    }

    @Test
    public void removedDeviceLosesEveryLinkTouchingIt() {
        s1Sends(62_500_000, 0);
        core.reportTxBytes(s2, 50, 0, ImmutableMap.of(1L, 0L, 2L, 0L));
        core.reportTxBytes(s2, 55, 0, ImmutableMap.of(1L, 5_000L, 2L, 5_000L));

        core.removeDevice(s1);

        assertFalse(view.usage(s1ToS2).isPresent());
        assertFalse(view.usage(s2ToS1).isPresent());
        assertTrue(view.usage(s2ToS3).isPresent());
        assertEquals(1, view.all().size());
    }

    @Test
    public void disconnectedSwitchLosesItsLinks() {
        s1Sends(62_500_000, 0);
        core.reportTxBytes(s2, 50, 0, ImmutableMap.of(1L, 0L, 2L, 0L));
        core.reportTxBytes(s2, 55, 0, ImmutableMap.of(1L, 5_000L, 2L, 5_000L));

        core.disconnect(s1);

        assertFalse(view.usage(s1ToS2).isPresent());
        assertFalse(view.usage(s2ToS1).isPresent());
        assertTrue(view.usage(s2ToS3).isPresent());
    }

    @Test
    public void withoutDeltasTheRateComesFromConsecutiveCumulativeSamples() {
        monitor.stop();
        monitor = new LinkUsageMonitor(new WithoutDeltas(core.deviceManager), core.linkManager, clock,
                                       skipped::incrementAndGet);
        monitor.start();
        view = new ExpectedUsage(monitor, new CommittedLoad());

        s1Sends(62_500_000, 0);
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
        assertEquals(0, skipped.get());

        core.reportTxBytes(s1, 110, 0, ImmutableMap.of(1L, 10L, 2L, 0L));   // port 1 counter reset
        assertEquals(1, skipped.get());
        assertEquals(12_500_000, view.measuredRateBytesPerSec(s1ToS2), EPS);
    }

    @Test
    public void allIsAnImmutableSnapshot() {
        s1Sends(62_500_000, 0);
        Collection<LinkUsage> snapshot = view.all();
        assertEquals(2, snapshot.size());

        core.reportTxBytes(s2, 50, 0, ImmutableMap.of(1L, 0L, 2L, 0L));
        core.reportTxBytes(s2, 55, 0, ImmutableMap.of(1L, 5_000L, 2L, 5_000L));

        assertEquals(2, snapshot.size());
        assertEquals(4, view.all().size());
        try {
            snapshot.clear();
            fail("snapshot should be immutable");
        } catch (UnsupportedOperationException expected) {
            assertEquals(2, snapshot.size());
        }
    }

    @Test
    public void stopRemovesBothListenersAndIgnoresLaterStatistics() throws Exception {
        int deviceListeners = listenerCount(core.deviceManager);
        int linkListeners = listenerCount(core.linkManager);

        monitor.stop();

        assertEquals(deviceListeners - 1, listenerCount(core.deviceManager));
        assertEquals(linkListeners - 1, listenerCount(core.linkManager));
        s1Sends(62_500_000, 0);
        assertTrue(view.all().isEmpty());
    }

    @Test
    public void startingTwiceSubscribesOnce() throws Exception {
        int deviceListeners = listenerCount(core.deviceManager);
        monitor.start();
        assertEquals(deviceListeners, listenerCount(core.deviceManager));
    }

    @Test
    public void invalidDefaultCapacityIsRejectedAndChangesNothing() {
        monitor.setDefaultCapacityMbps(40_000);
        for (long bad : new long[] {0, -1}) {
            try {
                monitor.setDefaultCapacityMbps(bad);
                fail("accepted " + bad);
            } catch (IllegalArgumentException expected) {
                assertEquals(40_000 * 125_000.0, monitor.capacityBytesPerSec(cp(s1, 2)), EPS); // a port of no speed
            }
        }
    }

    @Test
    public void invalidPollIntervalIsRejectedAndChangesNothing() {
        assertEquals(15_000, monitor.staleAfterMillis());
        for (long bad : new long[] {0, -5_000}) {
            try {
                monitor.setPollIntervalMillis(bad);
                fail("accepted " + bad);
            } catch (IllegalArgumentException expected) {
                assertEquals(15_000, monitor.staleAfterMillis());
            }
        }
    }

    /** A device service whose store keeps no per-interval deltas; everything else is ONOS's. */
    private static final class WithoutDeltas extends DeviceServiceAdapter {
        private final DeviceService real;

        private WithoutDeltas(DeviceService real) {
            this.real = real;
        }

        @Override
        public List<PortStatistics> getPortDeltaStatistics(DeviceId deviceId) {
            return List.of();
        }

        @Override
        public List<PortStatistics> getPortStatistics(DeviceId deviceId) {
            return real.getPortStatistics(deviceId);
        }

        @Override
        public Port getPort(DeviceId deviceId, PortNumber portNumber) {
            return real.getPort(deviceId, portNumber);
        }

        @Override
        public void addListener(DeviceListener listener) {
            real.addListener(listener);
        }

        @Override
        public void removeListener(DeviceListener listener) {
            real.removeListener(listener);
        }
    }

    private static int listenerCount(Object manager) throws Exception {
        ListenerRegistry<?, ?> registry = TestUtils.getField(manager, "listenerRegistry");
        Set<?> listeners = TestUtils.getField(registry, "listeners");
        return listeners.size();
    }
}
