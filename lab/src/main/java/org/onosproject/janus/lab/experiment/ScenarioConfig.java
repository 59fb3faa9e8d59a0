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
package org.onosproject.janus.lab.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.Timing;
import org.onosproject.janus.lab.workload.Collective;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.RingExchange;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.Set;

/**
 * Reads a custom scenario from JSON, strictly: every key must be known, every number in range.
 * A config may start from a named scenario ({@code "scenario": "thesis-headline"}) and override
 * any of its settings. Relative trace and topology paths are resolved against the config's folder.
 * <pre>
 * { "name": "mine", "scenario": "thesis-table5.1", "strategies": ["shortest","luar"], "reps": 3,
 *   "seed": 7, "idleTimeouts": [10, "inf"], "concurrency": [75], "placements": ["sparse"],
 *   "fabric": {"type": "fat-tree", "k": 4, "hostsPerEdge": 4, "linkMbps": 1000},
 *   "workloads": ["LU", {"type": "nas", "app": "SP", "ranks": 8},
 *                 {"type": "nas", "app": "BT", "hosts": [0, 9, 18, 27]},
 *                 {"type": "ring", "nodes": 8, "exchanges": 3, "randomRings": 10},
 *                 {"type": "permutation", "bytes": 1000000, "startSpreadSeconds": 3},
 *                 {"type": "trace", "file": "t.csv"}, {"type": "storm", "flowsPerSecond": 20000,
 *                 "seconds": 10, "bytes": 1500}, {"type": "flowSetup", "flows": 400, "burst": true},
 *                 {"type": "hold", "seconds": 7200},
 *                 {"type": "collective", "collective": "halo3d", "ranks": 64, "bytes": 1000000, "steps": 10,
 *                  "computeMillis": 20},
 *                 {"type": "mix", "name": "two-jobs", "jobs": [{"type": "nas", "app": "MG", "ranks": 16},
 *                  {"type": "collective", "collective": "alltoall", "ranks": 32, "bytes": 1000000}]}],
 *   "background": {"mouseFraction": 0.9, "warmupSeconds": 180, "maxFlowSeconds": 240},
 *   "controlDelayMs": 10, "portStatsIntervalMs": 5000, "flowStatsIntervalMs": 5000, "failureDetectionMs": 0,
 *   "maxVirtualSeconds": 3600, "derivedSeeds": true, "measureIntentRelease": false, "leakCheck": false,
 *   "faults": {"coreLinkFailureAt": 0.3333333333333333, "switchFailureAt": 0.6666666666666666,
 *              "recoverySeconds": 30, "rerouteBudgetMs": 1000} }
 * </pre>
 * The built-in scenarios ({@link ScenarioCatalog}) are files in this format.
 * A NAS application runs on hosts the scenario's placement draws, or, with {@code hosts}, on those hosts
 * (indices of the fabric's hosts, rank i on the i-th; as a batch scheduler allocated them).
 * A ring runs its naturally ordered ring and then {@code randomRings} randomly ordered rings
 * (default 10, HPCC's count; 0 = natural ring only), each {@code exchanges} measured exchanges
 * (default 10) after one warm-up exchange. A permutation sends {@code bytes} from every host (or
 * {@code hosts} of them) to another along a random derangement; its flows start all at once, or at
 * seeded random offsets uniform over [0, {@code startSpreadSeconds}] s (whole milliseconds).
 * A mix runs its {@code jobs} (NAS models, collectives, permutations with a host count; none given hosts)
 * at once, each placed by the scenario's placement on hosts no job before it took; {@code name} (optional)
 * labels it {@code mix:NAME} in reports, else it is labelled by its jobs.
 */
public final class ScenarioConfig {
    private static final Set<String> TOP = ImmutableSet.of("name", "description", "scenario", "fabric", "workloads",
            "strategies", "reps", "seed", "idleTimeouts", "concurrency", "placements", "controlDelayMs",
            "portStatsIntervalMs", "flowStatsIntervalMs", "failureDetectionMs", "background", "maxVirtualSeconds",
            "faults", "leakCheck", "measureIntentRelease", "derivedSeeds");
    private static final Set<String> FABRIC = ImmutableSet.of("type", "k", "hostsPerEdge", "spines", "leaves",
            "hostsPerLeaf", "linkMbps", "file");
    private static final Set<String> FAULTS = ImmutableSet.of("coreLinkFailureAt", "switchFailureAt",
            "recoverySeconds", "rerouteBudgetMs");
    private static final Set<String> BACKGROUND = ImmutableSet.of("mouseFraction", "warmupSeconds", "maxFlowSeconds");
    private static final String MIX_JOB_TYPES = "nas, collective, permutation";

