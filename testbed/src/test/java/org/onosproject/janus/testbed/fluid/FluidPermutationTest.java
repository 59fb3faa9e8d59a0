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
package org.onosproject.janus.testbed.fluid;

import org.junit.Test;
import org.onosproject.janus.testbed.run.PermutationScenario;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class FluidPermutationTest {

    private static final long BYTES = 4_000_000;
    private static final double MBPS = 10;

    @Test
    public void everyFlowOfThePermutationIsPredictedNoFasterThanAloneAtTheLinkRate() {
        List<Integer> targets = PermutationScenario.targets(16, BYTES, 2026);
        List<FluidPermutation.Flow> flows = FluidPermutation.predict(targets, BYTES, MBPS, "shortest", 10, 2);
        assertEquals(16, flows.size());
        double alone = BYTES * 8 / (MBPS * 1e6);
        for (int i = 0; i < flows.size(); i++) {
            FluidPermutation.Flow f = flows.get(i);
            assertEquals(i, f.src);
            assertEquals((int) targets.get(i), f.dst);
            assertTrue("flow " + i + " delivered", f.delivered);
            assertTrue("flow " + i + ": " + f.seconds + " s, alone " + alone + " s", f.seconds >= alone);
        }
    }

    @Test
    public void thePermutationIsASingleCycleWithNoHostSendingToItself() {
        List<Integer> targets = PermutationScenario.targets(16, BYTES, 2026);
        assertEquals(16, targets.stream().distinct().count());
        for (int i = 0; i < 16; i++) {
            assertTrue(targets.get(i) != i);
        }
    }
}
