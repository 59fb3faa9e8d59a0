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

import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.packet.ArpHandler;
import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.lifecycle.FlowReaper;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.packet.HostResolver;
import org.onosproject.janus.impl.lifecycle.IdleGapLearner;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.packet.JanusPacketProcessor;
import org.onosproject.janus.impl.cluster.Ownerships;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.provision.PathProvisioner;
import org.onosproject.janus.impl.provision.Placement;
import org.onosproject.janus.impl.provision.ProvisioningQueue;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.store.TestFlowTables;
import org.onosproject.janus.impl.monitor.YoungFlows;
import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.DeserializationException;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultHost;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.HostLocation;
import org.onosproject.net.Link;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.edge.EdgePortServiceAdapter;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentServiceAdapter;
import org.onosproject.net.intent.MockIdGenerator;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.net.packet.DefaultInboundPacket;
import org.onosproject.net.packet.InboundPacket;
import org.onosproject.net.packet.PacketServiceAdapter;
import org.onosproject.net.provider.ProviderId;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.hasKey;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/**
 * Fuzzes the packet processor with 50,000 seeded random and mutated frames (bit flips, truncations,
 * wrong ethertypes, bogus IHL and lengths, random bytes, broadcast/multicast, spoofed and unknown
 * sources), delivered as ONOS delivers them (parsed if the onlab parser could, raw bytes always).
 * Specification: nothing is thrown inside the processor, and an intent is created exactly for the
 * frames an independent strict reading finds to be well-formed IPv4 unicast between two known hosts,
 * entering at the source host's port, and for exactly those two hosts.
 */
public class PacketFuzzTest {

    private static final long SEED = 20240605L;
    private static final int FRAMES = 50_000;
    private static final ApplicationId APP = new TestApplicationId("org.onosproject.janus");
    private static final ProviderId PID = new ProviderId("of", "fuzz");
    private static final int ETH_HEADER = 14;
    private static final int HOSTS = 4;

    private final List<Host> hosts = new ArrayList<>();
    private final List<ConnectPoint> ports = new ArrayList<>();
    private final List<Intent> submitted = new ArrayList<>();
    private final JanusCounters counters = new JanusCounters();
    private final Random random = new Random(SEED);
    private JanusPacketProcessor processor;

    @Before
    public void setUp() {
        MockIdGenerator.cleanBind();
        for (int h = 1; h <= HOSTS; h++) {
            ConnectPoint at = ConnectPoint.deviceConnectPoint("of:0000000000000001/" + h);
            MacAddress mac = MacAddress.valueOf(String.format("00:00:00:00:00:%02x", h));
            ports.add(at);
            hosts.add(new DefaultHost(PID, HostId.hostId(mac), mac, VlanId.NONE, new HostLocation(at, 0),
                                      ImmutableSet.of(IpAddress.valueOf("10.0.0." + h))));
        }
        ports.add(ConnectPoint.deviceConnectPoint("of:0000000000000001/9"));   // no host there
        ManualScheduler scheduler = new ManualScheduler();
        HostResolver resolver = ListedHosts.resolver(hosts);
        IntentServiceAdapter intents = new IntentServiceAdapter() {
            @Override
            public void submit(Intent intent) {
                submitted.add(intent);
            }
        };
        LinkServiceAdapter links = new LinkServiceAdapter() {
            @Override
            public Iterable<Link> getActiveLinks() {
                return ImmutableList.of();
            }
        };
        FlowStore flows = TestFlowTables.inMemory(scheduler);
        JanusConfig config = JanusConfig.defaults();
        CommittedLoad committed = new CommittedLoad();
        ExpectedUsage usage = new ExpectedUsage(
                new LinkUsageMonitor(new DeviceServiceAdapter(), links, scheduler, () -> { }), committed);
        SelectorRegistry selectors = new SelectorRegistry(BuiltInSelectors.create(() -> usage), "luar");
        OnosServices onos = TestGroups.onos(APP, intents, new PacketServiceAdapter());
        JanusContext context = TestGroups.context(() -> config, counters, scheduler, Runnable::run);
        FlowState state = new FlowState(flows, Ownerships.everything(scheduler),
                                        new FlowCharges(committed, new YoungFlows(), new IsolatedHolds()),
                                        Ownerships.backoffOn(scheduler));
        Placement placement = new Placement(
                new FabricTracker(links, new EveryDeviceAvailable(), EventWorker.direct(), Ticker.systemTicker(),
                                  (l, t) -> { }),
                usage,
                selectors);
        PathProvisioner provisioner = new PathProvisioner(
                onos, context, state, placement, resolver,
                new ProvisioningQueue(config::provisioningQueueSize, MoreExecutors.directExecutor(), counters),
                new FlowReaper(onos, context, state, new IntentLifecycle(onos, context, state, selectors),
                               new IdleGapLearner(1)),
                new FlowIntents(APP, intents, config::intentPriority), null, null);
        processor = new JanusPacketProcessor(provisioner, new ArpHandler(resolver, new PacketServiceAdapter(),
                                                                         new EdgePortServiceAdapter()), counters,
                                             (packetContext, src, dst) -> false);
    }

