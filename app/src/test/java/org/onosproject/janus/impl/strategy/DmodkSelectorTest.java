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
package org.onosproject.janus.impl.strategy;

import org.junit.Test;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.fail;

public class DmodkSelectorTest {

    /** A fat-tree with its candidate paths and dmodk numbering its hosts in the natural (build) order. */
    private static final class Fabric {
        final FatTree tree;
        final FabricGraph graph;
        final PathSelector dmodk;
        final List<FatTree.Host> hosts;

        Fabric(int k) {
            tree = FatTree.of(k);
            graph = FabricGraph.of(tree.links());
            hosts = tree.hosts();
            dmodk = new DmodkSelector(attachment -> {
                for (FatTree.Host host : hosts) {
                    if (host.location().equals(attachment)) {
                        return OptionalLong.of(host.index());
                    }
                }
                return OptionalLong.empty();
            });
        }

        List<Link> route(PathSelector selector, FatTree.Host src, FatTree.Host dst) {
            return selector.select(context(src, dst)).path();
        }

        SimpleSelectionContext context(FatTree.Host src, FatTree.Host dst) {
            CandidatePaths candidates = graph.candidates(src.location().deviceId(), dst.location().deviceId());
            FlowRequest request = new FlowRequest(FlowKey.ofHostPair(src.ip(), dst.ip()), HostId.hostId(src.mac()),
                                                  HostId.hostId(dst.mac()), src.location(), dst.location());
            return new SimpleSelectionContext(request, candidates, new TestExpectedUsage().usage());
        }
    }

    // Every flow's path, the busiest directed link's count by exhaustive counting.
    private static int mostFlowsOnOneLink(List<List<Link>> paths) {
        Map<Link, Integer> flows = new HashMap<>();
        int most = 0;
        for (List<Link> path : paths) {
            for (Link link : path) {
                most = Math.max(most, flows.merge(link, 1, Integer::sum));
            }
        }
        return most;
    }

    // dmodk's path for each ingress edge switch and destination host, asked once each: the selector's
    // answer depends on nothing else (checked by aPathDependsOnlyOnIngressSwitchAndDestination).
    private static Map<List<Object>, List<Link>> routesByIngressAndDestination(Fabric fabric) {
        Map<List<Object>, List<Link>> routes = new HashMap<>();
        for (FatTree.Host src : fabric.hosts) {
            for (FatTree.Host dst : fabric.hosts) {
                routes.computeIfAbsent(List.of(src.location().deviceId(), dst.index()),
                                       key -> fabric.route(fabric.dmodk, src, dst));
            }
        }
        return routes;
    }

    private static void everyShiftIsContentionFree(int k) {
        Fabric fabric = new Fabric(k);
        Map<List<Object>, List<Link>> routes = routesByIngressAndDestination(fabric);
        int n = fabric.hosts.size();
        for (int shift = 1; shift < n; shift++) {
            List<List<Link>> paths = new ArrayList<>(n);
            for (FatTree.Host src : fabric.hosts) {
                FatTree.Host dst = fabric.hosts.get((src.index() + shift) % n);
                paths.add(routes.get(List.of(src.location().deviceId(), dst.index())));
            }
            assertThat("k=" + k + " shift " + shift, mostFlowsOnOneLink(paths), is(1));
        }
    }

    private static IllegalArgumentException refusal(Runnable selection) {
        try {
            selection.run();
        } catch (IllegalArgumentException e) {
            return e;
        }
        fail("no IllegalArgumentException");
        return null;
    }

    @Test
    public void isNamedDmodk() {
        assertThat(new Fabric(4).dmodk.name(), is("dmodk"));
    }

    @Test
    public void everyShiftPermutationOnAFourAryFatTreeUsesNoDirectedLinkTwice() {
        everyShiftIsContentionFree(4);
    }

    @Test
    public void everyShiftPermutationOnAnEightAryFatTreeUsesNoDirectedLinkTwice() {
        everyShiftIsContentionFree(8);
    }

    @Test
    public void everyShiftPermutationOnASixteenAryFatTreeUsesNoDirectedLinkTwice() {
        everyShiftIsContentionFree(16);
    }

    @Test
    public void theCountingCatchesSharedLinksWhenShortestRoutesAShift() {
        Fabric fabric = new Fabric(4);
        int n = fabric.hosts.size();
        List<List<Link>> paths = fabric.hosts.stream()
                .map(src -> fabric.route(new ShortestPathSelector(), src, fabric.hosts.get((src.index() + 4) % n)))
                .collect(Collectors.toList());
        assertThat(mostFlowsOnOneLink(paths), greaterThan(1));
    }

    @Test
    public void everyPathIsTheClosedFormDmodkRouteOnAnEightAryFatTree() {
        Fabric fabric = new Fabric(8);
        int half = 4;
        for (FatTree.Host src : fabric.hosts) {
            for (FatTree.Host dst : fabric.hosts) {
                assertThat(src.index() + " -> " + dst.index(), fabric.route(fabric.dmodk, src, dst),
                           is(closedForm(fabric.tree, half, src, dst)));
            }
        }
    }