    private final ScenarioCatalog catalog;

    public ScenarioConfig(ScenarioCatalog catalog) {
        this.catalog = catalog;
    }

    public Scenario read(Path file) throws ConfigException {
        String text;
        try {
            text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConfigException("config", "cannot read " + file + ": " + e.getMessage());
        }
        Path base = file.toAbsolutePath().getParent();
        return parse(text, base);
    }

    public Scenario parse(String json, Path baseDir) throws ConfigException {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new ConfigException("config", "not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ConfigException("config", "must be a JSON object");
        }
        checkKeys(root, TOP, "");
        Scenario.Builder b;
        if (root.has("scenario")) {
            String name = text(root.get("scenario"), "scenario");
            b = catalog.find(name).orElseThrow(() -> new ConfigException("scenario", "unknown scenario '" + name
                    + "'; known: " + String.join(", ", catalog.names()))).toBuilder();
        } else {
            b = Scenario.builder("custom");
        }
        if (root.has("name")) {
            b.name(text(root.get("name"), "name"));
        } else if (!root.has("scenario")) {
            throw new ConfigException("name", "a custom scenario needs a name (or a base \"scenario\")");
        }
        if (root.has("description")) {
            b.description(text(root.get("description"), "description"));
        }
        if (root.has("fabric")) {
            b.fabric(fabric(root.get("fabric"), baseDir));
        }
        if (root.has("workloads")) {
            b.workloads(workloads(root.get("workloads"), baseDir));
        }
        if (root.has("strategies")) {
            List<String> strategies = new ArrayList<>();
            for (JsonNode n : list(root.get("strategies"))) {
                // A variant's property names keep their case (matchGranularity); the strategy name does not.
                strategies.addAll(StrategyVariant.splitList(text(n, "strategies[" + strategies.size() + "]")));
            }
            b.strategies(strategies);
        }
        if (root.has("reps")) {
            b.reps((int) integer(root.get("reps"), "reps"));
        }
        if (root.has("seed")) {
            b.seed(integer(root.get("seed"), "seed"));
        }
        if (root.has("idleTimeouts")) {
            List<Integer> timeouts = new ArrayList<>();
            for (JsonNode n : list(root.get("idleTimeouts"))) {
                timeouts.add(idleTimeout(n, "idleTimeouts[" + timeouts.size() + "]"));
            }
            b.idleTimeouts(timeouts);
        }
        if (root.has("concurrency")) {
            List<Integer> levels = new ArrayList<>();
            for (JsonNode n : list(root.get("concurrency"))) {
                levels.add((int) integer(n, "concurrency[" + levels.size() + "]"));
            }
            b.concurrency(levels);
        }
        if (root.has("placements")) {
            List<Placement> placements = new ArrayList<>();
            for (JsonNode n : list(root.get("placements"))) {
                String field = "placements[" + placements.size() + "]";
                try {
                    placements.add(Placement.parse(text(n, field)));
                } catch (IllegalArgumentException e) {
                    throw new ConfigException(field, e.getMessage());
                }
            }
            b.placements(placements);
        }
        b.timing(timing(root, "controlDelayMs", b.timing(), Timing::withControlDelayMillis));
        b.timing(timing(root, "portStatsIntervalMs", b.timing(), Timing::withPortStatsIntervalMillis));
        b.timing(timing(root, "flowStatsIntervalMs", b.timing(), Timing::withFlowStatsIntervalMillis));
        b.timing(timing(root, "failureDetectionMs", b.timing(), Timing::withFailureDetectionMillis));
        if (root.has("maxVirtualSeconds")) {
            b.maxVirtualSeconds(integer(root.get("maxVirtualSeconds"), "maxVirtualSeconds"));
        }
        if (root.has("faults")) {
            b.faults(faults(root.get("faults")));
        }
        if (root.has("leakCheck")) {
            b.leakCheck(bool(root.get("leakCheck"), "leakCheck"));
        }
        if (root.has("measureIntentRelease")) {
            b.intentRelease(bool(root.get("measureIntentRelease"), "measureIntentRelease"));
        }
        if (root.has("derivedSeeds")) {
            b.derivedSeeds(bool(root.get("derivedSeeds"), "derivedSeeds"));
        }
        if (root.has("background")) {
            JsonNode bg = root.get("background");
            if (!bg.isObject()) {
                throw new ConfigException("background", "must be an object");
            }
            checkKeys(bg, BACKGROUND, "background.");
            if (bg.has("mouseFraction")) {
                b.mouseFraction(number(bg.get("mouseFraction"), "background.mouseFraction"));
            }
            if (bg.has("warmupSeconds")) {
                b.warmupSeconds(integer(bg.get("warmupSeconds"), "background.warmupSeconds"));
            }
            if (bg.has("maxFlowSeconds")) {
                b.maxFlowSeconds(integer(bg.get("maxFlowSeconds"), "background.maxFlowSeconds"));
            }
        }
        return b.build();
    }

