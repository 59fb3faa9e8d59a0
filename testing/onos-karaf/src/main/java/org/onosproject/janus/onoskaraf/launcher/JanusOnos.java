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
package org.onosproject.janus.onoskaraf.launcher;

import org.onosproject.janus.onoskaraf.KarafOnos;
import org.onosproject.janus.onoskaraf.KarafOnosOptions;
import org.onosproject.janus.onoskaraf.OnosKarafException;
import org.onosproject.janus.onoskaraf.Polling;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ./janus-onos}: boots a real ONOS, installs Janus's .oar as {@code onos-app install!} does,
 * prints where its REST API and Karaf shell are, and keeps it running until the process is told to stop
 * (Ctrl-C, SIGTERM from {@code ./janus-onos stop}); then stops Karaf. On any failure: a message naming
 * the cause, Karaf stopped, exit status 1.
 */
public final class JanusOnos {

    static final String APP = "org.onosproject.janus";
    private static final Duration APP_READY = Duration.ofSeconds(60);

    private final PrintStream out;

    JanusOnos(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        Path root = Paths.get(System.getProperty("janus.root", ".")).toAbsolutePath().normalize();
        JanusOnosOptions options;
        try {
            options = JanusOnosOptions.parse(Arrays.asList(args), root.resolve("oar/target/janus-1.0.0-SNAPSHOT.oar"));
        } catch (IllegalArgumentException e) {
            System.err.println("janus-onos: " + e.getMessage());
            System.err.println(JanusOnosOptions.USAGE);
            System.exit(1);
            return;
        }
        try {
            new JanusOnos(System.out).run(options, root);
        } catch (OnosKarafException e) {
            System.err.println("janus-onos: " + e.getMessage());
            System.exit(1);
        }
    }

    void run(JanusOnosOptions options, Path root) {
        if (options.fabric().isPresent()) {
            throw new OnosKarafException("--fabric " + options.fabric().get() + " is not part of this build");
        }
        if (!Files.isRegularFile(options.oar())) {
            throw new OnosKarafException("No application archive at " + options.oar()
                    + " (build it: mvn -pl oar -am package -DskipTests)");
        }
        Path runDirectory = options.runDirectory().orElseGet(() -> root.resolve("target/janus-onos")
                .resolve("run-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))));
        KarafOnosOptions.Builder karaf = options.karaf(runDirectory);
        long started = System.nanoTime();
        out.println("janus-onos: starting ONOS 2.5.6 in Karaf 4.2.9 (Java 11) in " + runDirectory + " ...");
        CountDownLatch stopped = new CountDownLatch(1);
        try (KarafOnos onos = KarafOnos.startAndWait(karaf.build())) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                out.println("janus-onos: stopping ONOS ...");
                onos.stop();
                stopped.countDown();
            }));
            out.printf("janus-onos: ONOS's REST answered after %.1f s%n", seconds(started));
            long installing = System.nanoTime();
            onos.installOar(options.oar());
            waitForJanus(onos);
            out.printf("janus-onos: Janus (%s) ACTIVE %.1f s after the upload%n", options.oar().getFileName(),
                    seconds(installing));
            printAccess(onos);
            awaitStop(stopped);
        }
    }

    private void waitForJanus(KarafOnos onos) {
        String seen = Polling.poll(APP_READY,
                () -> "application " + onos.appState(APP) + ", /onos/janus/strategy "
                        + onos.get("/onos/janus/strategy").status(),
                state -> state.equals("application ACTIVE, /onos/janus/strategy 200"));
        if (!seen.equals("application ACTIVE, /onos/janus/strategy 200")) {
            throw new OnosKarafException("Janus did not come up within " + APP_READY.toSeconds() + " s (" + seen
                    + "); see " + onos.logFile());
        }
    }

    private void printAccess(KarafOnos onos) {
        out.println();
        out.println("  ONOS REST API   " + onos.restUrl() + "/v1   (user " + KarafOnos.REST_USER + ", password "
                + KarafOnos.REST_PASSWORD + ")");
        out.println("  Janus REST      " + onos.restUrl() + "/janus/strategy, /links, /paths, /stats, /moves,"
                + " /jobs, /config");
        out.println("  e.g.            curl -u " + KarafOnos.REST_USER + ":" + KarafOnos.REST_PASSWORD + " "
                + onos.restUrl() + "/janus/strategy");
        out.println("  Karaf shell     ssh -p " + onos.ports().ssh() + " " + KarafOnos.SHELL_USER
                + "@127.0.0.1   (password " + KarafOnos.SHELL_PASSWORD + ")");
        out.println("              or  " + onos.clientCommandLine());
        out.println("  try             janus-strategy, janus-links, janus-paths, janus-stats, janus-moves,"
                + " janus-jobs, cfg get org.onosproject.janus.impl.JanusManager");
        out.println("  log             " + onos.logFile());
        out.println("  Karaf JVM       pid " + onos.karafJavaPid() + ", resident memory "
                + residentMegabytes(onos.karafJavaPid()));
        out.println();
        out.println("janus-onos: running; Ctrl-C or ./janus-onos stop stops it");
        out.flush();
    }

    private static String residentMegabytes(long pid) {
        try {
            for (String line : Files.readAllLines(Paths.get("/proc/" + pid + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    long kilobytes = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return (kilobytes / 1024) + " MB";
                }
            }
        } catch (IOException | NumberFormatException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return "unknown";
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
