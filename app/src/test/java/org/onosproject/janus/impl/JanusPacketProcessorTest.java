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
import org.onosproject.janus.impl.provision.FlowIntents;
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
import org.onosproject.janus.impl.provision.PathProvisioner;
import org.onosproject.janus.impl.provision.Placement;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.ProvisioningQueue;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.cluster.StoreBackoff;
import org.onosproject.janus.impl.store.TestFlowTables;
import org.onosproject.janus.impl.monitor.YoungFlows;
import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.ARP;
import org.onlab.packet.Data;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.ClusterWideStorageService;
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
import org.onosproject.net.flow.instructions.Instructions;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.IntentServiceAdapter;
import org.onosproject.net.intent.MockIdGenerator;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.net.packet.InboundPacket;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketServiceAdapter;
import org.onosproject.net.provider.ProviderId;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.hasEntry;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.arpRequest;
import static org.onosproject.janus.impl.TestPackets.inbound;
import static org.onosproject.janus.impl.TestPackets.tcp;
import static org.onosproject.janus.impl.TestPackets.unparsed;

/**
 * The packet processor on its own, with ONOS service adapters: what it ignores, what it answers and
 * that it never throws. Provisioning through the real intent pipeline is in {@code JanusManagerTest}.
 */
public class JanusPacketProcessorTest {

    private static final ApplicationId APP = new TestApplicationId("org.onosproject.janus");
    private static final ProviderId PID = new ProviderId("of", "test");
    private static final ConnectPoint P1 = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint P2 = ConnectPoint.deviceConnectPoint("of:0000000000000001/2");
    private static final ConnectPoint P3 = ConnectPoint.deviceConnectPoint("of:0000000000000002/1");
    private static final MacAddress MAC1 = MacAddress.valueOf("00:00:00:00:00:01");
    private static final MacAddress MAC2 = MacAddress.valueOf("00:00:00:00:00:02");
    private static final MacAddress UNKNOWN_MAC = MacAddress.valueOf("00:00:00:00:00:99");

    private final Set<Host> hosts = ImmutableSet.of(host(MAC1, "10.0.0.1", P1), host(MAC2, "10.0.0.2", P2));
    private final List<Intent> submitted = Collections.synchronizedList(new ArrayList<>());
    private final List<Intent> withdrawn = Collections.synchronizedList(new ArrayList<>());
    private final List<OutboundPacket> emitted = new ArrayList<>();
    private final JanusCounters counters = new JanusCounters();
    private JanusConfig config = JanusConfig.defaults();
    private JanusPacketProcessor processor;
    private HostResolver resolver;
    private IntentServiceAdapter intents;
    private PacketServiceAdapter packets;
    private EdgePortServiceAdapter edge;
    private FabricTracker fabric;
    private SelectorRegistry selectors;
    private LinkUsageMonitor usage;
    private ExpectedUsage expected;
    private ManualScheduler scheduler;

    private static Host host(MacAddress mac, String ip, ConnectPoint at) {
        return new DefaultHost(PID, HostId.hostId(mac), mac, VlanId.NONE, new HostLocation(at, 0),
                               ImmutableSet.of(IpAddress.valueOf(ip)));
    }

    @Before
    public void setUp() {
        MockIdGenerator.cleanBind();
        scheduler = new ManualScheduler();
        resolver = ListedHosts.resolver(hosts);
        intents = new IntentServiceAdapter() {
            @Override
            public void submit(Intent intent) {
                submitted.add(intent);
            }

            @Override
            public Intent getIntent(Key key) {
                return submitted.stream().filter(i -> i.key().equals(key)).reduce((a, b) -> b).orElse(null);
            }

            @Override
            public void withdraw(Intent intent) {
                withdrawn.add(intent);
            }
        };
        packets = new PacketServiceAdapter() {
            @Override
            public void emit(OutboundPacket packet) {
                emitted.add(packet);
            }
        };
        edge = new EdgePortServiceAdapter() {
            @Override
            public Iterable<ConnectPoint> getEdgePoints() {
                return ImmutableList.of(P1, P2, P3);
            }
        };
        LinkServiceAdapter links = new LinkServiceAdapter() {
            @Override
            public Iterable<Link> getActiveLinks() {
                return ImmutableList.of();
            }
        };
        fabric = new FabricTracker(links, new EveryDeviceAvailable(), EventWorker.direct(), Ticker.systemTicker(),
                                   (l, t) -> { });
        selectors = new SelectorRegistry(BuiltInSelectors.create(() -> expected), "luar");
        usage = new LinkUsageMonitor(new DeviceServiceAdapter(), links, scheduler, () -> { });
        processor = processorProvisioningOn(MoreExecutors.directExecutor());
    }

