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
package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onlab.packet.ChassisId;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.HostLocation;
import org.onosproject.net.Link;
import org.onosproject.net.MastershipRole;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultDeviceDescription;
import org.onosproject.net.device.DefaultPortDescription;
import org.onosproject.net.device.DeviceProvider;
import org.onosproject.net.device.DeviceProviderService;
import org.onosproject.net.device.PortDescription;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.DefaultFlowEntry;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.FlowRuleProvider;
import org.onosproject.net.flow.FlowRuleProviderService;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;
import org.onosproject.net.host.DefaultHostDescription;
import org.onosproject.net.host.HostProvider;
import org.onosproject.net.host.HostProviderService;
import org.onosproject.net.link.DefaultLinkDescription;
import org.onosproject.net.link.LinkProvider;
import org.onosproject.net.link.LinkProviderService;
import org.onosproject.net.packet.DefaultInboundPacket;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.DefaultPacketContext;
import org.onosproject.net.packet.InboundPacket;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketProvider;
import org.onosproject.net.packet.PacketProviderService;
import org.onosproject.net.provider.ProviderId;

import java.net.URI;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Emulated OpenFlow switches: one provider (scheme {@code of}) that plays devices, links, hosts,
 * flow rules and packets for the embedded ONOS core. Each switch keeps the flow table ONOS
 * programmed into it, acknowledges every batch, reports removed rules, and reports flow and port
 * statistics when told to.
 */
