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
package org.onosproject.janus.bench;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSetMultimap;
import com.google.common.collect.SetMultimap;
import org.onlab.packet.ChassisId;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.impl.time.ManualScheduler;
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

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;

/**
 * The production link-usage view, a {@link LinkUsageMonitor}, filled the way ONOS fills it: every
 * device posts {@code PORT_STATS_UPDATED} and the monitor reads the port delta statistics, egress
 * links and port speeds through ONOS's service interfaces (the onos-api test adapters, serving the
 * fabric's links and the given byte counts).
 */
final class MonitoredLinkUsage {

    /** Seconds each port-statistics delta covers (ONOS's OpenFlow provider polls every 5 s). */
    static final long DELTA_SECONDS = 5;
    /** Port speed of every link. */
    static final long PORT_SPEED_MBPS = 1_000;

    private static final ProviderId PROVIDER = new ProviderId("of", "org.onosproject.janus.bench");

    private MonitoredLinkUsage() {
    }

    /**
     * A started monitor with one fresh sample of every link, whose source port sent
     * {@code bytesSent} of the link in the last {@value #DELTA_SECONDS} s.
     */
    static LinkUsageMonitor of(Collection<Link> links, ToLongFunction<Link> bytesSent) {
        SetMultimap<DeviceId, Link> egress = links.stream()
                .collect(ImmutableSetMultimap.toImmutableSetMultimap(l -> l.src().deviceId(), l -> l));
        Fabric devices = new Fabric(egress, bytesSent);
        Links linkService = new Links(egress);
        LinkUsageMonitor monitor = new LinkUsageMonitor(devices, linkService, new ManualScheduler(), () -> { });
        monitor.start();
        for (DeviceId id : egress.keySet()) {
            devices.post(new DeviceEvent(DeviceEvent.Type.PORT_STATS_UPDATED, devices.device(id)));
        }
        return monitor;
    }

    /** The devices of the fabric, their ports at {@value #PORT_SPEED_MBPS} Mb/s and their counters. */
    private static final class Fabric extends DeviceServiceAdapter {
        private final Map<DeviceId, Device> devices = new HashMap<>();
        private final Map<DeviceId, List<PortStatistics>> deltas = new HashMap<>();
        private DeviceListener listener;

        Fabric(SetMultimap<DeviceId, Link> egress, ToLongFunction<Link> bytesSent) {
            for (DeviceId id : egress.keySet()) {
                devices.put(id, new DefaultDevice(PROVIDER, id, Device.Type.SWITCH, "janus", "bench", "1", "0",
                                                  new ChassisId()));
                deltas.put(id, egress.get(id).stream()
                        .map(l -> DefaultPortStatistics.builder().setDeviceId(id).setPort(l.src().port())
                                .setBytesSent(bytesSent.applyAsLong(l)).setDurationSec(DELTA_SECONDS).build())
                        .collect(ImmutableList.toImmutableList()));
            }
        }

        Device device(DeviceId id) {
            return devices.get(id);
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
            return deltas.getOrDefault(deviceId, ImmutableList.of());
        }

        @Override
        public List<PortStatistics> getPortStatistics(DeviceId deviceId) {
            return ImmutableList.of();
        }

        @Override
        public Port getPort(DeviceId deviceId, PortNumber portNumber) {
            return new DefaultPort(devices.get(deviceId), portNumber, true, Port.Type.FIBER, PORT_SPEED_MBPS);
        }
    }

    /** The fabric's links, by source device. */
    private static final class Links extends LinkServiceAdapter {
        private final SetMultimap<DeviceId, Link> egress;

        Links(SetMultimap<DeviceId, Link> egress) {
            this.egress = egress;
        }

        @Override
        public Set<Link> getDeviceEgressLinks(DeviceId deviceId) {
            return ImmutableSet.copyOf(egress.get(deviceId));
        }
    }
}
