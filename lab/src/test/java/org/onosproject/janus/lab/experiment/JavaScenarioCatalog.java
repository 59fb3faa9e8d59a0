package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.workload.BackgroundSpec;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.RingExchange;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The built-in catalogue as it was written in Java before it became JSON resources (issue 24): kept only
 * so that {@link ScenarioResourcesTest} can show each resource equals it. The named scenarios: thesis 002 chapter 5, paper 000 Fig. 3, random permutations on non-blocking
 * fat-trees (issue 8) that show how far each strategy is from contention-free, failures, a packet-in
 * storm, a soak and the flow set-up benchmark: every experiment of the lab, all run the same way.
 */
final class JavaScenarioCatalog {
    private static final List<WorkloadSpec> NAS = NasBenchmarks.names().stream()
            .map(n -> WorkloadSpec.nas(n, WorkloadSpec.DEFAULT_RANKS)).collect(Collectors.toList());
    /** {@code luar} with the rebalancer on (off by default), to show what it does beside {@code luar}. */
    static final String LUAR_REBALANCED = "luar[rebalance=true]";
    /** The thesis scenarios that compare LUAR with shortest path also run the thesis's own LUAR. */
    private static final List<String> THESIS_PAIR = ImmutableList.of("shortest", "luar", "luar-thesis");
    /** Permutations: repetitions (= permutations drawn) per strategy. */
    static final int PERMUTATION_REPS = 5;
    static final long PERMUTATION_K4_BYTES = 100_000_000;
    static final long PERMUTATION_K8_BYTES = 50_000_000;
    /** Staggered permutations: flow starts uniform over [0, 3] s. */
    static final long STAGGER_MILLIS = 3000;
    /**
     * Headline repetitions: enough for a 90% confidence interval on every runtime (each repetition
     * draws its own placement and background, Seeds), few enough for the main job to stay under three
     * minutes from a clean tree (docs/lab.md).
     */
    static final int HEADLINE_REPS = 5;
    /** The strategy the headline leaves out for time, see {@link #headline()}. */
    static final String HEADLINE_OMITS = "traffic";
    private static final List<Integer> THESIS_CONCURRENCY = ImmutableList.of(0, 25, 50, 75);
    private static final List<Integer> THESIS_TIMEOUTS = ImmutableList.of(10, 30, 60, Scenario.NEVER);
    /** The thesis's timeouts and Janus's adaptive ones (issue 12): the control-cost scenarios compare them. */
    private static final List<Integer> TIMEOUTS_AND_ADAPTIVE =
            ImmutableList.of(10, 30, 60, Scenario.NEVER, Scenario.ADAPTIVE);
    /** HPCC's loop length for the ring bandwidth test (measured exchanges per ring, after one warm-up). */
    private static final int HPCC_RING_EXCHANGES = 3;
    /** The storm's Janus: five-tuple matching (every flow is new to it), Janus's default intent cap and queue. */
    private static final String STORM_STRATEGY =
            "luar[matchGranularity=fiveTuple,maxIntents=100000,provisioningQueueSize=10000]";
    /** The soak's strategy: the one with the most state to leak. */
    private static final String SOAK_STRATEGY = "isolated";
    private static final long SOAK_MILLIS = 2 * 3_600_000L;
    private static final int FLOW_SETUP_FLOWS = 400;
    /** Jobs: the strategies each run reactive and declared (the headline's, less luar-thesis and bottleneck). */
    static final List<String> JOB_STRATEGIES = ImmutableList.of("shortest", "ecmp", "isolated", "luar",
            LUAR_REBALANCED);

    private final ImmutableMap<String, Scenario> scenarios;

    JavaScenarioCatalog() {
        ImmutableMap.Builder<String, Scenario> map = ImmutableMap.builder();
        for (Scenario s : ImmutableList.of(headline(), table51(), fig52(), fig53(), fig54(), fig55(), fig56(),
                table52(), paperFig3(), permutationK4(), permutationK8(), permutationStaggered(),
                permutationStaggeredK8(), faultsK4(), stormK8(), soakK4(), flowSetupK4(), jobsK4())) {
            map.put(s.name(), s);
        }
        this.scenarios = map.build();
    }

