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
package org.onosproject.janus.testbed.bundle.fabric;

import com.fasterxml.jackson.databind.JsonNode;
import org.onosproject.janus.onoskaraf.KarafOnos;
import org.onosproject.janus.onoskaraf.KarafOnosOptions;
import org.onosproject.janus.onoskaraf.OnosKarafException;
import org.onosproject.janus.onoskaraf.OnosView;
import org.onosproject.janus.onoskaraf.launcher.JanusOnosOptions;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import static org.onosproject.janus.onoskaraf.Polling.withinSeconds;

/**
 * {@code ./janus-onos --fabric k4}: boots the real ONOS with ONOS's OpenFlow controller bundle and the testbed's
 * providers bundle, installs Janus's .oar as {@code onos-app install!} does, starts a Mininet k=4 fat-tree on the
 * controller's port, waits until ONOS sees its 20 switches and 64 links, runs one pingall and prints its loss,
 * then says how to reach ONOS and the hosts, and runs until Ctrl-C or {@code ./janus-onos stop} (then the fabric
 * and Karaf are stopped). On any failure: a message naming the cause, what was started stopped, exit status 1.
 */
public final class JanusOnosFabric {

    static final String APP = "org.onosproject.janus";
    static final String OPENFLOW_CONTROLLER = "mvn:org.onosproject/onos-protocols-openflow-ctl/2.5.6";
    static final int SWITCHES = 20;
    static final int DIRECTED_LINKS = 64;
    static final double LINK_MBPS = 10.0;
    private static final int FABRIC_SECONDS = 120;

    private final PrintStream out;

    JanusOnosFabric(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        Path root = Paths.get(System.getProperty("janus.root", ".")).toAbsolutePath().normalize();
        JanusOnosOptions options;
        try {
            options = JanusOnosOptions.parse(Arrays.asList(args), root.resolve("oar/target/janus-1.0.0-SNAPSHOT.oar"));
        } catch (IllegalArgumentException e) {
            System.err.println("janus-onos: " + e.getMessage());
            System.exit(1);
            return;
        }
        try {
            new JanusOnosFabric(System.out).run(options, root);
        } catch (OnosKarafException | MininetFatTree.MininetException e) {
            System.err.println("janus-onos: " + e.getMessage());
            System.exit(1);
        }
    }

