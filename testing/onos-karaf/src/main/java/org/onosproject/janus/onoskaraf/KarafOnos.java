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
package org.onosproject.janus.onoskaraf;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One real single-node ONOS 2.5.6 in Apache Karaf 4.2.9 on Java 11, in a folder of its own, on ports
 * of its own, driven as an operator drives ONOS: applications through ONOS's REST API (as
 * {@code onos-app} does), commands through Karaf's shell ({@code bin/client -b}), REST with basic auth.
 *
 * <pre>
 * try (KarafOnos onos = KarafOnos.startAndWait(KarafOnosOptions.builder(dir).build())) {
 *     onos.installOar(oar);
 *     String out = onos.shell("janus-strategy");
 * }
 * </pre>
 *
 * {@link #close()} always stops the Karaf JVM (gracefully, then by force); a JVM shutdown hook does the
 * same if the caller's JVM exits first.
 */
public final class KarafOnos implements AutoCloseable {

    /** Karaf's shell user. */
    public static final String SHELL_USER = "karaf";
    /** Karaf's shell password. */
    public static final String SHELL_PASSWORD = "karaf";
    /** ONOS's REST user (as in ONOS's distribution). */
    public static final String REST_USER = KarafRunDirectory.REST_USER;
    /** ONOS's REST password. */
    public static final String REST_PASSWORD = KarafRunDirectory.REST_PASSWORD;

    private static final Duration SHELL_TIMEOUT = Duration.ofSeconds(120);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration INSTALL_RETRY_BOUND = Duration.ofSeconds(90);
    private static final Duration GRACEFUL_STOP = Duration.ofSeconds(30);
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*[A-Za-z]");
    // echo takes no argument that starts with "-".
    private static final String MARK = "janus-onos-command-boundary-5f1c9e";

    private final KarafOnosOptions options;
    private final KarafOnosPorts ports;
    private final Java11Runtime java;
    private final KarafRunDirectory directory;
    private final Process karaf;
    private final Thread shutdownHook;
    private final HttpClient http;
    private volatile boolean stopRequested;

    private KarafOnos(KarafOnosOptions options, KarafOnosPorts ports, Java11Runtime java,
                      KarafRunDirectory directory, Process karaf) {
        this.options = options;
        this.ports = ports;
        this.java = java;
        this.directory = directory;
        this.karaf = karaf;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        this.shutdownHook = new Thread(this::stopProcesses, "stop Karaf of " + options.runDirectory());
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * Lays out the run's folder and launches Karaf; returns without waiting for ONOS.
     *
     * @param options the run's options
     * @return the running instance (close it)
     * @throws OnosKarafException naming the cause (no Java 11, a port in use, a non-empty folder, ...)
     */
    public static KarafOnos start(KarafOnosOptions options) {
        BuildSettings settings = BuildSettings.load();
        Java11Runtime java = Java11Runtime.locate(settings);
        KarafOnosPorts ports = options.ports().orElseGet(KarafOnosPorts::pickFree);
        ports.requireFree();
        KarafRunDirectory directory = new KarafRunDirectory(options.runDirectory());
        directory.prepare(settings, options, ports);
        Path home = directory.karafHome();
        ProcessBuilder builder = new ProcessBuilder(home.resolve("bin/karaf").toString(), "server")
                .directory(home.toFile())
                .redirectErrorStream(true)
                .redirectOutput(options.runDirectory().resolve("karaf-console.log").toFile());
        Map<String, String> env = builder.environment();
        env.put("JAVA_HOME", java.home().toString());
        env.put("JAVA_MAX_MEM", options.maxHeap());
        // onos-core-net 2.5.6 and onos-core-dist 2.4.0 carry a zip extra field newer Java 11 builds reject.
        // Karaf downloads what the local Maven repository lacks (pax-web's bundles on a fresh machine) with
        // the trust store of the JVM running this launcher, which Maven's downloads trust, rather than
        // the Java 11 runtime's own.
        env.put("EXTRA_JAVA_OPTS", "-Djdk.util.zip.disableZip64ExtraFieldValidation=true"
                + trustStoreOption());
        env.remove("KARAF_HOME");
        env.remove("KARAF_BASE");
        env.remove("KARAF_DATA");
        env.remove("KARAF_ETC");
        try {
            return new KarafOnos(options, ports, java, directory, builder.start());
        } catch (IOException e) {
            throw new OnosKarafException("cannot launch Karaf in " + home + ": " + e.getMessage(), e);
        }
    }

    private static String trustStoreOption() {
        String explicit = System.getProperty("javax.net.ssl.trustStore");
        Path store = explicit != null ? Path.of(explicit)
                : Path.of(System.getProperty("java.home"), "lib", "security", "cacerts");
        return Files.isReadable(store) ? " -Djavax.net.ssl.trustStore=" + store : "";
    }

    /**
     * {@link #start} then {@link #waitUntilReady} within the options' boot bound; stops Karaf when it
     * does not come up.
     *
     * @param options the run's options
     * @return the ready instance
     */
    public static KarafOnos startAndWait(KarafOnosOptions options) {
        KarafOnos onos = start(options);
        try {
            onos.waitUntilReady(options.bootTimeout());
            return onos;
        } catch (RuntimeException e) {
            onos.close();
            throw e;
        }
    }

    /**
     * Waits until ONOS's REST answers {@code GET /onos/v1/cluster} and {@code GET /onos/v1/applications}
     * with 200.
     *
     * @param bound how long to wait
     * @throws OnosKarafException when Karaf exits or the bound passes (Karaf keeps running: close it)
     */
    public void waitUntilReady(Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        String last = "no answer yet";
        while (System.nanoTime() < deadline) {
            if (stopRequested) {
                throw new OnosKarafException("Karaf was stopped before ONOS's REST answered");
            }
            if (!karaf.isAlive()) {
                throw new OnosKarafException("Karaf exited with code " + karaf.exitValue() + " before ONOS's REST"
                        + " answered; see " + options.runDirectory().resolve("karaf-console.log") + " and "
                        + logFile());
            }
            try {
                // The cluster answers first; the application manager (which installs archives) a little later.
                RestResponse cluster = send("GET", "/onos/v1/cluster", HttpRequest.BodyPublishers.noBody(),
                        null, true, Duration.ofSeconds(5));
                RestResponse applications = cluster.status() != 200 ? cluster : send("GET",
                        "/onos/v1/applications", HttpRequest.BodyPublishers.noBody(), null, true,
                                Duration.ofSeconds(5));
                if (applications.status() == 200) {
                    return;
                }
                last = applications.toString();
            } catch (OnosKarafException e) {
                last = e.getMessage();
            }
            sleep(Duration.ofMillis(500));
        }
        throw new OnosKarafException("ONOS did not come up within " + bound.toSeconds() + " s: "
                + restUrl() + "/v1/cluster and /v1/applications gave " + last + "; see " + logFile());
    }

    /**
     * Installs and activates an application archive exactly as ONOS's {@code onos-app HOST install!}
     * does: {@code POST /onos/v1/applications?activate=true}, the archive as application/octet-stream,
     * basic auth; retried while ONOS answers 503 (its application store is not ready yet).
     *
     * @param oar the .oar
     * @return ONOS's answer (200, the application's JSON)
     * @throws OnosKarafException naming ONOS's status and answer when it refuses the archive
     */
    public RestResponse installOar(Path oar) {
        if (!Files.isRegularFile(oar)) {
            throw new OnosKarafException("No application archive at " + oar);
        }
        long deadline = System.nanoTime() + INSTALL_RETRY_BOUND.toNanos();
        while (true) {
            RestResponse response;
            try {
                response = send("POST", "/onos/v1/applications?activate=true",
                        HttpRequest.BodyPublishers.ofFile(oar), "application/octet-stream", true, REQUEST_TIMEOUT);
            } catch (IOException e) {
                throw new OnosKarafException("cannot read " + oar + ": " + e.getMessage(), e);
            }
            if (response.status() != 503 || System.nanoTime() > deadline) {
                if (response.status() != 200) {
                    throw new OnosKarafException("ONOS refused the application archive " + oar + ": " + response);
                }
                return response;
            }
            sleep(Duration.ofSeconds(1));
        }
    }

    /**
     * Activates an installed application ({@code POST /onos/v1/applications/NAME/active}).
     *
     * @param name e.g. org.onosproject.janus
     * @return ONOS's answer
     */
    public RestResponse activateApp(String name) {
        return send("POST", "/onos/v1/applications/" + name + "/active", HttpRequest.BodyPublishers.noBody(), null,
                true, REQUEST_TIMEOUT).requireSuccess();
    }

    /**
     * Deactivates an application ({@code DELETE /onos/v1/applications/NAME/active}).
     *
     * @param name e.g. org.onosproject.janus
     * @return ONOS's answer
     */
    public RestResponse deactivateApp(String name) {
        return delete("/onos/v1/applications/" + name + "/active").requireSuccess();
    }

    /**
     * Uninstalls an application ({@code DELETE /onos/v1/applications/NAME}).
     *
     * @param name e.g. org.onosproject.janus
     * @return ONOS's answer
     */
    public RestResponse uninstallApp(String name) {
        return delete("/onos/v1/applications/" + name).requireSuccess();
    }

    /**
     * The application's state as ONOS reports it.
     *
     * @param name e.g. org.onosproject.janus
     * @return ACTIVE, INSTALLED, ..., or ABSENT when ONOS does not know it
     */
    public String appState(String name) {
        RestResponse response = get("/onos/v1/applications/" + name);
        if (response.status() == 404) {
            return "ABSENT";
        }
        return response.requireSuccess().json().path("state").asText();
    }

    /**
     * GET with ONOS's REST user.
     *
     * @param path e.g. /onos/janus/strategy
     * @return the answer, whatever its status
     */
    public RestResponse get(String path) {
        return send("GET", path, HttpRequest.BodyPublishers.noBody(), null, true, REQUEST_TIMEOUT);
    }

    /**
     * GET without credentials.
     *
     * @param path e.g. /onos/janus/strategy
     * @return the answer, whatever its status
     */
    public RestResponse getWithoutCredentials(String path) {
        return send("GET", path, HttpRequest.BodyPublishers.noBody(), null, false, REQUEST_TIMEOUT);
    }

    /**
     * POST with ONOS's REST user.
     *
     * @param path the path
     * @param body the body
     * @param contentType its type
     * @return the answer, whatever its status
     */
    public RestResponse post(String path, String body, String contentType) {
        return send("POST", path, HttpRequest.BodyPublishers.ofString(body), contentType, true, REQUEST_TIMEOUT);
    }

    /**
     * PUT with ONOS's REST user.
     *
     * @param path the path
     * @param body the body
     * @param contentType its type
     * @return the answer, whatever its status
     */
    public RestResponse put(String path, String body, String contentType) {
        return send("PUT", path, HttpRequest.BodyPublishers.ofString(body), contentType, true, REQUEST_TIMEOUT);
    }

    /**
     * DELETE with ONOS's REST user.
     *
     * @param path the path
     * @return the answer, whatever its status
     */
    public RestResponse delete(String path) {
        return send("DELETE", path, HttpRequest.BodyPublishers.noBody(), null, true, REQUEST_TIMEOUT);
    }

    /**
     * Any request.
     *
     * @param method HTTP method
     * @param path path and query, from /onos
     * @param body the body
     * @param contentType its type, or null
     * @param withCredentials whether to send ONOS's REST user
     * @return the answer, whatever its status
     */
    public RestResponse request(String method, String path, String body, String contentType,
                                boolean withCredentials) {
        return send(method, path, HttpRequest.BodyPublishers.ofString(body), contentType, withCredentials,
                REQUEST_TIMEOUT);
    }

    private RestResponse send(String method, String path, HttpRequest.BodyPublisher body, String contentType,
                              boolean withCredentials, Duration timeout) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl() + path))
                .timeout(timeout)
                .method(method, body);
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        if (withCredentials) {
            String token = Base64.getEncoder().encodeToString(
                    (REST_USER + ":" + REST_PASSWORD).getBytes(StandardCharsets.UTF_8));
            request.header("Authorization", "Basic " + token);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new RestResponse(method, path, response.statusCode(), response.body());
        } catch (IOException e) {
            throw new OnosKarafException(method + " " + baseUrl() + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnosKarafException("interrupted during " + method + " " + path, e);
        }
    }

    /**
     * Runs commands in Karaf's shell ({@code bin/client -b}, one command a line) as the karaf user.
     * Terminal colour codes (Karaf's grep highlights matches) are removed.
     *
     * @param commands the commands, e.g. "janus-strategy luar", "cfg get ..."
     * @return everything the shell printed
     */
    public String shell(String... commands) {
        return runClient(String.join("\n", commands) + "\n");
    }

    /**
     * Every bundle's state, by symbolic name ({@code bundle:list -t 0 -s}).
     *
     * @return e.g. "org.onosproject.janus-app" to "Active"
     */
    public Map<String, String> bundleStates() {
        return KarafListings.bundleStates(shell("bundle:list -t 0 -s"));
    }

    /**
     * Every SCR component's state, by component name (Felix SCR's {@code scr:list}).
     *
     * @return e.g. "org.onosproject.janus.impl.JanusManager" to "ACTIVE", or "UNSATISFIED REFERENCE"
     */
    public Map<String, String> componentStates() {
        // scr:list prints nothing unless its output is piped.
        return KarafListings.componentStates(shell("scr:list | grep -v janus-onos-matches-no-line"));
    }

    /**
     * Runs commands in one shell session and returns each command's output separately.
     *
     * @param commands the commands
     * @return one output per command, in order
     */
    public List<String> shellEach(String... commands) {
        StringBuilder script = new StringBuilder("echo " + MARK + "\n");
        for (String command : commands) {
            script.append(command).append('\n').append("echo ").append(MARK).append('\n');
        }
        String output = runClient(script.toString());
        String[] parts = output.split(MARK + "\\R?", -1);
        List<String> outputs = new ArrayList<>();
        for (int i = 1; i < parts.length - 1; i++) {
            outputs.add(parts[i]);
        }
        if (outputs.size() != commands.length) {
            throw new OnosKarafException("Karaf's shell ran " + outputs.size() + " of " + commands.length
                    + " commands: " + output);
        }
        return outputs;
    }

    private String runClient(String script) {
        Path home = directory.karafHome();
        ProcessBuilder builder = new ProcessBuilder(home.resolve("bin/client").toString(),
                "-h", "127.0.0.1", "-a", Integer.toString(ports.ssh()), "-u", SHELL_USER, "-p", SHELL_PASSWORD,
                "-r", "10", "-d", "2", "-b")
                .directory(home.toFile())
                .redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", java.home().toString());
        try {
            Process client = builder.start();
            client.getOutputStream().write(script.getBytes(StandardCharsets.UTF_8));
            client.getOutputStream().close();
            byte[] output = client.getInputStream().readAllBytes();
            if (!client.waitFor(SHELL_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
                client.destroyForcibly();
                throw new OnosKarafException("Karaf's shell did not finish within " + SHELL_TIMEOUT.toSeconds()
                        + " s: " + script);
            }
            return ANSI.matcher(new String(output, StandardCharsets.UTF_8)).replaceAll("");
        } catch (IOException e) {
            throw new OnosKarafException("cannot run Karaf's client: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnosKarafException("interrupted while running Karaf's shell", e);
        }
    }

    /**
     * The command line that opens Karaf's shell of this run interactively.
     *
     * @return e.g. "JAVA_HOME=... /run/karaf/bin/client -h 127.0.0.1 -a 41234 -u karaf -p karaf"
     */
    public String clientCommandLine() {
        return "JAVA_HOME=" + java.home() + " " + directory.karafHome().resolve("bin/client")
                + " -h 127.0.0.1 -a " + ports.ssh() + " -u " + SHELL_USER + " -p " + SHELL_PASSWORD;
    }

    /**
     * Karaf's log (data/log/karaf.log), where ONOS and its applications log.
     *
     * @return the log file
     */
    public Path logFile() {
        return directory.karafHome().resolve("data/log/karaf.log");
    }

    /**
     * The whole of Karaf's log so far.
     *
     * @return its text, empty when there is none yet
     */
    public String log() {
        try {
            return Files.exists(logFile()) ? Files.readString(logFile(), StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new OnosKarafException("cannot read " + logFile() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The lines of Karaf's log.
     *
     * @return its lines
     */
    public List<String> logLines() {
        return log().lines().collect(Collectors.toList());
    }

    /**
     * ONOS's REST root.
     *
     * @return e.g. http://127.0.0.1:41234/onos
     */
    public String restUrl() {
        return baseUrl() + "/onos";
    }

    private String baseUrl() {
        return "http://127.0.0.1:" + ports.http();
    }

    public KarafOnosPorts ports() {
        return ports;
    }

    public Path runDirectory() {
        return options.runDirectory();
    }

    public Path karafHome() {
        return directory.karafHome();
    }

    /**
     * The Karaf JVM's process id (for memory readings).
     *
     * @return the pid of Karaf's java process
     */
    public long karafJavaPid() {
        return karaf.descendants().filter(p -> p.info().command().map(c -> c.endsWith("/java")).orElse(false))
                .findFirst().map(ProcessHandle::pid).orElse(karaf.pid());
    }

    public boolean isRunning() {
        return karaf.isAlive();
    }

    /**
     * Stops Karaf: SIGTERM (Karaf stops its bundles), then, after 30 s, SIGKILL to every process of the
     * run. Safe to call more than once.
     */
    public void stop() {
        stopProcesses();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook runs (or ran) stopProcesses itself
        }
    }

    @Override
    public void close() {
        stop();
    }

    private void stopProcesses() {
        stopRequested = true;
        List<ProcessHandle> all = new ArrayList<>(karaf.descendants().collect(Collectors.toList()));
        all.add(karaf.toHandle());
        for (ProcessHandle process : all) {
            process.destroy();
        }
        long deadline = System.nanoTime() + GRACEFUL_STOP.toNanos();
        for (ProcessHandle process : all) {
            while (process.isAlive() && System.nanoTime() < deadline) {
                sleepQuietly(200);
            }
        }
        for (ProcessHandle process : all) {
            if (process.isAlive()) {
                process.destroyForcibly();
            }
        }
        for (ProcessHandle process : all) {
            try {
                process.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                // a process SIGKILL did not end within 10 s: nothing more can be done from here
            }
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnosKarafException("interrupted", e);
        }
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
