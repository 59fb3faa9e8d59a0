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
package org.onosproject.janus.testbed.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.testbed.controller.TestbedController;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;
import org.onosproject.janus.testbed.mininet.OvsFlow;
import org.onosproject.janus.testbed.mininet.OvsFlowTable;
import org.onosproject.janus.testbed.mininet.PathReadback;
import org.onosproject.net.Link;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;

/**
 * One strategy's testbed: a fresh controller (embedded ONOS core, ONOS's OpenFlow controller, the
 * providers, the real Janus with {@code strategy}) and a fresh Mininet k=4 fat-tree pointed at it, with
 * every switch connected, every fabric link discovered and every host learned before it is handed out.
 * {@link #close()} deactivates Janus, stops the network, then the controller.
 */
public final class TestbedSession implements AutoCloseable {

    /** Seconds between the providers' port/flow statistics polls and LLDP probes. */
    public static final int POLL_SECONDS = 1;
    /** Janus's statistics poll interval in the testbed, seconds. */
    public static final int JANUS_POLL_SECONDS = 2;
    private static final int K = 4;

    private final String strategy;
    private final TestbedController controller;
    private final MininetFatTree mininet;
    private final PrintStream log;
    private final long startedMillis = System.currentTimeMillis();

    private TestbedSession(String strategy, TestbedController controller, MininetFatTree mininet, PrintStream log) {
        this.strategy = strategy;
        this.controller = controller;
        this.mininet = mininet;
        this.log = log;
    }

    /**
     * Starts the controller and the network and waits until ONOS sees all of it.
     *
     * @throws TestbedController.PortInUseException when the OpenFlow port is taken
     * @throws MininetFatTree.MininetException        when Mininet does not start
     * @throws DiscoveryException                     when switches, links or hosts do not all show up
     */
    public static TestbedSession open(String strategy, TestbedOptions options, Path workdir, PrintStream log) {
        Map<String, Object> janus = ImmutableMap.of("strategy", strategy,
                "idleTimeout", options.idleTimeoutSeconds(),
                "statsPollInterval", JANUS_POLL_SECONDS,
                "defaultLinkCapacityMbps", Math.max(1L, Math.round(options.linkMbps())));
        long t0 = System.currentTimeMillis();
        TestbedController controller = TestbedController.start(options.port(), POLL_SECONDS, janus);
        MininetFatTree mininet = null;
        try {
            log.printf("  [%s] controller up on OpenFlow port %d (%.1f s); starting Mininet k=%d fat-tree, %s Mbit/s "
                    + "links%n",
                       strategy, controller.openFlowPort(), secondsSince(t0), K, options.linkMbps());
            String prefix = "j" + Integer.toHexString(ThreadLocalRandom.current().nextInt(0x100, 0x1000));
            mininet = MininetFatTree.start(K, options.linkMbps(), controller.openFlowPort(), prefix, workdir);
            TestbedSession session = new TestbedSession(strategy, controller, mininet, log);
            session.awaitDiscovery(t0);
            return session;
        } catch (RuntimeException e) {
            if (mininet != null) {
                mininet.close();
            }
            controller.stop();
            throw e;
        }
    }

    private void awaitDiscovery(long t0) {
        FabricLayout layout = mininet.layout();
        int switches = layout.switches().size();
        waitFor(60_000, () -> controller.onos().deviceService().getAvailableDeviceCount() >= switches,
                () -> "only " + controller.onos().deviceService().getAvailableDeviceCount() + " of " + switches
                        + " switches connected to the controller on port " + controller.openFlowPort());
        log.printf("  [%s] %d switches connected (%.1f s)%n", strategy, switches, secondsSince(t0));
        int links = layout.directedFabricLinks();
        waitFor(60_000, () -> controller.onos().linkService().getLinkCount() >= links,
                () -> "only " + controller.onos().linkService().getLinkCount() + " of " + links
                        + " links discovered by LLDP");
        log.printf("  [%s] %d links discovered (%.1f s)%n", strategy, links, secondsSince(t0));
        int hosts = layout.hosts().size();
        for (int attempt = 0; attempt < 3 && controller.onos().hostService().getHostCount() < hosts; attempt++) {
            // An ARP for an address nobody has: each host is learned from its request, no intent is made.
            List<MininetFatTree.Spawned> arps = new ArrayList<>();
            for (FabricLayout.Host h : layout.hosts()) {
                arps.add(mininet.spawn(h.label, "ping -c 1 -W 1 10.255.255.254 >/dev/null 2>&1", Map.of()));
            }
            arps.forEach(p -> mininet.await(p, 10_000));
            waitFor(5_000, () -> controller.onos().hostService().getHostCount() >= hosts, null);
        }
        waitFor(1, () -> controller.onos().hostService().getHostCount() >= hosts,
                () -> "only " + controller.onos().hostService().getHostCount() + " of " + hosts + " hosts learned");
        log.printf("  [%s] %d hosts learned (%.1f s)%n", strategy, hosts, secondsSince(t0));
    }

