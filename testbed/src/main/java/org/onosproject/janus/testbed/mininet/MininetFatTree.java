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
package org.onosproject.janus.testbed.mininet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A Mininet k-ary fat-tree (Open vSwitch userspace bridges, OpenFlow 1.3, fail-mode secure, TCLink
 * rate-limited links) under the controller at 127.0.0.1:{@code port}, owned by one
 * {@code /usr/bin/python3 fattree.py} process that this class starts and talks to (JSON lines).
 * Every bridge, interface and host of the run carries {@code prefix}; {@link #close()} asks the script
 * to stop its network ({@code net.stop()}, never {@code mn -c}) and waits for it.
 */
public final class MininetFatTree implements AutoCloseable {

    public static final String PYTHON = "/usr/bin/python3";
    private static final String SCRIPT = "fattree.py";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNode EOF = JSON.createObjectNode().put("eof", true);

    private final Process process;
    private final Writer commands;
    private final BlockingQueue<JsonNode> answers = new LinkedBlockingQueue<>();
    private final StringBuilder errors = new StringBuilder();
    private final FabricLayout layout;
    private final String prefix;
    private final Path workdir;
    private final ReentrantLock commandLock = new ReentrantLock();
    private int spawned;

    private MininetFatTree(Process process, String prefix, Path workdir, long startTimeoutMillis) {
        this.process = process;
        this.prefix = prefix;
        this.workdir = workdir;
        this.commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        pump(process.getInputStream(), line -> {
            try {
                answers.add(JSON.readTree(line));
            } catch (IOException e) {
                synchronized (errors) {
                    errors.append(line).append('\n');
                }
            }
        }, () -> answers.add(EOF));
        pump(process.getErrorStream(), line -> {
            synchronized (errors) {
                if (errors.length() < 20_000) {
                    errors.append(line).append('\n');
                }
            }
        }, () -> { });
        JsonNode ready = next(startTimeoutMillis, "Mininet to start");
        if (!ready.path("ok").asBoolean()) {
            throw new MininetException(ready.path("error").asText("Mininet did not start") + "; " + stderr());
        }
        this.layout = FabricLayout.fromJson(call(JSON.createObjectNode().put("cmd", "topology"), 30_000));
    }

    /**
     * Builds and starts the fat-tree.
     *
     * @param folder where the script and the spawned commands' outputs go
     * @throws MininetException when Mininet does not start (the script has then stopped what it started)
     */
    public static MininetFatTree start(int k, double linkMbps, int controllerPort, String prefix, Path folder) {
        // absolute: the script runs in this folder and is given paths in it
        Path workdir = folder.toAbsolutePath();
        try {
            Files.createDirectories(workdir);
            Path script = workdir.resolve(SCRIPT);
            try (InputStream in = MininetFatTree.class.getResourceAsStream(SCRIPT)) {
                Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
            }
            Process process = new ProcessBuilder(PYTHON, script.toString(), "--k", String.valueOf(k),
                    "--port", String.valueOf(controllerPort), "--prefix", prefix,
                    "--mbps", String.valueOf(linkMbps), "--workdir", workdir.toString())
                    .directory(workdir.toFile()).start();
            try {
                return new MininetFatTree(process, prefix, workdir, 180_000);
            } catch (RuntimeException e) {
                process.destroy();
                process.waitFor(30, TimeUnit.SECONDS);
                throw e;
            }
        } catch (IOException e) {
            throw new MininetException("cannot run " + PYTHON + " " + SCRIPT + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MininetException("interrupted starting Mininet");
        }
    }

    public FabricLayout layout() {
        return layout;
    }

    /** The prefix of every bridge, interface and host name of this run. */
    public String prefix() {
        return prefix;
    }

    /** Pings every host from every other once; the answer has {@code sent}, {@code received}, {@code failures}. */
    public JsonNode pingAll(int timeoutSeconds) {
        int pairs = layout.hosts().size() * (layout.hosts().size() - 1);
        return call(JSON.createObjectNode().put("cmd", "pingall").put("timeout", timeoutSeconds),
                    (long) pairs * (timeoutSeconds + 1) * 1000L + 30_000);
    }

    /** Runs {@code shellCommand} on host {@code host} and returns its output. */
    public String run(String host, String shellCommand, long timeoutMillis) {
        return call(JSON.createObjectNode().put("cmd", "run").put("host", host).put("args", shellCommand),
                    timeoutMillis).path("output").asText();
    }

    /** Starts {@code argv} (a shell-split command line) on host {@code host} in the background. */
    public Spawned spawn(String host, String commandLine, Map<String, String> env) {
        String id = "p" + (++spawned);
        ObjectNode command = JSON.createObjectNode().put("cmd", "spawn").put("host", host).put("id", id);
        command.putArray("args").add("/bin/sh").add("-c").add(commandLine);
        ObjectNode environment = command.putObject("env");
        env.forEach(environment::put);
        call(command, 30_000);
        return new Spawned(id);
    }

    /** Waits for a spawned command (killing it after {@code timeoutMillis}); its exit code and output. */
    public JsonNode await(Spawned spawned, long timeoutMillis) {
        return call(JSON.createObjectNode().put("cmd", "wait").put("id", spawned.id)
                            .put("timeout", timeoutMillis / 1000.0), timeoutMillis + 30_000);
    }

    /** Brings the link between two nodes (Mininet names) up or down at both ends. */
    public void link(String a, String b, boolean up) {
        call(JSON.createObjectNode().put("cmd", "link").put("a", a).put("b", b).put("status", up ? "up" : "down"),
             30_000);
    }

    /**
     * A switch fails ({@code up} false: all its links down at both ends, its controller connection removed) or
     * comes back (the controller set again, its links up).
     */
    public void switchStatus(String bridge, boolean up) {
        call(JSON.createObjectNode().put("cmd", "switch").put("name", bridge).put("status", up ? "up" : "down"),
             60_000);
    }

    /** The pid of every host's Mininet shell (its namespaces' first process), by host label. */
    public Map<String, Long> hostPids() {
        JsonNode pids = call(JSON.createObjectNode().put("cmd", "pids"), 30_000).path("pids");
        Map<String, Long> byLabel = new LinkedHashMap<>();
        pids.fields().forEachRemaining(e -> byLabel.put(e.getKey(), e.getValue().asLong()));
        return Collections.unmodifiableMap(byLabel);
    }

    public Path workdir() {
        return workdir;
    }

    /**
     * Stops the network and the script; safe to call more than once. While another command is still waiting
     * for its answer (a long {@link #await}, when the JVM is going down), the script is sent SIGTERM instead,
     * on which it stops its network the same way.
     */
    @Override
    public void close() {
        if (process.isAlive()) {
            boolean free = false;
            try {
                free = commandLock.tryLock(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            try {
                if (free) {
                    call(JSON.createObjectNode().put("cmd", "stop"), 60_000);
                } else {
                    process.destroy();
                }
            } catch (RuntimeException e) {
                process.destroy();
            } finally {
                if (free) {
                    commandLock.unlock();
                }
            }
            try {
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private JsonNode call(ObjectNode command, long timeoutMillis) {
        commandLock.lock();
        try {
            try {
                commands.write(JSON.writeValueAsString(command) + "\n");
                commands.flush();
            } catch (IOException e) {
                throw new MininetException("Mininet has gone (" + e.getMessage() + "); " + stderr());
            }
            JsonNode answer = next(timeoutMillis, command.get("cmd").asText());
            if (!answer.path("ok").asBoolean()) {
                throw new MininetException(command.get("cmd").asText() + " failed: "
                                                   + answer.path("error").asText());
            }
            return answer;
        } finally {
            commandLock.unlock();
        }
    }

    private JsonNode next(long timeoutMillis, String what) {
        try {
            JsonNode answer = answers.poll(timeoutMillis, TimeUnit.MILLISECONDS);
            if (answer == null) {
                throw new MininetException("no answer from Mininet in " + timeoutMillis / 1000 + " s waiting for "
                                                   + what + "; " + stderr());
            }
            if (answer == EOF) {
                answers.add(EOF);
                throw new MininetException("Mininet ended while waiting for " + what + "; " + stderr());
            }
            return answer;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MininetException("interrupted waiting for " + what);
        }
    }

    private String stderr() {
        synchronized (errors) {
            String text = errors.toString().trim();
            return text.isEmpty() ? "(no error output)" : "Mininet said: " + text;
        }
    }

    private static void pump(InputStream in, java.util.function.Consumer<String> onLine, Runnable onEnd) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    onLine.accept(line);
                }
            } catch (IOException e) {
                // the process has gone
            } finally {
                onEnd.run();
            }
        }, "mininet-pipe");
        thread.setDaemon(true);
        thread.start();
    }

    /** A command started in the background on a host. */
    public static final class Spawned {
        private final String id;

        private Spawned(String id) {
            this.id = id;
        }

        /** The file its output goes to, in the work folder. */
        public String id() {
            return id;
        }
    }

    /** Mininet did not start or did not do what it was asked. */
    public static final class MininetException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public MininetException(String message) {
            super(message);
        }
    }
}
