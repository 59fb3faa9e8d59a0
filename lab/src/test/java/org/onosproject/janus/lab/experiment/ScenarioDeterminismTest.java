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
import org.onosproject.janus.lab.report.Exports;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * Same scenario, same seed, same runs.csv, byte for byte: on the real emulated network with the real
 * Janus, background traffic and two strategies (the multi-threaded ONOS core must not leak its thread
 * timing into the results).
 */
public class ScenarioDeterminismTest {

    private static Scenario small() throws ConfigException {
        return Scenario.builder("determinism").fabric(FabricSpec.thesis())
                .workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).concurrency(ImmutableList.of(50))
                .idleTimeouts(ImmutableList.of(10)).warmupSeconds(20).maxFlowSeconds(30).reps(1).seed(11).build();
    }

    private static String runsCsv() throws ConfigException {
        ExperimentResult result = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                .run(small(), ProgressListener.SILENT);
        assertTrue(result.failure().orElse(""), result.complete());
        return Exports.runsCsv(result);
    }

    @Test
    public void theSameSeedGivesTheSameRunsCsv() throws Exception {
        String first = runsCsv();
        String second = runsCsv();
        assertEquals(first, second);
        assertEquals("header and one line per strategy", 3, first.split("\n").length);
    }
}
