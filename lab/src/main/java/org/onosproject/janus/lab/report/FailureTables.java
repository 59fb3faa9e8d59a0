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
import org.onosproject.janus.api.JanusStatistics.LatencySummary;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.faults.FaultEvent;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.FlowRecord;

import java.util.List;
import java.util.Locale;

import static org.onosproject.janus.api.Statistic.NO_PATH_WITHDRAWALS;
import static org.onosproject.janus.api.Statistic.REROUTES;
import static org.onosproject.janus.api.Statistic.REROUTE_INSTALL_LATENCY;
import static org.onosproject.janus.api.Statistic.REROUTE_LATENCY;

/**
 * The failures section of a report, for scenarios with a {@link FaultPlan}: per failure, time to
 * reroute, flows disrupted and how many ended on Janus's path; per run, whether every flow completed;
 * and Janus's own reroute latency (wall clock), whose notes carry the verdict.
 */
public final class FailureTables {

    private FailureTables() {
    }

    /** The section's tables; none when the scenario injects no failures. */
    public static List<TextTable> of(ExperimentResult result) {
        if (result.scenario().faults().isEmpty()) {
            return ImmutableList.of();
        }
        return ImmutableList.of(failures(result), completion(result), latency(result));
    }

    /** What was done to the runs: fabric, background, idle timeout, seed, detection, recovery, budget. */
    public static String header(ExperimentResult result) {
        Scenario sc = result.scenario();
        FaultPlan plan = sc.faults().orElseThrow();
        return String.format(Locale.ROOT, "%s: %s, %d%% background, idle timeout %d s, seed %d. "
                        + "Failure detection %d ms + control delay %d ms of virtual time before ONOS hears of "
                        + "a failure; each failed element recovers after %d s; reroute budget %d ms.",
                sc.description(), sc.fabric().describe(), sc.concurrencyPercents().get(0),
                sc.idleTimeoutsSeconds().get(0), sc.seed(), sc.timing().failureDetectionMillis(),
                sc.timing().controlDelayMillis(), plan.recoveryAfterMillis() / 1000, plan.rerouteBudgetMillis());
    }

    public static TextTable failures(ExperimentResult result) {
        long budget = result.scenario().faults().orElseThrow().rerouteBudgetMillis();
        TextTable t = new TextTable("Failures (virtual time)", ImmutableList.of(
                "app", "strategy", "failure", "target", "at (s)", "flows on it (app)", "disrupted (app)",
                "resumed", "on Janus's path", "Janus reroutes", "outage median (ms)", "time to reroute (ms)",
                "within budget"));
        for (RunRecord r : withFaults(result)) {
            FaultOutcome f = r.faults().orElseThrow();
            if (f.events().isEmpty()) {
                t.row(ImmutableList.of(app(r), r.cell().strategy(), "-", "no failure injected", "", "", "", "", "",
                                       "", "", "", "no"));
            }
            for (FaultEvent e : f.events()) {
                t.row(ImmutableList.of(app(r), r.cell().strategy(), e.kind().label(), e.target(),
                                       String.format(Locale.ROOT, "%.1f", e.atMillis() / 1000.0),
                                       e.flowsOnTarget() + " (" + e.appFlowsOnTarget() + ")",
                                       e.disruptions().size() + " (" + e.disruptedAppFlows() + ")",
                                       Long.toString(e.resumed()), Integer.toString(e.onJanusPath()),
                                       Long.toString(e.janusReroutes()), millis(e.medianOutageMillis()),
                                       millis(e.timeToRerouteMillis()), e.allReroutedWithin(budget) ? "yes" : "NO"));
            }
        }
        return t.note("time to reroute: from the failure until the last flow it stopped was carried again; "
                              + "outage: per stopped flow, from stalling to being carried again")
                .note("on Janus's path: stopped flows whose new data-plane path is the one Janus holds for "
                              + "their host pair, checked 1 ms after ONOS heard of the failure");
    }

    public static TextTable completion(ExperimentResult result) {
        TextTable t = new TextTable("Completion", ImmutableList.of(
                "app", "strategy", "app runtime (s)", "flows ended", "undelivered", "still running",
                "every flow completed"));
        for (RunRecord r : withFaults(result)) {
            FaultOutcome f = r.faults().orElseThrow();
            t.row(ImmutableList.of(app(r), r.cell().strategy(),
                                   String.format(Locale.ROOT, "%.1f", r.runtimeMillis() / 1000.0),
                                   Long.toString(f.finishedFlows()), Integer.toString(f.undelivered().size()),
                                   Integer.toString(f.unfinishedFlows()), f.everyFlowCompleted() ? "yes" : "NO"));
            for (FlowRecord flow : f.undelivered()) {
                t.note(app(r) + "/" + r.cell().strategy() + " flow " + flow.id() + " (" + flow.result().flow().tag()
                               + ") not delivered: " + flow.result().failure());
            }
        }
        return t;
    }

    private static TextTable latency(ExperimentResult result) {
        TextTable t = new TextTable("Janus reroute processing (wall clock, embedded ONOS on this machine)",
                ImmutableList.of("app", "strategy", "reroutes", "no-path withdrawals",
                                 "event->resubmit p50/max (ms)", "event->INSTALLED p50/max (ms)"));
        for (RunRecord r : withFaults(result)) {
            JanusStatistics s = r.faults().orElseThrow().statistics();
            t.row(ImmutableList.of(app(r), r.cell().strategy(), Long.toString(s.count(REROUTES)),
                                   Long.toString(s.count(NO_PATH_WITHDRAWALS)), percentiles(s.latency(REROUTE_LATENCY)),
                                   percentiles(s.latency(REROUTE_INSTALL_LATENCY))));
        }
        t.note("real processing time of Janus and the ONOS intent pipeline; virtual time does not "
                       + "advance while it runs, so it comes on top of the virtual times above");
        List<String> problems = result.failedChecks();
        return t.note(problems.isEmpty() ? "RESULT: PASS (every disrupted flow rerouted within "
                + result.scenario().faults().orElseThrow().rerouteBudgetMillis() + " ms; every flow completed)"
                : "RESULT: FAIL: " + String.join("; ", problems));
    }

    private static List<RunRecord> withFaults(ExperimentResult result) {
        return result.runs().stream().filter(r -> r.faults().isPresent()).collect(ImmutableList.toImmutableList());
    }

    private static String app(RunRecord r) {
        return r.cell().workload().label();
    }

    private static String millis(double value) {
        return value < 0 ? "-" : String.format(Locale.ROOT, "%.1f", value);
    }

    private static String percentiles(LatencySummary s) {
        if (s.samples() == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f / %.2f", s.p50Micros() / 1000, s.maxMicros() / 1000);
    }
}
