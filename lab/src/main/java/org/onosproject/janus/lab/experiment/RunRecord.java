package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.faults.FaultOutcome;

import java.util.Map;
import java.util.List;
import java.util.Optional;

/**
 * What one run (one cell, one repetition) measured, and, when its scenario asks for them, what its
 * failures did, how the control plane bore its load, and what a leak check found.
 */
public final class RunRecord {
    private final Cell cell;
    private final int rep;
    private final long seed;
    private final ImmutableList<Integer> hosts;
    private final long runtimeMillis;
    private final long flows;
    private final long deliveredBytes;
    private final long programming;
    private final long reprogramming;
    private final long controlDelayMillis;
    private final ImmutableMap<String, Double> metrics;
    private final ControlPlaneCounters network;
    private final long backgroundFlows;
    private final String failure;
    private final double meanFlowCompletionMillis;
    private final double contentionFreeMillis;
    private final double contentionFreeFlowMillis;
    private final long workloadStartMillis;
    private final FaultOutcome faults;
    private final LoadOutcome load;
    private final LeakOutcome leaks;

    /**
     * @param meanFlowCompletionMillis mean over the workload's delivered flows of their completion times
     * @param contentionFreeMillis     the workload's contention-free makespan (NaN when unknown)
     * @param contentionFreeFlowMillis its contention-free mean flow completion time (NaN when unknown)
     * @param workloadStartMillis      virtual time at which the workload started (after any warm-up)
     */
    public RunRecord(Cell cell, int rep, long seed, List<Integer> hosts, long runtimeMillis, long flows,
                     long deliveredBytes, long programming, long reprogramming, long controlDelayMillis,
                     Map<String, Double> metrics, ControlPlaneCounters network, long backgroundFlows,
                     String failure, double meanFlowCompletionMillis, double contentionFreeMillis,
                     double contentionFreeFlowMillis, long workloadStartMillis) {
        this(cell, rep, seed, hosts, runtimeMillis, flows, deliveredBytes, programming, reprogramming,
                controlDelayMillis, metrics, network, backgroundFlows, failure, meanFlowCompletionMillis,
                contentionFreeMillis, contentionFreeFlowMillis, workloadStartMillis, null, null, null);
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    private RunRecord(Cell cell, int rep, long seed, List<Integer> hosts, long runtimeMillis, long flows,
                      long deliveredBytes, long programming, long reprogramming, long controlDelayMillis,
                      Map<String, Double> metrics, ControlPlaneCounters network, long backgroundFlows,
                      String failure, double meanFlowCompletionMillis, double contentionFreeMillis,
                      double contentionFreeFlowMillis, long workloadStartMillis, FaultOutcome faults,
                      LoadOutcome load, LeakOutcome leaks) {
        this.cell = cell;
        this.rep = rep;
        this.seed = seed;
        this.hosts = ImmutableList.copyOf(hosts);
        this.runtimeMillis = runtimeMillis;
        this.flows = flows;
        this.deliveredBytes = deliveredBytes;
        this.programming = programming;
        this.reprogramming = reprogramming;
        this.controlDelayMillis = controlDelayMillis;
        this.metrics = ImmutableMap.copyOf(metrics);
        this.network = network;
        this.backgroundFlows = backgroundFlows;
        this.failure = failure;
        this.meanFlowCompletionMillis = meanFlowCompletionMillis;
        this.contentionFreeMillis = contentionFreeMillis;
        this.contentionFreeFlowMillis = contentionFreeFlowMillis;
        this.workloadStartMillis = workloadStartMillis;
        this.faults = faults;
        this.load = load;
        this.leaks = leaks;
    }

    /** A run that did not produce a measurement. */
    public static RunRecord failed(Cell cell, int rep, long seed, String failure) {
        return new RunRecord(cell, rep, seed, ImmutableList.of(), 0, 0, 0, 0, 0, 0, ImmutableMap.of(),
                ControlPlaneCounters.NONE, 0, failure, Double.NaN, Double.NaN, Double.NaN, 0);
    }

    public Cell cell() {
        return cell;
    }

    /** Repetition number, from 0. */
    public int rep() {
        return rep;
    }

    public long seed() {
        return seed;
    }

    /** Hosts the workload ran on (rank order). */
    public ImmutableList<Integer> hosts() {
        return hosts;
    }

    public long runtimeMillis() {
        return runtimeMillis;
    }

    public double runtimeSeconds() {
        return runtimeMillis / 1000.0;
    }

    public long flows() {
        return flows;
    }

    public long deliveredBytes() {
        return deliveredBytes;
    }

    /** The workload's own first path programmings. */
    public long programming() {
        return programming;
    }

    /** The workload's own path reprogrammings. */
    public long reprogramming() {
        return reprogramming;
    }

    /** Controller interruptions caused by the workload's flows (thesis Table 5.2). */
    public long interruptions() {
        return programming + reprogramming;
    }

    /** Time the workload's flows waited for the controller (thesis Table 5.2 "Overheads"). */
    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    public ImmutableMap<String, Double> metrics() {
        return metrics;
    }

    /** Whole-network control-plane counters, background included. */
    public ControlPlaneCounters network() {
        return network;
    }

    public long backgroundFlows() {
        return backgroundFlows;
    }

    /**
     * Mean flow completion time in seconds: over the workload's delivered flows, from each flow's own
     * start to its last byte (NaN when unknown). The runtime is the makespan.
     */
    public double meanFlowCompletionSeconds() {
        return meanFlowCompletionMillis / 1000.0;
    }

    /** The workload's contention-free makespan in seconds, NaN when unknown. */
    public double contentionFreeSeconds() {
        return contentionFreeMillis / 1000.0;
    }

    /** The workload's contention-free mean flow completion time in seconds, NaN when unknown. */
    public double contentionFreeFlowSeconds() {
        return contentionFreeFlowMillis / 1000.0;
    }

    /** Runtime over the contention-free makespan (NaN when unknown). */
    public double runtimeOverContentionFree() {
        return runtimeMillis / contentionFreeMillis;
    }

    /** Virtual time (ms since the run started) at which the workload started, after any warm-up. */
    public long workloadStartMillis() {
        return workloadStartMillis;
    }

    /**
     * The rebalancer's moves that Janus still lists, in seconds since the workload started (negative:
     * during the background warm-up), oldest first.
     */
    public List<Double> rebalanceMoveSeconds() {
        List<Double> times = new java.util.ArrayList<>();
        network.rebalanceMoveTimesMillis().forEach(t -> times.add((t - workloadStartMillis) / 1000.0));
        return times;
    }

    /**
     * This record with what the scenario asked for besides (each may be null): the failures' outcome, the
     * control plane's load, the leak check's outcome.
     */
    public RunRecord withOutcomes(FaultOutcome faultOutcome, LoadOutcome loadOutcome, LeakOutcome leakOutcome) {
        return new RunRecord(cell, rep, seed, hosts, runtimeMillis, flows, deliveredBytes, programming,
                reprogramming, controlDelayMillis, metrics, network, backgroundFlows, failure, meanFlowCompletionMillis,
                contentionFreeMillis, contentionFreeFlowMillis, workloadStartMillis, faultOutcome, loadOutcome,
                leakOutcome);
    }

    /** What the injected failures did (scenarios with a fault plan). */
    public Optional<FaultOutcome> faults() {
        return Optional.ofNullable(faults);
    }

    /** How the control plane bore the load (storms, flow set-up). */
    public Optional<LoadOutcome> load() {
        return Optional.ofNullable(load);
    }

    /** What the leak check found (soaks). */
    public Optional<LeakOutcome> leaks() {
        return Optional.ofNullable(leaks);
    }

    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    public boolean succeeded() {
        return failure == null;
    }
}
