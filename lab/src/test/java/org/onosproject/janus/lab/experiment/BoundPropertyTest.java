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
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.topo.FabricCuts;
import org.onosproject.janus.lab.workload.MixedJobs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The bound's property: over random small scenarios on the real Janus (fat-tree, leaf-spine at 1:1, 2:1
 * and 4:1, a custom file with an oversubscribed layer), no strategy's measured makespan or mean flow
 * completion beats the run's lower bound (permutations, traces, closed-loop collectives, and mixes of them,
 * some with a NAS model, one fabric with background, each job also against its own bound); on the
 * non-blocking fabrics a permutation's bound is today's
 * contention-free time (host links bind).
 */
public class BoundPropertyTest {

    private static final List<String> STRATEGIES = ImmutableList.of("shortest", "ecmp", "dmodk", "luar", "spray");
    // The lab's workloads read the virtual clock in whole milliseconds (truncated), so a measured time may
    // sit up to 1 ms below the exact fluid time the bound is compared with.
    private static final List<String> COLLECTIVES = ImmutableList.of("alltoall", "allreduce-ring",
            "allreduce-recursive-doubling", "halo3d");
    private static final double SLACK_SECONDS = 0.001;

    @Rule
    public TemporaryFolder folder = new TemporaryFolder();

    private FabricSpec customFile() throws Exception {
        // Two pods of two top-of-rack switches (2 hosts each) under one aggregation switch each, the two
        // aggregation switches joined by one top switch: each pod's 4 hosts share one uplink.
        Path file = folder.newFile("three-tier.json").toPath();
        Files.writeString(file, "{\"type\": \"custom\", \"name\": \"three-tier\", \"switches\": ["
                + "{\"name\": \"t0\", \"layer\": \"tor\"}, {\"name\": \"t1\", \"layer\": \"tor\"},"
                + "{\"name\": \"t2\", \"layer\": \"tor\"}, {\"name\": \"t3\", \"layer\": \"tor\"},"
                + "{\"name\": \"a0\", \"layer\": \"agg\"}, {\"name\": \"a1\", \"layer\": \"agg\"},"
                + "{\"name\": \"top\", \"layer\": \"top\"}],"
                + "\"links\": [{\"a\": \"t0\", \"b\": \"a0\"}, {\"a\": \"t1\", \"b\": \"a0\"},"
                + "{\"a\": \"t2\", \"b\": \"a1\"}, {\"a\": \"t3\", \"b\": \"a1\"},"
                + "{\"a\": \"a0\", \"b\": \"top\"}, {\"a\": \"a1\", \"b\": \"top\"}],"
                + "\"hosts\": [{\"name\": \"h0\", \"switch\": \"t0\"}, {\"name\": \"h1\", \"switch\": \"t0\"},"
                + "{\"name\": \"h2\", \"switch\": \"t1\"}, {\"name\": \"h3\", \"switch\": \"t1\"},"
                + "{\"name\": \"h4\", \"switch\": \"t2\"}, {\"name\": \"h5\", \"switch\": \"t2\"},"
                + "{\"name\": \"h6\", \"switch\": \"t3\"}, {\"name\": \"h7\", \"switch\": \"t3\"}]}");
        return FabricSpec.file(file.toString(), 1000);
    }

    private String randomTrace(Random random, int hosts) throws Exception {
        StringBuilder rows = new StringBuilder("time,src,dst,bytes\n");
        double at = 0;
        int flows = 6 + random.nextInt(7);
        for (int i = 0; i < flows; i++) {
            int src = random.nextInt(hosts);
            int dst = (src + 1 + random.nextInt(hosts - 1)) % hosts;
            rows.append(String.format(Locale.ROOT, "%.3f,%d,%d,%d%n", at, src, dst,
                                      200_000 + random.nextInt(1_800_000)));
            at += random.nextInt(3) * 0.02;
        }
        Path file = folder.newFile().toPath();
        Files.writeString(file, rows.toString());
        return file.toString();
    }

    private static void noRunBeatsItsBound(ExperimentResult result, String what) {
        assertTrue(what + ": " + result.failure().orElse(""), result.complete());
        for (RunRecord r : result.runs()) {
            String run = what + " " + r.cell().workload().label() + " " + r.cell().strategy();
            assertTrue(run + " has a bound", !Double.isNaN(r.contentionFreeSeconds()));
            assertTrue(run + ": makespan " + r.runtimeSeconds() + " < bound " + r.contentionFreeSeconds(),
                       r.runtimeSeconds() >= r.contentionFreeSeconds() - SLACK_SECONDS);
            assertTrue(run + ": mean FCT " + r.meanFlowCompletionSeconds() + " < bound "
                               + r.contentionFreeFlowSeconds(),
                       r.meanFlowCompletionSeconds() >= r.contentionFreeFlowSeconds() - SLACK_SECONDS);
        }
    }

    private ExperimentResult run(String name, FabricSpec fabric, List<WorkloadSpec> workloads, long seed)
            throws Exception {
        Scenario scenario = Scenario.builder(name).fabric(fabric).workloads(workloads).strategies(STRATEGIES)
                .reps(1).seed(seed).build();
        return new ExperimentRunner(EmulatedNetworkFactory.withJanus()).run(scenario, ProgressListener.SILENT);
    }

