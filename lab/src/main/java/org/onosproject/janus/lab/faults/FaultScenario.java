package org.onosproject.janus.lab.faults;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A failure experiment: a thesis scenario's fabric, background load and idle timeout (the base), the
 * heavy NAS applications run one at a time, and during each run one core link and then one
 * aggregation switch fail and later recover. Which link and switch is decided when the failure is due:
 * the ones carrying the most of the application's flows right then (so that the application is hit),
 * ties broken by all flows, then by name order. Immutable.
 */
public final class FaultScenario {

    /** The catalogue name of the k=4 experiment. */
    public static final String FAULTS_K4 = "faults-k4";

    private final String name;
    private final String description;
    private final Scenario base;
    private final int concurrencyPercent;
    private final List<String> applications;
    private final List<String> strategies;
    private final long seed;
    private final double coreLinkFailureAt;
    private final double switchFailureAt;
    private final long recoveryAfterMillis;
    private final long failureDetectionMillis;
    private final long rerouteBudgetMillis;

    @SuppressWarnings("checkstyle:ParameterNumber")
    private FaultScenario(String name, String description, Scenario base, int concurrencyPercent,
                          List<String> applications, List<String> strategies, long seed, double coreLinkFailureAt,
                          double switchFailureAt, long recoveryAfterMillis, long failureDetectionMillis,
                          long rerouteBudgetMillis) {
        checkArgument(!applications.isEmpty(), "applications: at least one");
        checkArgument(!strategies.isEmpty(), "strategies: at least one");
        checkArgument(coreLinkFailureAt > 0 && coreLinkFailureAt < switchFailureAt && switchFailureAt < 1,
                      "failure times must satisfy 0 < core link < switch < 1 (fractions of the runtime)");
        checkArgument(recoveryAfterMillis > 0 && failureDetectionMillis >= 0 && rerouteBudgetMillis > 0,
                      "recovery and budget must be > 0, detection >= 0");
        this.name = checkNotNull(name);
        this.description = checkNotNull(description);
        this.base = checkNotNull(base);
        this.concurrencyPercent = concurrencyPercent;
        this.applications = ImmutableList.copyOf(applications);
        this.strategies = ImmutableList.copyOf(strategies);
        this.seed = seed;
        this.coreLinkFailureAt = coreLinkFailureAt;
        this.switchFailureAt = switchFailureAt;
        this.recoveryAfterMillis = recoveryAfterMillis;
        this.failureDetectionMillis = failureDetectionMillis;
        this.rerouteBudgetMillis = rerouteBudgetMillis;
    }

    /**
     * {@value #FAULTS_K4}: the thesis fabric (k=4, 32 hosts, 1 Gbps) under the thesis's 75% background
     * load, idle timeout 10 s, Sparse placement; LU, BT and SP with Janus's default strategy (luar); a core
     * link fails at 1/3 of the application's contention-free runtime and an aggregation switch at 2/3,
     * each recovering 30 s later; switches report a failure to ONOS at once (0 ms detection) and the
     * control delay is the lab's 10 ms; the reroute budget is 1 s.
     */
    public static FaultScenario faultsK4() {
        Scenario thesis = new ScenarioCatalog().find("thesis-table5.1")
                .orElseThrow(() -> new IllegalStateException("the catalogue lost thesis-table5.1"));
        return new FaultScenario(FAULTS_K4, "Failures: k=4 thesis fabric, 75% background, LU/BT/SP; a core link "
                + "fails at 1/3 and an aggregation switch at 2/3 of the run; time to reroute, flows disrupted",
                thesis, 75, ImmutableList.of("LU", "BT", "SP"), ImmutableList.of("luar"), thesis.seed(),
                1.0 / 3, 2.0 / 3, 30_000, 0, 1_000);
    }

    public FaultScenario withStrategies(List<String> value) {
        return new FaultScenario(name, description, base, concurrencyPercent, applications, value, seed,
                                 coreLinkFailureAt, switchFailureAt, recoveryAfterMillis, failureDetectionMillis,
                                 rerouteBudgetMillis);
    }

    public FaultScenario withSeed(long value) {
        return new FaultScenario(name, description, base, concurrencyPercent, applications, strategies, value,
                                 coreLinkFailureAt, switchFailureAt, recoveryAfterMillis, failureDetectionMillis,
                                 rerouteBudgetMillis);
    }

    public FaultScenario withApplications(List<String> value) {
        return new FaultScenario(name, description, base, concurrencyPercent, value, strategies, seed,
                                 coreLinkFailureAt, switchFailureAt, recoveryAfterMillis, failureDetectionMillis,
                                 rerouteBudgetMillis);
    }

    public FaultScenario withFailureDetectionMillis(long value) {
        return new FaultScenario(name, description, base, concurrencyPercent, applications, strategies, seed,
                                 coreLinkFailureAt, switchFailureAt, recoveryAfterMillis, value,
                                 rerouteBudgetMillis);
    }

    public String name() {
        return name;
    }

    public String description() {
        return description;
    }

    /** The thesis scenario whose fabric, background, warm-up, idle timeout and delays are used. */
    public Scenario base() {
        return base;
    }

    public int concurrencyPercent() {
        return concurrencyPercent;
    }

    /** NAS application names, one run each per strategy. */
    public List<String> applications() {
        return applications;
    }

    public List<String> strategies() {
        return strategies;
    }

    public long seed() {
        return seed;
    }

    /** When the core link fails, as a fraction of the application's contention-free runtime after its start. */
    public double coreLinkFailureAt() {
        return coreLinkFailureAt;
    }

    /** When the aggregation switch fails, likewise. */
    public double switchFailureAt() {
        return switchFailureAt;
    }

    /** How long a failed link or switch stays down. */
    public long recoveryAfterMillis() {
        return recoveryAfterMillis;
    }

    /** Virtual time from a failure until the switches report it to ONOS. */
    public long failureDetectionMillis() {
        return failureDetectionMillis;
    }

    /** A disrupted flow must be carried again within this long of the failure. */
    public long rerouteBudgetMillis() {
        return rerouteBudgetMillis;
    }

    public int runCount() {
        return applications.size() * strategies.size();
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("name", name).add("apps", applications)
                .add("strategies", strategies).add("seed", seed).toString();
    }
}