    /** The failures of every run: the thesis's plan, each of whose four settings may be overridden. */
    private static FaultPlan faults(JsonNode node) throws ConfigException {
        if (!node.isObject()) {
            throw new ConfigException("faults", "must be an object ({} = a core link at 1/3, a switch at 2/3)");
        }
        checkKeys(node, FAULTS, "faults.");
        FaultPlan thesis = FaultPlan.thesisFailures();
        double link = node.has("coreLinkFailureAt") ? number(node.get("coreLinkFailureAt"), "faults.coreLinkFailureAt")
                : thesis.coreLinkFailureAt();
        double sw = node.has("switchFailureAt") ? number(node.get("switchFailureAt"), "faults.switchFailureAt")
                : thesis.switchFailureAt();
        long recovery = node.has("recoverySeconds")
                ? Math.round(1000 * number(node.get("recoverySeconds"), "faults.recoverySeconds"))
                : thesis.recoveryAfterMillis();
        long budget = intOr(node, "rerouteBudgetMs", thesis.rerouteBudgetMillis(), "faults.rerouteBudgetMs");
        if (!(link > 0 && link < sw && sw < 1)) {
            throw new ConfigException("faults", "failure times are fractions of the application's runtime with"
                    + " 0 < coreLinkFailureAt < switchFailureAt < 1, not " + link + " and " + sw);
        }
        if (recovery <= 0 || budget <= 0) {
            throw new ConfigException("faults", "recoverySeconds and rerouteBudgetMs must be > 0");
        }
        return new FaultPlan(link, sw, recovery, budget);
    }

    private static FabricSpec fabric(JsonNode node, Path baseDir) throws ConfigException {
        if (!node.isObject()) {
            throw new ConfigException("fabric", "must be an object");
        }
        checkKeys(node, FABRIC, "fabric.");
        String type = node.has("type") ? text(node.get("type"), "fabric.type") : "fat-tree";
        double link = node.has("linkMbps")
                ? number(node.get("linkMbps"), "fabric.linkMbps") : FabricSpec.DEFAULT_LINK_MBPS;
        switch (type) {
            case "fat-tree":
                return FabricSpec.fatTree((int) intOr(node, "k", 4, "fabric.k"),
                        (int) intOr(node, "hostsPerEdge", 4, "fabric.hostsPerEdge"), link);
            case "leaf-spine":
                return FabricSpec.leafSpine((int) intOr(node, "spines", 2, "fabric.spines"),
                        (int) intOr(node, "leaves", 4, "fabric.leaves"),
                        (int) intOr(node, "hostsPerLeaf", 4, "fabric.hostsPerLeaf"), link);
            case "file":
                if (!node.has("file")) {
                    throw new ConfigException("fabric.file", "a file fabric needs \"file\"");
                }
                return FabricSpec.file(resolve(baseDir, text(node.get("file"), "fabric.file")), link);
            default:
                throw new ConfigException("fabric.type", "unknown fabric type '" + type
                        + "'; known: fat-tree, leaf-spine, file");
        }
    }

    private static List<WorkloadSpec> workloads(JsonNode node, Path baseDir) throws ConfigException {
        List<WorkloadSpec> list = new ArrayList<>();
        for (JsonNode n : list(node)) {
            list.add(workload(n, "workloads[" + list.size() + "]", baseDir, true));
        }
        return list;
    }

