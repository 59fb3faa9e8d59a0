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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.Timing;
import org.onosproject.janus.lab.workload.BackgroundSpec;
import org.onosproject.janus.lab.workload.FlowTrace;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.TraceFormatException;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * An experiment: a fabric, its timing, the workloads measured, background traffic, optionally failures
 * to inject and a leak check at the end, and the sweep (strategies x idle timeouts x concurrency levels
 * x placements) each repeated {@code reps} times. Every kind of experiment of the lab (NAS, rings,
 * permutations, traces, failures, packet-in storms, soaks, the flow set-up benchmark) is one of these,
 * run by the one {@link ExperimentRunner}. Built only through {@link Builder#build()}, which checks
 * everything that can be checked before running.
 */
public final class Scenario {
    public static final int NEVER = 0;
    /**
     * The idle-timeout value that runs Janus's adaptive idle timeouts ({@code idleTimeoutMode adaptive}):
     * each host pair's timeout learnt from its own gaps, between {@link #ADAPTIVE_MIN_SECONDS} and
     * {@link #ADAPTIVE_MAX_SECONDS}; a pair with no gap learnt has {@link #ADAPTIVE_NO_HISTORY_SECONDS}.
     * Written {@code adaptive} in scenarios, options and reports.
     */
    public static final int ADAPTIVE = -1;
    /** The adaptive minimum: the thesis's shortest timeout, the fastest release it evaluated. */
    public static final int ADAPTIVE_MIN_SECONDS = 10;
    /**
     * The adaptive maximum: the thesis's longest finite timeout. It bounds how long a pair that learnt a
     * long gap keeps its path after its application ends; a gap beyond it costs one re-provisioning.
     */
    public static final int ADAPTIVE_MAX_SECONDS = 60;
    /**
     * {@code idleTimeout} under the adaptive mode, the timeout of a pair with no gap learnt: the adaptive
     * minimum, so a pair that never idles 10 s is released as fast as with the fixed 10 s. With Janus's
     * default (30 s) instead, MG, EP and CG, which learn no gap, kept their paths 20 s longer after they
     * ended, and no application had fewer interruptions (docs/lab.md, "Adaptive idle timeout").
     */
    public static final int ADAPTIVE_NO_HISTORY_SECONDS = 10;

    private final String name;
    private final String description;
    private final FabricSpec fabric;
    private final ImmutableList<WorkloadSpec> workloads;
    private final ImmutableList<String> strategies;
    private final int reps;
    private final long seed;
    private final ImmutableList<Integer> idleTimeoutsSeconds;
    private final ImmutableList<Integer> concurrencyPercents;
    private final ImmutableList<Placement> placements;
    private final Timing timing;
    private final FaultPlan faults;
    private final boolean leakCheck;
    private final boolean intentRelease;
    private final boolean derivedSeeds;
    private final double mouseFraction;
    private final long warmupSeconds;
    private final long maxFlowSeconds;
    private final long maxVirtualSeconds;

    private Scenario(Builder b) {
        this.name = b.name;
        this.description = b.description;
        this.fabric = b.fabric;
        this.workloads = ImmutableList.copyOf(b.workloads);
        this.strategies = ImmutableList.copyOf(b.strategies);
        this.reps = b.reps;
        this.seed = b.seed;
        this.idleTimeoutsSeconds = ImmutableList.copyOf(b.idleTimeouts);
        this.concurrencyPercents = ImmutableList.copyOf(b.concurrency);
        this.placements = ImmutableList.copyOf(b.placements);
        this.timing = b.timing;
        this.faults = b.faults;
        this.leakCheck = b.leakCheck;
        this.intentRelease = b.intentRelease;
        this.derivedSeeds = b.derivedSeeds;
        this.mouseFraction = b.mouseFraction;
        this.warmupSeconds = b.warmupSeconds;
        this.maxFlowSeconds = b.maxFlowSeconds;
        this.maxVirtualSeconds = b.maxVirtualSeconds;
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    public Builder toBuilder() {
        Builder b = new Builder(name);
        b.description = description;
        b.fabric = fabric;
        b.workloads = workloads;
        b.strategies = strategies;
        b.reps = reps;
        b.seed = seed;
        b.idleTimeouts = idleTimeoutsSeconds;
        b.concurrency = concurrencyPercents;
        b.placements = placements;
        b.timing = timing;
        b.faults = faults;
        b.leakCheck = leakCheck;
        b.intentRelease = intentRelease;
        b.derivedSeeds = derivedSeeds;
        b.mouseFraction = mouseFraction;
        b.warmupSeconds = warmupSeconds;
        b.maxFlowSeconds = maxFlowSeconds;
        b.maxVirtualSeconds = maxVirtualSeconds;
        return b;
    }

    public String name() {
        return name;
    }

    public String description() {
        return description;
    }

    public FabricSpec fabric() {
        return fabric;
    }

    public ImmutableList<WorkloadSpec> workloads() {
        return workloads;
    }

    public ImmutableList<String> strategies() {
        return strategies;
    }

    public int reps() {
        return reps;
    }

    public long seed() {
        return seed;
    }

    /** Idle timeouts in seconds; {@link #NEVER} (0) means rules never expire. */
    public ImmutableList<Integer> idleTimeoutsSeconds() {
        return idleTimeoutsSeconds;
    }

    /** Background concurrency levels in percent (see {@link BackgroundSpec}). */
    public ImmutableList<Integer> concurrencyPercents() {
        return concurrencyPercents;
    }

    public ImmutableList<Placement> placements() {
        return placements;
    }

    /** Control delay, statistics intervals, Janus's poll, failure detection: of every run alike. */
    public Timing timing() {
        return timing;
    }

    /** The failures injected into every run, if any. */
    public Optional<FaultPlan> faults() {
        return Optional.ofNullable(faults);
    }

    /**
     * Whether every run ends with a leak check: the background stops, every flow ends, the idle timeout
     * and three statistics polls pass, and nothing of Janus may be left (a soak).
     */
    public boolean leakCheck() {
        return leakCheck;
    }

    /**
     * Whether each run also measures how fast Janus releases the application's paths once it ended: the
     * run goes on (background stopped) until no Janus intent between two of the application's hosts is
     * left, or {@link IntentRelease#WAIT_SECONDS} have passed.
     */
    public boolean measuresIntentRelease() {
        return intentRelease;
    }

    /**
     * Whether each run's seed is derived from the scenario seed, the cell and the repetition
     * ({@link Seeds}, the default), or is the scenario seed itself: for single-run measurements that are
     * compared at a given seed (the storm, the soak and the flow set-up benchmark).
     */
    public boolean derivedSeeds() {
        return derivedSeeds;
    }

    /** Whether the report needs the controller's load at the end of each run (storms, flow set-up). */
    public boolean measuresControlPlane() {
        return workloads.stream().anyMatch(w -> w.kind() == WorkloadSpec.Kind.STORM
                || w.kind() == WorkloadSpec.Kind.FLOW_SETUP);
    }

    /**
     * Whether some strategy declares the NAS applications as jobs ({@link StrategyVariant#declaresJobs()}):
     * then every run of the scenario, declared or not, also records its application's {@link JobOutcome}.
     */
    public boolean declaresJobs() {
        return strategies.stream().anyMatch(st -> StrategyVariant.parse(st).declaresJobs());
    }

    public double mouseFraction() {
        return mouseFraction;
    }

    public long warmupSeconds() {
        return warmupSeconds;
    }

    public long maxFlowSeconds() {
        return maxFlowSeconds;
    }

    /** Virtual time a workload may take before its run counts as failed. */
    public long maxVirtualSeconds() {
        return maxVirtualSeconds;
    }

    /** Number of runs: cells x reps. */
    public int runCount() {
        return workloads.size() * strategies.size() * idleTimeoutsSeconds.size() * concurrencyPercents.size()
                * placements.size() * reps;
    }

    public BackgroundSpec background(int concurrencyPercent) {
        return new BackgroundSpec(concurrencyPercent / 100.0, mouseFraction, warmupSeconds * 1000,
                maxFlowSeconds * 1000, fabric.linkBytesPerSecond());
    }

    /** Idle timeout as the thesis writes it: seconds, or ∞; or {@code adaptive}. */
    public static String idleLabel(int seconds) {
        return seconds == NEVER ? "inf" : seconds == ADAPTIVE ? "adaptive" : Integer.toString(seconds);
    }

    /** The longest an idle intent lives under the idle-timeout value {@code seconds} (0: never). */
    public static int longestIdleSeconds(int seconds) {
        return seconds == ADAPTIVE ? ADAPTIVE_MAX_SECONDS : seconds;
    }

    /** Two scenarios are equal when every setting is: they run the same runs. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Scenario)) {
            return false;
        }
        Scenario s = (Scenario) o;
        return name.equals(s.name) && description.equals(s.description) && fabric.equals(s.fabric)
                && workloads.equals(s.workloads) && strategies.equals(s.strategies) && reps == s.reps
                && seed == s.seed && idleTimeoutsSeconds.equals(s.idleTimeoutsSeconds)
                && concurrencyPercents.equals(s.concurrencyPercents) && placements.equals(s.placements)
                && sameTiming(timing, s.timing) && Objects.equals(faults, s.faults) && leakCheck == s.leakCheck
                && intentRelease == s.intentRelease && derivedSeeds == s.derivedSeeds
                && mouseFraction == s.mouseFraction && warmupSeconds == s.warmupSeconds
                && maxFlowSeconds == s.maxFlowSeconds && maxVirtualSeconds == s.maxVirtualSeconds;
    }

    private static boolean sameTiming(Timing a, Timing b) {
        return a.controlDelayMillis() == b.controlDelayMillis()
                && a.portStatsIntervalMillis() == b.portStatsIntervalMillis()
                && a.flowStatsIntervalMillis() == b.flowStatsIntervalMillis()
                && a.statsPollSeconds() == b.statsPollSeconds()
                && a.failureDetectionMillis() == b.failureDetectionMillis();
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, fabric, workloads, strategies, reps, seed);
    }

    @Override
    public String toString() {
        return name + ": " + description + " [" + fabric + ", " + workloads + ", " + strategies + ", reps " + reps
                + ", seed " + seed + (derivedSeeds ? "" : " (own)") + ", idle " + idleTimeoutsSeconds + ", concurrency "
                + concurrencyPercents + ", " + placements + ", " + timing + (faults == null ? "" : ", faults")
                + (leakCheck ? ", leak check" : "") + (intentRelease ? ", intent release" : "") + ", background "
                + mouseFraction + "/" + warmupSeconds + "/" + maxFlowSeconds + ", max " + maxVirtualSeconds + " s]";
    }

    /** Collects a scenario's settings; {@link #build()} validates them. */
    public static final class Builder {
        private String name;
        private String description = "";
        private FabricSpec fabric = FabricSpec.thesis();
        private List<WorkloadSpec> workloads = ImmutableList.of();
        private List<String> strategies = Strategies.ALL;
        private int reps = 1;
        private long seed = 1;
        private List<Integer> idleTimeouts = ImmutableList.of(10);
        private List<Integer> concurrency = ImmutableList.of(0);
        private List<Placement> placements = ImmutableList.of(Placement.SPARSE);
        private Timing timing = Timing.DEFAULT;
        private FaultPlan faults;
        private boolean leakCheck;
        private boolean intentRelease;
        private boolean derivedSeeds = true;
        private double mouseFraction = BackgroundSpec.DEFAULT_MOUSE_FRACTION;
        private long warmupSeconds = BackgroundSpec.DEFAULT_WARMUP_MILLIS / 1000;
        private long maxFlowSeconds = BackgroundSpec.DEFAULT_MAX_DURATION_MILLIS / 1000;
        private long maxVirtualSeconds = 3600;

        private Builder(String name) {
            this.name = name;
        }

        public Builder name(String value) {
            this.name = value;
            return this;
        }

        public Builder description(String value) {
            this.description = value;
            return this;
        }

        public Builder fabric(FabricSpec value) {
            this.fabric = value;
            return this;
        }

        public Builder workloads(List<WorkloadSpec> value) {
            this.workloads = value;
            return this;
        }

        public Builder strategies(List<String> value) {
            this.strategies = value;
            return this;
        }

        public Builder reps(int value) {
            this.reps = value;
            return this;
        }

        public Builder seed(long value) {
            this.seed = value;
            return this;
        }

        public Builder idleTimeouts(List<Integer> value) {
            this.idleTimeouts = value;
            return this;
        }

        public Builder concurrency(List<Integer> value) {
            this.concurrency = value;
            return this;
        }

        public Builder placements(List<Placement> value) {
            this.placements = value;
            return this;
        }

        /** The timing of every run (valid by construction). */
        public Builder timing(Timing value) {
            this.timing = value;
            return this;
        }

        Timing timing() {
            return timing;
        }

        public Builder faults(FaultPlan value) {
            this.faults = value;
            return this;
        }

        public Builder leakCheck(boolean value) {
            this.leakCheck = value;
            return this;
        }

        /** See {@link Scenario#measuresIntentRelease()}. */
        public Builder intentRelease(boolean value) {
            this.intentRelease = value;
            return this;
        }

        public Builder derivedSeeds(boolean value) {
            this.derivedSeeds = value;
            return this;
        }

        public Builder mouseFraction(double value) {
            this.mouseFraction = value;
            return this;
        }

        public Builder warmupSeconds(long value) {
            this.warmupSeconds = value;
            return this;
        }

        public Builder maxFlowSeconds(long value) {
            this.maxFlowSeconds = value;
            return this;
        }

        public Builder maxVirtualSeconds(long value) {
            this.maxVirtualSeconds = value;
            return this;
        }

        /** Validates and builds; the exception names the first bad field. */
        public Scenario build() throws ConfigException {
            if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
                throw new ConfigException("name", "letters, digits, '.', '_' or '-' only, not '" + name + "'");
            }
            if (fabric == null) {
                throw new ConfigException("fabric", "missing");
            }
            checkWorkloads();
            nonEmpty("strategies", strategies);
            for (int i = 0; i < strategies.size(); i++) {
                try {
                    StrategyVariant.parse(strategies.get(i));
                } catch (IllegalArgumentException e) {
                    throw new ConfigException("strategies[" + i + "]", e.getMessage());
                }
            }
            checkDeclaredJobs();
            if (strategies.stream().distinct().count() != strategies.size()) {
                throw new ConfigException("strategies", "lists a strategy twice: " + strategies);
            }
            if (reps < 1) {
                throw new ConfigException("reps", "must be >= 1, not " + reps);
            }
            if (seed < 0) {
                throw new ConfigException("seed", "must be >= 0, not " + seed);
            }
            nonEmpty("idleTimeouts", idleTimeouts);
            for (int i = 0; i < idleTimeouts.size(); i++) {
                if (idleTimeouts.get(i) < 0 && idleTimeouts.get(i) != ADAPTIVE) {
                    throw new ConfigException("idleTimeouts[" + i + "]", "must be >= 0 seconds (0 or \"inf\" = never)"
                            + " or \"adaptive\", not " + idleTimeouts.get(i));
                }
            }
            nonEmpty("concurrency", concurrency);
            for (int i = 0; i < concurrency.size(); i++) {
                int c = concurrency.get(i);
                if (c < 0 || c > 100) {
                    throw new ConfigException("concurrency[" + i + "]", "must be a percentage 0..100, not " + c);
                }
            }
            nonEmpty("placements", placements);
            checkPlacements();
            checkFaults();
            if (!derivedSeeds && reps != 1) {
                throw new ConfigException("reps", "a scenario run at its own seed has one repetition, not " + reps);
            }
            if (!(mouseFraction >= 0 && mouseFraction <= 1)) {
                throw new ConfigException("background.mouseFraction", "must be in [0, 1], not " + mouseFraction);
            }
            nonNegative("background.warmupSeconds", warmupSeconds);
            if (maxFlowSeconds < BackgroundSpec.MIN_DURATION_MILLIS / 1000) {
                throw new ConfigException("background.maxFlowSeconds", "must be >= 1, not " + maxFlowSeconds);
            }
            positive("maxVirtualSeconds", maxVirtualSeconds);
            return new Scenario(this);
        }

        private void checkWorkloads() throws ConfigException {
            nonEmpty("workloads", workloads);
            int hosts = fabric.hostCount();
            for (int i = 0; i < workloads.size(); i++) {
                checkWorkload(workloads.get(i), "workloads[" + i + "]", hosts);
            }
        }

        /**
         * A mix: at least one job, each of a kind placed on hosts of its own (NAS, collective, a permutation
         * with its host count; none on given hosts), all of them together on no more hosts than the fabric has.
         */
        private void checkMix(WorkloadSpec w, String field, int hosts) throws ConfigException {
            if (w.jobs().isEmpty()) {
                throw new ConfigException(field + ".jobs", "a mix needs at least one job");
            }
            long together = 0;
            for (int j = 0; j < w.jobs().size(); j++) {
                WorkloadSpec job = w.jobs().get(j);
                String jobField = field + ".jobs[" + j + "]";
                if (!WorkloadSpec.MIX_JOB_KINDS.contains(job.kind())) {
                    throw new ConfigException(jobField + ".type", "a mix's job is a NAS model, a collective or a"
                            + " permutation, not " + (job.kind() == WorkloadSpec.Kind.MIX ? "a mix"
                            : job.kind().name().toLowerCase(Locale.ROOT)));
                }
                if (job.kind() == WorkloadSpec.Kind.PERMUTATION && job.ranks() == 0) {
                    throw new ConfigException(jobField + ".hosts", "a permutation in a mix needs its host count"
                            + " (it cannot take all the fabric's hosts)");
                }
                if (!job.hosts().isEmpty()) {
                    throw new ConfigException(jobField + ".hosts", "a mix places its jobs (by the scenario's"
                            + " placements); a job's hosts cannot be given");
                }
                checkWorkload(job, jobField, hosts);
                together += job.ranks();
            }
            if (hosts > 0 && together > hosts) {
                throw new ConfigException(field + ".jobs", "the jobs need " + together + " hosts together, but "
                        + fabric.describe() + " has " + hosts);
            }
        }

        private void checkWorkload(WorkloadSpec w, String field, int hosts) throws ConfigException {
            switch (w.kind()) {
                case MIX:
                    checkMix(w, field, hosts);
                    break;
                case NAS:
                    if (NasBenchmarks.calibration(w.app()).isEmpty()) {
                        throw new ConfigException(field + ".app", "unknown NAS application '" + w.app()
                                + "'; known: " + String.join(", ", NasBenchmarks.names()));
                    }
                    checkRanks(field + ".ranks", w.ranks(), 2, hosts);
                    checkGivenHosts(field + ".hosts", w.hosts(), hosts);
                    break;
                case RING:
                    checkRanks(field + ".nodes", w.ranks(), 2, hosts);
                    if (hosts > 0 && w.ranks() != hosts && w.ranks() * 2 > hosts) {
                        throw new ConfigException(field + ".nodes", "a ring of " + w.ranks()
                                + " nodes uses every other host, so needs " + w.ranks() * 2
                                + " hosts (or exactly all " + hosts + ")");
                    }
                    positive(field + ".messageBytes", w.bytes());
                    if (w.exchanges() < 1) {
                        throw new ConfigException(field + ".exchanges", "must be >= 1, not " + w.exchanges());
                    }
                    if (w.randomRings() < 0) {
                        throw new ConfigException(field + ".randomRings", "must be >= 0, not " + w.randomRings());
                    }
                    break;
                case COLLECTIVE:
                    checkRanks(field + ".ranks", w.ranks(), 2, hosts);
                    break;
                case PERMUTATION:
                    if (w.ranks() != 0) {
                        checkRanks(field + ".hosts", w.ranks(), 2, hosts);
                    }
                    positive(field + ".bytes", w.bytes());
                    nonNegative(field + ".startSpreadSeconds", w.startSpreadMillis());
                    break;
                case STORM:
                    positive(field + ".flowsPerSecond", w.ranks());
                    positive(field + ".seconds", w.durationMillis());
                    positive(field + ".bytes", w.bytes());
                    break;
                case FLOW_SETUP:
                    positive(field + ".flows", w.ranks());
                    if (hosts > 0 && w.ranks() > (long) hosts * (hosts - 1) / 2) {
                        throw new ConfigException(field + ".flows", w.ranks() + " is too many for " + hosts
                                + " hosts (at most " + (long) hosts * (hosts - 1) / 2 + ")");
                    }
                    break;
                case HOLD:
                    positive(field + ".seconds", w.durationMillis());
                    if (w.durationMillis() > maxVirtualSeconds * 1000) {
                        throw new ConfigException("maxVirtualSeconds", "must cover the hold of "
                                + w.durationMillis() / 1000 + " s, not " + maxVirtualSeconds);
                    }
                    break;
                default:
                    checkTrace(field + ".file", w.traceFile(), hosts);
            }
        }

        /** A strategy that declares jobs declares NAS applications: every workload must be one. */
        private void checkDeclaredJobs() throws ConfigException {
            for (int i = 0; i < strategies.size(); i++) {
                if (!StrategyVariant.parse(strategies.get(i)).declaresJobs()) {
                    continue;
                }
                for (int w = 0; w < workloads.size(); w++) {
                    if (workloads.get(w).kind() != WorkloadSpec.Kind.NAS) {
                        throw new ConfigException("strategies[" + i + "]", "'" + strategies.get(i) + "' declares each"
                                + " NAS application to Janus as a job, but workloads[" + w + "] ("
                                + workloads.get(w).label() + ") is not a NAS application");
                    }
                }
            }
        }

        private void checkFaults() throws ConfigException {
            if (faults == null) {
                return;
            }
            for (int i = 0; i < workloads.size(); i++) {
                if (workloads.get(i).kind() != WorkloadSpec.Kind.NAS) {
                    throw new ConfigException("workloads[" + i + "]", "failures are timed by a NAS application's"
                            + " runtime, so a scenario with failures measures NAS applications only");
                }
            }
            if (fabric.kind() != FabricSpec.Kind.FAT_TREE) {
                throw new ConfigException("fabric", "failures hit a core link and an aggregation switch, so they need"
                        + " a fat-tree");
            }
        }

        private void checkTrace(String field, String file, int hosts) throws ConfigException {
            try (Reader reader = Files.newBufferedReader(Paths.get(file), StandardCharsets.UTF_8)) {
                FlowTrace trace = FlowTrace.parse(reader);
                if (hosts > 0) {
                    trace.validateHosts(hosts);
                }
            } catch (IOException e) {
                throw new ConfigException(field, "cannot read trace '" + file + "': " + e.getMessage());
            } catch (TraceFormatException e) {
                throw new ConfigException(field, e.getMessage());
            }
        }

        private void checkPlacements() throws ConfigException {
            int podHosts = fabric.hostsPerPod();
            if (!placements.contains(Placement.DENSE) || podHosts < 0) {
                return;
            }
            for (WorkloadSpec top : workloads) {
                // every job of a mix is placed densely too, each in one pod of the hosts the jobs before it left
                List<WorkloadSpec> dense = top.kind() == WorkloadSpec.Kind.MIX ? top.jobs()
                        : top.kind() == WorkloadSpec.Kind.NAS ? List.of(top) : List.of();
                for (WorkloadSpec w : dense) {
                    if (w.ranks() > podHosts) {
                        throw new ConfigException("placements", "dense placement of " + w.label() + " needs "
                                + w.ranks() + " hosts in one pod, but a pod of " + fabric.describe() + " has "
                                + podHosts);
                    }
                }
            }
        }

        /** Hosts a NAS application is given must be the fabric's, one per rank. */
        private void checkGivenHosts(String field, List<Integer> given, int hosts) throws ConfigException {
            for (int i = 0; i < given.size(); i++) {
                int host = given.get(i);
                if (host < 0 || (hosts > 0 && host >= hosts)) {
                    throw new ConfigException(field + "[" + i + "]", "host " + host + " is not in the fabric ("
                            + fabric.describe() + " has hosts 0.." + (hosts - 1) + ")");
                }
                if (given.subList(0, i).contains(host)) {
                    throw new ConfigException(field + "[" + i + "]", "host " + host + " is given twice; one rank"
                            + " per host");
                }
            }
        }

        private static void checkRanks(String field, int ranks, int min, int hosts) throws ConfigException {
            if (ranks < min) {
                throw new ConfigException(field, "must be >= " + min + ", not " + ranks);
            }
            if (hosts > 0 && ranks > hosts) {
                throw new ConfigException(field, ranks + " do not fit on the fabric's " + hosts + " hosts");
            }
        }

        private static void nonEmpty(String field, List<?> list) throws ConfigException {
            if (list == null || list.isEmpty()) {
                throw new ConfigException(field, "needs at least one value");
            }
        }

        private static void nonNegative(String field, long value) throws ConfigException {
            if (value < 0) {
                throw new ConfigException(field, "must be >= 0, not " + value);
            }
        }

        private static void positive(String field, long value) throws ConfigException {
            if (value <= 0) {
                throw new ConfigException(field, "must be > 0, not " + value);
            }
        }
    }
}
