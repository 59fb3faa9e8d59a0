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
package org.onosproject.janus.testing;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onlab.packet.Ip4Address;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A k-ary fat-tree (Al-Fares et al.) as ONOS links: (k/2)^2 core switches and k pods of k/2
 * aggregation and k/2 edge switches; every switch has k ports; k^3 directed links.
 * <p>
 * Device ids are {@code of:RRPPPPPPIIIIIIII} in hex: role (01 core, 02 aggregation, 03 edge), pod
 * (0 for cores) and index, so their string order is cores, then aggregation, then edge, each by
 * pod and index. Ports: an edge switch's ports 1..k/2 face hosts and port k/2+1+a faces
 * aggregation switch a of its pod; an aggregation switch's port e+1 faces edge switch e and port
 * k/2+1+j faces core a*k/2+j; a core's port p+1 faces pod p. Hosts are 10.pod.edge.(slot+2).
 * Immutable.
 */
public final class FatTree {

    public static final ProviderId PROVIDER = new ProviderId("of", "org.onosproject.janus.testing");

    private static final int CORE = 1;
    private static final int AGGREGATION = 2;
    private static final int EDGE = 3;

    private final int k;
    private final List<DeviceId> cores;
    private final List<List<DeviceId>> aggregationByPod;
    private final List<List<DeviceId>> edgeByPod;
    private final List<Link> links;
    private final Map<List<DeviceId>, Link> linkBetween;

    private FatTree(int k) {
        checkArgument(k >= 2 && k % 2 == 0, "k must be even and >= 2: %s", k);
        this.k = k;
        int half = k / 2;
        ImmutableList.Builder<DeviceId> coreList = ImmutableList.builder();
        for (int c = 0; c < half * half; c++) {
            coreList.add(id(CORE, 0, c));
        }
        cores = coreList.build();
        ImmutableList.Builder<List<DeviceId>> aggregations = ImmutableList.builder();
        ImmutableList.Builder<List<DeviceId>> edges = ImmutableList.builder();
        for (int pod = 0; pod < k; pod++) {
            ImmutableList.Builder<DeviceId> podAggregations = ImmutableList.builder();
            ImmutableList.Builder<DeviceId> podEdges = ImmutableList.builder();
            for (int i = 0; i < half; i++) {
                podAggregations.add(id(AGGREGATION, pod, i));
                podEdges.add(id(EDGE, pod, i));
            }
            aggregations.add(podAggregations.build());
            edges.add(podEdges.build());
        }
        aggregationByPod = aggregations.build();
        edgeByPod = edges.build();

        ImmutableList.Builder<Link> all = ImmutableList.builder();
        ImmutableMap.Builder<List<DeviceId>, Link> between = ImmutableMap.builder();
        for (int pod = 0; pod < k; pod++) {
            for (int a = 0; a < half; a++) {
                DeviceId agg = aggregationByPod.get(pod).get(a);
                for (int e = 0; e < half; e++) {
                    DeviceId edge = edgeByPod.get(pod).get(e);
                    addBothWays(all, between, edge, half + 1 + a, agg, e + 1);
                }
                for (int j = 0; j < half; j++) {
                    DeviceId core = cores.get(a * half + j);
                    addBothWays(all, between, agg, half + 1 + j, core, pod + 1);
                }
            }
        }
        links = all.build();
        linkBetween = between.build();
    }

    /** A fat-tree of even arity {@code k >= 2}. */
    public static FatTree of(int k) {
        return new FatTree(k);
    }

    private static DeviceId id(int role, int pod, int index) {
        return DeviceId.deviceId(String.format("of:%02x%06x%08x", role, pod, index));
    }

