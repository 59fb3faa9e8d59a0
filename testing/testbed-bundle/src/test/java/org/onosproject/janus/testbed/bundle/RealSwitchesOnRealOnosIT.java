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
package org.onosproject.janus.testbed.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.FixMethodOrder;
import org.junit.Test;
import org.junit.runners.MethodSorters;
import org.onosproject.janus.onoskaraf.KarafOnos;
import org.onosproject.janus.onoskaraf.KarafOnosOptions;
import org.onosproject.janus.onoskaraf.OnosView;
import org.onosproject.janus.testbed.bundle.fabric.OpenFlowPort;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;
import org.onosproject.janus.testbed.mininet.OvsFlow;
import org.onosproject.janus.testbed.mininet.OvsFlowTable;
import org.onosproject.janus.testbed.mininet.PathReadback;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.onosproject.janus.onoskaraf.Polling.withinSeconds;

/**
 * Janus as an operator deploys it, over real switches: a real ONOS 2.5.6 in Karaf (testing/onos-karaf) with
 * ONOS's own OpenFlow controller bundle and the testbed's providers as a bundle (this module), Janus's
 * .oar installed through ONOS's REST API, and a Mininet k=4 fat-tree of Open vSwitch bridges on the
 * controller's port. One Karaf and one fabric for the class; the steps run in their order (the last two
 * take the providers and then the fabric away). Needs root, Open vSwitch running, Mininet and iperf3
 * ({@code .ci/run} installs them); without them the class fails, naming what is missing.
 */
@FixMethodOrder(MethodSorters.NAME_ASCENDING)
public class RealSwitchesOnRealOnosIT {

    private static final String JANUS = "org.onosproject.janus";
    private static final String JANUS_COMPONENT = "org.onosproject.janus.impl.JanusManager";
    private static final String PROVIDERS_BUNDLE = "org.onosproject.janus-testbed-bundle";
    private static final int SWITCHES = 20;
    private static final int DIRECTED_LINKS = 64;
    private static final int HOSTS = 16;
    private static final int IDLE_TIMEOUT_SECONDS = 5;
    private static final int JANUS_POLL_SECONDS = 2;

    private static KarafOnos onos;
    private static OnosView view;
    private static MininetFatTree fabric;

    @BeforeClass
    public static void startOnosAndFabric() throws IOException {
        requireDataPlane();
        Path runs = Paths.get(System.getProperty("janus.onos.runs", "target/onos-runs"));
        Files.createDirectories(runs);
        Path run = Files.createTempDirectory(runs.toAbsolutePath(), "real-switches-");
        Path bundle = Paths.get(System.getProperty("janus.testbed.bundle"));
        onos = KarafOnos.startAndWait(KarafOnosOptions.builder(run.resolve("onos"))
                .bootTimeout(Duration.ofSeconds(240))
                .bootBundle("mvn:org.onosproject/onos-protocols-openflow-ctl/2.5.6")
                .bootBundle(bundle)
                .build());
        view = new OnosView(onos);
        int port = onos.ports().openflow();
        OpenFlowPort.use(onos, port, 60);

        onos.installOar(Paths.get(System.getProperty("janus.oar"))).requireSuccess();
        assertTrue("Janus never became ACTIVE", withinSeconds(60, () -> "ACTIVE".equals(onos.appState(JANUS))));
        onos.shell("cfg set " + JANUS_COMPONENT + " strategy luar",
                   "cfg set " + JANUS_COMPONENT + " idleTimeout " + IDLE_TIMEOUT_SECONDS,
                   "cfg set " + JANUS_COMPONENT + " statsPollInterval " + JANUS_POLL_SECONDS);

        String prefix = "j" + UUID.randomUUID().toString().substring(0, 5);
        fabric = MininetFatTree.start(4, 10.0, port, prefix, run.resolve("mininet"));
    }

    @AfterClass
    public static void stopEverything() {
        if (fabric != null) {
            fabric.close();
        }
        if (onos != null) {
            onos.close();
        }
    }

    @Test
    public void step1OnosDiscoversTheWholeFabric() {
        assertTrue("20 switches and 64 links: saw " + view.availableDevices() + " and " + view.links(),
                   withinSeconds(60, () -> view.availableDevices() == SWITCHES && view.links() == DIRECTED_LINKS));
    }

    @Test
    public void step2PingallLosesNothingWithJanusProvisioningOnLuar() {
        JsonNode ping = fabric.pingAll(5);

        assertEquals("lost: " + ping.get("failures"), ping.get("sent").asInt(), ping.get("received").asInt());
        assertEquals(240, ping.get("sent").asInt());
        assertTrue("16 hosts: saw " + view.hosts(), withinSeconds(10, () -> view.hosts() == HOSTS));
        assertThat(view.intentsOf(JANUS), not(empty()));
        assertTrue(janusPaths().findValuesAsText("strategy").stream().allMatch("luar"::equals));
    }

