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
package org.onosproject.janus.web;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Iterables;
import com.google.common.collect.Maps;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.ServiceDirectory;
import org.onlab.osgi.TestServiceDirectory;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cfg.impl.ComponentConfigManager;
import org.onosproject.codec.CodecService;
import org.onosproject.codec.impl.CodecManager;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.impl.JanusCodecRegistrator;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.store.trivial.SimpleComponentConfigStore;
import org.osgi.service.cm.Configuration;
import org.osgi.service.cm.ConfigurationAdmin;

import java.lang.reflect.Proxy;
import java.util.Dictionary;
import java.util.Enumeration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * The real Janus (JanusManager) on the embedded ONOS core with a k=4 fat-tree (1 Gbit/s links), on
 * virtual time; ONOS's real component configuration manager in front of it, whose configuration-admin
 * updates (the OSGi edge) are handed to Janus as the service component runtime would; ONOS's codec
 * manager with Janus's codecs. {@link #services()} is what the REST resources and GUI see.
 */
final class RunningJanus implements AutoCloseable {

    static final long START_MILLIS = 1_000_000L;
    static final int POLL_SECONDS = 5;

    final FatTree fatTree = FatTree.build(4, 2, 1000);
    final ManualScheduler clock = new ManualScheduler(START_MILLIS);
    final EmbeddedOnos onos;
    final ComponentConfigManager config = new ComponentConfigManager();
    final CodecManager codecs = new CodecManager();
    final JanusManager janus;
    private final BlockingQueue<Map<String, Object>> deliveredUpdates = new LinkedBlockingQueue<>();
    private final Map<ConnectPoint, Long> portBytes = new HashMap<>();
    /** The component configuration updates go to, once activated. */
    private volatile JanusManager component;

    RunningJanus() {
        JanusManager started;
        onos = EmbeddedOnos.start();
        try {
            started = start();
        } catch (RuntimeException | Error e) {
            onos.stop();
            throw e;
        }
        janus = started;
    }

    private JanusManager start() {
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();

        TestUtils.setField(config, "store", new SimpleComponentConfigStore());
        TestUtils.setField(config, "cfgAdmin", configAdmin());
        config.activate();

        JanusManager started = JanusTestWiring.on(onos).componentConfigService(config)
                .scheduler(clock)
                .activate();

        codecs.activate();
        JanusCodecRegistrator registrator = new JanusCodecRegistrator();
        TestUtils.setField(registrator, "codecService", codecs);
        registrator.activate();
        component = started;
        // Configured as an operator would, so ONOS's configuration service and Janus agree.
        config.setProperty(JanusManager.class.getName(), "strategy", "shortest");
        config.setProperty(JanusManager.class.getName(), "statsPollInterval", Integer.toString(POLL_SECONDS));
        awaitConfig(started, "shortest");
        deliveredUpdates.clear();
        return started;
    }