    private static void addBothWays(ImmutableList.Builder<Link> all,
                                    ImmutableMap.Builder<List<DeviceId>, Link> between,
                                    DeviceId a, int portOnA, DeviceId b, int portOnB) {
        ConnectPoint pa = new ConnectPoint(a, PortNumber.portNumber(portOnA));
        ConnectPoint pb = new ConnectPoint(b, PortNumber.portNumber(portOnB));
        Link up = link(pa, pb);
        Link down = link(pb, pa);
        all.add(up).add(down);
        between.put(ImmutableList.of(a, b), up).put(ImmutableList.of(b, a), down);
    }

    /** A direct link from port 1 of device {@code src} to port 1 of device {@code dst} (ids like "of:a"). */
    public static Link link(String src, String dst) {
        return link(new ConnectPoint(DeviceId.deviceId(src), PortNumber.portNumber(1)),
                    new ConnectPoint(DeviceId.deviceId(dst), PortNumber.portNumber(1)));
    }

    /** An active, direct infrastructure link as the OpenFlow link provider would report it. */
    public static Link link(ConnectPoint src, ConnectPoint dst) {
        return DefaultLink.builder().providerId(PROVIDER).src(src).dst(dst)
                .type(Link.Type.DIRECT).state(Link.State.ACTIVE).build();
    }

    public int k() {
        return k;
    }

    /** Every directed link, k^3 of them. */
    public List<Link> links() {
        return links;
    }

    /** The directed link from {@code src} to {@code dst}. */
    public Link link(DeviceId src, DeviceId dst) {
        Link link = linkBetween.get(ImmutableList.of(src, dst));
        checkArgument(link != null, "no link %s -> %s", src, dst);
        return link;
    }

    /** Every switch: cores, then aggregation and edge switches pod by pod. */
    public List<DeviceId> devices() {
        ImmutableList.Builder<DeviceId> all = ImmutableList.<DeviceId>builder().addAll(cores);
        aggregationByPod.forEach(all::addAll);
        edgeByPod.forEach(all::addAll);
        return all.build();
    }

    public List<DeviceId> cores() {
        return cores;
    }

    /** Every aggregation switch, pod by pod. */
    public List<DeviceId> aggregations() {
        ImmutableList.Builder<DeviceId> all = ImmutableList.builder();
        aggregationByPod.forEach(all::addAll);
        return all.build();
    }

    /** Every edge switch, pod by pod. */
    public List<DeviceId> edges() {
        ImmutableList.Builder<DeviceId> all = ImmutableList.builder();
        edgeByPod.forEach(all::addAll);
        return all.build();
    }

    public List<DeviceId> aggregations(int pod) {
        return aggregationByPod.get(pod);
    }

    public List<DeviceId> edges(int pod) {
        return edgeByPod.get(pod);
    }

    /** Edge switch {@code index} of {@code pod}. */
    public DeviceId edge(int pod, int index) {
        return edgeByPod.get(pod).get(index);
    }

    /** The pod of an aggregation or edge switch. */
    public int podOf(DeviceId device) {
        long bits = Long.parseUnsignedLong(device.uri().getSchemeSpecificPart(), 16);
        int role = (int) (bits >>> 56);
        checkArgument(role == AGGREGATION || role == EDGE, "%s is not in a pod", device);
        return (int) ((bits >>> 32) & 0xffffff);
    }

    /** Where host {@code slot} (0..k/2-1) of an edge switch attaches. */
    public ConnectPoint hostPoint(DeviceId edge, int slot) {
        checkArgument(slot >= 0 && slot < k / 2, "slot out of range: %s", slot);
        return new ConnectPoint(edge, PortNumber.portNumber(slot + 1));
    }

    /** The address of host {@code slot} of an edge switch: 10.pod.edge.(slot+2). */
    public Ip4Address hostIp(DeviceId edge, int slot) {
        checkArgument(slot >= 0 && slot < k / 2, "slot out of range: %s", slot);
        int pod = podOf(edge);
        int index = edgeByPod.get(pod).indexOf(edge);
        return Ip4Address.valueOf((10 << 24) | (pod << 16) | (index << 8) | (slot + 2));
    }

    @Override
    public String toString() {
        return "FatTree{k=" + k + "}";
    }
}