    @Test
    public void step3AFlowBetweenPodsIsCarriedOnThePathJanusReports() {
        FabricLayout.Host h1 = host("h1");
        FabricLayout.Host h16 = host("h16");
        MininetFatTree.Spawned server = fabric.spawn("h16", "iperf3 -s -1", Map.of());
        sleep(1_000);
        MininetFatTree.Spawned client = fabric.spawn("h1", "iperf3 -u -b 5M -t 6 -c " + h16.ip, Map.of());
        try {
            assertTrue("Janus never reported a path for h1 -> h16",
                       withinSeconds(10, () -> pathOf(h1, h16).isPresent()));
            JsonNode path = pathOf(h1, h16).get();
            List<String> expected = bridgesOf(path, h1);
            PathReadback.Walk walk = readBack(h1, h16);

            assertTrue("h1 -> h16 not delivered on the switches: " + walk, walk.delivered);
            assertEquals(expected, walk.switches);
            assertEquals("a path between pods crosses 5 switches", 5, expected.size());
        } finally {
            fabric.await(client, 30_000);
            fabric.await(server, 10_000);
        }
    }

    @Test
    public void step4TheFlowsRulesLeaveTheSwitchesWithinIdleTimeoutAndAPoll() {
        FabricLayout.Host h1 = host("h1");
        FabricLayout.Host h16 = host("h16");
        long[] lastActive = {0};
        boolean gone = withinSeconds(IDLE_TIMEOUT_SECONDS + JANUS_POLL_SECONDS + 30, () -> {
            pathOf(h1, h16).ifPresent(p -> lastActive[0] = Math.max(lastActive[0], p.get("lastActiveMillis").asLong()));
            return !readBack(h1, h16).delivered;
        });
        double afterActive = (System.currentTimeMillis() - lastActive[0]) / 1e3;

        assertTrue("h1 -> h16's rules never left the switches", gone);
        assertTrue("Janus's path of h1 -> h16 was already gone when the wait began", lastActive[0] > 0);
        // idle timeout + Janus's poll, + 2 s for the providers' flow-statistics poll and the removal's round trips
        assertThat(afterActive, lessThanOrEqualTo(IDLE_TIMEOUT_SECONDS + JANUS_POLL_SECONDS + 2.0));
    }

    @Test
    public void step5AFailedLinkUnderTrafficIsReroutedByJanus() {
        FabricLayout.Host h1 = host("h1");
        FabricLayout.Host h16 = host("h16");
        MininetFatTree.Spawned ping = fabric.spawn("h1", "ping -c 120 -i 0.1 -W 1 " + h16.ip, Map.of());
        String a = null;
        String b = null;
        try {
            assertTrue(withinSeconds(10, () -> pathOf(h1, h16).isPresent()));
            JsonNode cut = pathOf(h1, h16).get().get("links").get(1);   // aggregation -> core
            a = bridge(cut.get("src").asText());
            b = bridge(cut.get("dst").asText());
            String failedA = a;
            String failedB = b;
            fabric.link(a, b, false);

            // 60 s, not 20: once, on a machine loaded by two lab JVMs, the reroute had not shown after 20 s.
            assertTrue("Janus's path still uses " + a + "-" + b, withinSeconds(60, () -> pathOf(h1, h16)
                    .map(p -> !uses(p, failedA, failedB)).orElse(false)));
            // The switches follow Janus's record once ONOS has installed the moved intent and removed the old
            // rules: usually within 2 s, once (CI, stop 33) not yet after 2 s. A data plane that never
            // converges on Janus's path (e.g. ONOS recompiling onto a path of its own) still fails here.
            String[] last = {"nothing read"};
            boolean converged = withinSeconds(20, () -> {
                Optional<JsonNode> now = pathOf(h1, h16);
                PathReadback.Walk walk = readBack(h1, h16);
                last[0] = "Janus " + now.map(p -> bridgesOf(p, h1)).orElse(List.of()) + ", switches " + walk;
                return now.isPresent() && walk.delivered && bridgesOf(now.get(), h1).equals(walk.switches);
            });
            assertTrue("the switches never carried Janus's rerouted path; last read: " + last[0], converged);
        } finally {
            if (a != null) {
                fabric.link(a, b, true);
            }
            fabric.await(ping, 30_000);
        }
    }

    @Test
    public void step6DeactivatingJanusLeavesNoRuleOnAnySwitch() {
        fabric.pingAll(5);
        assertTrue("no intent rule on the switches before deactivation", forwardingEntries(dumpAll()) > 0);

        onos.deactivateApp(JANUS).requireSuccess();

        assertTrue("Janus's rules left: " + forwardingEntries(dumpAll()),
                   withinSeconds(20, () -> forwardingEntries(dumpAll()) == 0 && ipv4Punts(dumpAll()) == 0));
        assertThat(view.intentsOf(JANUS), empty());
    }

