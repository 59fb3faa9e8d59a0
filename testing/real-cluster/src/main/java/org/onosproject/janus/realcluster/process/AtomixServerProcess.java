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
package org.onosproject.janus.realcluster.process;

import com.google.common.collect.ImmutableList;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * One Atomix server, a Raft member of the cluster's {@code system} and {@code raft} partition groups,
 * in a child JVM of its own ({@link AtomixServerMain}): what ONOS's atomix-agent runs beside the ONOS
 * nodes. {@link #kill()} is a true crash of a Raft member.
 */
public final class AtomixServerProcess {

    /** Heap of a server child: Atomix's journal readers take two 1 MB buffers each. */
    private static final int MAX_HEAP_MEGABYTES = 192;
    private static final long POLL_MILLIS = 100;
    private static final int LOG_TAIL_LINES = 30;

    private final String memberId;
    private final int port;
    private final File dataDirectory;
    private final File readyFile;
    private final ChildJvm jvm;

    private AtomixServerProcess(String memberId, int port, File dataDirectory, File readyFile, ChildJvm jvm) {
        this.memberId = memberId;
        this.port = port;
        this.dataDirectory = dataDirectory;
        this.readyFile = readyFile;
        this.jvm = jvm;
    }

    /**
     * Launches server {@code memberId} on loopback {@code port}, its Raft logs under
     * {@code dataDirectory} (created if missing; an empty one is a server with an empty disk), in a
     * cluster of {@code servers} ({@code id -> port}, itself included). Returns at once: see
     * {@link #awaitReady}. Its output goes to {@code dataDirectory + ".log"}.
     */
    public static AtomixServerProcess launch(String clusterId, String memberId, int port, File dataDirectory,
                                             List<ServerAddress> servers) {
        checkArgument(servers.stream().anyMatch(s -> s.id().equals(memberId)), "%s is not among %s",
                      memberId, servers);
        if (!dataDirectory.isDirectory() && !dataDirectory.mkdirs()) {
            throw new IllegalStateException("cannot create " + dataDirectory);
        }
        File readyFile = new File(dataDirectory.getPath() + ".ready");
        if (readyFile.exists() && !readyFile.delete()) {
            throw new IllegalStateException("cannot delete " + readyFile);
        }
        List<String> args = ImmutableList.<String>builder()
                .add(clusterId, memberId, Integer.toString(port), dataDirectory.getPath(), readyFile.getPath())
                .addAll(servers.stream().map(s -> s.id() + ":" + s.port()).collect(Collectors.toList()))
                .build();
        ChildJvm jvm = ChildJvm.start("atomix-server-" + memberId, AtomixServerMain.class, args,
                                      MAX_HEAP_MEGABYTES, new File(dataDirectory.getPath() + ".log"));
        return new AtomixServerProcess(memberId, port, dataDirectory, readyFile, jvm);
    }

    /**
     * Waits until the server has started (its Raft partitions formed, which needs a majority of the
     * servers up). Throws, with the end of its log, if it ended or did not start in time; the caller
     * still kills it.
     */
    public void awaitReady(long timeoutMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (!readyFile.exists()) {
            if (!jvm.isAlive()) {
                throw new IllegalStateException(jvm + " ended before it was ready; its log ends:\n" + logTail());
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException(jvm + " not ready in " + timeoutMillis + " ms; its log ends:\n"
                                                        + logTail());
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for " + jvm, e);
            }
        }
    }

    /** Ends the server as {@code kill -9} does; returns once the process is gone. */
    public void kill() {
        jvm.kill();
    }

    public boolean isAlive() {
        return jvm.isAlive();
    }

    public String memberId() {
        return memberId;
    }

    public int port() {
        return port;
    }

    public File dataDirectory() {
        return dataDirectory;
    }

    public long pid() {
        return jvm.pid();
    }

    private String logTail() {
        try {
            List<String> lines = Files.readAllLines(jvm.log().toPath(), StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
        } catch (IOException e) {
            return "(cannot read " + jvm.log() + ": " + e + ")";
        }
    }

    @Override
    public String toString() {
        return jvm.toString() + " on port " + port;
    }
}
