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
package org.onosproject.janus.lab.report;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.LoadOutcome;
import org.onosproject.janus.lab.experiment.PlaneSnapshot;
import org.onosproject.janus.lab.experiment.RunRecord;

import java.util.List;
import java.util.Locale;

import static org.onosproject.janus.api.Statistic.ACTIVE_INTENTS;
import static org.onosproject.janus.api.Statistic.CAP_RECLAIMS;
import static org.onosproject.janus.api.Statistic.IDLE_WITHDRAWALS;
import static org.onosproject.janus.api.Statistic.PROGRAMMING;
import static org.onosproject.janus.api.Statistic.QUEUE_COALESCED;
import static org.onosproject.janus.api.Statistic.QUEUE_DEPTH;
import static org.onosproject.janus.api.Statistic.QUEUE_DROPS;
import static org.onosproject.janus.api.Statistic.QUEUE_PEAK_DEPTH;
import static org.onosproject.janus.api.Statistic.REPROGRAMMING;
import static org.onosproject.janus.api.Statistic.SELECTIONS;
import static org.onosproject.janus.api.Statistic.SELECTION_LATENCY;
import static org.onosproject.janus.api.Statistic.SETUP_LATENCY;

/**
 * The control-plane section of a report, for scenarios that load the controller (packet-in storms,
 * flow set-up): what stayed bounded (intents against flows and packet-ins, Janus's queue, cap
 * reclaims), what ONOS and the switches held at the end, and how fast this machine went.
 */
public final class ControlPlaneTables {

    private ControlPlaneTables() {
    }

    /** The section's tables; none when no run measured its control plane. */
    public static List<TextTable> of(ExperimentResult result) {
        List<RunRecord> runs = result.runs().stream().filter(r -> r.load().isPresent())
                .collect(ImmutableList.toImmutableList());
        if (runs.isEmpty()) {
            return ImmutableList.of();
        }
        TextTable plane = new TextTable("Control plane under load (virtual time)", ImmutableList.of(
                "workload", "strategy", "flows started", "delivered", "failed", "packet-ins", "packet-outs",
                "intents created (prog/reprog)", "selections", "cap reclaims", "idle withdrawals",
                "Janus intents peak / end", "ONOS intents", "INSTALLED", "rules on switches",
                "queue peak / drops / coalesced / end", "virtual (s)"));
        TextTable speed = new TextTable("Control plane speed (wall clock, this machine)", ImmutableList.of(
                "workload", "strategy", "selection p50 / p99 / max (us)",
                "set-up p50 / p99 / max (us)", "wall (s)", "flows / wall s",
                "live heap after (MB)"));
        for (RunRecord r : runs) {
            LoadOutcome load = r.load().orElseThrow();
            PlaneSnapshot end = load.end();
            JanusStatistics s = end.janus();
            String workload = r.cell().workload().label();
            plane.row(ImmutableList.of(workload, r.cell().strategy(), Long.toString(end.flowsStarted()),
                    Long.toString(end.flows().deliveredFlows()), Long.toString(end.flows().failedFlows()),
                    Long.toString(end.flows().packetIns()), Long.toString(end.packetOuts()),
                    (s.count(PROGRAMMING) + s.count(REPROGRAMMING)) + " ("
                            + s.count(PROGRAMMING) + "/" + s.count(REPROGRAMMING) + ")",
                    Long.toString(selections(s)),
                    Long.toString(s.count(CAP_RECLAIMS)), Long.toString(s.count(IDLE_WITHDRAWALS)),
                    load.peakJanusIntents() + " / " + s.count(ACTIVE_INTENTS), Long.toString(end.onosIntents()),
                    Long.toString(end.installedIntents()), Long.toString(end.rulesOnSwitches()),
                    s.count(QUEUE_PEAK_DEPTH) + " / " + s.count(QUEUE_DROPS) + " / " + s.count(QUEUE_COALESCED)
                            + " / " + s.count(QUEUE_DEPTH),
                    String.format(Locale.ROOT, "%.1f", end.virtualMillis() / 1000.0)));
            speed.row(ImmutableList.of(workload, r.cell().strategy(), String.format(Locale.ROOT,
                    "%.1f / %.1f / %.1f", s.latency(SELECTION_LATENCY).p50Micros(),
                    s.latency(SELECTION_LATENCY).p99Micros(), s.latency(SELECTION_LATENCY).maxMicros()),
                    latency(s.latency(SETUP_LATENCY)),
                    String.format(Locale.ROOT, "%.2f", load.wallSeconds()),
                    String.format(Locale.ROOT, "%.0f", load.flowsPerWallSecond()),
                    String.format(Locale.ROOT, "%.0f", load.liveHeapMb())));
        }
        plane.note("Janus intents peak: the most alive at a one-second sample of virtual time while the workload ran");
        speed.note("real processing time of Janus and the ONOS intent pipeline on this machine, not a result of the "
                + "run");
        speed.note("latencies over the last 4,096 samples Janus keeps; set-up: a new flow's packet-in to its intent's "
                + "first submit, in wall time (a burst window adds no wait: its moves come after)");
        return ImmutableList.of(plane, speed);
    }

    private static String latency(JanusStatistics.LatencySummary l) {
        return String.format(Locale.ROOT, "%.1f / %.1f / %.1f", l.p50Micros(), l.p99Micros(), l.maxMicros());
    }

    /** Paths Janus selected, over all strategies. */
    public static long selections(JanusStatistics s) {
        return s.counts(SELECTIONS).values().stream().mapToLong(v -> v).sum();
    }
}
