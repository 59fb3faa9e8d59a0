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
package org.onosproject.janus.labcluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.report.ReportWriter;
import org.onosproject.janus.lab.report.TextTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The cluster section of a cluster scenario's report: per phase, the failover, the end state and the
 * application's runtime beside the single-node run and the contention-free bound, as tables for the
 * terminal, {@code cluster.md}, {@code cluster.csv}, {@code cluster.json} and the report's index page.
 */
final class ClusterReport {

    private final ClusterScenario scenario;
    private final List<ClusterOutcome> outcomes;
    private final ExperimentResult cluster;
    private final Optional<ExperimentResult> single;

    ClusterReport(ClusterScenario scenario, List<ClusterOutcome> outcomes, ExperimentResult cluster,
                  Optional<ExperimentResult> single) {
        this.scenario = scenario;
        this.outcomes = ImmutableList.copyOf(outcomes);
        this.cluster = cluster;
        this.single = single;
    }

    List<TextTable> tables() {
        return ImmutableList.of(phases(), failover(), end(), runtimes());
    }

    /** Every failed check of every run. */
    List<String> failedChecks() {
        List<String> failed = outcomes.stream().flatMap(o -> o.failedChecks().stream())
                .collect(Collectors.toCollection(ArrayList::new));
        if (outcomes.size() < cluster.plannedRuns()) {
            failed.add(0, (cluster.plannedRuns() - outcomes.size()) + " of " + cluster.plannedRuns()
                    + " cluster runs did not finish" + cluster.failure().map(f -> " (" + f + ")").orElse(""));
        }
        return failed;
    }

    private static String s(long millis) {
        return millis < 0 ? "-" : String.format(Locale.ROOT, "%.1f", millis / 1000.0);
    }

    private static String ms(double millis) {
        return Double.isNaN(millis) ? "-" : String.format(Locale.ROOT, "%.1f", millis);
    }

