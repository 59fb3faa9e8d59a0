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
import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;
import org.onosproject.janus.lab.report.ReportWriter;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** The permutation scenarios: what the catalogue holds, and small versions run end to end. */
public class PermutationScenariosTest {
    private static final long SMALL_BYTES = 1_000_000;
    /** 1 MB at 1 Gbit/s = 8 ms, after the default 10 ms control delay. */
    private static final double SMALL_CONTENTION_FREE_SECONDS = 0.018;

    private final ScenarioCatalog catalog = new ScenarioCatalog();

    private Scenario named(String name) {
        return catalog.find(name).orElseThrow(() -> new AssertionError(name + " is not in the catalogue"));
    }

    @Test
    public void thePermutationScenariosAreListedOnNonBlockingFatTreesWithEveryStrategy() {
        assertTrue(catalog.names().containsAll(List.of("permutation-k4", "permutation-k8", "permutation-staggered",
                "permutation-staggered-k8")));
        Object[][] expected = {
            {"permutation-k4", 4, 2, 16, 100_000_000L, 0L},
            {"permutation-k8", 8, 4, 128, 50_000_000L, 0L},
            {"permutation-staggered", 4, 2, 16, 100_000_000L, 3000L},
            {"permutation-staggered-k8", 8, 4, 128, 50_000_000L, 3000L},
        };
        for (Object[] e : expected) {
            Scenario s = named((String) e[0]);
            assertEquals(s.name(), FabricSpec.Kind.FAT_TREE, s.fabric().kind());
            assertEquals(s.name(), e[1], s.fabric().k());
            assertEquals(s.name(), e[2], s.fabric().hostsPerEdge());
            assertEquals(s.name(), e[3], s.fabric().hostCount());
            assertTrue(s.name() + " must be non-blocking", s.fabric().hostsPerEdge() <= s.fabric().k() / 2);
            assertEquals(s.name(), 1, s.workloads().size());
            WorkloadSpec w = s.workloads().get(0);
            assertEquals(WorkloadSpec.Kind.PERMUTATION, w.kind());
            assertEquals("every host sends", 0, w.ranks());
            assertEquals(s.name(), e[4], w.bytes());
            assertEquals(s.name(), e[5], w.startSpreadMillis());
            assertTrue(s.strategies().containsAll(Strategies.ALL));
            assertTrue("luar beside itself with a burst window",
                       s.strategies().contains("luar[burstWindowMillis=5]"));
            assertTrue(s.name(), s.reps() >= 5);
            assertEquals(List.of(0), s.concurrencyPercents());
        }
    }

    @Test
    public void theThesisScenariosThatCompareLuarAlsoRunTheThesisAlgorithm() {
        assertTrue(named("thesis-headline").strategies().containsAll(List.of("luar", "luar-thesis", "bottleneck")));
        for (String name : List.of("thesis-table5.1", "thesis-fig5.2", "thesis-fig5.3", "thesis-fig5.5",
                "thesis-fig5.6", "paper000-fig3")) {
            assertTrue(name, named(name).strategies().containsAll(List.of("luar", "luar-thesis")));
        }
    }

    private static Scenario small(Scenario s, List<String> strategies, int reps) throws ConfigException {
        WorkloadSpec w = s.workloads().get(0);
        return s.toBuilder().workloads(ImmutableList.of(WorkloadSpec.permutation(0, SMALL_BYTES,
                w.startSpreadMillis()))).strategies(strategies).reps(reps).build();
    }

    @Test
    public void onAFabricWhereOnlyHostLinksCountEveryRunTakesExactlyTheContentionFreeTime() throws Exception {
        // The ideal fake shares only host links; a permutation never shares one, so every run must take
        // exactly what the contention-free formula says, staggered or not.
        for (String name : List.of("permutation-k4", "permutation-staggered")) {
            Scenario s = small(named(name), Strategies.ALL, 2);
            ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
            assertTrue(result.complete());
            assertEquals(Strategies.ALL.size() * 2, result.runs().size());
            for (RunRecord r : result.runs()) {
                assertEquals(name, r.contentionFreeSeconds(), r.runtimeSeconds(), 1e-9);
                assertEquals(name, SMALL_CONTENTION_FREE_SECONDS, r.contentionFreeFlowSeconds(), 1e-12);
                assertEquals(name, SMALL_CONTENTION_FREE_SECONDS, r.meanFlowCompletionSeconds(), 1e-9);
            }
            if (named(name).workloads().get(0).startSpreadMillis() > 0) {
                assertTrue("staggered starts lengthen the makespan",
                        result.runs().stream().allMatch(r -> r.runtimeSeconds() > 1.0));
            }
        }
    }

    @Test
    public void smallPermutationsRunEndToEndOnTheRealJanus() throws Exception {
        for (String name : List.of("permutation-k4", "permutation-staggered")) {
            Scenario s = small(named(name), Strategies.ALL, 1);
            ExperimentResult result = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                    .run(s, ProgressListener.SILENT);
            assertTrue(name + ": " + result.failure().orElse(""), result.complete());
            assertEquals(s.runCount(), result.runs().size());
            for (RunRecord r : result.runs()) {
                String what = name + " " + r.cell().strategy();
                assertEquals(what, 16, r.workloadFlows().flows());
                assertEquals(what, 16 * SMALL_BYTES, r.workloadFlows().deliveredBytes());
                assertEquals(what, SMALL_CONTENTION_FREE_SECONDS, r.contentionFreeFlowSeconds(), 1e-12);
                assertTrue(what + ": no run beats contention-free",
                        r.runtimeSeconds() >= r.contentionFreeSeconds() - 1e-9);
                assertTrue(what, r.meanFlowCompletionSeconds() >= SMALL_CONTENTION_FREE_SECONDS - 1e-9);
                assertTrue(what, r.meanFlowCompletionSeconds() <= r.runtimeSeconds() + 1e-9);
            }
            String report = ReportWriter.terminal(result);
            assertTrue(report, report.contains("Against contention-free") && report.contains("captured"));
        }
    }

    @Test
    public void withABurstWindowLuarTakesTheContentionFreeTimeInEveryPermutationWhereAloneItDoesNot()
            throws Exception {
        // The flows are moved at the window's close (5 ms), before they send (after the 10 ms control delay).
        Scenario s = small(named("permutation-k4"), List.of("luar", "luar[burstWindowMillis=5]"), 5);
        ExperimentResult result = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                .run(s, ProgressListener.SILENT);
        assertTrue(result.failure().orElse(""), result.complete());
        long luarAboveTheBound = 0;
        for (RunRecord r : result.runs()) {
            if (r.cell().strategy().equals("luar")) {
                luarAboveTheBound += r.runtimeSeconds() > r.contentionFreeSeconds() + 1e-9 ? 1 : 0;
            } else {
                assertEquals("rep " + r.rep(), r.contentionFreeSeconds(), r.runtimeSeconds(), 1e-9);
            }
        }
        assertTrue("luar alone shares a link in some permutation", luarAboveTheBound > 0);
    }
}
