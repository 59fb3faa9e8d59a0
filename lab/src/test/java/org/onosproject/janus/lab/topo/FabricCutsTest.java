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
package org.onosproject.janus.lab.topo;

import org.junit.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class FabricCutsTest {

    private static final double GBIT = 125_000_000.0;

    @Test
    public void aFatTreeHasEveryHostLinkEveryEdgeSwitchAndEveryPod() {
        FabricCuts cuts = FabricCuts.of(Topologies.fatTree(4, 2, 1_000_000_000L));
        assertEquals(16, cuts.hostLinks().size());
        List<FabricCuts.Cut> edges = cuts.switchGroups().stream().filter(c -> c.hosts().size() == 2)
                .collect(Collectors.toList());
        List<FabricCuts.Cut> pods = cuts.switchGroups().stream().filter(c -> c.hosts().size() == 4)
                .collect(Collectors.toList());
        assertEquals(8, edges.size());
        assertEquals(4, pods.size());
        assertEquals(12, cuts.switchGroups().size());
        assertTrue(edges.stream().allMatch(c -> c.bytesPerSecond() == 2 * GBIT && c.label().endsWith(" uplinks")));
        assertTrue(pods.stream().allMatch(c -> c.bytesPerSecond() == 4 * GBIT && c.label().startsWith("pod ")));
        assertEquals(Set.of(0, 1), edges.get(0).hosts());
    }

    @Test
    public void anOversubscribedLeafSpineHasOneCutPerLeafAcrossItsSpineLinks() {
        FabricCuts cuts = FabricCuts.of(Topologies.leafSpine(6, 2, 4, 1_000_000_000L));
        assertEquals(6, cuts.switchGroups().size());
        FabricCuts.Cut leaf = cuts.switchGroups().get(2);
        assertEquals("leaf-2 uplinks", leaf.label());
        assertEquals(Set.of(8, 9, 10, 11), leaf.hosts());
        assertEquals(2 * GBIT, leaf.bytesPerSecond(), 0);
    }

    @Test
    public void aCustomFilesLayersDefineItsGroups() {
        TopologySpec spec = TopologyJson.parse("{\"type\": \"custom\", \"name\": \"three-tier\", \"switches\": ["
                + "{\"name\": \"t0\", \"layer\": \"tor\"}, {\"name\": \"t1\", \"layer\": \"tor\"},"
                + "{\"name\": \"t2\", \"layer\": \"tor\"}, {\"name\": \"a0\", \"layer\": \"agg\"},"
                + "{\"name\": \"a1\", \"layer\": \"agg\"}, {\"name\": \"top\", \"layer\": \"top\"}],"
                + "\"links\": [{\"a\": \"t0\", \"b\": \"a0\"}, {\"a\": \"t1\", \"b\": \"a0\"},"
                + "{\"a\": \"t2\", \"b\": \"a1\"}, {\"a\": \"a0\", \"b\": \"top\", \"capacityMbps\": 500},"
                + "{\"a\": \"a1\", \"b\": \"top\"}],"
                + "\"hosts\": [{\"name\": \"h0\", \"switch\": \"t0\"}, {\"name\": \"h1\", \"switch\": \"t0\"},"
                + "{\"name\": \"h2\", \"switch\": \"t1\"}, {\"name\": \"h3\", \"switch\": \"t2\"}]}").topology();
        FabricCuts cuts = FabricCuts.of(spec);
        List<String> labels = cuts.switchGroups().stream().map(FabricCuts.Cut::label).collect(Collectors.toList());
        assertEquals(List.of("t0 uplinks", "t1 uplinks", "t2 uplinks",
                             "uplinks of 3 switches with a0", "uplinks of 2 switches with a1"), labels);
        FabricCuts.Cut left = cuts.switchGroups().get(3);
        assertEquals(Set.of(0, 1, 2), left.hosts());
        assertEquals(GBIT / 2, left.bytesPerSecond(), 0);
    }
}