    public ImmutableList<Scenario> all() {
        return scenarios.values().asList();
    }

    public Optional<Scenario> find(String name) {
        return Optional.ofNullable(scenarios.get(name));
    }

    public ImmutableList<String> names() {
        return scenarios.keySet().asList();
    }

    private static Scenario thesis(String name, String description, Scenario.Builder tweaks) {
        try {
            return tweaks.name(name).description(description).build();
        } catch (ConfigException e) {
            throw new IllegalStateException("catalogue scenario " + name + " is invalid: " + e.getMessage(), e);
        }
    }

    private static Scenario.Builder sparse75() {
        return Scenario.builder("x").fabric(FabricSpec.thesis()).workloads(NAS).strategies(THESIS_PAIR)
                .concurrency(ImmutableList.of(75)).placements(ImmutableList.of(Placement.SPARSE))
                .idleTimeouts(ImmutableList.of(10)).seed(2021);
    }

    /**
     * The main job: every strategy but {@code traffic}, plus {@code luar} with the rebalancer on.
     * {@code traffic} is left out to keep five repetitions under three minutes: on this fabric (every link
     * 1 Gbit/s) its cost, the sum of byte rates, is LUAR's sum of utilisations times one constant, and its
     * runs were identical to {@code luar}'s in every column for all 30 application-repetition pairs of the
     * 5-repetition headline that still ran it (docs/lab.md). Add it back with {@code --strategies}.
     */
    private static Scenario headline() {
        List<String> strategies = ImmutableList.<String>builder()
                .addAll(Strategies.ALL.stream().filter(st -> !st.equals(HEADLINE_OMITS)).collect(Collectors.toList()))
                .add(LUAR_REBALANCED).build();
        return thesis("thesis-headline",
                "Thesis headline: 6 NAS apps, Sparse, 75% concurrency, idle 10 s, every strategy but traffic (identical "
                        + "to luar on equal-capacity links) and luar with the rebalancer on, " + HEADLINE_REPS
                        + " reps (placement and background redrawn per rep)",
                sparse75().strategies(strategies).reps(HEADLINE_REPS));
    }

    private static Scenario table51() {
        return thesis("thesis-table5.1",
                "Thesis Table 5.1: runtime, speed-up and volume per NAS app, Sparse 75%, idle 10 s, shortest vs luar "
                        + "and luar-thesis",
                sparse75().reps(5));
    }

    private static Scenario fig52() {
        return thesis("thesis-fig5.2",
                "Thesis Fig. 5.2: runtime per NAS app, Sparse, concurrency 0/25/50/75%, shortest vs luar and luar-thesis",
                sparse75().concurrency(THESIS_CONCURRENCY).reps(5));
    }

    private static Scenario fig53() {
        return thesis("thesis-fig5.3",
                "Thesis Fig. 5.3: runtime per NAS app, Dense (one pod), concurrency 0/25/50/75%, shortest vs luar "
                        + "and luar-thesis",
                sparse75().concurrency(THESIS_CONCURRENCY).placements(ImmutableList.of(Placement.DENSE)).reps(5));
    }

    private static Scenario fig54() {
        return thesis("thesis-fig5.4",
                "Thesis Fig. 5.4: programming/reprogramming interruptions vs idle timeout 10/30/60/inf s and adaptive,"
                        + " Sparse 75%; how fast each application's paths go once it ended",
                sparse75().strategies(ImmutableList.of("luar")).idleTimeouts(TIMEOUTS_AND_ADAPTIVE).intentRelease(true)
                        .reps(3));
    }

    private static Scenario fig55() {
        return thesis("thesis-fig5.5",
                "Thesis Fig. 5.5: runtime per NAS app vs idle timeout 10/30/60/inf s, Sparse 75%, shortest vs luar "
                        + "and luar-thesis",
                sparse75().idleTimeouts(THESIS_TIMEOUTS).reps(3));
    }