    /** One workload at {@code field}; a mix only where {@code mixAllowed} (a mix's jobs are no mixes). */
    private static WorkloadSpec workload(JsonNode n, String field, Path baseDir, boolean mixAllowed)
            throws ConfigException {
        if (n.isTextual()) {
            return WorkloadSpec.nas(n.asText(), WorkloadSpec.DEFAULT_RANKS);
        }
        if (!n.isObject()) {
            throw new ConfigException(field, "must be a NAS app name or an object");
        }
        String type = n.has("type") ? text(n.get("type"), field + ".type") : "nas";
        switch (type) {
            case "nas":
                checkKeys(n, ImmutableSet.of("type", "app", "ranks", "hosts"), field + ".");
                if (!n.has("app")) {
                    throw new ConfigException(field + ".app", "missing");
                }
                return nas(n, field);
            case "ring":
                checkKeys(n, ImmutableSet.of("type", "nodes", "messageBytes", "exchanges", "randomRings"),
                        field + ".");
                return WorkloadSpec.ring((int) intOr(n, "nodes", 4, field + ".nodes"),
                        intOr(n, "messageBytes", 2_000_000, field + ".messageBytes"),
                        (int) intOr(n, "exchanges", WorkloadSpec.DEFAULT_RING_EXCHANGES, field + ".exchanges"),
                        (int) intOr(n, "randomRings", RingExchange.HPCC_RANDOM_RINGS, field + ".randomRings"));
            case "permutation":
                checkKeys(n, ImmutableSet.of("type", "hosts", "bytes", "startSpreadSeconds"), field + ".");
                return WorkloadSpec.permutation((int) intOr(n, "hosts", 0, field + ".hosts"),
                        intOr(n, "bytes", WorkloadSpec.DEFAULT_PERMUTATION_BYTES, field + ".bytes"),
                        n.has("startSpreadSeconds") ? Math.round(1000 * number(n.get("startSpreadSeconds"),
                                field + ".startSpreadSeconds")) : 0);
            case "trace":
                checkKeys(n, ImmutableSet.of("type", "file"), field + ".");
                if (!n.has("file")) {
                    throw new ConfigException(field + ".file", "missing");
                }
                return WorkloadSpec.trace(resolve(baseDir, text(n.get("file"), field + ".file")));
            case "storm":
                checkKeys(n, ImmutableSet.of("type", "flowsPerSecond", "seconds", "bytes"), field + ".");
                return WorkloadSpec.storm((int) intOr(n, "flowsPerSecond", 20_000, field + ".flowsPerSecond"),
                        Math.round(1000 * (n.has("seconds") ? number(n.get("seconds"), field + ".seconds") : 10)),
                        intOr(n, "bytes", 1500, field + ".bytes"));
            case "flowSetup":
                checkKeys(n, ImmutableSet.of("type", "flows", "burst"), field + ".");
                return WorkloadSpec.flowSetup((int) intOr(n, "flows", 400, field + ".flows"),
                        n.has("burst") && n.get("burst").asBoolean());
            case "hold":
                checkKeys(n, ImmutableSet.of("type", "seconds"), field + ".");
                return WorkloadSpec.hold(Math.round(1000 * (n.has("seconds")
                        ? number(n.get("seconds"), field + ".seconds") : 3600)));
            case "collective":
                checkKeys(n, ImmutableSet.of("type", "collective", "ranks", "bytes", "steps", "computeMillis"),
                        field + ".");
                return collective(n, field);
            case "mix":
                if (!mixAllowed) {
                    throw new ConfigException(field + ".type", "a mix's job cannot be a mix; its jobs are "
                            + MIX_JOB_TYPES);
                }
                checkKeys(n, ImmutableSet.of("type", "name", "jobs"), field + ".");
                return mix(n, field, baseDir);
            default:
                throw new ConfigException(field + ".type", "unknown workload type '" + type + "'; known: "
                        + (mixAllowed ? "nas, ring, permutation, trace, storm, flowSetup, hold, collective, mix"
                        : MIX_JOB_TYPES + " (in a mix)"));
        }
    }

    /** A mix: its jobs, each read like a workload (no mix among them), the kinds checked by the scenario. */
    private static WorkloadSpec mix(JsonNode n, String field, Path baseDir) throws ConfigException {
        if (!n.has("jobs") || !n.get("jobs").isArray()) {
            throw new ConfigException(field + ".jobs", "a mix needs \"jobs\": a list of workloads (" + MIX_JOB_TYPES
                    + "), run at once on disjoint hosts");
        }
        List<WorkloadSpec> jobs = new ArrayList<>();
        for (JsonNode job : n.get("jobs")) {
            jobs.add(workload(job, field + ".jobs[" + jobs.size() + "]", baseDir, false));
        }
        return WorkloadSpec.mix(n.has("name") ? text(n.get("name"), field + ".name") : null, jobs);
    }

