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
package org.onosproject.janus.testing;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onlab.packet.ChassisId;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultDevice;
import org.onosproject.net.DefaultPort;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.net.provider.ProviderId;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The production link-usage view, {@link ExpectedUsage}, filled by the test: each sample the test sets
 * reaches the real {@link LinkUsageMonitor} as ONOS would deliver it (a {@code PORT_STATS_UPDATED}
 * event, the port's delta statistics and speed through the onos-api adapters), and each committed
 * rate is a charge on the real {@link CommittedLoad}. So strategies under test read their costs the
 * way they do in production, by dense link index.
 * <p>
 * Rates are delivered to a thousandth of a byte per second; capacities must be whole Mb/s (a port's
 * speed). A link with no sample has the default capacity, 1 Gb/s.
 */
public final class TestExpectedUsage {

    /** 1 Gbit/s in bytes per second, the capacity {@link #setUtilisation} assumes. */
    public static final double GIGABIT = 125_000_000d;

    private static final ProviderId PROVIDER = new ProviderId("of", "org.onosproject.janus.testing");
    private static final double BYTES_PER_SEC_PER_MBPS = 125_000d;
    private static final long DELTA_SECONDS = 1_000;

    private final ManualScheduler clock = new ManualScheduler(1_000_000);
    private final Ports devices = new Ports();
    private final Links links = new Links();
    private final LinkUsageMonitor monitor = new LinkUsageMonitor(devices, links, clock, () -> { });
    private final CommittedLoad committed = new CommittedLoad();
    private final ExpectedUsage usage = new ExpectedUsage(monitor, committed);
    private final Map<Link, Double> freshRates = new LinkedHashMap<>();

    public TestExpectedUsage() {
        monitor.start();
    }

    /** The view, live: later changes show in it. */
    public ExpectedUsage usage() {
        return usage;
    }

    /** Records a fresh sample of the link. */
    public TestExpectedUsage set(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        sample(link, rateBytesPerSec, capacityBytesPerSec);
        freshRates.put(link, rateBytesPerSec);
        return this;
    }

    /** Records a fresh sample of a 1 Gbit/s link at the given utilisation. */
    public TestExpectedUsage setUtilisation(Link link, double utilisation) {
        return set(link, utilisation * GIGABIT, GIGABIT);
    }

    /**
     * Records a sample of the link that is already stale: the clock then moves past the staleness
     * bound, and every fresh link is sampled again at its rate.
     */
    public TestExpectedUsage setStale(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        freshRates.remove(link);
        sample(link, rateBytesPerSec, capacityBytesPerSec);
        clock.advance(monitor.staleAfterMillis() + 1);
        freshRates.forEach((fresh, rate) -> sample(fresh, rate, devices.speedBytesPerSec(fresh.src())));
        return this;
    }

    /**
     * Commits {@code rateBytesPerSec} of Janus flows to the link (as one estimated charge, replacing
     * what the link was committed before): added to the measured rate in the expected load.
     */
    public TestExpectedUsage setCommitted(Link link, double rateBytesPerSec) {
        committed.charge("committed " + LinkEnds.of(link), ImmutableList.of(link), Math.round(rateBytesPerSec),
                         false);
        return this;
    }

    private void sample(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        double mbps = capacityBytesPerSec / BYTES_PER_SEC_PER_MBPS;
        checkArgument(mbps >= 1 && mbps == Math.rint(mbps), "capacity must be whole Mb/s: %s B/s",
                      capacityBytesPerSec);
        links.add(link);
        DeviceId device = link.src().deviceId();
        if (devices.setSpeed(link.src(), (long) mbps)) {
            devices.post(new DeviceEvent(DeviceEvent.Type.PORT_UPDATED, devices.device(device)));
        }
        devices.delta = DefaultPortStatistics.builder().setDeviceId(device).setPort(link.src().port())
                .setBytesSent(Math.round(rateBytesPerSec * DELTA_SECONDS)).setDurationSec(DELTA_SECONDS).build();
        devices.post(new DeviceEvent(DeviceEvent.Type.PORT_STATS_UPDATED, devices.device(device)));
    }

    /** Switches whose ports have the speeds the test gave, each reporting one port's delta at a time. */
    private static final class Ports extends DeviceServiceAdapter {
        private final Map<ConnectPoint, Long> speedMbps = new HashMap<>();
        private DeviceListener listener;
        private PortStatistics delta;

        Device device(DeviceId id) {
            return new DefaultDevice(PROVIDER, id, Device.Type.SWITCH, "janus", "test", "1", "0", new ChassisId());
        }

        // True if the speed changed.
        boolean setSpeed(ConnectPoint port, long mbps) {
            Long previous = speedMbps.put(port, mbps);
            return previous != null && previous != mbps;
        }

        double speedBytesPerSec(ConnectPoint port) {
            return speedMbps.get(port) * BYTES_PER_SEC_PER_MBPS;
        }

        void post(DeviceEvent event) {
            listener.event(event);
        }

        @Override
        public void addListener(DeviceListener listener) {
            this.listener = listener;
        }

        @Override
        public List<PortStatistics> getPortDeltaStatistics(DeviceId deviceId) {
            return ImmutableList.of(delta);
        }

        @Override
        public List<PortStatistics> getPortStatistics(DeviceId deviceId) {
            return ImmutableList.of();
        }

        @Override
        public Port getPort(ConnectPoint point) {
            long mbps = speedMbps.getOrDefault(point, JanusConfig.defaults().defaultLinkCapacityMbps());
            return new DefaultPort(device(point.deviceId()), point.port(), true, Port.Type.FIBER, mbps);
        }

        @Override
        public Port getPort(DeviceId deviceId, PortNumber portNumber) {
            return getPort(new ConnectPoint(deviceId, portNumber));
        }
    }

    /** The links the test has sampled, by source device. */
    private static final class Links extends LinkServiceAdapter {
        private final Map<DeviceId, Set<Link>> egress = new HashMap<>();

        void add(Link link) {
            for (Link other : getDeviceEgressLinks(link.src().deviceId())) {
                checkArgument(!other.src().equals(link.src()) || other.dst().equals(link.dst()),
                              "port statistics are per source port: %s and %s share one", link, other);
            }
            egress.merge(link.src().deviceId(), ImmutableSet.of(link),
                         (a, b) -> ImmutableSet.<Link>builder().addAll(a).addAll(b).build());
        }

        @Override
        public Set<Link> getDeviceEgressLinks(DeviceId deviceId) {
            return egress.getOrDefault(deviceId, ImmutableSet.of());
        }
    }
}
