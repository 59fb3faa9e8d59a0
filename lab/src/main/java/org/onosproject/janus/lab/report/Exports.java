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

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.JobOutcome;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.SampleStatistics;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.net.FlowLedger;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import static org.onosproject.janus.api.Statistic.BURST_MOVES;
import static org.onosproject.janus.api.Statistic.PLACEMENT_REPAIR_MOVES;
import static org.onosproject.janus.api.Statistic.REBALANCE_MOVES;

/** Every run as CSV and JSON, plus the per-cell summary as CSV. */
public final class Exports {
    static final String RUNS_HEADER = "status,scenario,workload,strategy,placement,concurrency_pct,idle_timeout_s,rep,"
            + "seed,runtime_s,contention_free_s,runtime_over_contention_free,mean_fct_s,contention_free_fct_s,"
            + "flows,bytes,programming,reprogramming,interruptions,control_delay_s,"
            + "net_packet_ins,net_programming,net_reprogramming,net_control_delay_s,rebalance_moves,"
            + "placement_repair_moves,delivery_gaps,delivery_gap_s,background_flows,"
            + "metrics,failure";

    private Exports() {
    }

    public static String runsCsv(ExperimentResult result) {
        StringBuilder csv = new StringBuilder(RUNS_HEADER).append('\n');
        for (RunRecord r : result.runs()) {
            Cell c = r.cell();
            FlowLedger w = r.workloadFlows();
            FlowLedger n = r.networkFlows();
            StringBuilder metrics = new StringBuilder();
            for (Map.Entry<String, Double> m : new java.util.TreeMap<>(r.metrics()).entrySet()) {
                metrics.append(metrics.length() == 0 ? "" : ";").append(m.getKey()).append('=')
                        .append(String.format(Locale.ROOT, "%.4f", m.getValue()));
            }
            csv.append(String.join(",", r.succeeded() ? "ok" : "failed", result.scenario().name(),
                    quote(c.workload().label()), quote(c.strategy()), c.placement().label(),
                    Integer.toString(c.concurrencyPercent()), Scenario.idleLabel(c.idleTimeoutSeconds()),
                    Integer.toString(r.rep()), Long.toString(r.seed()), seconds(r.runtimeMillis()),
                    dec(r.contentionFreeSeconds()), num(r.runtimeOverContentionFree()),
                    dec(r.meanFlowCompletionSeconds()), dec(r.contentionFreeFlowSeconds()),
                    Long.toString(w.flows()), Long.toString(w.deliveredBytes()), Long.toString(w.programming()),
                    Long.toString(w.reprogramming()), Long.toString(w.interruptions()), seconds(w.controlDelayMillis()),
                    Long.toString(n.packetIns()), Long.toString(n.programming()),
                    Long.toString(n.reprogramming()), seconds(n.packetInWaitMillis()),
                    Long.toString(r.janus().count(REBALANCE_MOVES)),
                    Long.toString(r.janus().count(PLACEMENT_REPAIR_MOVES)),
                    Long.toString(n.deliveryGaps()), seconds(n.deliveryGapMillis()),
                    Long.toString(r.backgroundFlows()),
                    quote(metrics.toString()), quote(r.failure().orElse(""))))
                    .append('\n');
        }
        return csv.toString();
    }

    public static String summaryCsv(ResultSummary s) {
        StringBuilder csv = new StringBuilder("workload,strategy,placement,concurrency_pct,idle_timeout_s,n,"
                + "runtime_mean_s,runtime_std_s,runtime_ci90_s,speedup_vs_shortest,interruptions_mean,"
                + "reprogramming_mean,control_delay_mean_s,contention_free_mean_s,runtime_over_contention_free_mean,"
                + "runtime_over_contention_free_ci90,captured_share,mean_fct_mean_s,mean_fct_ci90_s,"
                + "contention_free_fct_mean_s,mean_fct_over_contention_free_mean,rebalance_moves_mean,"
                + "placement_repair_moves_mean,delivery_gap_mean_s\n");
        for (Cell c : s.cells()) {
            SampleStatistics rt = s.runtimeSeconds(c);
            csv.append(String.join(",", quote(c.workload().label()), quote(c.strategy()), c.placement().label(),
                    Integer.toString(c.concurrencyPercent()), Scenario.idleLabel(c.idleTimeoutSeconds()),
                    Integer.toString(rt.n()), num(rt.mean()), num(rt.std()), num(rt.ciHalfWidth()),
                    s.speedup(c).map(Exports::num).orElse(""),
                    num(s.stat(c, r -> r.workloadFlows().interruptions()).mean()),
                    num(s.stat(c, r -> r.workloadFlows().reprogramming()).mean()),
                    num(s.stat(c, r -> r.workloadFlows().controlDelayMillis() / 1000.0).mean()),
                    mean(s.contentionFreeSeconds(c)), mean(s.runtimeOverContentionFree(c)),
                    ci(s.runtimeOverContentionFree(c)), s.capturedShare(c).map(Exports::num).orElse(""),
                    mean(s.meanFlowCompletionSeconds(c)), ci(s.meanFlowCompletionSeconds(c)),
                    mean(s.contentionFreeFlowSeconds(c)), mean(s.flowCompletionOverContentionFree(c)),
                    num(s.stat(c, r -> r.janus().count(REBALANCE_MOVES)).mean()),
                    num(s.stat(c, r -> r.janus().count(PLACEMENT_REPAIR_MOVES)).mean()),
                    num(s.stat(c, r -> r.networkFlows().deliveryGapMillis() / 1000.0).mean())))
                    .append('\n');
        }
        return csv.toString();
    }

