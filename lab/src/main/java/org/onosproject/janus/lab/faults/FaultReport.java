package org.onosproject.janus.lab.faults;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;
import org.onosproject.janus.lab.net.FlowRecord;
import org.onosproject.janus.lab.report.TextTable;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The figures of a fault experiment: per failure, time to reroute, flows disrupted and how many ended on
 * Janus's path; per run, whether every flow completed and Janus's own reroute latency (wall clock).
 */
public final class FaultReport {

    private final FaultScenario scenario;
    private final List<FaultRun> runs;

    public FaultReport(FaultScenario scenario, List<FaultRun> runs) {
        this.scenario = scenario;
        this.runs = ImmutableList.copyOf(runs);
    }

    /** Every run finished, every flow arrived and every disrupted flow was carried again within the budget. */
    public boolean passed() {
        return !runs.isEmpty() && runs.stream().allMatch(r -> r.everyFlowCompleted() && !r.events().isEmpty()
                && r.events().stream().allMatch(e -> e.allReroutedWithin(scenario.rerouteBudgetMillis())));
    }

    public String toTerminal() {
        StringBuilder out = new StringBuilder();
        out.append(header()).append('\n');
        out.append(failures().toTerminal()).append('\n');
        out.append(completion().toTerminal()).append('\n');
        out.append(latency().toTerminal()).append('\n');
        out.append(verdict()).append('\n');
        return out.toString();
    }

    public String toMarkdown() {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(scenario.name()).append("\n\n").append(header()).append("\n\n");
        out.append(failures().toMarkdown()).append('\n');
        out.append(completion().toMarkdown()).append('\n');
        out.append(latency().toMarkdown()).append('\n');
        out.append(verdict()).append('\n');
        return out.toString();
    }

    private String header() {
        return String.format(Locale.ROOT, "%s: %s, %d%% background, idle timeout %d s, seed %d. "
                        + "Failure detection %d ms + control delay %d ms of virtual time before ONOS hears of "
                        + "a failure; each failed element recovers after %d s; reroute budget %d ms.",
                scenario.description(), scenario.base().fabric().describe(), scenario.concurrencyPercent(),
                scenario.base().idleTimeoutsSeconds().get(0), scenario.seed(), scenario.failureDetectionMillis(),
                scenario.base().controlDelayMillis(), scenario.recoveryAfterMillis() / 1000,
                scenario.rerouteBudgetMillis());
    }

    private TextTable failures() {
        TextTable t = new TextTable("Failures (virtual time)", ImmutableList.of(
                "app", "strategy", "failure", "target", "at (s)", "flows on it (app)", "disrupted (app)",
                "resumed", "on Janus's path", "Janus reroutes", "outage median (ms)", "time to reroute (ms)",
                "within budget"));
        for (FaultRun r : runs) {
            if (r.events().isEmpty()) {
                t.row(ImmutableList.of(r.application(), r.strategy(), "-", r.failure().orElse("no failure injected"),
                                       "", "", "", "", "", "", "", "", "no"));
            }
            for (FaultEvent e : r.events()) {
                t.row(ImmutableList.of(r.application(), r.strategy(), e.kind().label(), e.target(),
                                       String.format(Locale.ROOT, "%.1f", e.atMillis() / 1000.0),
                                       e.flowsOnTarget() + " (" + e.appFlowsOnTarget() + ")",
                                       e.disruptions().size() + " (" + e.disruptedAppFlows() + ")",
                                       Long.toString(e.resumed()), Integer.toString(e.onJanusPath()),
                                       Long.toString(e.janusReroutes()), millis(e.medianOutageMillis()),
                                       millis(e.timeToRerouteMillis()),
                                       e.allReroutedWithin(scenario.rerouteBudgetMillis()) ? "yes" : "NO"));
            }
        }
        return t.note("time to reroute: from the failure until the last flow it stopped was carried again; "
                              + "outage: per stopped flow, from stalling to being carried again")
                .note("on Janus's path: stopped flows whose new data-plane path is the one Janus holds for "
                              + "their host pair, checked 1 ms after ONOS heard of the failure");
    }

    private TextTable completion() {
        TextTable t = new TextTable("Completion", ImmutableList.of(
                "app", "strategy", "app runtime (s)", "flows ended", "undelivered", "still running",
                "every flow completed"));
        for (FaultRun r : runs) {
            t.row(ImmutableList.of(r.application(), r.strategy(),
                                   r.appRuntimeMillis() < 0 ? "-" : String.format(Locale.ROOT, "%.1f",
                                                                                  r.appRuntimeMillis() / 1000.0),
                                   Long.toString(r.finishedFlows()), Integer.toString(r.undelivered().size()),
                                   Integer.toString(r.unfinishedFlows()), r.everyFlowCompleted() ? "yes" : "NO"));
            r.failure().ifPresent(f -> t.note(r.application() + "/" + r.strategy() + " run failed: " + f));
            for (FlowRecord f : r.undelivered()) {
                t.note(r.application() + "/" + r.strategy() + " flow " + f.id() + " (" + f.result().flow().tag()
                               + ") not delivered: " + f.result().failure());
            }
        }
        return t;
    }

    private TextTable latency() {
        TextTable t = new TextTable("Janus reroute processing (wall clock, embedded ONOS on this machine)",
                ImmutableList.of("app", "strategy", "reroutes", "no-path withdrawals",
                                 "event->resubmit p50/max (ms)", "event->INSTALLED p50/max (ms)"));
        for (FaultRun r : runs) {
            JanusStatistics s = r.statistics();
            t.row(ImmutableList.of(r.application(), r.strategy(), Long.toString(s.reroutes()),
                                   Long.toString(s.noPathWithdrawals()), percentiles(s.rerouteLatency()),
                                   percentiles(s.rerouteInstallLatency())));
        }
        return t.note("real processing time of Janus and the ONOS intent pipeline; virtual time does not "
                              + "advance while it runs, so it comes on top of the virtual times above");
    }

    private String verdict() {
        List<String> problems = new ArrayList<>();
        for (FaultRun r : runs) {
            if (!r.everyFlowCompleted()) {
                problems.add(r.application() + "/" + r.strategy() + ": not every flow completed");
            }
            if (r.events().isEmpty()) {
                problems.add(r.application() + "/" + r.strategy() + ": no failure was injected");
            }
            for (FaultEvent e : r.events()) {
                if (!e.allReroutedWithin(scenario.rerouteBudgetMillis())) {
                    problems.add(r.application() + "/" + r.strategy() + ": " + e.kind().label()
                                         + " not rerouted within " + scenario.rerouteBudgetMillis() + " ms");
                }
            }
        }
        return passed() ? "RESULT: PASS (every disrupted flow rerouted within " + scenario.rerouteBudgetMillis()
                + " ms; every flow completed)" : "RESULT: FAIL: " + String.join("; ", problems);
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
