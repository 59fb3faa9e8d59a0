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
import org.onosproject.janus.lab.topo.TopologySpec;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/** The estimate of what a scenario needs, made before anything is built. */
public class FootprintTest {
    private static final long GB = 1L << 30;

    private static Scenario permutation(FabricSpec fabric, int concurrency) throws ConfigException {
        return Scenario.builder("p").fabric(fabric)
                .workloads(ImmutableList.of(WorkloadSpec.permutation(0, 1_000_000)))
                .strategies(ImmutableList.of("shortest", "luar")).concurrency(ImmutableList.of(concurrency)).build();
    }

    @Test
    public void countsAreThoseOfTheTopologyTheNetworkWouldBuild() throws Exception {
        for (FabricSpec fabric : ImmutableList.of(FabricSpec.thesis(), FabricSpec.paper000(),
                FabricSpec.fatTree(8, 4, 1000), FabricSpec.fatTree(16, 3, 1000), FabricSpec.leafSpine(3, 5, 2, 1000))) {
            TopologySpec built = fabric.topology();
            Footprint f = Footprint.of(permutation(fabric, 0));
            assertEquals(fabric.describe(), built.switches().size(), f.switches());
            assertEquals(fabric.describe(), built.links().size(), f.links());
            assertEquals(fabric.describe(), built.hosts().size(), f.hosts());
            assertEquals("a permutation over all hosts: one flow each", built.hosts().size(), f.flows());
        }
    }

    @Test
    public void theEstimateGrowsWithK() throws Exception {
        Footprint previous = null;
        for (int k : new int[]{4, 8, 16, 24, 32, 64, 200}) {
            Footprint f = Footprint.of(permutation(FabricSpec.fatTree(k, 4, 1000), 0));
            if (previous != null) {
                assertTrue("heap at k=" + k, f.heapBytes() > previous.heapBytes());
                assertTrue("build time at k=" + k, f.buildSeconds() > previous.buildSeconds());
                assertTrue("time at k=" + k, f.seconds() > previous.seconds());
            }
            previous = f;
        }
    }

    @Test
    public void theThesisFabricFitsASmallHeapAndK200DoesNotFitAnOrdinaryOne() throws Exception {
        Footprint thesis = Footprint.of(new ScenarioCatalog().find("thesis-headline").orElseThrow());
        assertTrue(thesis.toString(), thesis.fits(GB / 4));
        assertFalse(thesis.largeNetwork());
        Footprint huge = Footprint.of(permutation(FabricSpec.fatTree(200, 4, 1000), 0));
        assertEquals(50_000, huge.switches());
        assertEquals(4_000_000, huge.links());
        assertEquals(80_000, huge.hosts());
        assertFalse(huge.toString(), huge.fits(8 * GB));
        assertTrue(huge.largeNetwork());
    }

    @Test
    public void backgroundSendersAndRunsAddToTheEstimate() throws Exception {
        FabricSpec k8 = FabricSpec.fatTree(8, 4, 1000);
        Scenario quiet = Scenario.builder("n").fabric(k8).workloads(ImmutableList.of(WorkloadSpec.nas("LU", 8)))
                .strategies(ImmutableList.of("luar")).build();
        Scenario busy = quiet.toBuilder().concurrency(ImmutableList.of(0, 75)).build();
        assertEquals(8 * 7, Footprint.of(quiet).flows());
        assertEquals("75% of the 120 other hosts send", 8 * 7 + 90, Footprint.of(busy).flows());
        assertTrue(Footprint.of(busy).heapBytes() > Footprint.of(quiet).heapBytes());
        assertTrue("twice the runs", Footprint.of(busy).seconds() > 2 * Footprint.of(quiet).seconds() * 0.99);
    }

    @Test
    public void aTopologyFileIsCountedFromTheFileWithoutBuildingIt() throws Exception {
        Path file = Files.createTempDirectory("lab").resolve("fabric.json");
        Files.writeString(file, "{\"type\": \"fatTree\", \"k\": 8, \"hostsPerEdge\": 2, \"capacityMbps\": 1000}");
        Footprint f = Footprint.of(permutation(FabricSpec.file(file.toString(), 1000), 0));
        assertEquals(80, f.switches());
        assertEquals(256, f.links());
        assertEquals(64, f.hosts());
        assertEquals(64, f.flows());
    }

    @Test
    public void anUnreadableTopologyFileIsABadConfigurationNamingTheField() throws Exception {
        Path missing = Files.createTempDirectory("lab").resolve("none.json");
        Scenario s = permutation(FabricSpec.file(missing.toString(), 1000), 0);
        try {
            Footprint.of(s);
            fail("read a missing file");
        } catch (ConfigException e) {
            assertEquals("fabric.file", e.field());
        }
    }
}
