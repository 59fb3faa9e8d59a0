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
package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.janus.embedded.FatTree.Cable;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.embedded.FatTree.Switch;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The one fat-tree: its switches, cables, directed links and hosts, as tests, benchmarks and the lab use them.
 */
public class FatTreeTest {

    @Test
    public void aKFourTreeHasTheSwitchesLinksAndHostsOfAlFaresEtAl() {
        FatTree tree = FatTree.of(4);

        assertThat(tree.cores(), hasSize(4));
        assertThat(tree.aggregations(), hasSize(8));
        assertThat(tree.edges(), hasSize(8));
        assertThat(tree.switches(), hasSize(20));
        assertThat("k^3 directed links", tree.links(), hasSize(64));
        assertThat(tree.cables(), hasSize(32));
        assertThat("k/2 hosts per edge switch", tree.hosts(), hasSize(16));
    }

    @Test
    public void everyPortOfEverySwitchIsUsedOnce() {
        FatTree tree = FatTree.build(6, 2, 1000);
        Set<ConnectPoint> used = new HashSet<>();
        for (Cable cable : tree.cables()) {
            assertTrue(cable.one() + " once", used.add(cable.one()));
            assertTrue(cable.other() + " once", used.add(cable.other()));
        }
        tree.hosts().forEach(h -> assertTrue(h.location() + " once", used.add(h.location())));
        for (Switch s : tree.switches()) {
            assertEquals(s.id() + " ports", s.portCount(),
                         used.stream().filter(p -> p.deviceId().equals(s.id())).count());
        }
    }

    @Test
    public void directedLinksAreTheCablesBothWays() {
        FatTree tree = FatTree.build(4, 3, 1000);
        Set<List<ConnectPoint>> fromCables = new HashSet<>();
        tree.cables().forEach(c -> {
            fromCables.add(List.of(c.one(), c.other()));
            fromCables.add(List.of(c.other(), c.one()));
        });
        Set<List<ConnectPoint>> fromLinks = tree.links().stream().map(l -> List.of(l.src(), l.dst()))
                .collect(Collectors.toSet());
        assertThat(fromLinks, is(fromCables));
        for (Link link : tree.links()) {
            assertThat(tree.link(link.src().deviceId(), link.dst().deviceId()), is(link));
        }
    }

    @Test
    public void idsSortCoresThenAggregationThenEdgeEachByPodAndIndex() {
        FatTree tree = FatTree.of(4);
        List<String> ids = tree.devices().stream().map(DeviceId::toString).collect(Collectors.toList());
        List<String> sorted = new ArrayList<>(ids);
        sorted.sort(null);
        assertThat(ids, is(sorted));
        assertThat(tree.edge(2, 1), is(DeviceId.deviceId("of:0300000200000001")));
        assertThat(FatTree.coreId(3), is(DeviceId.deviceId("of:0100000000000003")));
        assertThat(tree.podOf(tree.edge(2, 1)), is(2));
        assertThat(tree.podOf(FatTree.aggregationId(3, 0)), is(3));
    }

    @Test
    public void aggregationSwitchAOfEveryPodReachesCoresAKHalfOn() {
        FatTree tree = FatTree.of(4);
        DeviceId aggregation = tree.aggregations(1).get(1);
        List<DeviceId> up = tree.links().stream().filter(l -> l.src().deviceId().equals(aggregation))
                .map(l -> l.dst().deviceId()).filter(tree.cores()::contains).collect(Collectors.toList());
        assertThat(up, contains(tree.cores().get(2), tree.cores().get(3)));
    }

    @Test
    public void hostsAreAddressedByPodEdgeAndSlotWithDistinctMacs() {
        FatTree tree = FatTree.build(4, 3, 1000);
        Host third = tree.hosts().get(5);   // edge 1 of pod 0, slot 2
        assertThat(third.ip().toString(), is("10.0.1.4"));
        assertThat(third.location(), is(tree.hostPoint(tree.edge(0, 1), 2)));
        assertThat(tree.hostIp(tree.edge(0, 1), 2), is(third.ip()));
        assertThat(third.pod(), is(0));
        assertThat(ImmutableSet.copyOf(tree.hosts().stream().map(Host::mac).iterator()), hasSize(24));
    }

    @Test(expected = IllegalArgumentException.class)
    public void anOddArityIsRefused() {
        FatTree.build(5, 2, 1000);
    }
}