public final class EmulatedSwitches
        implements DeviceProvider, LinkProvider, HostProvider, FlowRuleProvider, PacketProvider {

    /** Provider id of the emulated switches. */
    public static final ProviderId PROVIDER_ID = new ProviderId("of", "org.onosproject.janus.embedded");

    private final DeviceProviderService devices;
    private final LinkProviderService links;
    private final HostProviderService hosts;
    private final FlowRuleProviderService flowRules;
    private final PacketProviderService packets;

    // Per switch, installed rules in installation order, with the counters the switch reports.
    private final Map<DeviceId, Map<FlowRule, RuleCounters>> tables = new HashMap<>();
    private final Map<DeviceId, RuleIndex> ruleIndexes = new HashMap<>();
    private final Map<DeviceId, List<PortNumber>> portsByDevice = new HashMap<>();
    private final Set<DeviceId> disconnected = new HashSet<>();
    // The most recent packet-outs only: a long lab run sends hundreds of thousands, and keeping (or, as a
    // copy-on-write list, copying) them all would make the harness, not the app, the bottleneck.
    static final int PACKET_OUTS_KEPT = 10_000;
    private final Deque<OutboundPacket> packetOuts = new ArrayDeque<>();
    private final List<FlowTableListener> tableListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<OutboundPacket>> packetOutListeners = new CopyOnWriteArrayList<>();
    private final Runnable unregister;

    EmulatedSwitches(ProviderServices services) {
        this.devices = services.devices.register(this);
        this.links = services.links.register(this);
        this.hosts = services.hosts.register(this);
        this.flowRules = services.flowRules.register(this);
        this.packets = services.packets.register(this);
        this.unregister = () -> {
            services.packets.unregister(this);
            services.flowRules.unregister(this);
            services.hosts.unregister(this);
            services.links.unregister(this);
            services.devices.unregister(this);
        };
    }

    void unregister() {
        unregister.run();
    }

    @Override
    public ProviderId id() {
        return PROVIDER_ID;
    }

    // ---- building the network ----

    /** Connects a switch with ports 1..{@code portCount}, all up, each of {@code portSpeedMbps}. */
    public void addSwitch(DeviceId deviceId, int portCount, long portSpeedMbps) {
        checkNotNull(deviceId, "deviceId");
        checkArgument(portCount > 0, "a switch needs at least one port: %s", portCount);
        checkArgument(portSpeedMbps > 0, "port speed must be > 0 Mbps: %s", portSpeedMbps);
        List<PortNumber> ports = new ArrayList<>();
        for (int p = 1; p <= portCount; p++) {
            ports.add(PortNumber.portNumber(p));
        }
        int chassis;
        synchronized (this) {
            checkArgument(!tables.containsKey(deviceId), "switch %s already exists", deviceId);
            tables.put(deviceId, new LinkedHashMap<>());
            ruleIndexes.put(deviceId, new RuleIndex());
            portsByDevice.put(deviceId, ImmutableList.copyOf(ports));
            chassis = tables.size();
        }
        devices.deviceConnected(deviceId, new DefaultDeviceDescription(
                URI.create(deviceId.toString()), Device.Type.SWITCH, "Janus", "emulated", "1.0",
                deviceId.toString(), new ChassisId(chassis)));
        List<PortDescription> descriptions = new ArrayList<>();
        for (PortNumber port : ports) {
            descriptions.add(DefaultPortDescription.builder().withPortNumber(port).isEnabled(true)
                                     .type(Port.Type.COPPER).portSpeed(portSpeedMbps).build());
        }
        devices.updatePorts(deviceId, descriptions);
    }

    /** Reports a bidirectional link between two switch ports (two directed links). */
    public void addLink(ConnectPoint one, ConnectPoint other) {
        checkSwitchPort(one);
        checkSwitchPort(other);
        links.linkDetected(new DefaultLinkDescription(one, other, Link.Type.DIRECT));
        links.linkDetected(new DefaultLinkDescription(other, one, Link.Type.DIRECT));
    }

    /** Reports both directions of a link gone, as a failed cable would. */
    public void removeLink(ConnectPoint one, ConnectPoint other) {
        checkSwitchPort(one);
        checkSwitchPort(other);
        links.linkVanished(new DefaultLinkDescription(one, other, Link.Type.DIRECT));
        links.linkVanished(new DefaultLinkDescription(other, one, Link.Type.DIRECT));
    }

    /** Reports a link that was removed as up again. */
    public void restoreLink(ConnectPoint one, ConnectPoint other) {
        addLink(one, other);
    }

    /**
     * Reports a switch's control connection lost, as its OpenFlow channel closing would: ONOS marks it
     * unavailable. Its flow table stays as it was (a switch cut off from its controller keeps its rules).
     */
    public void disconnectSwitch(DeviceId deviceId) {
        synchronized (this) {
            checkSwitch(deviceId);
            disconnected.add(deviceId);
        }
        devices.deviceDisconnected(deviceId);
    }

    /** Reports a switch port up or down, as the switch's port-status message would. */
    public void reportPortStatus(ConnectPoint port, boolean enabled) {
        checkSwitchPort(port);
        devices.portStatusChanged(port.deviceId(), DefaultPortDescription.builder()
                .withPortNumber(port.port()).isEnabled(enabled).type(Port.Type.COPPER).build());
    }

    /** Reports a host (untagged) with one IP address attached at {@code location}. */
    public HostId addHost(MacAddress mac, IpAddress ip, ConnectPoint location) {
        checkNotNull(mac, "mac");
        checkNotNull(ip, "ip");
        checkSwitchPort(location);
        HostId hostId = HostId.hostId(mac, VlanId.NONE);
        hosts.hostDetected(hostId, new DefaultHostDescription(
                mac, VlanId.NONE, new HostLocation(location, System.currentTimeMillis()), ip), false);
        return hostId;
    }

    /** Reports port counters of one switch, as its periodic statistics reply would. */
    public void updatePortStatistics(DeviceId deviceId, Collection<PortStatistics> statistics) {
        checkSwitch(deviceId);
        devices.updatePortStatistics(deviceId, statistics);
    }

    // ---- packets ----

    /**
     * Sends {@code frame}, received on {@code receivedFrom}, to ONOS as a packet-in; the registered
     * packet processors run before this returns.
     */
    public PacketContext injectPacket(ConnectPoint receivedFrom, Ethernet frame) {
        checkSwitchPort(receivedFrom);
        checkNotNull(frame, "frame");
        byte[] bytes = frame.serialize();
        InboundPacket in = new DefaultInboundPacket(receivedFrom, frame, ByteBuffer.wrap(bytes));
        OutboundPacket out = new DefaultOutboundPacket(receivedFrom.deviceId(), null, ByteBuffer.wrap(bytes));
        PacketContext context = new EmulatedPacketContext(in, out);
        packets.processPacket(context);
        return context;
    }

    /** Packets ONOS sent out (packet-outs), oldest first; the last {@value #PACKET_OUTS_KEPT} at most. */
    public List<OutboundPacket> packetOuts() {
        synchronized (packetOuts) {
            return ImmutableList.copyOf(packetOuts);
        }
    }

    /** Calls {@code listener} for every packet-out from now on. */
    public void addPacketOutListener(Consumer<OutboundPacket> listener) {
        packetOutListeners.add(checkNotNull(listener));
    }

    @Override
    public void emit(OutboundPacket packet) {
        synchronized (packetOuts) {
            if (packetOuts.size() == PACKET_OUTS_KEPT) {
                packetOuts.removeFirst();
            }
            packetOuts.addLast(packet);
        }
        packetOutListeners.forEach(l -> l.accept(packet));
    }

    // ---- flow tables ----

    /** The rules installed on {@code deviceId}, in installation order. */
    public synchronized List<FlowRule> flowTable(DeviceId deviceId) {
        return ImmutableList.copyOf(checkSwitch(deviceId).keySet());
    }

    /**
     * The rules installed on {@code deviceId} that a packet with these header values could match: a
     * superset of the rules it matches, usually a small part of the table (the order is not the
     * installation order). {@code ipDst}/{@code ipSrc} may be null (not IPv4), {@code tcpSrc} negative
     * (not TCP).
     */
    public synchronized List<FlowRule> candidateRules(DeviceId deviceId, MacAddress ethDst, IpAddress ipDst,
                                                      IpAddress ipSrc, int tcpSrc) {
        checkSwitch(deviceId);
        return ruleIndexes.get(deviceId).candidates(ethDst, ipDst, ipSrc, tcpSrc);
    }

    /** True if {@code rule} (as a table key: match and priority) is installed on its switch. */
    public synchronized boolean isInstalled(FlowRule rule) {
        return checkSwitch(rule.deviceId()).containsKey(rule);
    }

    /** Every switch's installed rules. */
    public synchronized Map<DeviceId, List<FlowRule>> flowTables() {
        ImmutableMap.Builder<DeviceId, List<FlowRule>> all = ImmutableMap.builder();
        tables.forEach((id, table) -> all.put(id, ImmutableList.copyOf(table.keySet())));
        return all.build();
    }

    /** Number of rules installed over all switches. */
    public synchronized int installedRuleCount() {
        return tables.values().stream().mapToInt(Map::size).sum();
    }

    /** Calls {@code listener} whenever a switch's flow table changes. */
    public void addFlowTableListener(FlowTableListener listener) {
        tableListeners.add(checkNotNull(listener));
    }

    public void removeFlowTableListener(FlowTableListener listener) {
        tableListeners.remove(listener);
    }

    /** Sets the counters a switch will report for an installed rule. */
    public synchronized void setRuleCounters(FlowRule rule, long packetCount, long byteCount) {
        checkArgument(packetCount >= 0 && byteCount >= 0, "counters must be >= 0");
        RuleCounters counters = checkSwitch(rule.deviceId()).get(rule);
        checkArgument(counters != null, "rule not installed on %s: %s", rule.deviceId(), rule);
        counters.packets = packetCount;
        counters.bytes = byteCount;
    }

    /** Reports {@code deviceId}'s whole flow table with its counters, as a flow statistics reply would. */
    public void pushFlowStatistics(DeviceId deviceId) {
        List<FlowEntry> entries = new ArrayList<>();
        synchronized (this) {
            long now = System.currentTimeMillis();
            checkSwitch(deviceId).forEach((rule, c) -> entries.add(new DefaultFlowEntry(
                    rule, FlowEntry.FlowEntryState.ADDED, (now - c.installedMillis) / 1000, c.packets, c.bytes)));
        }
        flowRules.pushFlowMetrics(deviceId, entries);
    }

    /** {@link #pushFlowStatistics} for every switch. */
    public void pushAllFlowStatistics() {
        List<DeviceId> ids;
        synchronized (this) {
            ids = ImmutableList.copyOf(tables.keySet());
        }
        ids.forEach(this::pushFlowStatistics);
    }

    @Override
    public void applyFlowRule(FlowRule... rules) {
        for (FlowRule rule : rules) {
            install(rule.deviceId(), ImmutableList.of(rule), ImmutableList.of());
        }
    }

    @Override
    public void removeFlowRule(FlowRule... rules) {
        for (FlowRule rule : rules) {
            install(rule.deviceId(), ImmutableList.of(), ImmutableList.of(rule));
        }
    }

    @Override
    public void executeBatch(FlowRuleBatchOperation batch) {
        List<FlowRule> toAdd = new ArrayList<>();
        List<FlowRule> toRemove = new ArrayList<>();
        for (FlowRuleBatchEntry op : batch.getOperations()) {
            if (op.operator() == FlowRuleBatchEntry.FlowRuleOperation.REMOVE) {
                toRemove.add(op.target());
            } else {
                toAdd.add(op.target());
            }
        }
        List<FlowRule> removed = install(batch.deviceId(), toAdd, toRemove);
        // The switch tells the controller a rule is gone (OpenFlow FLOW_REMOVED), then acknowledges.
        removed.forEach(rule -> flowRules.flowRemoved(new DefaultFlowEntry(rule)));
        flowRules.batchOperationCompleted(batch.id(),
                new CompletedBatchOperation(true, Collections.emptySet(), batch.deviceId()));
    }

    private List<FlowRule> install(DeviceId deviceId, List<FlowRule> toAdd, List<FlowRule> toRemove) {
        List<FlowRule> removed = new ArrayList<>();
        synchronized (this) {
            Map<FlowRule, RuleCounters> table = tables.get(deviceId);
            if (table == null) {
                return removed;
            }
            for (FlowRule rule : toRemove) {
                if (table.remove(rule) != null) {
                    removed.add(rule);
                    ruleIndexes.get(deviceId).remove(rule);
                }
            }
            for (FlowRule rule : toAdd) {
                // A rule equal in match and priority replaces the old one (OpenFlow modify).
                table.remove(rule);
                table.put(rule, new RuleCounters(System.currentTimeMillis()));
                ruleIndexes.get(deviceId).add(rule);
            }
        }
        if (!toAdd.isEmpty() || !removed.isEmpty()) {
            List<FlowRule> added = ImmutableList.copyOf(toAdd);
            List<FlowRule> gone = ImmutableList.copyOf(removed);
            tableListeners.forEach(l -> l.tableChanged(deviceId, added, gone));
        }
        return removed;
    }

    // ---- provider callbacks from ONOS ----

    @Override
    public void triggerProbe(DeviceId deviceId) {
    }

    @Override
    public void roleChanged(DeviceId deviceId, MastershipRole newRole) {
        devices.receivedRoleReply(deviceId, newRole, newRole);
    }

    @Override
    public synchronized boolean isReachable(DeviceId deviceId) {
        return tables.containsKey(deviceId) && !disconnected.contains(deviceId);
    }

    @Override
    public void changePortState(DeviceId deviceId, PortNumber portNumber, boolean enable) {
        devices.portStatusChanged(deviceId, DefaultPortDescription.builder()
                .withPortNumber(portNumber).isEnabled(enable).type(Port.Type.COPPER).build());
    }

    @Override
    public void triggerProbe(Host host) {
    }

    private synchronized Map<FlowRule, RuleCounters> checkSwitch(DeviceId deviceId) {
        Map<FlowRule, RuleCounters> table = tables.get(checkNotNull(deviceId, "deviceId"));
        checkArgument(table != null, "no such switch: %s", deviceId);
        return table;
    }

    private synchronized void checkSwitchPort(ConnectPoint point) {
        checkNotNull(point, "connect point");
        checkSwitch(point.deviceId());
        checkArgument(portsByDevice.get(point.deviceId()).contains(point.port()),
                      "no port %s on %s", point.port(), point.deviceId());
    }

    /** The provider registries of the embedded core, one per role. */
    static final class ProviderServices {
        final org.onosproject.net.device.DeviceProviderRegistry devices;
        final org.onosproject.net.link.LinkProviderRegistry links;
        final org.onosproject.net.host.HostProviderRegistry hosts;
        final org.onosproject.net.flow.FlowRuleProviderRegistry flowRules;
        final org.onosproject.net.packet.PacketProviderRegistry packets;

        ProviderServices(org.onosproject.net.device.DeviceProviderRegistry devices,
                         org.onosproject.net.link.LinkProviderRegistry links,
                         org.onosproject.net.host.HostProviderRegistry hosts,
                         org.onosproject.net.flow.FlowRuleProviderRegistry flowRules,
                         org.onosproject.net.packet.PacketProviderRegistry packets) {
            this.devices = devices;
            this.links = links;
            this.hosts = hosts;
            this.flowRules = flowRules;
            this.packets = packets;
        }
    }

    private static final class RuleCounters {
        private final long installedMillis;
        private long packets;
        private long bytes;

        RuleCounters(long installedMillis) {
            this.installedMillis = installedMillis;
        }
    }

    /** A packet-in; sending it emits its outbound packet as a packet-out. */
    private final class EmulatedPacketContext extends DefaultPacketContext {
        EmulatedPacketContext(InboundPacket in, OutboundPacket out) {
            super(System.currentTimeMillis(), in, out, false);
        }

        @Override
        public void send() {
            if (!block()) {
                emit(new DefaultOutboundPacket(outPacket().sendThrough(), treatmentBuilder().build(),
                                               outPacket().data()));
            }
        }
    }
}
