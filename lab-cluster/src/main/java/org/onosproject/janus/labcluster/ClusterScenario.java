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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.Placement;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A cluster scenario: a lab {@link Scenario} (fabric, one NAS application, background, strategies, seed)
 * run on every node of a real cluster, with the {@link ClusterPlan} of the node that dies and rejoins.
 * The same lab scenario also runs on a single Janus, for the application's runtime side by side.
 */
public final class ClusterScenario {

    public static final String CLUSTER_K4 = "cluster-k4";
    static final String DEFAULT_APP = "LU";
    static final ImmutableList<String> DEFAULT_STRATEGIES = ImmutableList.of("luar", "ecmp", "shortest");
    static final int DEFAULT_CONCURRENCY = 75;
    static final int IDLE_TIMEOUT_SECONDS = 10;
    static final long DEFAULT_SEED = 2021;

    private final Scenario lab;
    private final ClusterPlan plan;

    ClusterScenario(Scenario lab, ClusterPlan plan) throws ConfigException {
        this.lab = checkNotNull(lab, "lab");
        this.plan = checkNotNull(plan, "plan");
        if (lab.workloads().size() != 1 || lab.workloads().get(0).kind() != WorkloadSpec.Kind.NAS) {
            throw new ConfigException("app", "the kill and the rejoin are timed by one NAS application's runtime,"
                    + " so a cluster scenario runs exactly one NAS application");
        }
        if (lab.reps() != 1 || lab.concurrencyPercents().size() != 1 || lab.idleTimeoutsSeconds().size() != 1
                || lab.placements().size() != 1) {
            throw new ConfigException("scenario", "a cluster scenario runs one cell per strategy (one repetition,"
                    + " concurrency, idle timeout and placement)");
        }
        if (lab.idleTimeoutsSeconds().get(0) == Scenario.NEVER) {
            throw new ConfigException("idleTimeout", "must be finite: the end of the run checks that every flow"
                    + " was reaped once");
        }
    }

    /**
     * The issue's {@code cluster-k4}: the thesis k=4 fabric, Sparse placement, 75% background, idle
     * timeout 10 s, {@code app} on 4 ranks, the given strategies, a node of 3 dying at a third of the run
     * and rejoining at two thirds.
     */
    static Scenario.Builder labScenario(String app, ImmutableList<String> strategies, int concurrency, long seed) {
        return Scenario.builder(CLUSTER_K4)
                .description("Cluster: one Janus on each of 3 real ONOS cluster nodes (Atomix Raft), k=4 thesis"
                        + " fabric, " + concurrency + "% background, " + app + "; a node killed mid-run and rejoining"
                        + " with an empty disk")
                .fabric(FabricSpec.thesis())
                .workloads(ImmutableList.of(WorkloadSpec.nas(app, WorkloadSpec.DEFAULT_RANKS)))
                .strategies(strategies).concurrency(ImmutableList.of(concurrency))
                .placements(ImmutableList.of(Placement.SPARSE))
                .idleTimeouts(ImmutableList.of(IDLE_TIMEOUT_SECONDS)).reps(1).seed(seed);
    }

    /** {@code cluster-k4} with its defaults. */
    public static ClusterScenario clusterK4() throws ConfigException {
        return new ClusterScenario(labScenario(DEFAULT_APP, DEFAULT_STRATEGIES, DEFAULT_CONCURRENCY, DEFAULT_SEED)
                                           .build(), ClusterPlan.builder().build());
    }

    public Scenario lab() {
        return lab;
    }

    public ClusterPlan plan() {
        return plan;
    }

    /** The measured application's calibrated runtime, which the kill and the rejoin are timed by. */
    public double appRuntimeMillis() {
        return NasBenchmarks.calibration(lab.workloads().get(0).app()).orElseThrow().targetRuntimeSeconds() * 1000;
    }

    /** When the application starts: after the background's warm-up, if there is background. */
    public long appStartMillis() {
        return lab.concurrencyPercents().get(0) > 0 ? lab.warmupSeconds() * 1000 : 0;
    }

    /** Virtual time of the kill, ms from the start of the run. */
    public long killMillis() {
        return appStartMillis() + Math.round(plan.killAt() * appRuntimeMillis());
    }

    /** Virtual time the rejoin begins, ms from the start of the run. */
    public long rejoinMillis() {
        return appStartMillis() + Math.round(plan.rejoinAt() * appRuntimeMillis());
    }
}
