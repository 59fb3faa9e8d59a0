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
package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.FlowResult;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabHost;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.topo.FabricCuts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Several jobs at once, as on a shared cluster: every job starts at the same instant on its own hosts
 * (the caller places them on disjoint host sets), and the mix ends when the last job ends, or at the
 * first job that fails. Its ledger holds every job's flows; its metrics give each job's makespan, flows
 * and delivered bytes ({@code job1.makespan_s}, {@code job1.flows}, {@code job1.bytes}, ... in job order)
 * and, when the caller knew it, each job's own lower bound ({@code job1.bound_s}).
 *
 * <p>Its lower bound ({@link #bound}): the makespan is at least each job's own bound (other jobs' traffic
 * only takes capacity away) and at least the {@link LowerBound} of the union of the jobs' flows, each at
 * the time it cannot start before ({@link Workload#earliestFlows()}), which counts the bytes that jobs
 * sharing a switch group's uplinks must move across them together. The mean flow completion is at least
 * the flow-weighted mean of the jobs' own bounds (a job without one: its flows' solo times, each its
 * control delay when its pair is new plus its bytes at its narrower host link).
 */
public final class MixedJobs implements Workload {
    /** Each job's makespan in seconds, as {@code jobN.makespan_s}, N from 1 in job order. */
    public static final String MAKESPAN_METRIC = "makespan_s";
    /** Each job's flows, as {@code jobN.flows}. */
    public static final String FLOWS_METRIC = "flows";
    /** Each job's delivered bytes, as {@code jobN.bytes}. */
    public static final String BYTES_METRIC = "bytes";
    /** Each job's own lower bound on its makespan in seconds, as {@code jobN.bound_s}. */
    public static final String BOUND_METRIC = "bound_s";
    /** The mean flow completion bound's binding label: it is made of the jobs' own bounds. */
    public static final String EACH_JOB = "each job's own";
    private static final double TIE = 1e-9;

    private final String name;
    private final ImmutableList<Workload> jobs;
    private final ImmutableList<Double> jobBoundMillis;

    /**
     * @param jobBoundMillis each job's own makespan bound (NaN when unknown), reported beside its makespan;
     *                       empty to report none
     */
    public MixedJobs(String name, List<Workload> jobs, List<Double> jobBoundMillis) {
        if (jobs.isEmpty()) {
            throw new IllegalArgumentException("a mix needs at least one job");
        }
        if (!jobBoundMillis.isEmpty() && jobBoundMillis.size() != jobs.size()) {
            throw new IllegalArgumentException(jobs.size() + " jobs but " + jobBoundMillis.size() + " bounds");
        }
        this.name = name;
        this.jobs = ImmutableList.copyOf(jobs);
        this.jobBoundMillis = ImmutableList.copyOf(jobBoundMillis);
    }

    /** The metric key of job {@code index} (from 0) and {@code what}, e.g. {@code job1.makespan_s}. */
    public static String metric(int index, String what) {
        return "job" + (index + 1) + "." + what;
    }

    @Override
    public String name() {
        return name;
    }

    public ImmutableList<Workload> jobs() {
        return jobs;
    }

    @Override
    public boolean owns(FlowSpec flow) {
        return jobs.stream().anyMatch(j -> j.owns(flow));
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        new Execution(network, onFinished).start();
    }

    @Override
    public Optional<List<PlannedFlow>> earliestFlows() {
        List<PlannedFlow> union = new ArrayList<>();
        for (Workload job : jobs) {
            Optional<List<PlannedFlow>> flows = job.earliestFlows();
            if (flows.isEmpty()) {
                return Optional.empty();
            }
            union.addAll(flows.get());
        }
        return Optional.of(union);
    }

    @Override
    public Optional<ContentionFreeTime> bound(FabricCuts cuts, double hostLinkBytesPerSecond,
                                              long controlDelayMillis) {
        double makespan = 0;
        String binds = FabricCuts.HOST_LINKS;
        double completionSum = 0;
        long flowCount = 0;
        boolean everyJobCounted = true;
        List<PlannedFlow> union = new ArrayList<>();
        for (Workload job : jobs) {
            Optional<ContentionFreeTime> own = job.bound(cuts, hostLinkBytesPerSecond, controlDelayMillis);
            Optional<List<PlannedFlow>> flows = job.earliestFlows().filter(f -> !f.isEmpty());
            if (own.isEmpty() && flows.isEmpty()) {
                return Optional.empty();
            }
            if (own.isPresent() && own.get().makespanMillis() > makespan * (1 + TIE)) {
                makespan = own.get().makespanMillis();
                binds = job.name() + ": " + own.get().makespanBinds();
            }
            if (flows.isEmpty()) {
                everyJobCounted = false;
                continue;
            }
            union.addAll(flows.get());
            double mean = own.map(ContentionFreeTime::meanFlowMillis).filter(m -> !Double.isNaN(m))
                    .orElseGet(() -> soloMeanMillis(flows.get(), cuts, controlDelayMillis));
            completionSum += mean * flows.get().size();
            flowCount += flows.get().size();
        }
        if (!union.isEmpty()) {
            ContentionFreeTime together = LowerBound.of(union, cuts, controlDelayMillis);
            if (together.makespanMillis() > makespan * (1 + TIE)) {
                makespan = together.makespanMillis();
                binds = together.makespanBinds() + " (jobs together)";
            }
        }
        double mean = everyJobCounted && flowCount > 0 ? completionSum / flowCount : Double.NaN;
        return Optional.of(new ContentionFreeTime(makespan, mean, binds, EACH_JOB));
    }

    /** The mean of the flows' solo times: each alone at its narrower host link, after its delay if it waits. */
    private static double soloMeanMillis(List<PlannedFlow> flows, FabricCuts cuts, long controlDelayMillis) {
        double sum = 0;
        for (PlannedFlow f : flows) {
            if (f.src() == f.dst()) {
                continue;
            }
            double rate = Math.min(cuts.hostLinks().get(f.src()).bytesPerSecond(),
                                   cuts.hostLinks().get(f.dst()).bytesPerSecond());
            sum += (f.waitsForPath() ? controlDelayMillis : 0) + f.bytes() * 1000.0 / rate;
        }
        return sum / flows.size();
    }

    private final class Execution {
        private final LabNetwork network;
        private final Consumer<WorkloadOutcome> onFinished;
        private final FlowLedger ledger = new FlowLedger();
        private final Map<String, Double> metrics = new LinkedHashMap<>();
        private final long startMillis;
        private int running;
        private boolean finished;

        Execution(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
            this.network = network;
            this.onFinished = onFinished;
            this.startMillis = network.nowMillis();
        }

        void start() {
            running = jobs.size();
            LabNetwork recording = new RecordingNetwork(network, ledger);
            for (int j = 0; j < jobs.size(); j++) {
                int index = j;
                if (!jobBoundMillis.isEmpty() && !Double.isNaN(jobBoundMillis.get(j))) {
                    metrics.put(metric(j, BOUND_METRIC), jobBoundMillis.get(j) / 1000.0);
                }
                jobs.get(j).start(recording, outcome -> jobFinished(index, outcome));
            }
        }

        private void jobFinished(int index, WorkloadOutcome outcome) {
            if (finished) {
                return;
            }
            metrics.put(metric(index, MAKESPAN_METRIC), outcome.runtimeMillis() / 1000.0);
            metrics.put(metric(index, FLOWS_METRIC), (double) outcome.ledger().flows());
            metrics.put(metric(index, BYTES_METRIC), (double) outcome.ledger().deliveredBytes());
            if (outcome.failure().isPresent() || --running == 0) {
                finished = true;
                onFinished.accept(new WorkloadOutcome(startMillis, network.nowMillis(), ledger, metrics));
            }
        }
    }

    /** The network as the jobs see it: every flow's result is recorded in the mix's ledger first. */
    private static final class RecordingNetwork implements LabNetwork {
        private final LabNetwork network;
        private final FlowLedger ledger;

        RecordingNetwork(LabNetwork network, FlowLedger ledger) {
            this.network = network;
            this.ledger = ledger;
        }

        @Override
        public long nowMillis() {
            return network.nowMillis();
        }

        @Override
        public List<LabHost> hosts() {
            return network.hosts();
        }

        @Override
        public void startFlow(FlowSpec flow, Consumer<FlowResult> onComplete) {
            network.startFlow(flow, result -> {
                ledger.record(result);
                onComplete.accept(result);
            });
        }

        @Override
        public void schedule(long delayMillis, Runnable action) {
            network.schedule(delayMillis, action);
        }
    }
}