    @After
    public void tearDown() {
        MockIdGenerator.unbind();
    }

    @Test
    public void garbageNeverThrowsAndNeverGetsAnIntent() {
        Set<String> expectedPairs = new HashSet<>();
        int wellFormed = 0;
        for (int i = 0; i < FRAMES; i++) {
            int host = random.nextInt(HOSTS);
            ConnectPoint at = random.nextInt(10) == 0 ? ports.get(random.nextInt(ports.size())) : ports.get(host);
            byte[] raw = frame(host);
            Optional<String> pair = strictPair(raw, at);
            pair.ifPresent(expectedPairs::add);
            wellFormed += pair.isPresent() ? 1 : 0;

            int before = submitted.size();
            processor.process(new TestPackets.RecordingContext(asOnosDelivers(at, raw)));
            if (submitted.size() > before) {
                PointToPointIntent intent = (PointToPointIntent) submitted.get(submitted.size() - 1);
                if (pair.isEmpty() || !pair.get().equals(intent.key().toString())) {
                    fail("frame " + i + " made intent " + intent.key() + " but reads as " + pair
                                 + ": " + Arrays.toString(raw));
                }
                assertEquals("the intent starts where the frame entered", at,
                             intent.filteredIngressPoint().connectPoint());
            }
        }
        Map<String, Long> ignored = counters.snapshot().counts(Statistic.IGNORED_PACKETS);
        assertThat("no exception inside the processor", ignored, not(hasKey("internalError")));
        Set<String> made = submitted.stream().map(i -> i.key().toString()).collect(Collectors.toSet());
        assertThat("one intent per well-formed pair", submitted.size(), is(made.size()));
        assertEquals("every well-formed known-host pair got its intent", expectedPairs, made);
        assertTrue("the mix has clean frames (" + wellFormed + ")", wellFormed > FRAMES / 20);
        assertTrue("and garbage of every kind: " + ignored,
                   ignored.keySet().containsAll(ImmutableSet.of("malformed", "nonIp", "lldp", "broadcast",
                                                                "multicast", "unknownHost", "spoofedSource")));
    }

    // ---- frames ----

    private byte[] frame(int host) {
        byte[] clean = clean(host);
        switch (random.nextInt(10)) {
            case 0:
            case 1:
                return clean;
            case 2:
            case 3:
                return flipBits(clean, 1 + random.nextInt(8));
            case 4:
                return Arrays.copyOf(clean, random.nextInt(clean.length));
            case 5:
                return withEtherType(clean, etherType());
            case 6:
                return bogusIpHeader(clean);
            case 7:
                byte[] noise = new byte[random.nextInt(128)];
                random.nextBytes(noise);
                return noise;
            case 8:
                return groupAddressed(clean);
            default:
                return spoofed(host);
        }
    }

    private byte[] clean(int src) {
        int dst = (src + 1 + random.nextInt(HOSTS - 1)) % HOSTS;
        byte protocol = random.nextBoolean() ? IPv4.PROTOCOL_TCP : IPv4.PROTOCOL_UDP;
        return TestPackets.ipv4(hosts.get(src).mac(), hosts.get(dst).mac(), ip(src), ip(dst), protocol,
                                1024 + random.nextInt(60000), 1 + random.nextInt(1023)).serialize();
    }

    private String ip(int host) {
        return hosts.get(host).ipAddresses().iterator().next().toString();
    }

    private byte[] flipBits(byte[] frame, int bits) {
        byte[] out = frame.clone();
        for (int b = 0; b < bits; b++) {
            int bit = random.nextInt(out.length * 8);
            out[bit / 8] ^= (byte) (1 << (bit % 8));
        }
        return out;
    }

    private short etherType() {
        short[] types = {Ethernet.TYPE_IPV6, Ethernet.TYPE_LLDP, Ethernet.TYPE_BSN, Ethernet.TYPE_ARP,
                Ethernet.TYPE_VLAN, Ethernet.TYPE_QINQ, Ethernet.MPLS_UNICAST, (short) random.nextInt()};
        return types[random.nextInt(types.length)];
    }

    private static byte[] withEtherType(byte[] frame, short type) {
        byte[] out = frame.clone();
        out[12] = (byte) (type >> 8);
        out[13] = (byte) type;
        return out;
    }

