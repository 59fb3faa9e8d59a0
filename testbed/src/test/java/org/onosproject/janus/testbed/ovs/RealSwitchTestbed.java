package org.onosproject.janus.testbed.ovs;

import org.onlab.osgi.ComponentContextAdapter;
import org.onlab.osgi.TestServiceDirectory;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.EmulatedSwitches;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.testbed.discovery.HostDiscovery;
import org.onosproject.janus.testbed.discovery.LinkDiscovery;
import org.onosproject.janus.testbed.provider.SwitchDeviceProvider;
import org.onosproject.janus.testbed.provider.SwitchFlowRuleProvider;
import org.onosproject.janus.testbed.provider.SwitchPacketProvider;
import org.onosproject.net.device.DeviceProviderRegistry;
import org.onosproject.net.flow.FlowRuleProviderRegistry;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.flowobjective.FlowObjectiveStore;
import org.onosproject.net.flowobjective.impl.FlowObjectiveManager;
import org.onosproject.net.group.GroupServiceAdapter;
import org.onosproject.net.host.HostProviderRegistry;
import org.onosproject.net.link.LinkProviderRegistry;
import org.onosproject.net.packet.PacketProviderRegistry;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.ServerSocket;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;

/**
 * The controller side of the testbed in one JVM: the embedded ONOS core with its emulated
 * switches detached, ONOS's real FlowObjectiveManager behind the PacketManager (so that packet
 * requests become punt rules on the switches), ONOS's real OpenFlow controller on a free port, the
 * testbed's providers and discovery (1 s polls and probes), and the real Janus. Switches are then
 * pointed at {@link #openFlowPort()}. {@link #stop()} stops everything it started, in reverse.
 * <p>
 * Janus is started before any switch connects: the embedded core's SimplePacketStore pushes a
 * packet request to the devices already there only if another request with the same selector came
 * before it; requests made before a device is added are pushed to it when it is added.
 */
public final class RealSwitchTestbed {

    private static final int POLL_SECONDS = 1;
    private static final long PROBE_MILLIS = 1_000;

    private final Deque<Runnable> stopActions = new ArrayDeque<>();
    private final ExecutorScheduler scheduler = new ExecutorScheduler("testbed");
    private EmbeddedOnos onos;
    private JanusManager janus;
    private SwitchDeviceProvider devices;
    private int openFlowPort;

    private RealSwitchTestbed() {
    }

    /** Starts the testbed with Janus's component properties {@code janusProperties}. */
    public static RealSwitchTestbed start(Map<String, ?> janusProperties) {
        RealSwitchTestbed testbed = new RealSwitchTestbed();
        try {
            testbed.startAll(janusProperties);
        } catch (Exception e) {
            testbed.stop();
            throw new IllegalStateException("cannot start the testbed", e);
        }
        return testbed;
    }

    private void startAll(Map<String, ?> janusProperties) throws Exception {
        stopActions.push(() -> scheduler.shutdown(5_000));
        onos = EmbeddedOnos.start();
        stopActions.push(onos::stop);
        detachEmulatedSwitches(onos.switches());
        FlowObjectiveManager flowObjectives = startFlowObjectives(onos);
        stopActions.push(() -> call(flowObjectives, "deactivate"));
        set(onos.packetService(), "objectiveService", flowObjectives);
        set(onos.packetService(), "driverService", new OnosOpenFlowDrivers());

        openFlowPort = freePort();
        RealOpenFlowController controller = RealOpenFlowController.start(openFlowPort, 2);
        stopActions.push(controller::stop);
        devices = new SwitchDeviceProvider(controller.controller(), (DeviceProviderRegistry) onos.deviceService(),
                                           scheduler, POLL_SECONDS);
        SwitchFlowRuleProvider flowRules = new SwitchFlowRuleProvider(
                controller.controller(), (FlowRuleProviderRegistry) onos.flowRuleService(), scheduler, POLL_SECONDS);
        SwitchPacketProvider packets = new SwitchPacketProvider(controller.controller(),
                                                                (PacketProviderRegistry) onos.packetService());
        ApplicationId appId = onos.coreService().registerApplication("org.onosproject.janus.testbed");
        LinkDiscovery links = new LinkDiscovery(onos.deviceService(), onos.packetService(),
                                                (LinkProviderRegistry) onos.linkService(), scheduler, appId,
                                                PROBE_MILLIS);
        HostDiscovery hosts = new HostDiscovery(onos.linkService(), onos.packetService(),
                                                (HostProviderRegistry) onos.hostService(), scheduler, appId);
        devices.start();
        stopActions.push(devices::stop);
        flowRules.start();
        stopActions.push(flowRules::stop);
        packets.start();
        stopActions.push(packets::stop);
        links.start();
        stopActions.push(links::stop);
        hosts.start();
        stopActions.push(hosts::stop);

        JanusTestWiring wiring = JanusTestWiring.on(onos);
        janusProperties.forEach(wiring::property);
        janus = wiring.activate();
        stopActions.push(janus::deactivate);
    }

    public EmbeddedOnos onos() {
        return onos;
    }

    public JanusManager janus() {
        return janus;
    }

    /** The device provider, e.g. to bring a switch port down or up. */
    public SwitchDeviceProvider devices() {
        return devices;
    }

    /** Where ONOS's OpenFlow controller listens on 127.0.0.1. */
    public int openFlowPort() {
        return openFlowPort;
    }

    /** Stops what was started, last first; safe to call more than once. */
    public void stop() {
        while (!stopActions.isEmpty()) {
            try {
                stopActions.pop().run();
            } catch (RuntimeException e) {
                // keep stopping the rest
            }
        }
    }

    /** Only one provider may serve the {@code of} scheme: the emulated switches leave it to ours. */
    private static void detachEmulatedSwitches(EmulatedSwitches switches) throws ReflectiveOperationException {
        Method unregister = EmulatedSwitches.class.getDeclaredMethod("unregister");
        unregister.setAccessible(true);
        unregister.invoke(switches);
    }

    /**
     * ONOS's real FlowObjectiveManager, with the ovs driver's pipeliner (a single table) and an
     * in-memory store that holds no next objectives (packet requests need none).
     */
    private static FlowObjectiveManager startFlowObjectives(EmbeddedOnos onos) throws ReflectiveOperationException {
        FlowObjectiveManager manager = new FlowObjectiveManager();
        FlowObjectiveStore store = (FlowObjectiveStore) Proxy.newProxyInstance(
                FlowObjectiveStore.class.getClassLoader(), new Class<?>[] {FlowObjectiveStore.class},
                (proxy, method, args) -> method.getReturnType() == int.class ? 0
                        : method.getReturnType() == boolean.class ? false
                        : method.getReturnType() == Map.class ? Map.of() : null);
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
        Method activate = FlowObjectiveManager.class.getDeclaredMethod(
                "activate", org.osgi.service.component.ComponentContext.class);
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