    void run(JanusOnosOptions options, Path root) {
        List<String> missing = missingDataPlane();
        if (!missing.isEmpty()) {
            throw new OnosKarafException("--fabric needs " + String.join(", ", missing)
                    + " (as root: apt-get install openvswitch-switch mininet iperf3, then"
                    + " /usr/share/openvswitch/scripts/ovs-ctl start)");
        }
        Path bundle = root.resolve("testing/testbed-bundle/target/janus-testbed-bundle-1.0.0-SNAPSHOT.jar");
        if (!Files.isRegularFile(options.oar()) || !Files.isRegularFile(bundle)) {
            throw new OnosKarafException("No " + (Files.isRegularFile(bundle) ? options.oar() : bundle)
                    + " (build: mvn -pl testing/testbed-bundle -am package -DskipTests)");
        }
        Path runDirectory = options.runDirectory().orElseGet(() -> root.resolve("target/janus-onos")
                .resolve("fabric-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))));
        KarafOnosOptions.Builder karaf = options.karaf(runDirectory.resolve("onos"))
                .bootBundle(OPENFLOW_CONTROLLER)
                .bootBundle(bundle);
        long started = System.nanoTime();
        out.println("janus-onos: starting ONOS 2.5.6 in Karaf 4.2.9 (Java 11) with ONOS's OpenFlow controller and the"
                + " testbed's providers in " + runDirectory + " ...");
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicReference<MininetFatTree> fabric = new AtomicReference<>();
        try (KarafOnos onos = KarafOnos.startAndWait(karaf.build())) {
            OnosView view = new OnosView(onos);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                out.println("janus-onos: stopping the fabric and ONOS ...");
                MininetFatTree net = fabric.getAndSet(null);
                if (net != null) {
                    net.close();
                }
                onos.stop();
                stopped.countDown();
            }));
            out.printf("janus-onos: ONOS's REST answered after %.1f s%n", seconds(started));
            int port = onos.ports().openflow();
            OpenFlowPort.use(onos, port, 60);
            long installing = System.nanoTime();
            onos.installOar(options.oar()).requireSuccess();
            require(withinSeconds(60, () -> "ACTIVE".equals(onos.appState(APP))
                    && onos.get("/onos/janus/strategy").status() == 200),
                    "Janus did not come up within 60 s; see " + onos.logFile());
            out.printf("janus-onos: Janus ACTIVE %.1f s after the upload%n", seconds(installing));

            long mininet = System.nanoTime();
            String prefix = "j" + UUID.randomUUID().toString().substring(0, 5);
            MininetFatTree net = MininetFatTree.start(4, LINK_MBPS, port, prefix, runDirectory.resolve("mininet"));
            fabric.set(net);
            require(withinSeconds(FABRIC_SECONDS, () -> view.availableDevices() == SWITCHES
                    && view.links() == DIRECTED_LINKS),
                    "ONOS did not see the whole fabric within " + FABRIC_SECONDS + " s: " + view.availableDevices()
                            + " switches, " + view.links() + " links; see " + onos.logFile());
            out.printf("janus-onos: Mininet k=4 fat-tree up; ONOS sees %d switches and %d links %.1f s after Mininet"
                               + " started%n", SWITCHES, DIRECTED_LINKS, seconds(mininet));
            long pinging = System.nanoTime();
            JsonNode ping = net.pingAll(5);
            int sent = ping.get("sent").asInt();
            int received = ping.get("received").asInt();
            out.printf("janus-onos: pingall %d/%d received, %.1f%% loss, in %.1f s; Janus made %d intents%n",
                       received, sent, 100.0 * (sent - received) / sent, seconds(pinging), view.intentsOf(APP).size());
            printAccess(onos, net);
            awaitStop(stopped);
        }
    }

    private void printAccess(KarafOnos onos, MininetFatTree net) {
        out.println();
        out.println("  ONOS REST API   " + onos.restUrl() + "/v1   (user " + KarafOnos.REST_USER + ", password "
                + KarafOnos.REST_PASSWORD + ")");
        out.println("  Janus REST      " + onos.restUrl() + "/janus/strategy, /links, /paths, /stats, /moves, /jobs,"
                + " /config");
        out.println("  Karaf shell     " + onos.clientCommandLine());
        out.println("  try             janus-paths, janus-links, janus-stats, onos:devices, onos:links, onos:intents");
        out.println("  log             " + onos.logFile());
        out.println();
        out.printf("  Hosts (Mininet k=4 fat-tree, %.0f Mbit/s links; run a command on a host with mnexec as root):%n",
                   LINK_MBPS);
        Map<String, Long> pids = net.hostPids();
        List<FabricLayout.Host> hosts = net.layout().hosts();
        for (FabricLayout.Host h : hosts) {
            out.printf("    %-4s %-10s  sudo mnexec -a %d <command>%n", h.label, h.ip, pids.get(h.label));
        }
        FabricLayout.Host first = hosts.get(0);
        FabricLayout.Host last = hosts.get(hosts.size() - 1);
        out.println();
        out.printf("  e.g.            sudo mnexec -a %d ping -c 3 %s%n", pids.get(first.label), last.ip);
        out.printf("                  sudo mnexec -a %d iperf3 -s -D; sudo mnexec -a %d iperf3 -c %s -t 10%n",
                   pids.get(last.label), pids.get(first.label), last.ip);
        out.println("  bridges         ovs-vsctl list-br | grep " + net.prefix()
                + ";  ovs-ofctl -O OpenFlow13 dump-flows <bridge>");
        out.println();
        out.println("janus-onos: running; Ctrl-C or ./janus-onos stop stops the fabric and ONOS");
        out.flush();
    }

    static List<String> missingDataPlane() {
        List<String> missing = new ArrayList<>();
        if (!"root".equals(System.getProperty("user.name"))) {
            missing.add("root");
        }
        for (String tool : List.of(MininetFatTree.PYTHON, "/usr/bin/mn", "/usr/bin/ovs-vsctl", "/usr/bin/ovs-ofctl",
                                   "/usr/bin/mnexec")) {
            if (!Files.isExecutable(Paths.get(tool))) {
                missing.add(tool);
            }
        }
        return missing;
    }

    private static void require(boolean condition, String otherwise) {
        if (!condition) {
            throw new OnosKarafException(otherwise);
        }
    }

    private static void awaitStop(CountDownLatch stopped) {
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