    @Test
    public void step7ProvidersThatStopTakeTheirDevicesAway() {
        onos.shell("bundle:stop " + PROVIDERS_BUNDLE);
        try {
            assertTrue("devices still available after the providers stopped: " + view.availableDevices(),
                       withinSeconds(5, () -> view.availableDevices() == 0));
        } finally {
            onos.shell("bundle:start " + PROVIDERS_BUNDLE);
        }
        assertTrue("the fabric never came back: " + view.availableDevices() + " devices, " + view.links() + " links",
                   withinSeconds(60, () -> view.availableDevices() == SWITCHES && view.links() == DIRECTED_LINKS));
    }

    @Test
    public void step8SwitchesThatGoAwayAndJanusDeactivatedLeaveNothingOfJanus() {
        onos.activateApp(JANUS).requireSuccess();
        assertTrue(withinSeconds(60, () -> "ACTIVE".equals(onos.appState(JANUS))));
        JsonNode ping = fabric.pingAll(5);
        assertEquals(ping.get("sent").asInt(), ping.get("received").asInt());
        assertThat("live Janus intents when the fabric stops", view.intentsOf(JANUS), not(empty()));

        fabric.close();
        fabric = null;
        assertTrue("devices still available after the fabric stopped: " + view.availableDevices(),
                   withinSeconds(20, () -> view.availableDevices() == 0));
        onos.deactivateApp(JANUS).requireSuccess();

        assertTrue("Janus intents left: " + view.intentStatesOf(JANUS),
                withinSeconds(30, () -> view.intentsOf(JANUS).isEmpty()));
        assertEquals(0, view.availableDevices());
    }

    // ONOS's view, through its REST API

    private static JsonNode janusPaths() {
        return onos.get("/onos/janus/paths").requireSuccess().json().get("paths");
    }

    private static Optional<JsonNode> pathOf(FabricLayout.Host src, FabricLayout.Host dst) {
        for (JsonNode p : janusPaths()) {
            if (p.get("key").asText().equals(src.ip + "-" + dst.ip)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    // The switches' view, read back with ovs-ofctl

    private static FabricLayout.Host host(String label) {
        return fabric.layout().hostByLabel(label).orElseThrow();
    }

    private static String bridge(String connectPoint) {
        String device = connectPoint.substring(0, connectPoint.lastIndexOf('/'));
        return fabric.layout().switchNamed(device).orElseThrow().name;
    }

    private static List<String> bridgesOf(JsonNode path, FabricLayout.Host src) {
        List<String> bridges = new ArrayList<>();
        JsonNode links = path.get("links");
        if (links.size() == 0) {
            bridges.add(src.edge);
            return bridges;
        }
        bridges.add(bridge(links.get(0).get("src").asText()));
        links.forEach(l -> bridges.add(bridge(l.get("dst").asText())));
        return bridges;
    }

    private static boolean uses(JsonNode path, String a, String b) {
        for (JsonNode l : path.get("links")) {
            String s = bridge(l.get("src").asText());
            String d = bridge(l.get("dst").asText());
            if (s.equals(a) && d.equals(b) || s.equals(b) && d.equals(a)) {
                return true;
            }
        }
        return false;
    }

    private static PathReadback.Walk readBack(FabricLayout.Host src, FabricLayout.Host dst) {
        return PathReadback.follow(fabric.layout(), src, dst, Map.of("nw_proto", "17"), dumpAll(), OvsFlow::forwards);
    }

    private static Map<String, List<OvsFlow>> dumpAll() {
        Map<String, List<OvsFlow>> flows = new LinkedHashMap<>();
        for (FabricLayout.Switch s : fabric.layout().switches()) {
            flows.put(s.name, OvsFlowTable.dump(s.name));
        }
        return flows;
    }

    private static long forwardingEntries(Map<String, List<OvsFlow>> flows) {
        return flows.values().stream().flatMap(List::stream).filter(OvsFlow::forwards).count();
    }

    private static long ipv4Punts(Map<String, List<OvsFlow>> flows) {
        return flows.values().stream().flatMap(List::stream)
                .filter(f -> !f.forwards() && (f.match().containsKey("ip")
                        || "0x0800".equalsIgnoreCase(f.match().get("dl_type"))))
                .count();
    }

    // Waiting and the machine

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void requireDataPlane() {
        List<String> missing = new ArrayList<>();
        if (!"root".equals(System.getProperty("user.name"))) {
            missing.add("root (Mininet and Open vSwitch need it)");
        }
        for (String tool : List.of("/usr/bin/python3", "/usr/bin/ovs-vsctl", "/usr/bin/ovs-ofctl", "/usr/bin/mn",
                                   "/usr/bin/iperf3")) {
            if (!Files.isExecutable(Paths.get(tool))) {
                missing.add(tool);
            }
        }
        if (!missing.isEmpty()) {
            fail("the real-switch test needs " + String.join(", ", missing)
                         + " (apt-get install openvswitch-switch mininet iperf3; .ci/run does)");
        }
    }
}