    /** A collective: its name, ranks, bytes, steps and compute time, each error naming its field. */
    private static WorkloadSpec collective(JsonNode n, String field) throws ConfigException {
        if (!n.has("collective")) {
            throw new ConfigException(field + ".collective", "missing; known: "
                    + String.join(", ", Collective.NAMES));
        }
        String name = text(n.get("collective"), field + ".collective");
        try {
            return WorkloadSpec.collective(name, (int) intOr(n, "ranks", 16, field + ".ranks"),
                    intOr(n, "bytes", 1_000_000, field + ".bytes"), (int) intOr(n, "steps", 1, field + ".steps"),
                    intOr(n, "computeMillis", 0, field + ".computeMillis"));
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            int colon = message.indexOf(':');
            throw new ConfigException(field + "." + message.substring(0, colon), message.substring(colon + 2));
        }
    }

    /** A NAS workload: placed by the scenario, or on the {@code hosts} it names (rank order). */
    private static WorkloadSpec nas(JsonNode n, String field) throws ConfigException {
        String app = text(n.get("app"), field + ".app");
        if (!n.has("hosts")) {
            return WorkloadSpec.nas(app, (int) intOr(n, "ranks", WorkloadSpec.DEFAULT_RANKS, field + ".ranks"));
        }
        if (!n.get("hosts").isArray()) {
            throw new ConfigException(field + ".hosts", "must be a list of host indices, in rank order");
        }
        List<Integer> hosts = new ArrayList<>();
        for (JsonNode h : n.get("hosts")) {
            hosts.add((int) integer(h, field + ".hosts[" + hosts.size() + "]"));
        }
        if (n.has("ranks") && integer(n.get("ranks"), field + ".ranks") != hosts.size()) {
            throw new ConfigException(field + ".ranks", "is " + n.get("ranks") + " but " + hosts.size()
                    + " hosts are given (one rank per host)");
        }
        return WorkloadSpec.nas(app, hosts);
    }

    /** {@code timing} with the setting {@code key} of the config applied, if it has one. */
    private static Timing timing(JsonNode root, String key, Timing timing, BiFunction<Timing, Long, Timing> set)
            throws ConfigException {
        if (!root.has(key)) {
            return timing;
        }
        long value = integer(root.get(key), key);
        try {
            return set.apply(timing, value);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(key, e.getMessage().substring(e.getMessage().indexOf(':') + 2));
        }
    }

    private static String resolve(Path baseDir, String file) {
        Path p = Path.of(file);
        return p.isAbsolute() || baseDir == null ? p.toString() : baseDir.resolve(p).normalize().toString();
    }

    private static void checkKeys(JsonNode node, Set<String> known, String prefix) throws ConfigException {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String key = names.next();
            if (!known.contains(key)) {
                throw new ConfigException(prefix + key, "unknown key; known: " + String.join(", ", known));
            }
        }
    }

    private static List<JsonNode> list(JsonNode node) {
        List<JsonNode> list = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(list::add);
        } else {
            list.add(node);
        }
        return list;
    }

    private static String text(JsonNode node, String field) throws ConfigException {
        if (!node.isTextual()) {
            throw new ConfigException(field, "must be a string, not " + node);
        }
        return node.asText();
    }

    private static boolean bool(JsonNode node, String field) throws ConfigException {
        if (!node.isBoolean()) {
            throw new ConfigException(field, "must be true or false, not " + node);
        }
        return node.asBoolean();
    }

    private static long integer(JsonNode node, String field) throws ConfigException {
        if (!node.isIntegralNumber()) {
            throw new ConfigException(field, "must be a whole number, not " + node);
        }
        long value = node.asLong();
        if (value < 0) {
            throw new ConfigException(field, "must not be negative: " + value);
        }
        return value;
    }

    private static long intOr(JsonNode parent, String key, long fallback, String field) throws ConfigException {
        return parent.has(key) ? integer(parent.get(key), field) : fallback;
    }

    private static double number(JsonNode node, String field) throws ConfigException {
        if (!node.isNumber()) {
            throw new ConfigException(field, "must be a number, not " + node);
        }
        double value = node.asDouble();
        if (value < 0) {
            throw new ConfigException(field, "must not be negative: " + value);
        }
        return value;
    }

    private static int idleTimeout(JsonNode node, String field) throws ConfigException {
        if (node.isTextual()) {
            String t = node.asText().trim().toLowerCase(Locale.ROOT);
            if (t.equals("inf") || t.equals("never") || t.equals("∞")) {
                return Scenario.NEVER;
            }
            if (t.equals("adaptive")) {
                return Scenario.ADAPTIVE;
            }
            throw new ConfigException(field, "must be seconds, \"inf\" or \"adaptive\", not '" + node.asText() + "'");
        }
        return (int) integer(node, field);
    }

}