    private JanusPacketProcessor processorProvisioningOn(Executor executor) {
        return processorProvisioningOn(executor, TestFlowTables.inMemory(scheduler));
    }

    private JanusPacketProcessor processorProvisioningOn(Executor executor, FlowStore flows) {
        ProvisioningQueue queue = new ProvisioningQueue(() -> config.provisioningQueueSize(), executor, counters);
        CommittedLoad committed = new CommittedLoad();
        FlowCharges charges = new FlowCharges(committed, new YoungFlows(), new IsolatedHolds());
        OnosServices onos = TestGroups.onos(APP, intents, packets);
        JanusContext context = TestGroups.context(() -> config, counters, scheduler, Runnable::run);
        FlowState state = new FlowState(flows, Ownerships.everything(scheduler), charges,
                                        Ownerships.backoffOn(scheduler));
        IntentLifecycle lifecycle = new IntentLifecycle(onos, context, state, selectors);
        expected = new ExpectedUsage(usage, committed);
        PathProvisioner provisioner = new PathProvisioner(
                onos, context, state, new Placement(fabric, expected, selectors), resolver,
                queue, new FlowReaper(onos, context, state, lifecycle, new IdleGapLearner(1)),
                new FlowIntents(APP, intents, () -> config.intentPriority()), null, null);
        return new JanusPacketProcessor(provisioner, new ArpHandler(resolver, packets, edge), counters,
                                        (packetContext, src, dst) -> false);
    }

    @After
    public void tearDown() {
        MockIdGenerator.unbind();
    }

    private TestPackets.RecordingContext process(InboundPacket packet) {
        TestPackets.RecordingContext context = new TestPackets.RecordingContext(packet);
        processor.process(context);
        return context;
    }

    private Map<String, Long> ignored() {
        return counters.snapshot().counts(Statistic.IGNORED_PACKETS);
    }

