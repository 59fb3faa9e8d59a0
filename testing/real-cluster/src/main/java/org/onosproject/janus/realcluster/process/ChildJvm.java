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
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A Java main class run in a JVM of its own, on this JVM's class path and with the project's
 * {@code --add-opens} list (Kryo needs it), its output appended to a log file. {@link #kill()} ends it
 * as {@code kill -9} does ({@link Process#destroyForcibly()}): no shutdown hook, no orderly close of
 * sockets or files in the child.
 *
 * <p>A child never outlives its parent: it gets a shutdown hook here that kills it when this JVM
 * exits, and the mains run this way end themselves when their standard input, a pipe from this JVM,
 * ends, which also covers a parent that was itself killed.
 */
public final class ChildJvm {

    /** The system property (set by the module's surefire configuration) holding the root pom's opens. */
    static final String OPENS_PROPERTY = "janus.test.opens";
    private static final long KILL_WAIT_SECONDS = 30;
    /**
     * A child does little work but starts with much class loading and compiling, several at once on a
     * machine of two cores: only the quick compiler and the serial collector (no C2 and no parallel GC
     * threads competing for the cores). Measured on three Atomix servers starting together (load 9-13):
     * 5.0-7.2 s of CPU each and the Raft groups formed in about 19 s, against 8.6-11.7 s and 27-30 s
     * with the JVM's defaults.
     */
    static final List<String> LEAN_STARTUP = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private final String name;
    private final Process process;
    private final File log;
    private final Thread killAtExit;

    private ChildJvm(String name, Process process, File log) {
        this.name = name;
        this.process = process;
        this.log = log;
        this.killAtExit = new Thread(process::destroyForcibly, "kill-child-jvm-" + name);
    }

    /**
     * Starts {@code mainClass} with {@code args} in a new JVM with at most {@code maxHeapMegabytes}
     * of heap, stdout and stderr appended to {@code log}.
     */
    public static ChildJvm start(String name, Class<?> mainClass, List<String> args, int maxHeapMegabytes,
                                 File log) {
        List<String> command = new ArrayList<>();
        command.add(new File(new File(System.getProperty("java.home"), "bin"), "java").getPath());
        command.add("-Xmx" + maxHeapMegabytes + "m");
        command.addAll(LEAN_STARTUP);
        command.addAll(opens());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass.getName());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(checkNotNull(log)))
                .redirectInput(ProcessBuilder.Redirect.PIPE);
        try {
            ChildJvm child = new ChildJvm(name, builder.start(), log);
            Runtime.getRuntime().addShutdownHook(child.killAtExit);
            return child;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM for " + name, e);
        }
    }

    /**
     * The root pom's {@code janus.test.opens} when surefire passes it on, else the {@code --add-opens}
     * and {@code --add-exports} options this JVM was started with.
     */
    static List<String> opens() {
        String configured = System.getProperty(OPENS_PROPERTY);
        if (configured != null && !configured.isBlank()) {
            return ImmutableList.copyOf(configured.trim().split("\\s+"));
        }
        List<String> inherited = new ArrayList<>();
        List<String> own = ManagementFactory.getRuntimeMXBean().getInputArguments();
        for (int i = 0; i < own.size(); i++) {
            String arg = own.get(i);
            if (arg.startsWith("--add-opens=") || arg.startsWith("--add-exports=")) {
                inherited.add(arg);
            } else if ((arg.equals("--add-opens") || arg.equals("--add-exports")) && i + 1 < own.size()) {
                inherited.add(arg);
                inherited.add(own.get(++i));
            }
        }
        return inherited;
    }

    /**
     * Ends the child as {@code kill -9} does and waits until the OS has reaped it, so that its ports
     * are free on return. Killing a child that already ended does nothing.
     */
    public void kill() {
        process.destroyForcibly();
        try {
            if (!process.waitFor(KILL_WAIT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException(name + " (pid " + process.pid() + ") still runs "
                                                        + KILL_WAIT_SECONDS + " s after kill -9");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted waiting for " + name + " to end", e);
        }
        try {
            Runtime.getRuntime().removeShutdownHook(killAtExit);
        } catch (IllegalStateException e) {
            // this JVM is already shutting down: the hook runs, and finds the child gone
        }
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    public String name() {
        return name;
    }

    /** The file the child's output goes to. */
    public File log() {
        return log;
    }

    @Override
    public String toString() {
        return name + " (pid " + process.pid() + (process.isAlive() ? ")" : ", ended)");
    }
}
