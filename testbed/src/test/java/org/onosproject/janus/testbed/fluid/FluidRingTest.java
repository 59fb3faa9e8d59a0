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
import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.workload.RingExchange;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class FluidRingTest {

    private static final double MBPS = 10;

    @Test
    public void theRingsAreThoseOfTheLabsPaper000Fig3RunForTheSameRepetition() throws Exception {
        Scenario lab = FluidRing.labScenario();
        Cell ring4 = ExperimentRunner.cells(lab).stream().filter(c -> c.workload().ranks() == 4)
                .filter(c -> c.strategy().equals("ecmp")).findFirst().orElseThrow();
        RunRecord labRun = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                .runOnce(lab, ring4, 1, BuildListener.SILENT);
        assertEquals(labRun.seed(), FluidRing.seed(4, 1));
        assertEquals(labRun.hosts(), RingExchange.paperNodes(4, 16));
        List<? extends List<Integer>> rings = FluidRing.rings(4, 16, 1);
        assertEquals(new RingExchange(labRun.hosts(), ring4.workload().bytes(), ring4.workload().exchanges(),
                                      ring4.workload().randomRings(), labRun.seed()).rings(), rings);
    }

    @Test
    public void theNaturalRingComesFirstThenTenRandomOrdersOfTheRanks() {
        List<? extends List<Integer>> rings = FluidRing.rings(8, 16, 0);
        assertEquals(11, rings.size());
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), rings.get(0));
        for (List<Integer> r : rings) {
            assertEquals(8, r.stream().distinct().count());
        }
    }

    @Test
    public void differentRepetitionsDrawDifferentRandomRings() {
        assertTrue(!FluidRing.rings(8, 16, 0).subList(1, 11).equals(FluidRing.rings(8, 16, 1).subList(1, 11)));
    }

    @Test
    public void theNaturalRingOnFourNodesRunsAtTheLinkRateInHpccsUnitAndNoRandomRingFaster() {
        FluidRing.Prediction p = FluidRing.predict(4, MBPS, "ecmp", 10, 2, 1);
        double linkMBps = MBPS / 8;
        assertEquals(linkMBps, p.naturalHpccMBps(), linkMBps * 0.02);
        assertEquals(2 * p.naturalMBps, p.naturalHpccMBps(), 1e-12);
        assertTrue(p.randomHpccMBps() <= p.naturalHpccMBps() * 1.001);
        assertTrue(p.randomMinMBps <= p.randomMBps && p.randomMBps <= p.randomMaxMBps);
    }
}
