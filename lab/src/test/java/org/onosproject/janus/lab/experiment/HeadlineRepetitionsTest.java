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
import org.onosproject.janus.lab.fake.IdealNetwork;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** The headline runs five repetitions, each with its own placement and background. */
public class HeadlineRepetitionsTest {

    @Test
    public void theHeadlineRunsFiveRepetitionsOfEveryCell() {
        Scenario headline = new ScenarioCatalog().find("thesis-headline").orElseThrow();
        assertEquals(5, headline.reps());
        assertEquals(5 * ExperimentRunner.cells(headline).size(), headline.runCount());
        assertEquals(6 * 7 * 5, headline.runCount());
    }

    @Test
    public void eachRepetitionRedrawsPlacementAndBackgroundAndEveryStrategyOfItSeesTheSame() throws Exception {
        Scenario headline = new ScenarioCatalog().find("thesis-headline").orElseThrow();
        // the headline's seed, fabric, condition and repetitions; one application, two strategies, and a
        // shorter warm-up so that the test is quick (the warm-up does not enter the seeds)
        Scenario small = headline.toBuilder().workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).warmupSeconds(20).build();
        IdealNetworkFactory factory = new IdealNetworkFactory();
        ExperimentResult result = new ExperimentRunner(factory).run(small, ProgressListener.SILENT);
        assertTrue(result.complete());
        assertEquals(10, result.runs().size());
        Set<List<Integer>> placements = new HashSet<>();
        Set<Set<Integer>> backgrounds = new HashSet<>();
        Set<Long> seeds = new HashSet<>();
        for (int rep = 0; rep < 5; rep++) {
            RunRecord shortest = result.runs().get(2 * rep);
            RunRecord luar = result.runs().get(2 * rep + 1);
            assertEquals(rep, shortest.rep());
            assertEquals(List.of("shortest", "luar"), List.of(shortest.cell().strategy(), luar.cell().strategy()));
            assertEquals("common random numbers", shortest.seed(), luar.seed());
            assertEquals(shortest.hosts(), luar.hosts());
            Set<Integer> background = backgroundSenders(factory.networks().get(2 * rep), small);
            assertEquals(background, backgroundSenders(factory.networks().get(2 * rep + 1), small));
            assertTrue("75% of the other hosts send", background.size() >= 9);
            seeds.add(shortest.seed());
            placements.add(shortest.hosts());
            backgrounds.add(background);
        }
        assertEquals(5, seeds.size());
        assertEquals("a placement per repetition", 5, placements.size());
        assertEquals("a background per repetition", 5, backgrounds.size());
    }

    /** Hosts that started a flow during the warm-up, before the application. */
    private static Set<Integer> backgroundSenders(IdealNetwork network, Scenario scenario) {
        return network.startedFlows().stream().filter(f -> f.atMillis < scenario.warmupSeconds() * 1000)
                .map(f -> f.flow.srcHost()).collect(Collectors.toCollection(TreeSet::new));
    }
}