    // D-mod-K from the fat-tree's coordinates: host d = (pod, edge e, slot h) climbs through aggregation
    // switch h of its source pod and that switch's core uplink e (core h * k/2 + e).
    private static List<Link> closedForm(FatTree tree, int half, FatTree.Host src, FatTree.Host dst) {
        DeviceId from = src.location().deviceId();
        DeviceId to = dst.location().deviceId();
        int d = dst.index();
        int slot = d % half;
        int edge = (d / half) % half;
        List<Link> path = new ArrayList<>();
        if (from.equals(to)) {
            return path;
        }
        DeviceId upAggregation = FatTree.aggregationId(src.pod(), slot);
        path.add(tree.link(from, upAggregation));
        if (src.pod() != dst.pod()) {
            DeviceId core = FatTree.coreId(slot * half + edge);
            DeviceId downAggregation = FatTree.aggregationId(dst.pod(), slot);
            path.add(tree.link(upAggregation, core));
            path.add(tree.link(core, downAggregation));
            path.add(tree.link(downAggregation, to));
        } else {
            path.add(tree.link(upAggregation, to));
        }
        return path;
    }

    @Test
    public void allFlowsToOneDestinationShareOneDownwardTree() {
        Fabric fabric = new Fabric(8);
        FatTree.Host dst = fabric.hosts.get(77);
        Set<DeviceId> cores = new HashSet<>();
        Set<Link> intoDestinationSwitch = new HashSet<>();
        for (FatTree.Host src : fabric.hosts) {
            List<Link> path = fabric.route(fabric.dmodk, src, dst);
            if (src.pod() != dst.pod()) {
                cores.add(path.get(1).dst().deviceId());
            }
            if (!path.isEmpty()) {
                intoDestinationSwitch.add(path.get(path.size() - 1));
            }
        }
        assertThat(cores.size(), is(1));
        assertThat(intoDestinationSwitch.size(), is(1));
    }

    @Test
    public void aPathDependsOnlyOnIngressSwitchAndDestination() {
        Fabric fabric = new Fabric(4);
        FatTree.Host dst = fabric.hosts.get(13);
        List<Link> first = fabric.route(fabric.dmodk, fabric.hosts.get(0), dst);
        assertThat(fabric.route(fabric.dmodk, fabric.hosts.get(1), dst), is(first));
        SimpleSelectionContext other = SimpleSelectionContext.of(
                FlowKey.ofFiveTuple(fabric.hosts.get(0).ip(), dst.ip(), (byte) 6, 40000, 5001),
                fabric.graph.candidates(fabric.hosts.get(0).location().deviceId(), dst.location().deviceId()),
                new TestExpectedUsage().usage());
        FlowRequest sameEnds = new FlowRequest(other.flow().key(), other.flow().srcHost(), other.flow().dstHost(),
                                               fabric.hosts.get(0).location(), dst.location());
        assertThat(fabric.dmodk.select(new SimpleSelectionContext(sameEnds, other.candidates(), other.usage()))
                           .path(), is(first));
    }

    @Test
    public void aFlowUnderOneEdgeSwitchGetsTheEmptyPath() {
        Fabric fabric = new Fabric(4);
        assertThat(fabric.route(fabric.dmodk, fabric.hosts.get(0), fabric.hosts.get(1)), is(empty()));
    }

    @Test
    public void aDestinationTheIndexDoesNotKnowIsRefusedNamingItsPort() {
        Fabric fabric = new Fabric(4);
        SimpleSelectionContext known = fabric.context(fabric.hosts.get(0), fabric.hosts.get(9));
        ConnectPoint stranger = new ConnectPoint(fabric.hosts.get(9).location().deviceId(),
                                                 PortNumber.portNumber(99));
        FlowRequest request = new FlowRequest(known.flow().key(), known.flow().srcHost(), known.flow().dstHost(),
                                              known.flow().ingress(), stranger);
        IllegalArgumentException refused = refusal(() -> fabric.dmodk.select(
                new SimpleSelectionContext(request, known.candidates(), known.usage())));
        assertThat(refused.getMessage(), containsString("/99"));
    }

    @Test
    public void noCandidatesIsRefusedAsByTheOtherSelectors() {
        Fabric fabric = new Fabric(4);
        SimpleSelectionContext known = fabric.context(fabric.hosts.get(0), fabric.hosts.get(9));
        CandidatePaths none = FabricGraph.empty().candidates(known.candidates().source(),
                                                             known.candidates().destination());
        SimpleSelectionContext unreachable = new SimpleSelectionContext(known.flow(), none, known.usage());
        IllegalArgumentException dmodk = refusal(() -> fabric.dmodk.select(unreachable));
        IllegalArgumentException ecmp = refusal(() -> new EcmpSelector().select(unreachable));
        assertThat(dmodk.getMessage(), is(ecmp.getMessage()));
    }
}
