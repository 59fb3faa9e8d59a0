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
package org.onosproject.janus.lab.net;

import com.google.common.base.MoreObjects;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The timing of one run's network and controller, in one place: the delay from a packet-in to the
 * path being usable, how often the switches push port and flow statistics to ONOS, how often Janus
 * polls them, and how long a failure takes to reach ONOS. The scenario carries it, the network is
 * built from it and Janus is configured from it, so the three cannot disagree. Immutable.
 */
public final class Timing {

    /**
     * The lab's defaults: 10 ms control delay, ONOS's 5 s statistics, Janus polling as often, failures seen at once.
     */
    public static final Timing DEFAULT = new Timing(10, 5_000, 5_000, 5, 0);

    private final long controlDelayMillis;
    private final long portStatsIntervalMillis;
    private final long flowStatsIntervalMillis;
    private final int statsPollSeconds;
    private final long failureDetectionMillis;

    private Timing(long controlDelayMillis, long portStatsIntervalMillis, long flowStatsIntervalMillis,
                   int statsPollSeconds, long failureDetectionMillis) {
        checkArgument(controlDelayMillis >= 0, "controlDelayMillis: must be >= 0, got %s", controlDelayMillis);
        checkArgument(portStatsIntervalMillis > 0, "portStatsIntervalMillis: must be > 0, got %s",
                      portStatsIntervalMillis);
        checkArgument(flowStatsIntervalMillis > 0, "flowStatsIntervalMillis: must be > 0, got %s",
                      flowStatsIntervalMillis);
        checkArgument(statsPollSeconds > 0, "statsPollSeconds: must be > 0, got %s", statsPollSeconds);
        checkArgument(failureDetectionMillis >= 0, "failureDetectionMillis: must be >= 0, got %s",
                      failureDetectionMillis);
        this.controlDelayMillis = controlDelayMillis;
        this.portStatsIntervalMillis = portStatsIntervalMillis;
        this.flowStatsIntervalMillis = flowStatsIntervalMillis;
        this.statsPollSeconds = statsPollSeconds;
        this.failureDetectionMillis = failureDetectionMillis;
    }

    /** Virtual time from a packet-in until the flow's path is looked up again (packet-in to install). */
    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    /** How often the switches push port statistics to ONOS (ONOS's OpenFlow provider polls every 5 s). */
    public long portStatsIntervalMillis() {
        return portStatsIntervalMillis;
    }

    /** How often the switches push flow statistics to ONOS. */
    public long flowStatsIntervalMillis() {
        return flowStatsIntervalMillis;
    }

    /** Janus's {@code statsPollInterval}: how often it reads the statistics ONOS holds, seconds. */
    public int statsPollSeconds() {
        return statsPollSeconds;
    }

    /**
     * Virtual time from a link or switch changing in the data plane until the switches report it to
     * ONOS (loss of signal plus the OpenFlow port-status message).
     */
    public long failureDetectionMillis() {
        return failureDetectionMillis;
    }

    /** Virtual time from a data-plane failure until ONOS and Janus have reacted to it. */
    public long failureReactionMillis() {
        return failureDetectionMillis + controlDelayMillis;
    }

    public Timing withControlDelayMillis(long value) {
        return new Timing(value, portStatsIntervalMillis, flowStatsIntervalMillis, statsPollSeconds,
                          failureDetectionMillis);
    }

    public Timing withPortStatsIntervalMillis(long value) {
        return new Timing(controlDelayMillis, value, flowStatsIntervalMillis, statsPollSeconds, failureDetectionMillis);
    }

    public Timing withFlowStatsIntervalMillis(long value) {
        return new Timing(controlDelayMillis, portStatsIntervalMillis, value, statsPollSeconds, failureDetectionMillis);
    }

    public Timing withFailureDetectionMillis(long value) {
        return new Timing(controlDelayMillis, portStatsIntervalMillis, flowStatsIntervalMillis, statsPollSeconds,
                          value);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("controlDelayMillis", controlDelayMillis)
                .add("portStats", portStatsIntervalMillis).add("flowStats", flowStatsIntervalMillis)
                .add("statsPollSeconds", statsPollSeconds).add("failureDetectionMillis", failureDetectionMillis)
                .toString();
    }
}