    private byte[] bogusIpHeader(byte[] frame) {
        byte[] out = frame.clone();
        switch (random.nextInt(3)) {
            case 0:     // version and IHL
                out[ETH_HEADER] = (byte) random.nextInt(256);
                break;
            case 1:     // total length
                out[ETH_HEADER + 2] = (byte) random.nextInt(256);
                out[ETH_HEADER + 3] = (byte) random.nextInt(256);
                break;
            default:    // IHL only, keeping version 4
                out[ETH_HEADER] = (byte) (0x40 | random.nextInt(16));
        }
        return out;
    }

    private byte[] groupAddressed(byte[] frame) {
        byte[] out = frame.clone();
        switch (random.nextInt(4)) {
            case 0:
                Arrays.fill(out, 0, 6, (byte) 0xff);                        // Ethernet broadcast
                break;
            case 1:
                out[0] |= 1;                                               // Ethernet multicast
                break;
            case 2:
                Arrays.fill(out, ETH_HEADER + 16, ETH_HEADER + 20, (byte) 0xff);    // IPv4 broadcast
                break;
            default:
                out[ETH_HEADER + 16] = (byte) (224 + random.nextInt(16));  // IPv4 multicast
        }
        return out;
    }

    private byte[] spoofed(int host) {
        byte[] out = clean(host);
        int other = (host + 1) % HOSTS;
        if (random.nextBoolean()) {
            // Another host's MAC with this host's IP, or an unknown MAC.
            byte[] mac = random.nextBoolean() ? hosts.get(other).mac().toBytes()
                    : MacAddress.valueOf(0x0000_0000_0099L + random.nextInt(100)).toBytes();
            System.arraycopy(mac, 0, out, 6, 6);
        } else {
            // An address no host owns.
            out[ETH_HEADER + 12 + (random.nextBoolean() ? 0 : 4) + 3] = (byte) (100 + random.nextInt(100));
        }
        return out;
    }

    private static InboundPacket asOnosDelivers(ConnectPoint at, byte[] raw) {
        Ethernet parsed;
        try {
            parsed = Ethernet.deserializer().deserialize(raw, 0, raw.length);
        } catch (DeserializationException | RuntimeException e) {
            parsed = null;
        }
        return new DefaultInboundPacket(at, parsed, ByteBuffer.wrap(raw));
    }

    // ---- the independent strict reading ----

    /** "srcIp-dstIp" if the frame is well-formed IPv4 unicast between known hosts from the source's port. */
    private Optional<String> strictPair(byte[] raw, ConnectPoint at) {
        ByteBuffer b = ByteBuffer.wrap(raw);
        if (raw.length < ETH_HEADER + 20 || b.getShort(12) != Ethernet.TYPE_IPV4 || (raw[0] & 1) != 0
                || (raw[6] & 1) != 0) {
            return Optional.empty();
        }
        int version = (raw[ETH_HEADER] >> 4) & 0xf;
        int headerBytes = (raw[ETH_HEADER] & 0xf) * 4;
        int totalLength = b.getShort(ETH_HEADER + 2) & 0xffff;
        int protocol = raw[ETH_HEADER + 9];
        int l4 = protocol == IPv4.PROTOCOL_TCP ? 20 : protocol == IPv4.PROTOCOL_UDP ? 8 : 0;
        if (version != 4 || headerBytes < 20 || raw.length < ETH_HEADER + headerBytes + l4
                || totalLength < headerBytes + l4) {
            return Optional.empty();
        }
        if (protocol == IPv4.PROTOCOL_TCP) {
            int dataOffset = ((raw[ETH_HEADER + headerBytes + 12] >> 4) & 0xf) * 4;
            if (dataOffset < 20 || raw.length < ETH_HEADER + headerBytes + dataOffset) {
                return Optional.empty();
            }
        }
        MacAddress srcMac = MacAddress.valueOf(Arrays.copyOfRange(raw, 6, 12));
        IpAddress srcIp = IpAddress.valueOf(b.getInt(ETH_HEADER + 12));
        IpAddress dstIp = IpAddress.valueOf(b.getInt(ETH_HEADER + 16));
        Optional<Host> src = hosts.stream().filter(h -> h.mac().equals(srcMac)).findFirst();
        Optional<Host> dst = hosts.stream().filter(h -> h.ipAddresses().contains(dstIp)).findFirst();
        if (src.isEmpty() || dst.isEmpty() || src.equals(dst) || !src.get().ipAddresses().contains(srcIp)
                || !src.get().location().equals(new HostLocation(at, 0))) {
            return Optional.empty();
        }
        return Optional.of(srcIp + "-" + dstIp);
    }
}
