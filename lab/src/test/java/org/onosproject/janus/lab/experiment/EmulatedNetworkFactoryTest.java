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
import org.onosproject.janus.lab.net.LabController;
import org.onosproject.janus.lab.net.Timing;
import org.onosproject.janus.lab.topo.TopologySpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** The adapter over the real emulated network on an embedded ONOS core. */
public class EmulatedNetworkFactoryTest {

    @Test
    public void fabricSpecsProduceTheirTopologiesDirectly() throws Exception {
        TopologySpec thesis = FabricSpec.thesis().topology();
        assertEquals(32, thesis.hosts().size());
        assertEquals(20, thesis.switches().size());
        assertEquals(16, FabricSpec.paper000().topology().hosts().size());
        assertEquals(12, FabricSpec.leafSpine(2, 3, 4, 1000).topology().hosts().size());
    }

    @Test
    public void anAdaptiveRunStartsJanusInTheAdaptiveModeWithTheLabsBounds() {
        NetworkSpec spec = new NetworkSpec(FabricSpec.thesis(), "luar", Scenario.ADAPTIVE, 1, Timing.DEFAULT);

        Map<String, Object> properties = EmulatedNetworkFactory.janusFor(spec).properties();

        assertEquals("adaptive", properties.get("idleTimeoutMode"));
        assertEquals(Scenario.ADAPTIVE_MIN_SECONDS, properties.get("adaptiveIdleMinSeconds"));
        assertEquals(Scenario.ADAPTIVE_MAX_SECONDS, properties.get("adaptiveIdleMaxSeconds"));
        assertEquals(Scenario.ADAPTIVE_NO_HISTORY_SECONDS, properties.get("idleTimeout"));
    }

    @Test
    public void aRunWithSecondsLeavesJanusInItsDefaultFixedMode() {
        NetworkSpec spec = new NetworkSpec(FabricSpec.thesis(), "luar", 10, 1, Timing.DEFAULT);

        Map<String, Object> properties = EmulatedNetworkFactory.janusFor(spec).properties();

        assertEquals(10, properties.get("idleTimeout"));
        assertFalse(properties.containsKey("idleTimeoutMode"));
    }

    @Test
    public void buildingReportsEveryStageInOrderWithItsSize() {
        List<String> ended = new ArrayList<>();
        NetworkFactory factory = new EmulatedNetworkFactory(spec -> LabController.NONE);
        NetworkSpec spec = new NetworkSpec(FabricSpec.thesis(), "luar", 10, 1, Timing.DEFAULT);
        try (LabSession session = factory.open(spec, (stage, done, total) -> {
            if (done == total) {
                ended.add(stage + " " + total);
            }
        })) {
            assertEquals(32, session.network().hosts().size());
        }
        assertEquals(List.of("topology description 1", "fabric index and embedded ONOS core 1", "switches 20",
                "links 32", "hosts 32", "ONOS topology settling 1", "Janus starting 1"), ended);
    }

    @Test
    public void withoutAControllerNothingIsRoutedAndTheRunSaysSo() throws Exception {
        List<String> asked = new ArrayList<>();
        NetworkFactory factory = new EmulatedNetworkFactory(spec -> {
            asked.add(spec.strategy() + "/" + spec.idleTimeoutSeconds());
            return LabController.NONE;
        });
        Scenario s = Scenario.builder("no-controller").workloads(ImmutableList.of(WorkloadSpec.nas("EP", 4)))
                .strategies(ImmutableList.of("luar")).idleTimeouts(ImmutableList.of(30)).build();
        ExperimentResult result = new ExperimentRunner(factory).run(s, ProgressListener.SILENT);
        assertEquals(List.of("luar/30"), asked);
        assertFalse(result.complete());
        String failure = result.runs().get(0).failure().get();
        assertTrue(failure, failure.startsWith("flow not delivered"));
    }
}
