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
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.DeviceId;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

public class TopologiesTest {

    /** The lab's fat-tree is wired as the shared FatTree of the tests and benchmarks, under its own names. */
    @Test
    public void fatTreeIsTheSharedFatTreeUnderTheLabsNames() {
        TopologySpec spec = Topologies.fatTree(6, 2, Topologies.DEFAULT_CAPACITY_BPS);
        FatTree tree = FatTree.build(6, 2, 1000);

        Set<Set<DeviceId>> labCables = spec.links().stream().map(l -> Set.of(id(l.a()), id(l.b())))
                .collect(Collectors.toSet());
        Set<Set<DeviceId>> sharedCables = tree.cables().stream()
                .map(c -> Set.of(c.one().deviceId(), c.other().deviceId())).collect(Collectors.toSet());
        assertEquals(sharedCables, labCables);
        assertEquals(tree.hosts().stream().map(h -> h.ip().toString()).collect(Collectors.toList()),
                     spec.hosts().stream().map(TopologySpec.HostSpec::ip).collect(Collectors.toList()));
    }

    private static DeviceId id(String labName) {
        String[] part = labName.split("-");
        switch (part[0]) {
            case "edge":
                return FatTree.edgeId(Integer.parseInt(part[1]), Integer.parseInt(part[2]));
            case "agg":
                return FatTree.aggregationId(Integer.parseInt(part[1]), Integer.parseInt(part[2]));
            default:
                return FatTree.coreId(Integer.parseInt(part[1]));
        }
    }


    @Test
    public void theThesisFatTreeHas20SwitchesAnd32Hosts() {
        TopologySpec t = Topologies.thesisFatTree();
        assertEquals(20, t.switches().size());
        assertEquals(32, t.links().size());
        assertEquals(32, t.hosts().size());
    }

    @Test
    public void thePaperFatTreeHas16Hosts() {
        assertEquals(16, Topologies.paperFatTree().hosts().size());
    }

    @Test
    public void fatTreeHostsAreAddressedByPodEdgeAndIndex() {
        TopologySpec t = Topologies.fatTree(4, 2, Topologies.DEFAULT_CAPACITY_BPS);
        TopologySpec.HostSpec h = t.hosts().get(5);
        assertEquals("10.1.0.3", h.ip());
        assertEquals("02:00:0a:01:00:03", h.mac());
        assertEquals(1, h.pod());
        assertEquals("edge-1-0", h.switchName());
    }

    @Test
    public void aK8FatTreeHas80Switches() {
        TopologySpec t = Topologies.fatTree(8, 1, Topologies.DEFAULT_CAPACITY_BPS);
        assertEquals(80, t.switches().size());
        assertEquals(8 * 4 * 4 * 2, t.links().size());
    }

    @Test
    public void leafSpineLinksEveryLeafToEverySpine() {
        TopologySpec t = Topologies.leafSpine(3, 2, 4, Topologies.DEFAULT_CAPACITY_BPS);
        assertEquals(5, t.switches().size());
        assertEquals(6, t.links().size());
        assertEquals(12, t.hosts().size());
    }

    @Test
    public void anOddKIsRejectedNamingK() {
        assertField("k", () -> Topologies.fatTree(5, 2, 1));
    }

    @Test
    public void zeroHostsPerEdgeIsRejected() {
        assertField("hostsPerEdge", () -> Topologies.fatTree(4, 0, 1));
    }

    @Test
    public void aNonPositiveCapacityIsRejected() {
        assertField("capacityMbps", () -> Topologies.fatTree(4, 2, -1));
    }

    @Test
    public void zeroSpinesAreRejected() {
        assertField("spines", () -> Topologies.leafSpine(2, 0, 2, 1));
    }

    static void assertField(String field, Runnable build) {
        try {
            build.run();
            fail("expected a TopologyException naming " + field);
        } catch (TopologyException e) {
            assertEquals(e.getMessage(), field, e.field());
        }
    }
}