    public String strategy() {
        return strategy;
    }

    public TestbedController controller() {
        return controller;
    }

    public JanusService janus() {
        return controller.janus();
    }

    public MininetFatTree mininet() {
        return mininet;
    }

    public FabricLayout layout() {
        return mininet.layout();
    }

    public PrintStream log() {
        return log;
    }

    /** Every bridge's flow entries, by bridge name. */
    public Map<String, List<OvsFlow>> dumpAll() {
        Map<String, List<OvsFlow>> flows = new LinkedHashMap<>();
        for (FabricLayout.Switch s : layout().switches()) {
            flows.put(s.name, OvsFlowTable.dump(s.name));
        }
        return flows;
    }

    /** How many entries that forward to a port (intent rules) the switches hold. */
    public static long forwardingEntries(Map<String, List<OvsFlow>> flows) {
        return flows.values().stream().flatMap(List::stream).filter(OvsFlow::forwards).count();
    }

    /** Janus's path for the flow from host {@code src} to host {@code dst} (IPv4), if it has one. */
    public Optional<JanusPath> pathOf(FabricLayout.Host src, FabricLayout.Host dst) {
        return janus().paths().stream()
                .filter(p -> p.flow().srcIp().toString().equals(src.ip) && p.flow().dstIp().toString().equals(dst.ip))
                .findFirst();
    }

    /** The bridges of a Janus path, in order (the source's edge switch alone when the path has no link). */
    public List<String> bridgesOf(JanusPath path) {
        ImmutableList.Builder<String> bridges = ImmutableList.builder();
        if (path.links().isEmpty()) {
            bridges.add(layout().hostByIp(path.flow().srcIp().toString()).map(h -> h.edge).orElse("?"));
            return bridges.build();
        }
        bridges.add(bridge(path.links().get(0).src().deviceId().toString()));
        for (Link l : path.links()) {
            bridges.add(bridge(l.dst().deviceId().toString()));
        }
        return bridges.build();
    }

    /** The bridge name of an ONOS device id, or the id itself when it is not one of ours. */
    public String bridge(String deviceId) {
        return layout().switchNamed(deviceId).map(s -> s.name).orElse(deviceId);
    }

    /** A path as short labels ({@code e1 > a1 > c1 > a7 > e8}). */
    public String labels(List<String> bridges) {
        List<String> labels = new ArrayList<>();
        for (String b : bridges) {
            labels.add(layout().switchNamed(b).map(s -> s.label).orElse(b));
        }
        return String.join(">", labels);
    }

    /** Follows Janus's flow through the switches' forwarding entries. */
    public PathReadback.Walk readBack(JanusPath path, Map<String, List<OvsFlow>> flows) {
        FabricLayout.Host src = layout().hostByIp(path.flow().srcIp().toString()).orElseThrow();
        FabricLayout.Host dst = layout().hostByIp(path.flow().dstIp().toString()).orElseThrow();
        return PathReadback.follow(layout(), src, dst, header(path.flow()), flows, OvsFlow::forwards);
    }

    private static Map<String, String> header(FlowKey flow) {
        if (flow.isHostPair()) {
            return Map.of("nw_proto", "1");
        }
        return Map.of("nw_proto", String.valueOf(flow.protocol() & 0xff), "tp_src", String.valueOf(flow.srcPort()),
                      "tp_dst", String.valueOf(flow.dstPort()));
    }

    /** Pings every host from every other once. */
    public JsonNode pingAll() {
        return mininet.pingAll(3);
    }

    /** Waits until {@code done}, polling every 200 ms; false when {@code timeoutMillis} passed first. */
    public static boolean poll(long timeoutMillis, BooleanSupplier done) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                return false;
            }
            sleep(200);
        }
        return true;
    }

    private static void waitFor(long timeoutMillis, BooleanSupplier done, java.util.function.Supplier<String> failure) {
        if (!poll(timeoutMillis, done) && failure != null) {
            throw new DiscoveryException(failure.get());
        }
    }

    public static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static double secondsSince(long t0) {
        return (System.currentTimeMillis() - t0) / 1000.0;
    }

    /** Seconds since the session started. */
    public double age() {
        return secondsSince(startedMillis);
    }

    /** Deactivates Janus while the switches are still there (its rules go with it), then stops the rest. */
    @Override
    public void close() {
        try {
            controller.stopJanus();
        } catch (RuntimeException e) {
            log.println("  [" + strategy + "] Janus did not deactivate cleanly: " + e.getMessage());
        }
        try {
            mininet.close();
        } finally {
            controller.stop();
        }
    }

    /** The controller did not see the whole network. */
    public static final class DiscoveryException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        public DiscoveryException(String message) {
            super(message);
        }
    }
}