    private void awaitConfig(JanusManager started, String strategy) {
        try {
            while (!started.activeStrategy().equals(strategy)) {
                awaitConfigDelivery();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The services REST resources look up. */
    ServiceDirectory services() {
        return new TestServiceDirectory()
                .add(JanusService.class, janus)
                .add(ComponentConfigService.class, config)
                .add(CodecService.class, codecs);
    }

    Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    /** Sends the first TCP packet of a flow into the fabric and returns the path Janus provisions. */
    JanusPath provision(Host src, Host dst) {
        List<String> before = keys();
        onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                         dst.ip().toString(), 40000, 5001));
        onos.awaitQuiescent();
        return janus.paths().stream().filter(p -> !before.contains(p.intentKey()))
                .findFirst().orElseThrow(() -> new AssertionError("Janus provisioned no path"));
    }

    private List<String> keys() {
        return janus.paths().stream().map(JanusPath::intentKey).collect(ImmutableList.toImmutableList());
    }

    /** Some fabric link whose source is {@code device}'s port {@code port}. */
    Link linkFrom(ConnectPoint src) {
        return Iterables.getOnlyElement(onos.linkService().getEgressLinks(src));
    }

    /**
     * Makes the switches report {@code bytesPerSecond} sent on each given port for one polling interval,
     * then lets one interval pass so Janus's link monitor samples it.
     */
    void load(Map<ConnectPoint, Long> bytesPerSecond) {
        long start = clock.nowMillis();
        long end = start + POLL_SECONDS * 1000L;
        Map<ConnectPoint, Long> before = new HashMap<>();
        bytesPerSecond.forEach((port, rate) -> {
            long total = portBytes.getOrDefault(port, 0L);
            before.put(port, total);
            portBytes.put(port, total + rate * POLL_SECONDS);
        });
        // A switch reports all its ports in one reply; ONOS keeps only the ports of the latest reply.
        push(before, start);
        push(Maps.filterKeys(portBytes, bytesPerSecond::containsKey), end);
        onos.awaitQuiescent();
        clock.advance(POLL_SECONDS * 1000L);
        onos.awaitQuiescent();
    }

    private void push(Map<ConnectPoint, Long> txBytes, long atMillis) {
        Map<DeviceId, List<PortStatistics>> byDevice = new HashMap<>();
        txBytes.forEach((port, bytes) -> byDevice.computeIfAbsent(port.deviceId(), d -> new ArrayList<>()).add(
                DefaultPortStatistics.builder().setDeviceId(port.deviceId()).setPort(port.port())
                        .setBytesSent(bytes).setPacketsSent(bytes / 1000)
                        .setDurationSec(atMillis / 1000).setDurationNano((atMillis % 1000) * 1_000_000)
                        .build()));
        byDevice.forEach((device, stats) -> onos.switches().updatePortStatistics(device, stats));
    }

    /**
     * Waits until ONOS's configuration manager has handed a change to Janus (it batches changes on a
     * timer of its own, as in ONOS) and returns the properties delivered.
     *
     * @throws InterruptedException if interrupted while waiting
     */
    Map<String, Object> awaitConfigDelivery() throws InterruptedException {
        Map<String, Object> update = deliveredUpdates.poll(30, TimeUnit.SECONDS);
        if (update == null) {
            throw new AssertionError("ONOS never delivered the configuration change to Janus");
        }
        return update;
    }

    /** The OSGi configuration admin: hands each component update to Janus, as SCR calls @Modified. */
    private ConfigurationAdmin configAdmin() {
        Map<String, Object> current = new HashMap<>();
        Configuration configuration = (Configuration) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[]{Configuration.class}, (proxy, method, args) -> {
                    if ("getProperties".equals(method.getName())) {
                        return current.isEmpty() ? null : new Hashtable<>(current);
                    }
                    if ("update".equals(method.getName()) && args != null && args.length == 1) {
                        Map<String, Object> values = toMap((Dictionary<?, ?>) args[0]);
                        current.clear();
                        current.putAll(values);
                        JanusTestWiring.modify(component, values);
                        deliveredUpdates.add(values);
                        return null;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        return (ConfigurationAdmin) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[]{ConfigurationAdmin.class}, (proxy, method, args) -> {
                    if ("getConfiguration".equals(method.getName())
                            && JanusManager.class.getName().equals(args[0])) {
                        return configuration;
                    }
                    throw new UnsupportedOperationException(method.getName() + " " + args[0]);
                });
    }

    private static Map<String, Object> toMap(Dictionary<?, ?> dictionary) {
        Map<String, Object> map = new HashMap<>();
        Enumeration<?> keys = dictionary.keys();
        while (keys.hasMoreElements()) {
            Object key = keys.nextElement();
            map.put(key.toString(), dictionary.get(key));
        }
        return map;
    }

    @Override
    public void close() {
        if (janus != null) {
            janus.deactivate();
        }
        config.deactivate();
        onos.stop();
    }
}
