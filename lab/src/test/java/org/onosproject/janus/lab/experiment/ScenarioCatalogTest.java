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

import org.junit.Test;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class ScenarioCatalogTest {
    private final ScenarioCatalog catalog = new ScenarioCatalog();

    @Test
    public void headlineIsSparseSeventyFivePercentWithEveryStrategyButTrafficAndLuarRebalanced() {
        Scenario s = catalog.find("thesis-headline").get();
        assertEquals(List.of("shortest", "ecmp", "isolated", "luar", "luar-thesis", "bottleneck",
                "luar[rebalance=true]"), s.strategies());
        assertFalse("traffic = luar on equal-capacity links", s.strategies().contains("traffic"));
        assertEquals(75, (int) s.concurrencyPercents().get(0));
        assertEquals(6, s.workloads().size());
    }

    @Test
    public void everyFigureAndTableHasAScenario() {
        for (String name : new String[]{"thesis-table5.1", "thesis-table5.2", "thesis-fig5.2", "thesis-fig5.3",
            "thesis-fig5.4", "thesis-fig5.5", "thesis-fig5.6", "paper000-fig3"}) {
            assertTrue(name, catalog.find(name).isPresent());
        }
        assertEquals(16, catalog.find("paper000-fig3").get().fabric().hostCount());
    }

    @Test
    public void paperFig3RunsTheNaturalRingAndHpccsTenRandomRingsOnEachSize() {
        Scenario s = catalog.find("paper000-fig3").get();
        assertEquals(3, s.workloads().size());
        for (WorkloadSpec w : s.workloads()) {
            assertEquals(WorkloadSpec.Kind.RING, w.kind());
            assertEquals(10, w.randomRings());
            assertEquals(2_000_000, w.bytes());
        }
    }
}