    @Test
    public void malformedPacketIsCountedAndLeftAlone() {
        TestPackets.RecordingContext context = process(unparsed(P1, new byte[]{1, 2, 3}));
        assertThat(ignored(), hasEntry("malformed", 1L));
        assertFalse(context.isHandled());
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void lldpIsCountedAndLeftForLinkDiscovery() {
        Ethernet lldp = new Ethernet().setSourceMACAddress(MAC1).setDestinationMACAddress(MAC2)
                .setEtherType(Ethernet.TYPE_LLDP);
        lldp.setPayload(new Data(new byte[20]));
        TestPackets.RecordingContext context = process(inbound(P1, lldp));
        assertThat(ignored(), hasEntry("lldp", 1L));
        assertFalse(context.isHandled());
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void broadcastIpv4IsCountedAndMakesNoIntent() {
        process(inbound(P1, tcp(MAC1, MacAddress.BROADCAST, "10.0.0.1", "10.0.0.2", 1, 2)));
        assertThat(ignored(), hasEntry("broadcast", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void packetToUnknownHostIsCountedAndMakesNoIntent() {
        TestPackets.RecordingContext context =
                process(inbound(P1, tcp(MAC1, UNKNOWN_MAC, "10.0.0.1", "10.0.0.99", 1, 2)));
        assertThat(ignored(), hasEntry("unknownHost", 1L));
        assertTrue(submitted.isEmpty());
        assertFalse(context.wasSent());
    }

    @Test
    public void packetFromUnknownHostIsCountedAndMakesNoIntent() {
        process(inbound(P3, tcp(UNKNOWN_MAC, MAC2, "10.0.0.99", "10.0.0.2", 1, 2)));
        assertThat(ignored(), hasEntry("unknownHost", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void contextThatThrowsIsCountedNotPropagated() {
        PacketContext broken = new TestPackets.RecordingContext(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1",
                                                                                  "10.0.0.2", 1, 2))) {
            @Override
            public InboundPacket inPacket() {
                throw new IllegalStateException("switch went away");
            }
        };
        processor.process(broken);
        assertThat(ignored(), hasEntry("internalError", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void aNewFlowTheStoreCannotRecordIsWithdrawnAndTheNextWaitsOnNoStoreCall() {
        CuttableStore store = new CuttableStore();
        processor = processorProvisioningOn(MoreExecutors.directExecutor(), store.flowTable(scheduler));
        store.cutOff = true;
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        assertThat(ignored(), hasEntry("storeUnreachable", 1L));
        assertThat("submitted before the store was asked", submitted, hasSize(1));
        assertEquals("then withdrawn", submitted, withdrawn);
        int callsAfterTheFailure = store.calls();
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1001, 80)));
        assertThat(ignored(), hasEntry("storeUnreachable", 2L));
        assertEquals("no store call while backing off", callsAfterTheFailure, store.calls());
        assertThat("and no submit", submitted, hasSize(1));
    }

    @Test
    public void aNewFlowAnotherNodeRecordedAsWithdrawingMeanwhileIsWithdrawnAgainHere() {
        ClusterWideStorageService store = new ClusterWideStorageService();
        FlowStore otherNode = TestFlowTables.on(store, scheduler);
        // The other node records the flow, already being withdrawn, while this node selects its path.
        selectors.register(racingSelector("racing", context -> {
            ProvisionedFlow theirs = new ProvisionedFlow(
                    FlowIntents.keyOf(context.flow().key(), APP), context.flow(),
                    Selection.of(context.candidates().path(0), "other node"), "racing", scheduler.nowMillis(), 1000);
            TestFlowTables.provision(otherNode, theirs.intentKey(), theirs::withdrawing);
        }));
        selectors.activate("racing");
        processor = processorProvisioningOn(MoreExecutors.directExecutor(), TestFlowTables.on(store, scheduler));

        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));

        assertThat("submitted here before the record was written", submitted, hasSize(1));
        assertEquals("then withdrawn again, as the recorded flow is", submitted, withdrawn);
        assertEquals(1, counters.snapshot().count(Statistic.RACES_LOST));
    }

    // A strategy that takes the first candidate after running {@code meanwhile}.
    private static PathSelector racingSelector(String name, Consumer<SelectionContext> meanwhile) {
        return new PathSelector() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "first candidate, after another node's move";
            }

            @Override
            public Selection select(SelectionContext context) {
                meanwhile.accept(context);
                return Selection.of(context.candidates().path(0), "first");
            }
        };
    }

    @Test
    public void newFlowsAreProvisionedAgainOnceTheRetryIntervalHasPassed() {
        CuttableStore store = new CuttableStore();
        processor = processorProvisioningOn(MoreExecutors.directExecutor(), store.flowTable(scheduler));
        store.cutOff = true;
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        store.cutOff = false;
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        assertThat("still backing off: only the withdrawn first try", submitted, hasSize(1));
        scheduler.advance(StoreBackoff.RETRY_AFTER_FAILURE_MILLIS);
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        assertThat(ignored().toString(), submitted, hasSize(2));
        assertThat(withdrawn, hasSize(1));
    }

    @Test
    public void hostsOnOneSwitchGetOneIntentWithNoFabricLinks() {
        TestPackets.RecordingContext context =
                process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        assertThat(ignored().toString(), submitted.size(), is(1));
        PointToPointIntent intent = (PointToPointIntent) submitted.get(0);
        assertEquals(P1, intent.filteredIngressPoint().connectPoint());
        assertEquals(P2, intent.filteredEgressPoint().connectPoint());
        assertTrue(intent.suggestedPath() == null || intent.suggestedPath().isEmpty());
        assertEquals("10.0.0.1-10.0.0.2", intent.key().toString());
        assertTrue("the first packet is claimed by Janus", context.isHandled());
        assertThat("and sent on once its intent is submitted", emitted.size(), is(1));
        assertEquals(P1.deviceId(), emitted.get(0).sendThrough());
        assertEquals(ImmutableList.of(Instructions.createOutput(P2.port())),
                     emitted.get(0).treatment().allInstructions());
    }

    @Test
    public void repeatedPacketsOfOneFlowSubmitOneIntent() {
        for (int i = 0; i < 5; i++) {
            process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000 + i, 80)));
        }
        assertThat("host-pair granularity: one intent for all ports", submitted.size(), is(1));
        JanusStatistics stats = counters.snapshot();
        assertEquals(1, stats.count(Statistic.PROGRAMMING));
        assertEquals(1L, (long) stats.counts(Statistic.SELECTIONS).get("luar"));
    }

    @Test
    public void fiveTupleGranularityMakesOneIntentPerTransportFlow() {
        config = JanusConfig.parse(config, new java.util.Hashtable<>(Map.of("matchGranularity", "fiveTuple")),
                                   ImmutableSet.of("luar")).config();
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1000, 80)));
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1001, 80)));
        assertThat(submitted.size(), is(2));
        assertEquals("10.0.0.1:1000-10.0.0.2:80/6", submitted.get(0).key().toString());
    }

    @Test
    public void sourceIpOfAnotherHostIsCountedAsSpoofed() {
        process(inbound(P3, tcp(UNKNOWN_MAC, MAC2, "10.0.0.1", "10.0.0.2", 1, 2)));
        assertThat(ignored(), hasEntry("spoofedSource", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void knownMacWithAnIpItDoesNotOwnIsCountedAsSpoofed() {
        process(inbound(P1, tcp(MAC1, MAC2, "10.0.0.77", "10.0.0.2", 1, 2)));
        assertThat(ignored(), hasEntry("spoofedSource", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void newFlowEnteringAwayFromItsSourceHostIsCountedAsSpoofed() {
        process(inbound(P3, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1, 2)));
        assertThat(ignored(), hasEntry("spoofedSource", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void multicastSourceMacIsMalformed() {
        process(inbound(P1, tcp(MacAddress.valueOf("01:00:5e:00:00:01"), MAC2, "10.0.0.1", "10.0.0.2", 1, 2)));
        assertThat(ignored(), hasEntry("malformed", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void ipv4HeaderWithBogusLengthIsMalformed() {
        Ethernet frame = tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 1, 2);
        byte[] raw = frame.serialize();
        raw[14 + 3] = 10;   // total length 10: shorter than the IPv4 header itself
        raw[14 + 2] = 0;
        process(unparsed(P1, raw));
        assertThat(ignored(), hasEntry("malformed", 1L));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void packetInStormFromManyThreadsMakesOneIntentPerFlow() throws Exception {
        config = JanusConfig.parse(config, new java.util.Hashtable<>(Map.of("matchGranularity", "fiveTuple")),
                                   ImmutableSet.of("luar")).config();
        ExecutorService provisioning = Executors.newSingleThreadExecutor();
        JanusPacketProcessor stormed = processorProvisioningOn(provisioning);
        int flows = 300;
        int threads = 8;
        int rounds = 4;
        ExecutorService packetThreads = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> senders = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            senders.add(packetThreads.submit(() -> {
                go.await();
                for (int r = 0; r < rounds; r++) {
                    for (int f = 0; f < flows; f++) {
                        stormed.process(new TestPackets.RecordingContext(
                                inbound(P1, tcp(MAC1, MAC2, "10.0.0.1", "10.0.0.2", 10_000 + f, 80))));
                    }
                }
                return null;
            }));
        }
        go.countDown();
        for (Future<?> sender : senders) {
            sender.get(60, TimeUnit.SECONDS);
        }
        packetThreads.shutdown();
        provisioning.shutdown();
        assertTrue(provisioning.awaitTermination(60, TimeUnit.SECONDS));

        Set<String> keys = submitted.stream().map(i -> i.key().toString()).collect(Collectors.toSet());
        assertThat("one intent per flow", submitted.size(), is(flows));
        assertThat(keys.size(), is(flows));
        JanusStatistics stats = counters.snapshot();
        assertEquals(0, stats.count(Statistic.QUEUE_DROPS));
        assertEquals(0, stats.count(Statistic.QUEUE_DEPTH));
        assertTrue(stats.count(Statistic.QUEUE_PEAK_DEPTH) >= 1 && stats.count(Statistic.QUEUE_PEAK_DEPTH) <= flows);
        assertEquals(flows, stats.latency(Statistic.SELECTION_LATENCY).samples());
    }

    @Test
    public void arpRequestForKnownHostIsAnsweredByTheController() throws Exception {
        TestPackets.RecordingContext context = process(inbound(P1, arpRequest(MAC1, "10.0.0.1", "10.0.0.2")));
        assertThat(emitted.size(), is(1));
        OutboundPacket out = emitted.get(0);
        assertEquals(P1.deviceId(), out.sendThrough());
        assertEquals(ImmutableList.of(Instructions.createOutput(P1.port())), out.treatment().allInstructions());
        Ethernet reply = Ethernet.deserializer().deserialize(out.data().array(), 0, out.data().array().length);
        ARP arp = (ARP) reply.getPayload();
        assertEquals(ARP.OP_REPLY, arp.getOpCode());
        assertEquals(MAC2, MacAddress.valueOf(arp.getSenderHardwareAddress()));
        assertTrue(context.isHandled());
    }

    @Test
    public void arpRequestForUnknownHostIsFloodedToOtherEdgePortsOnly() throws Exception {
        process(inbound(P1, arpRequest(MAC1, "10.0.0.1", "10.0.0.77")));
        Set<ConnectPoint> outs = emitted.stream()
                .map(p -> new ConnectPoint(p.sendThrough(),
                                           ((org.onosproject.net.flow.instructions.Instructions.OutputInstruction)
                                                   p.treatment().allInstructions().get(0)).port()))
                .collect(Collectors.toSet());
        assertEquals(ImmutableSet.of(P2, P3), outs);
        assertTrue(emitted.stream().map(OutboundPacket::data).allMatch(Objects::nonNull));
    }
}