    public static String json(ResultSummary s) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ExperimentResult result = s.result();
        Scenario sc = result.scenario();
        ObjectNode root = mapper.createObjectNode();
        root.put("complete", result.complete());
        result.failure().ifPresent(f -> root.put("failure", f));
        root.put("plannedRuns", result.plannedRuns());
        root.put("finishedRuns", result.runs().size());
        ObjectNode scenario = root.putObject("scenario");
        scenario.put("name", sc.name());
        scenario.put("description", sc.description());
        scenario.put("fabric", sc.fabric().describe());
        ArrayNode workloads = scenario.putArray("workloads");
        sc.workloads().forEach(w -> workloads.add(w.label()));
        ArrayNode strategies = scenario.putArray("strategies");
        sc.strategies().forEach(strategies::add);
        scenario.put("reps", sc.reps());
        scenario.put("seed", sc.seed());
        ArrayNode idles = scenario.putArray("idleTimeouts");
        sc.idleTimeoutsSeconds().forEach(i -> idles.add(Scenario.idleLabel(i)));
        ArrayNode conc = scenario.putArray("concurrency");
        sc.concurrencyPercents().forEach(conc::add);
        ArrayNode placements = scenario.putArray("placements");
        sc.placements().forEach(p -> placements.add(p.label()));
        scenario.put("controlDelayMs", sc.timing().controlDelayMillis());
        ArrayNode runs = root.putArray("runs");
        for (RunRecord r : result.runs()) {
            ObjectNode n = runs.addObject();
            n.put("status", r.succeeded() ? "ok" : "failed");
            n.put("workload", r.cell().workload().label());
            n.put("strategy", r.cell().strategy());
            n.put("placement", r.cell().placement().label());
            n.put("concurrencyPercent", r.cell().concurrencyPercent());
            n.put("idleTimeout", Scenario.idleLabel(r.cell().idleTimeoutSeconds()));
            n.put("rep", r.rep());
            n.put("seed", r.seed());
            ArrayNode hosts = n.putArray("hosts");
            r.hosts().forEach(hosts::add);
            n.put("runtimeSeconds", r.runtimeSeconds());
            putKnown(n, "contentionFreeSeconds", r.contentionFreeSeconds());
            putKnown(n, "runtimeOverContentionFree", r.runtimeOverContentionFree());
            putKnown(n, "meanFlowCompletionSeconds", r.meanFlowCompletionSeconds());
            putKnown(n, "contentionFreeFlowCompletionSeconds", r.contentionFreeFlowSeconds());
            r.boundBinds().ifPresent(b -> n.put("boundBinds", b));
            FlowLedger w = r.workloadFlows();
            n.put("flows", w.flows());
            n.put("bytes", w.deliveredBytes());
            n.put("programming", w.programming());
            n.put("reprogramming", w.reprogramming());
            n.put("controlDelaySeconds", w.controlDelayMillis() / 1000.0);
            ObjectNode net = n.putObject("network");
            FlowLedger all = r.networkFlows();
            net.put("packetIns", all.packetIns());
            net.put("programming", all.programming());
            net.put("reprogramming", all.reprogramming());
            net.put("controlDelaySeconds", all.packetInWaitMillis() / 1000.0);
            net.put("rebalanceMoves", r.janus().count(REBALANCE_MOVES));
            net.put("placementRepairMoves", r.janus().count(PLACEMENT_REPAIR_MOVES));
            net.put("burstMoves", r.janus().count(BURST_MOVES));
            net.put("deliveryGaps", all.deliveryGaps());
            net.put("deliveryGapSeconds", all.deliveryGapMillis() / 1000.0);
            ArrayNode moves = net.putArray("rebalanceMoveSeconds");
            r.rebalanceMoveSeconds().forEach(moves::add);
            n.put("backgroundFlows", r.backgroundFlows());
            ObjectNode metrics = n.putObject("metrics");
            new TreeSet<>(r.metrics().keySet()).forEach(k -> metrics.put(k, r.metrics().get(k)));
            r.job().ifPresent(o -> job(n.putObject("job"), o));
            r.failure().ifPresent(f -> n.put("failure", f));
        }
        ArrayNode summary = root.putArray("summary");
        for (Cell c : s.cells()) {
            SampleStatistics rt = s.runtimeSeconds(c);
            ObjectNode n = summary.addObject();
            n.put("workload", c.workload().label());
            n.put("strategy", c.strategy());
            n.put("placement", c.placement().label());
            n.put("concurrencyPercent", c.concurrencyPercent());
            n.put("idleTimeout", Scenario.idleLabel(c.idleTimeoutSeconds()));
            n.put("n", rt.n());
            n.put("runtimeMeanSeconds", rt.mean());
            n.put("runtimeStdSeconds", rt.std());
            if (!Double.isNaN(rt.ciHalfWidth())) {
                n.put("runtimeCi90Seconds", rt.ciHalfWidth());
            }
            s.speedup(c).ifPresent(x -> n.put("speedupVsShortest", x));
            s.contentionFreeSeconds(c).ifPresent(x -> n.put("contentionFreeMeanSeconds", x.mean()));
            s.runtimeOverContentionFree(c).ifPresent(x -> {
                n.put("runtimeOverContentionFreeMean", x.mean());
                putKnown(n, "runtimeOverContentionFreeCi90", x.ciHalfWidth());
            });
            s.capturedShare(c).ifPresent(x -> n.put("capturedShare", x));
            s.meanFlowCompletionSeconds(c).ifPresent(x -> {
                n.put("meanFlowCompletionMeanSeconds", x.mean());
                putKnown(n, "meanFlowCompletionCi90Seconds", x.ciHalfWidth());
            });
            s.contentionFreeFlowSeconds(c).ifPresent(x -> n.put("contentionFreeFlowCompletionMeanSeconds", x.mean()));
        }
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How a run's application reached Janus: reactive or declared, its pairs' packet-ins, what the job left. */
    private static void job(ObjectNode n, JobOutcome o) {
        n.put("mode", o.declared() ? "declared" : "reactive");
        o.jobId().ifPresent(id -> n.put("id", id));
        o.pattern().ifPresent(p -> n.put("pattern", p));
        n.put("pairs", o.pairs());
        n.put("pairPacketIns", o.pairPacketIns());
        n.put("janusDeclaredPairPacketIns", o.janusDeclaredPacketIns());
        o.removal().ifPresent(x -> {
            ObjectNode removal = n.putObject("afterRemoval");
            removal.put("rulesBefore", x.rulesBefore());
            removal.put("intentsLeft", x.intentsLeft());
            removal.put("rulesLeft", x.rulesLeft());
            removal.put("recordLeft", x.recordLeft());
            removal.put("clean", x.clean());
        });
        o.after().ifPresent(x -> {
            ObjectNode after = n.putObject("afterIdle");
            after.put("janusIntents", x.janusIntents());
            after.put("rulesOnSwitches", x.rulesOnSwitches());
            after.put("reservations", x.reservations());
            after.put("flowRecords", x.flowRecords());
            after.put("nothingLeft", x.nothingLeft());
        });
        o.problem().ifPresent(p -> n.put("problem", p));
    }

    private static void putKnown(ObjectNode n, String key, double value) {
        if (!Double.isNaN(value)) {
            n.put(key, value);
        }
    }

    private static String mean(Optional<SampleStatistics> st) {
        return st.map(x -> num(x.mean())).orElse("");
    }

    private static String ci(Optional<SampleStatistics> st) {
        return st.map(x -> num(x.ciHalfWidth())).orElse("");
    }

    /** Seconds with millisecond precision, empty when unknown. */
    private static String dec(double seconds) {
        return Double.isNaN(seconds) ? "" : String.format(Locale.ROOT, "%.3f", seconds);
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.4f", v);
    }

    static String quote(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
