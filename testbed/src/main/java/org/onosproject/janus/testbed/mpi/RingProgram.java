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
package org.onosproject.janus.testbed.mpi;

import com.google.common.collect.ImmutableList;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * {@code janus_ring}, the testbed's own MPI ring bandwidth program (C, a resource of this package, compiled
 * with {@code mpicc}): HPCC's b_eff ring bandwidth on rings given in a file instead of rings drawn from
 * the time, so that the testbed runs exactly the lab's rings. Per ring: one unmeasured exchange, then
 * {@code exchanges} timed ones, each rank sending a message to both neighbours and receiving one from each
 * (HPCC's non-blocking variant); bandwidth in HPCC's unit (message bytes over half the per-exchange time of
 * the slowest rank); the random figure is the geometric mean over the random rings.
 */
public final class RingProgram {

    public static final String SOURCE = "janus_ring.c";
    public static final String BINARY = "janus_ring";

    private static final Pattern RING = Pattern.compile(
            "^ring (\\d+) seconds ([0-9.]+) MBps ([0-9.]+) order ([0-9 ]+)$", Pattern.MULTILINE);
    private static final Pattern VALUE = Pattern.compile("^(ranks|natural_MBps|random_MBps)=([0-9.]+)$",
                                                         Pattern.MULTILINE);

    /** One ring's measurement: its rank order, its time and its bandwidth (HPCC's unit, MB/s). */
    public static final class Ring {
        public final List<Integer> order;
        public final double seconds;
        public final double mbps;

        Ring(List<Integer> order, double seconds, double mbps) {
            this.order = ImmutableList.copyOf(order);
            this.seconds = seconds;
            this.mbps = mbps;
        }
    }

    /** What the program printed: every ring, the natural ring's and the random rings' bandwidth. */
    public static final class Result {
        public final int ranks;
        public final List<Ring> rings;
        public final double naturalMBps;
        public final double randomMBps;

        Result(int ranks, List<Ring> rings, double naturalMBps, double randomMBps) {
            this.ranks = ranks;
            this.rings = ImmutableList.copyOf(rings);
            this.naturalMBps = naturalMBps;
            this.randomMBps = randomMBps;
        }
    }

    private RingProgram() {
    }

    /** The rings file: one ring (rank order) per line, the natural ring first. */
    public static String ringsFile(List<? extends List<Integer>> rings) {
        if (rings.isEmpty()) {
            throw new IllegalArgumentException("no rings");
        }
        int size = rings.get(0).size();
        StringBuilder text = new StringBuilder();
        for (List<Integer> ring : rings) {
            if (ring.size() != size || ring.stream().distinct().count() != size
                    || ring.stream().anyMatch(r -> r < 0 || r >= size)) {
                throw new IllegalArgumentException("not an order of ranks 0.." + (size - 1) + ": " + ring);
            }
            text.append(ring.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return text.toString();
    }

    /** The program's arguments after its path. */
    public static List<String> arguments(Path binary, long messageBytes, int exchanges, Path ringsFile) {
        return ImmutableList.of(binary.toString(), String.valueOf(messageBytes), String.valueOf(exchanges),
                                ringsFile.toString());
    }

    /**
     * Writes the source into {@code folder} and compiles it there with {@code mpicc}; returns the binary.
     *
     * @throws IllegalStateException with the compiler's output when it fails
     */
    public static Path compile(Path folder) {
        Path source = folder.resolve(SOURCE);
        Path binary = folder.resolve(BINARY);
        try (InputStream in = RingProgram.class.getResourceAsStream(SOURCE)) {
            Files.copy(in, source, StandardCopyOption.REPLACE_EXISTING);
            Process cc = new ProcessBuilder("mpicc", "-O2", "-o", binary.toString(), source.toString(), "-lm")
                    .redirectErrorStream(true).start();
            String output = new String(cc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!cc.waitFor(120, TimeUnit.SECONDS) || cc.exitValue() != 0) {
                cc.destroyForcibly();
                throw new IllegalStateException("mpicc could not compile " + source + ": " + output.trim());
            }
            return binary;
        } catch (IOException e) {
            throw new IllegalStateException("cannot compile " + source + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted compiling " + source, e);
        }
    }

    /**
     * Reads the program's output.
     *
     * @throws IllegalArgumentException naming what is missing when the output is incomplete
     */
    public static Result parse(String output) {
        List<Ring> rings = new ArrayList<>();
        Matcher m = RING.matcher(output);
        while (m.find()) {
            List<Integer> order = new ArrayList<>();
            for (String r : m.group(4).trim().split(" ")) {
                order.add(Integer.parseInt(r));
            }
            rings.add(new Ring(order, Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))));
        }
        Map<String, Double> values = new HashMap<>();
        Matcher v = VALUE.matcher(output);
        while (v.find()) {
            values.put(v.group(1), Double.parseDouble(v.group(2)));
        }
        for (String key : List.of("ranks", "natural_MBps", "random_MBps")) {
            if (!values.containsKey(key)) {
                throw new IllegalArgumentException("janus_ring's output has no " + key + " (it did not finish)");
            }
        }
        if (rings.isEmpty()) {
            throw new IllegalArgumentException("janus_ring's output has no ring line");
        }
        return new Result(values.get("ranks").intValue(), rings, values.get("natural_MBps"),
                          values.get("random_MBps"));
    }
}