    private static Scenario fig56() {
        return thesis("thesis-fig5.6",
                "Thesis Fig. 5.6: SP and LU speed-up over shortest vs idle timeout, Sparse 75%",
                sparse75().workloads(ImmutableList.of(WorkloadSpec.nas("SP", 4), WorkloadSpec.nas("LU", 4)))
                        .idleTimeouts(THESIS_TIMEOUTS).reps(5));
    }

    private static Scenario table52() {
        return thesis("thesis-table5.2",
                "Thesis Table 5.2: LU runtime, interruptions and control overhead vs idle timeout (10/30/60/inf s and "
                        + "adaptive), luar, Sparse 75%; how fast LU's paths go once it ended",
                sparse75().workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4))).strategies(ImmutableList.of("luar"))
                        .idleTimeouts(TIMEOUTS_AND_ADAPTIVE).intentRelease(true).reps(5));
    }

    private static Scenario paperFig3() {
        List<WorkloadSpec> rings = ImmutableList.of(4, 8, 16).stream()
                .map(n -> WorkloadSpec.ring(n, RingExchange.HPCC_MESSAGE_BYTES, HPCC_RING_EXCHANGES,
                        RingExchange.HPCC_RANDOM_RINGS))
                .collect(Collectors.toList());
        return thesis("paper000-fig3",
                "Paper 000 Fig. 3: HPCC ring bandwidth (MB/s) on 4/8/16 nodes, natural and 10 random rings, "
                        + "k=4 fat-tree with 16 hosts, no background; paper's four strategies plus luar, "
                        + "luar-thesis and bottleneck",
                Scenario.builder("x").fabric(FabricSpec.paper000()).workloads(rings)
                        .strategies(ImmutableList.of("shortest", "traffic", "ecmp", "isolated", "luar", "luar-thesis",
                                "bottleneck"))
                        .concurrency(ImmutableList.of(0)).idleTimeouts(ImmutableList.of(10)).reps(10).seed(2015));
    }

    private static Scenario permutation(String name, String description, FabricSpec fabric, long bytes,
                                        long spreadMillis) {
        return thesis(name, description, Scenario.builder("x").fabric(fabric)
                .workloads(ImmutableList.of(WorkloadSpec.permutation(0, bytes, spreadMillis)))
                .strategies(Strategies.ALL).concurrency(ImmutableList.of(0)).idleTimeouts(ImmutableList.of(10))
                .reps(PERMUTATION_REPS).seed(2026));
    }

    private static FabricSpec fatTree(int k, int hostsPerEdge) {
        try {
            return FabricSpec.fatTree(k, hostsPerEdge, FabricSpec.DEFAULT_LINK_MBPS);
        } catch (ConfigException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Scenario permutationK4() {
        return permutation("permutation-k4",
                "Random permutation (derangement), every host sends 100 MB to another, all at once; non-blocking "
                        + "k=4 fat-tree, 2 hosts/edge (16 hosts), no background, all strategies, 5 permutations",
                fatTree(4, 2), PERMUTATION_K4_BYTES, 0);
    }

    private static Scenario permutationK8() {
        return permutation("permutation-k8",
                "Random permutation (derangement), every host sends 50 MB to another, all at once; non-blocking "
                        + "k=8 fat-tree, 4 hosts/edge (128 hosts), no background, all strategies, 5 permutations",
                fatTree(8, 4), PERMUTATION_K8_BYTES, 0);
    }

    private static Scenario permutationStaggered() {
        return permutation("permutation-staggered",
                "permutation-k4 with each flow starting at a seeded offset uniform over 0-3 s: 100 MB per host, "
                        + "k=4 fat-tree, 2 hosts/edge, all strategies, 5 permutations",
                fatTree(4, 2), PERMUTATION_K4_BYTES, STAGGER_MILLIS);
    }

    private static Scenario permutationStaggeredK8() {
        return permutation("permutation-staggered-k8",
                "permutation-k8 with each flow starting at a seeded offset uniform over 0-3 s: 50 MB per host, "
                        + "k=8 fat-tree, 4 hosts/edge (128 hosts), all strategies, 5 permutations",
                fatTree(8, 4), PERMUTATION_K8_BYTES, STAGGER_MILLIS);
    }

    /** Failures under the thesis setting (Sparse, 75%, idle 10 s) with Janus's default strategy. */
    private static Scenario faultsK4() {
        return thesis("faults-k4", "Failures: k=4 thesis fabric, 75% background, LU/BT/SP; a core link fails at 1/3"
                        + " and an aggregation switch at 2/3 of the run; time to reroute, flows disrupted",
                sparse75().workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4), WorkloadSpec.nas("BT", 4),
                        WorkloadSpec.nas("SP", 4))).strategies(ImmutableList.of("luar"))
                        .faults(FaultPlan.thesisFailures()));
    }

    /** The load measurement of docs/load.md. */
    private static Scenario stormK8() {
        return thesis("storm-k8", "Packet-in storm: 20,000 new flows/s of 1,500 B for 10 s (virtual) between random"
                        + " hosts of a k=8 fat-tree, five-tuple matching, maxIntents 100,000, queue 10,000; what stays"
                        + " bounded",
                Scenario.builder("x").fabric(fatTree(8, 4))
                        .workloads(ImmutableList.of(WorkloadSpec.storm(20_000, 10_000, 1_500)))
                        .strategies(ImmutableList.of(STORM_STRATEGY)).concurrency(ImmutableList.of(0))
                        .idleTimeouts(ImmutableList.of(10)).seed(1).derivedSeeds(false));
    }

    /** The leak soak: two hours of churn in all, warm-up included. */
    private static Scenario soakK4() {
        return thesis("soak-k4", "Leak soak: 2 h (virtual) of 75% background churn on the k=4 thesis fabric,"
                        + " isolated, idle 10 s; then no Janus intent, rule, reservation or flow record may be left",
                Scenario.builder("x").fabric(FabricSpec.thesis())
                        .workloads(ImmutableList.of(WorkloadSpec.hold(SOAK_MILLIS
                                - BackgroundSpec.DEFAULT_WARMUP_MILLIS)))
                        .strategies(ImmutableList.of(SOAK_STRATEGY)).concurrency(ImmutableList.of(75))
                        .idleTimeouts(ImmutableList.of(10)).seed(1).derivedSeeds(false).leakCheck(true)
                        .maxVirtualSeconds(SOAK_MILLIS / 1000));
    }

    /**
     * Declared jobs against packet-ins under the headline's conditions (fabric, Sparse placement, 75%
     * background, idle 10 s, seed, repetitions): every strategy runs each NAS application twice, left to
     * packet-ins and declared to Janus as a job ({@code +declared}); the two see the same placement and the
     * same background up to the application's start (the seed leaves the strategy out).
     */
    private static Scenario jobsK4() {
        List<String> strategies = JOB_STRATEGIES.stream()
                .flatMap(st -> java.util.stream.Stream.of(st, st + StrategyVariant.DECLARED_SUFFIX))
                .collect(Collectors.toList());
        return thesis("jobs-k4", "Declared jobs vs packet-ins: 6 NAS apps under the headline's conditions (Sparse, 75%"
                        + " background, idle 10 s, " + HEADLINE_REPS + " reps); each strategy reactive and +declared"
                        + " (the app declared through Janus's job service before it starts, removed when it ends)",
                sparse75().strategies(strategies).reps(HEADLINE_REPS));
    }

    /** The flow set-up benchmark of BENCHMARKS.md on the thesis fabric; rules never expire. */
    private static Scenario flowSetupK4() {
        return thesis("flow-setup-k4", "Flow set-up: 400 new flows on distinct host pairs of the k=4 thesis fabric,"
                        + " serial and in one burst; intents INSTALLED, rules pushed, flows per wall second",
                Scenario.builder("x").fabric(FabricSpec.thesis())
                        .workloads(ImmutableList.of(WorkloadSpec.flowSetup(FLOW_SETUP_FLOWS, false),
                                WorkloadSpec.flowSetup(FLOW_SETUP_FLOWS, true)))
                        .strategies(ImmutableList.of("luar")).concurrency(ImmutableList.of(0))
                        .idleTimeouts(ImmutableList.of(Scenario.NEVER)).seed(2021).derivedSeeds(false));
    }
}