    @Test
    public void noStrategyBeatsTheBoundOnRandomSmallScenarios() throws Exception {
        Random random = new Random(2025);
        List<Object[]> fabrics = new ArrayList<>();
        fabrics.add(new Object[] {"fat-tree k4", FabricSpec.fatTree(4, 2, 1000), 16, true});
        fabrics.add(new Object[] {"leaf-spine 1:1", FabricSpec.leafSpine(4, 4, 4, 1000), 16, true});
        fabrics.add(new Object[] {"leaf-spine 2:1", FabricSpec.leafSpine(2, 4, 4, 1000), 16, false});
        fabrics.add(new Object[] {"leaf-spine 4:1", FabricSpec.leafSpine(1, 4, 4, 1000), 16, false});
        fabrics.add(new Object[] {"custom three-tier", customFile(), 8, false});
        for (Object[] f : fabrics) {
            String what = (String) f[0];
            int hosts = (Integer) f[2];
            long bytes = 500_000 + random.nextInt(1_500_000);
            long spread = random.nextBoolean() ? 0 : 100;
            ExperimentResult result = run(what.replace(' ', '-').replace(':', '-'), (FabricSpec) f[1],
                    List.of(WorkloadSpec.permutation(0, bytes, spread), WorkloadSpec.trace(randomTrace(random, hosts)),
                            WorkloadSpec.collective(COLLECTIVES.get(random.nextInt(COLLECTIVES.size())), 8,
                                    bytes / 4, 2, random.nextInt(20))),
                    random.nextInt(1_000_000));
            noRunBeatsItsBound(result, what);
            boolean nonBlocking = (Boolean) f[3];
            for (RunRecord r : result.runs()) {
                if (r.cell().workload().kind() == WorkloadSpec.Kind.PERMUTATION && nonBlocking) {
                    assertEquals(what + ": host links bind on a non-blocking fabric", FabricCuts.HOST_LINKS,
                                 r.boundBinds().orElse(""));
                }
            }
        }
    }

    @Test
    public void noStrategyBeatsTheBoundOfRandomSmallMixes() throws Exception {
        Random random = new Random(2026);
        Object[][] fabrics = {
            {"fat-tree k4", FabricSpec.fatTree(4, 2, 1000), 0, 16},
            {"leaf-spine 2:1", FabricSpec.leafSpine(2, 4, 4, 1000), 50, 16},
            {"leaf-spine 4:1", FabricSpec.leafSpine(1, 4, 4, 1000), 0, 16},
            {"custom three-tier", customFile(), 0, 8},
        };
        for (Object[] f : fabrics) {
            for (int round = 0; round < 2; round++) {
                String what = f[0] + " #" + round;
                int hosts = (Integer) f[3];
                List<WorkloadSpec> jobs = new ArrayList<>();
                int jobCount = 2 + random.nextInt(hosts / 4 - 1);
                for (int j = 0; j < jobCount; j++) {
                    long bytes = 300_000 + random.nextInt(1_500_000);
                    jobs.add(random.nextBoolean()
                            ? WorkloadSpec.permutation(4, bytes, random.nextBoolean() ? 0 : 50)
                            : WorkloadSpec.collective(COLLECTIVES.get(random.nextInt(COLLECTIVES.size())), 4, bytes,
                                    1 + random.nextInt(2), random.nextInt(20)));
                }
                if (round == 0 && hosts - 4 * jobCount >= 4) {
                    jobs.add(WorkloadSpec.nas("MG", 4));
                }
                Scenario scenario = Scenario.builder("mix-" + what.replaceAll("[^A-Za-z0-9]+", "-"))
                        .fabric((FabricSpec) f[1]).workloads(List.of(WorkloadSpec.mix(null, jobs)))
                        .strategies(STRATEGIES).reps(1).seed(random.nextInt(1_000_000))
                        .concurrency(List.of((Integer) f[2])).warmupSeconds(5).build();
                ExperimentResult result = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                        .run(scenario, ProgressListener.SILENT);
                noRunBeatsItsBound(result, what + " " + jobs);
                for (RunRecord r : result.runs()) {
                    for (int j = 0; j < jobs.size(); j++) {
                        double span = r.metrics().get(MixedJobs.metric(j, MixedJobs.MAKESPAN_METRIC));
                        double own = r.metrics().get(MixedJobs.metric(j, MixedJobs.BOUND_METRIC));
                        assertTrue(what + " " + r.cell().strategy() + " job " + j + ": " + span + " < its bound "
                                   + own, span >= own - SLACK_SECONDS);
                    }
                }
            }
        }
    }

    @Test
    public void onTheIssuesLeafSpineTheBoundIsTheLeafUplinksNotTheHostLinks() throws Exception {
        // 2 spines, 6 leaves of 4 hosts (2:1), an 8 MB permutation: the leaf uplinks bind, not the host links.
        ExperimentResult result = run("leaf-spine-2-1", FabricSpec.leafSpine(2, 6, 4, 1000),
                List.of(WorkloadSpec.permutation(0, 8_000_000L)), 7);
        noRunBeatsItsBound(result, "2:1");
        for (RunRecord r : result.runs()) {
            assertTrue(r.boundBinds().orElse(""), r.boundBinds().orElse("").matches("leaf-\\d+ uplinks.*"));
            assertTrue(r.contentionFreeSeconds() > 0.010 + 0.064 + 1e-6);
        }
    }
}
