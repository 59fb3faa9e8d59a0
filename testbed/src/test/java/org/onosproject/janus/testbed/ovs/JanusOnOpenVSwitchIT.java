package org.onosproject.janus.testbed.ovs;

import com.google.common.collect.Iterables;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.osgi.ComponentContextAdapter;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.MacAddress;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.EmulatedSwitches;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.testbed.discovery.HostDiscovery;
import org.onosproject.janus.testbed.discovery.LinkDiscovery;
import org.onosproject.janus.testbed.provider.SwitchDeviceProvider;
import org.onosproject.janus.testbed.provider.SwitchFlowRuleProvider;
import org.onosproject.janus.testbed.provider.SwitchPacketProvider;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceProviderRegistry;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRuleProviderRegistry;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.flowobjective.FlowObjectiveStore;
import org.onosproject.net.flowobjective.impl.FlowObjectiveManager;
import org.onosproject.net.group.GroupServiceAdapter;
import org.onosproject.net.host.HostProviderRegistry;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.link.LinkProviderRegistry;
import org.onosproject.net.packet.PacketProviderRegistry;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.ServerSocket;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.stream.StreamSupport;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The whole chain on real switches: the embedded ONOS core (its emulated switches detached), ONOS's
 * real OpenFlow controller, the testbed's providers and discovery, ONOS's real flow-objective
 * manager (so that packet requests become punt rules on the switches) and the real Janus. Two Open
 * vSwitch bridges of the test's own, cabled port 2 to port 2, with a host end on port 1 of each:
 * the switches and the link are discovered, the hosts are learned from their ARP, and the first
 * IPv4 packet from one host to the other makes Janus install an intent whose rules carry the
 * following packets through both switches.
 * <p>
 * Needs root and Open vSwitch running; run explicitly:
 * {@code mvn -pl testbed -am test -Dtest=JanusOnOpenVSwitchIT -Dsurefire.failIfNoSpecifiedTests=false}.
 */
public class JanusOnOpenVSwitchIT {

    private static final long TIMEOUT_MILLIS = 20_000;
    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");
    private static final DeviceId S2 = DeviceId.deviceId("of:0000000000000002");
    private static final MacAddress H1 = MacAddress.valueOf("02:00:00:00:00:01");
    private static final MacAddress H2 = MacAddress.valueOf("02:00:00:00:00:02");

    private final ExecutorScheduler scheduler = new ExecutorScheduler("testbed-e2e");
    private EmbeddedOnos onos;
    private FlowObjectiveManager flowObjectives;
    private RealOpenFlowController realController;
    private SwitchDeviceProvider devices;
    private SwitchFlowRuleProvider flowRules;
    private SwitchPacketProvider packets;
    private LinkDiscovery links;
    private HostDiscovery hosts;
    private JanusManager janus;
    private OvsBridge s1;
    private OvsBridge s2;