    private static String byNode(Map<String, ? extends Number> counts) {
        return counts.isEmpty() ? "none" : counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    TextTable phases() {
        TextTable t = new TextTable("Per phase: packet-ins dealt round robin to the live nodes, flows provisioned,"
                + " packet-in -> intent submitted (wall ms)", ImmutableList.of("strategy", "phase", "virtual s",
                "packet-ins by node", "new flows provisioned", "packet-ins that submitted", "p50 ms", "p99 ms",
                "max ms"));
        for (ClusterOutcome o : outcomes) {
            for (ClusterOutcome.PhaseRow r : o.phases) {
                t.row(ImmutableList.of(o.strategy, r.phase.label(), s(r.fromMillis) + "-" + s(r.toMillis),
                        byNode(r.packetInsByNode), Long.toString(r.provisioned), Integer.toString(r.submitted),
                        ms(r.p50Millis), ms(r.p99Millis), ms(r.maxMillis)));
            }
        }
        return t.note("Virtual time paced to wall time from the kill until every flow has one owner after the rejoin;"
                + " from the kill until then a probe flow of 10 kB on a new host pair every 250 ms; the latency is"
                + " wall time on the lab's one thread, store calls included.");
    }

    TextTable failover() {
        TextTable t = new TextTable("The dead node's flows and ownership", ImmutableList.of("strategy",
                "flows owned at the kill, by node", "dead node", "its flows at the kill",
                "every partition one surviving owner after (wall s)", "reaped by",
                "rerouted or re-submitted by", "acted on by two nodes", "untouched until the rejoin",
                "acts of the dead Janus after its death", "probe flows (kill to rebalancing)", "rejoin took (wall s)",
                "every flow one owner of 3 after (wall s from rejoin start)"));
        for (ClusterOutcome o : outcomes) {
            t.row(ImmutableList.of(o.strategy, byNode(o.flowsOwnedAtKill), o.deadNode,
                    Integer.toString(o.deadNodeFlows), s(o.movedWallMillis),
                    byNode(o.reapedBy), byNode(o.reroutedBy), Integer.toString(o.actedOnByTwo),
                    Integer.toString(o.untouchedUntilRejoin), byNode(o.deadNodeActs), Integer.toString(o.probeFlows),
                    s(o.rejoinWallMillis),
                    s(o.rebalancedWallMillis)));
        }
        return t;
    }

    TextTable end() {
        TextTable t = new TextTable("At the end (every flow ended, idle timeout and polls passed): left behind and"
                + " counted twice (all must be 0)", ImmutableList.of("strategy", "Janus intents", "flow rules",
                "flow records", "provisioned twice",
                "withdrawn twice", "flows without exactly one owner", "problem"));
        for (ClusterOutcome o : outcomes) {
            ClusterOutcome.Leftovers l = o.leftovers;
            t.row(ImmutableList.of(o.strategy, Long.toString(l.janusIntents), Long.toString(l.flowRules),
                    Long.toString(l.flowRecords), Integer.toString(o.duplicateProvisions),
                    Integer.toString(o.doubleWithdrawals), o.keysWithoutOneOwner + " of " + o.keysChecked,
                    o.problem == null ? "none" : o.problem));
        }
        return t;
    }

    TextTable runtimes() {
        TextTable t = new TextTable("Application runtime: the cluster run beside a single Janus on the same seed and"
                + " the contention-free bound", ImmutableList.of("strategy", "application", "cluster runtime s",
                "single node runtime s", "contention-free s", "cluster / single"));
        for (RunRecord c : cluster.runs()) {
            Optional<RunRecord> one = single.flatMap(r -> r.runs().stream()
                    .filter(x -> x.cell().strategy().equals(c.cell().strategy())).findFirst());
            double clusterSeconds = c.succeeded() ? c.runtimeSeconds() : Double.NaN;
            double singleSeconds = one.filter(RunRecord::succeeded).map(RunRecord::runtimeSeconds).orElse(Double.NaN);
            t.row(ImmutableList.of(c.cell().strategy(), c.cell().workload().label(), fmt(clusterSeconds),
                    fmt(singleSeconds), fmt(c.succeeded() ? c.contentionFreeSeconds() : Double.NaN),
                    Double.isNaN(clusterSeconds) || Double.isNaN(singleSeconds) ? "-"
                            : String.format(Locale.ROOT, "%.3f", clusterSeconds / singleSeconds)));
        }
        return t;
    }

    private static String fmt(double seconds) {
        return Double.isNaN(seconds) ? "-" : String.format(Locale.ROOT, "%.2f", seconds);
    }

    String terminal() {
        StringBuilder out = new StringBuilder("\n== cluster: " + scenario.plan().describe() + " ==\n");
        tables().forEach(t -> out.append(t.toTerminal()).append('\n'));
        List<String> failed = failedChecks();
        out.append(failed.isEmpty() ? "every cluster check passed\n" : "FAILED: " + String.join("; ", failed) + "\n");
        return out.toString();
    }

    /** Writes cluster.md, cluster.csv and cluster.json into {@code dir} and adds the tables to its index.html. */
    void write(Path dir, String command) throws IOException {
        StringBuilder md = new StringBuilder("# " + scenario.lab().name() + ": the cluster\n\n")
                .append(scenario.lab().description()).append("\n\n").append(scenario.plan().describe()).append(".\n\n")
                .append("Command: `").append(command).append("`\n\n");
        tables().forEach(t -> md.append(t.toMarkdown()).append('\n'));
        List<String> failed = failedChecks();
        md.append(failed.isEmpty() ? "Every cluster check passed.\n" : "**FAILED**: "
                + String.join("; ", failed) + "\n");
        writeFile(dir.resolve("cluster.md"), md.toString());
        writeFile(dir.resolve("cluster.csv"), csv());
        writeFile(dir.resolve("cluster.json"), new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(json(command)));
        Path index = dir.resolve("index.html");
        if (Files.exists(index)) {
            String html = new String(Files.readAllBytes(index), StandardCharsets.UTF_8);
            StringBuilder section = new StringBuilder("<h2>The cluster</h2>\n<p>")
                    .append(ReportWriter.escape(scenario.plan().describe())).append(". Files: <a href=\"cluster.md\">"
                            + "cluster.md</a>, <a href=\"cluster.csv\">cluster.csv</a>, <a href=\"cluster.json\">"
                            + "cluster.json</a>; single Janus on the same seed: <a href=\"single-node/index.html\">"
                            + "single-node/</a>.</p>\n");
            tables().forEach(t -> section.append(ReportWriter.htmlTable(t)));
            int body = html.lastIndexOf("</body>");
            html = body < 0 ? html + section : html.substring(0, body) + section + html.substring(body);
            writeFile(index, html);
        }
    }

    private String csv() {
        StringBuilder csv = new StringBuilder("strategy,phase,from_s,to_s,packet_ins,provisioned,submitted,p50_ms,"
                + "p99_ms,max_ms\n");
        for (ClusterOutcome o : outcomes) {
            for (ClusterOutcome.PhaseRow r : o.phases) {
                csv.append(String.join(",", o.strategy, r.phase.name(), s(r.fromMillis), s(r.toMillis),
                        Long.toString(r.packetIns()), Long.toString(r.provisioned), Integer.toString(r.submitted),
                        ms(r.p50Millis), ms(r.p99Millis), ms(r.maxMillis))).append('\n');
            }
        }
        return csv.toString();
    }

    private Map<String, Object> json(String command) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("scenario", scenario.lab().name());
        root.put("plan", scenario.plan().describe());
        root.put("command", command);
        List<Object> runs = new ArrayList<>();
        for (ClusterOutcome o : outcomes) {
            Map<String, Object> run = new LinkedHashMap<>();
            run.put("strategy", o.strategy);
            run.put("clusterStartMillis", o.clusterStartMillis);
            run.put("deadNode", o.deadNode);
            run.put("flowsOwnedAtKill", o.flowsOwnedAtKill);
            run.put("killMillis", o.killMillis);
            run.put("movedMillis", o.movedMillis);
            run.put("movedWallMillis", o.movedWallMillis);
            run.put("rejoinBeganMillis", o.rejoinBeganMillis);
            run.put("rejoinedMillis", o.rejoinedMillis);
            run.put("rejoinWallMillis", o.rejoinWallMillis);
            run.put("rebalancedMillis", o.rebalancedMillis);
            run.put("rebalancedWallMillis", o.rebalancedWallMillis);
            run.put("endMillis", o.endMillis);
            List<Object> phases = new ArrayList<>();
            for (ClusterOutcome.PhaseRow r : o.phases) {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("phase", r.phase.name());
                p.put("fromMillis", r.fromMillis);
                p.put("toMillis", r.toMillis);
                p.put("packetInsByNode", r.packetInsByNode);
                p.put("provisioned", r.provisioned);
                p.put("submitted", r.submitted);
                p.put("p50Millis", nanToNull(r.p50Millis));
                p.put("p99Millis", nanToNull(r.p99Millis));
                p.put("maxMillis", nanToNull(r.maxMillis));
                phases.add(p);
            }
            run.put("phases", phases);
            run.put("deadNodeFlows", o.deadNodeFlows);
            run.put("reapedBy", o.reapedBy);
            run.put("reroutedBy", o.reroutedBy);
            run.put("actedOnByTwo", o.actedOnByTwo);
            run.put("actedOnByTwoCalls", o.actedOnByTwoCalls);
            run.put("untouchedUntilRejoin", o.untouchedUntilRejoin);
            run.put("deadNodeActs", o.deadNodeActs);
            run.put("probeFlows", o.probeFlows);
            run.put("duplicateProvisions", o.duplicateProvisions);
            run.put("doubleWithdrawals", o.doubleWithdrawals);
            run.put("keysChecked", o.keysChecked);
            run.put("keysWithoutOneOwner", o.keysWithoutOneOwner);
            Map<String, Object> left = new LinkedHashMap<>();
            left.put("janusIntents", o.leftovers.janusIntents);
            left.put("flowRules", o.leftovers.flowRules);
            left.put("flowRecords", o.leftovers.flowRecords);
            run.put("leftovers", left);
            run.put("problem", o.problem);
            run.put("failedChecks", o.failedChecks());
            runs.add(run);
        }
        root.put("runs", runs);
        List<Object> runtimes = new ArrayList<>();
        TextTable r = runtimes();
        for (List<String> row : r.rows()) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (int i = 0; i < row.size(); i++) {
                m.put(r.headers().get(i), row.get(i));
            }
            runtimes.add(m);
        }
        root.put("runtimes", runtimes);
        return root;
    }

    private static Object nanToNull(double v) {
        return Double.isNaN(v) ? null : v;
    }

    private static void writeFile(Path file, String text) throws IOException {
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    }
}
