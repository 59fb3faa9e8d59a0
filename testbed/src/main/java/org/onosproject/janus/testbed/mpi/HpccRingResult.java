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

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HPCC's ring bandwidth and latency as its output file ({@code hpccoutf.txt}) gives them. HPCC's b_eff test
 * runs the naturally ordered ring (ranks in order) and 10 randomly ordered rings (drawn by rank 0 from a
 * time seed); in each, every process exchanges 2,000,000-byte messages with both neighbours at once. Its
 * bandwidth is per process, counting the two messages a process sends: message bytes over half the
 * exchange time of the slowest process, the best of its measurements; the random figure is the geometric
 * mean over the random rings. In MB/s (10^6 bytes/s), from the "Major Benchmark results" lines; the number of
 * processes from the summary ({@code CommWorldProcs}).
 */
public final class HpccRingResult {

    private static final Pattern MAJOR = Pattern.compile(
            "^(Naturally Ordered Ring Bandwidth|Randomly  Ordered Ring Bandwidth|Randomly Ordered Ring Latency"
                    + "|Min Ping Pong Bandwidth):\\s+([0-9.eE+-]+) (MB/s|msecs)\\s*$", Pattern.MULTILINE);
    private static final Pattern SUMMARY = Pattern.compile("^([A-Za-z_]+)=(\\S+)\\s*$", Pattern.MULTILINE);
    private static final Pattern RING_TIME = Pattern.compile("- for ring bandwidth\\s+=\\s+([0-9.]+) sec");

    public final int processes;
    /** Naturally ordered ring bandwidth per process, MB/s (HPCC's unit). */
    public final double naturalMBps;
    /** Randomly ordered rings' bandwidth per process (geometric mean), MB/s (HPCC's unit). */
    public final double randomMBps;
    /** Randomly ordered rings' latency (8-byte messages), ms. */
    public final double randomLatencyMillis;
    /** The slowest pair's ping-pong bandwidth, MB/s. */
    public final double minPingPongMBps;
    /** How long HPCC's ring bandwidth test took, s (NaN when HPCC did not print it). */
    public final double ringBandwidthSeconds;

    private HpccRingResult(int processes, double naturalMBps, double randomMBps, double randomLatencyMillis,
                           double minPingPongMBps, double ringBandwidthSeconds) {
        this.processes = processes;
        this.naturalMBps = naturalMBps;
        this.randomMBps = randomMBps;
        this.randomLatencyMillis = randomLatencyMillis;
        this.minPingPongMBps = minPingPongMBps;
        this.ringBandwidthSeconds = ringBandwidthSeconds;
    }

    /**
     * Reads HPCC's output file.
     *
     * @throws IllegalArgumentException naming what is missing when the file lacks the ring results or the
     *                                  summary, or when HPCC reports that it did not succeed
     */
    public static HpccRingResult parse(String hpccOutput) {
        Map<String, Double> major = new HashMap<>();
        Matcher m = MAJOR.matcher(hpccOutput);
        while (m.find()) {
            major.put(m.group(1), number(m.group(1), m.group(2)));
        }
        Map<String, String> summary = new HashMap<>();
        int begin = hpccOutput.indexOf("Begin of Summary section.");
        if (begin < 0) {
            throw new IllegalArgumentException("HPCC's output has no summary section (HPCC did not finish)");
        }
        Matcher s = SUMMARY.matcher(hpccOutput.substring(begin));
        while (s.find()) {
            summary.put(s.group(1), s.group(2));
        }
        if (!"1".equals(summary.get("Success"))) {
            throw new IllegalArgumentException("HPCC's summary says Success=" + summary.get("Success"));
        }
        String procs = summary.get("CommWorldProcs");
        if (procs == null) {
            throw new IllegalArgumentException("HPCC's summary has no CommWorldProcs");
        }
        Matcher time = RING_TIME.matcher(hpccOutput);
        return new HpccRingResult((int) number("CommWorldProcs", procs),
                                  required(major, "Naturally Ordered Ring Bandwidth"),
                                  required(major, "Randomly  Ordered Ring Bandwidth"),
                                  required(major, "Randomly Ordered Ring Latency"),
                                  required(major, "Min Ping Pong Bandwidth"),
                                  time.find() ? Double.parseDouble(time.group(1)) : Double.NaN);
    }

    private static double required(Map<String, Double> values, String name) {
        Double v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("HPCC's output has no '" + name + "' line");
        }
        return v;
    }

    private static double number(String name, String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("HPCC's " + name + " is not a number: '" + text + "'");
        }
    }

    /** Naturally ordered ring per process and direction (the lab's unit): half of HPCC's. */
    public double naturalPerDirectionMBps() {
        return naturalMBps / 2;
    }

    /** Randomly ordered rings per process and direction (the lab's unit): half of HPCC's. */
    public double randomPerDirectionMBps() {
        return randomMBps / 2;
    }
}