    @Before
    public void startTheTestbed() throws Exception {
        onos = EmbeddedOnos.start();
        detachEmulatedSwitches(onos.switches());
        flowObjectives = startFlowObjectives(onos);
        set(onos.packetService(), "objectiveService", flowObjectives);
        set(onos.packetService(), "driverService", new OnosOpenFlowDrivers());

        int port = freePort();
        realController = RealOpenFlowController.start(port, 2);
        devices = new SwitchDeviceProvider(realController.controller(),
                                           (DeviceProviderRegistry) onos.deviceService(), scheduler, 1);
        flowRules = new SwitchFlowRuleProvider(realController.controller(),
                                               (FlowRuleProviderRegistry) onos.flowRuleService(), scheduler, 1);
        packets = new SwitchPacketProvider(realController.controller(), (PacketProviderRegistry) onos.packetService());
        ApplicationId testbed = onos.coreService().registerApplication("org.onosproject.janus.testbed");
        links = new LinkDiscovery(onos.deviceService(), onos.packetService(),
                                  (LinkProviderRegistry) onos.linkService(), scheduler, testbed, 1_000);
        hosts = new HostDiscovery(onos.linkService(), onos.packetService(),
                                  (HostProviderRegistry) onos.hostService(), scheduler, testbed);
        devices.start();
        flowRules.start();
        packets.start();
        links.start();
        hosts.start();

        // Before the switches connect: the embedded core's SimplePacketStore pushes a packet request
        // to the devices there are only if another request with the same selector came before it.
        // Requests made before a device is added are pushed to it when it is added.
        janus = JanusTestWiring.on(onos).property("strategy", "shortest").property("idleTimeout", 0).activate();

        s1 = OvsBridge.create(1, 1, port);
        s2 = OvsBridge.create(2, 1, port);
        s1.cable(2, s2, 2);
        Eventually.within(TIMEOUT_MILLIS, "both switches available",
                          () -> onos.deviceService().getAvailableDeviceCount() == 2);
        try {
            Eventually.within(TIMEOUT_MILLIS, "the link discovered both ways",
                              () -> Iterables.size(onos.linkService().getActiveLinks()) == 2);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; flows on s1: " + s1.dumpFlows() + "; ONOS's: "
                    + Iterables.toString(onos.flowRuleService().getFlowEntries(S1)) + "; requests: "
                    + onos.packetService().getRequests() + "; ports: " + onos.deviceService().getPorts(S1)
                    + "; of ports: " + Commands.run("ovs-ofctl", "-O", "OpenFlow13", "dump-ports", s1.name())
                    + Commands.run("ovs-ofctl", "-O", "OpenFlow13", "dump-ports", s2.name()), e);
        }
    }

    @After
    public void stopTheTestbed() {
        if (janus != null) {
            janus.deactivate();
        }
        for (AutoCloseable part : new AutoCloseable[] {s1, s2}) {
            try {
                if (part != null) {
                    part.close();
                }
            } catch (Exception e) {
                // keep tearing down
            }
        }
        if (hosts != null) {
            hosts.stop();
        }
        if (links != null) {
            links.stop();
        }
        if (packets != null) {
            packets.stop();
        }
        if (flowRules != null) {
            flowRules.stop();
        }
        if (devices != null) {
            devices.stop();
        }
        if (realController != null) {
            realController.stop();
        }
        if (flowObjectives != null) {
            call(flowObjectives, "deactivate");
        }
        if (onos != null) {
            onos.stop();
        }
        scheduler.shutdown(5_000);
    }

    @Test
    public void aFlowBetweenTwoHostsIsCarriedByTheSwitchesOnJanusPath() {
        byte[] udp = startAFlowFromH1ToH2();

        RawFrames.Receiver atH2 = RawFrames.listen(s2.peerOf(1), Ethernet.TYPE_IPV4, 10_000);
        RawFrames.send(s1.peerOf(1), udp, 5);

        byte[] received = atH2.frame().orElseThrow(() -> new AssertionError("nothing reached h2"));
        assertEquals(udp.length, received.length);
        for (DeviceId sw : new DeviceId[] {S1, S2}) {
            Eventually.within(TIMEOUT_MILLIS, "the intent's rule on " + sw + " counts the frames",
                              () -> intentRules(sw).anyMatch(e -> e.packets() >= 5));
        }
        assertTrue(s1.dumpFlows().stream().anyMatch(f -> f.contains("nw_dst=10.99.0.2")));
    }

    @Test
    public void aPortBroughtDownTakesItsLinkAwayAndBackUpBringsItBack() {
        ConnectPoint uplink = new ConnectPoint(S1, PortNumber.portNumber(2));

        devices.changePortState(S1, uplink.port(), false);

        Eventually.within(TIMEOUT_MILLIS, "the port disabled in ONOS",
                          () -> !onos.deviceService().getPort(uplink).isEnabled());
        Eventually.within(TIMEOUT_MILLIS, "the link gone both ways",
                          () -> Iterables.isEmpty(onos.linkService().getActiveLinks()));

        devices.changePortState(S1, uplink.port(), true);

        Eventually.within(TIMEOUT_MILLIS, "the link rediscovered both ways",
                          () -> Iterables.size(onos.linkService().getActiveLinks()) == 2);
    }

    /** Both hosts announce themselves (ARP), then h1 sends its first UDP frame to h2: Janus's intent is installed. */
    private byte[] startAFlowFromH1ToH2() {
        RawFrames.send(s1.peerOf(1), TestPackets.arpRequest(H1, "10.99.0.1", "10.99.0.2").serialize(), 1);
        RawFrames.send(s2.peerOf(1), TestPackets.arpRequest(H2, "10.99.0.2", "10.99.0.1").serialize(), 1);
        Eventually.within(TIMEOUT_MILLIS, "both hosts learned", () -> onos.hostService().getHostCount() == 2);

        byte[] udp = TestPackets.ipv4(H1, H2, "10.99.0.1", "10.99.0.2", IPv4.PROTOCOL_UDP, 33000, 4791).serialize();
        RawFrames.send(s1.peerOf(1), udp, 1);
        ApplicationId janusApp = onos.coreService().getAppId(JanusManager.APP_NAME);
        try {
            Eventually.within(TIMEOUT_MILLIS, "Janus's intent installed", () -> {
                Iterable<Intent> intents = onos.intentService().getIntentsByAppId(janusApp);
                return Iterables.size(intents) == 1
                        && onos.intentService().getIntentState(intents.iterator().next().key()) == IntentState.INSTALLED;
            });
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; intents: "
                    + Iterables.toString(onos.intentService().getIntentsByAppId(janusApp)) + "; Janus: "
                    + janus.statistics() + "; hosts: " + Iterables.toString(onos.hostService().getHosts())
                    + "; flows on s1: " + s1.dumpFlows() + "; ONOS's: "
                    + Iterables.toString(onos.flowRuleService().getFlowEntries(S1)) + "; requests: "
                    + onos.packetService().getRequests(), e);
        }
        return udp;
    }

    @Test
    public void anIdleFlowIsWithdrawnFromTheSwitches() {
        JanusTestWiring.modify(janus, java.util.Map.of("idleTimeout", 2, "statsPollInterval", 1));
        startAFlowFromH1ToH2();
        assertTrue(s1.dumpFlows().stream().anyMatch(f -> f.contains("nw_dst=10.99.0.2")));

        // Idle timeout, plus a Janus poll, plus a flow-stats poll, plus the withdrawal's round trips.
        Eventually.within(TIMEOUT_MILLIS, "the idle flow's rules gone from both switches",
                          () -> s1.dumpFlows().stream().noneMatch(f -> f.contains("nw_dst=10.99.0.2"))
                                  && s2.dumpFlows().stream().noneMatch(f -> f.contains("nw_dst=10.99.0.2")));
        assertEquals(1, janus.statistics().idleWithdrawals());
    }

    private java.util.stream.Stream<FlowEntry> intentRules(DeviceId sw) {
        short intentApp = onos.coreService().registerApplication("org.onosproject.net.intent").id();
        return StreamSupport.stream(onos.flowRuleService().getFlowEntries(sw).spliterator(), false)
                .filter(e -> e.appId() == intentApp);
    }

    /** Only one provider may serve the {@code of} scheme: the emulated switches leave it to ours. */
    private static void detachEmulatedSwitches(EmulatedSwitches switches) throws Exception {
        Method unregister = EmulatedSwitches.class.getDeclaredMethod("unregister");
        unregister.setAccessible(true);
        unregister.invoke(switches);
    }

    /**
     * ONOS's real FlowObjectiveManager, with the ovs driver's pipeliner (a single table) and an
     * in-memory store that holds no next objectives (packet requests need none).
     */
    private static FlowObjectiveManager startFlowObjectives(EmbeddedOnos onos) throws Exception {
        FlowObjectiveManager manager = new FlowObjectiveManager();
        FlowObjectiveStore store = (FlowObjectiveStore) Proxy.newProxyInstance(
                FlowObjectiveStore.class.getClassLoader(), new Class<?>[] {FlowObjectiveStore.class},
                (proxy, method, args) -> method.getReturnType() == int.class ? 0
                        : method.getReturnType() == boolean.class ? false
                        : method.getReturnType() == java.util.Map.class ? java.util.Map.of() : null);
        set(manager, "driverService", new OnosOpenFlowDrivers());
        set(manager, "deviceService", onos.deviceService());
        set(manager, "clusterService", onos.clusterService());
        set(manager, "flowRuleService", onos.flowRuleService());
        set(manager, "groupService", new GroupServiceAdapter());
        set(manager, "flowObjectiveStore", store);
        set(manager, "cfgService", onos.componentConfigService());
        set(manager, "serviceDirectory", new TestServiceDirectory()
                .add(FlowRuleService.class, onos.flowRuleService()).add(FlowObjectiveStore.class, store));
        Hashtable<String, Object> none = new Hashtable<>();
        Method activate = FlowObjectiveManager.class.getDeclaredMethod("activate",
                                                                       org.osgi.service.component.ComponentContext.class);
        activate.setAccessible(true);
        activate.invoke(manager, new ComponentContextAdapter() {
            @Override
            public Dictionary getProperties() {
                return none;
            }
        });
        return manager;
    }

    private static void set(Object target, String name, Object value) throws ReflectiveOperationException {
        for (Class<?> c = target.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField(name);
                field.setAccessible(true);
                field.set(target, value);
                return;
            } catch (NoSuchFieldException e) {
                // look in the superclass
            }
        }
        throw new NoSuchFieldException(target.getClass().getName() + "." + name);
    }

    private static void call(Object target, String method) {
        try {
            Method m = target.getClass().getDeclaredMethod(method);
            m.setAccessible(true);
            m.invoke(target);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call " + method + " on " + target, e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free TCP port", e);
        }
    }
}
