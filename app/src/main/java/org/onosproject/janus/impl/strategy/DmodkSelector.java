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

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * {@code dmodk}: destination-based routing as InfiniBand fat-trees run it (OpenSM's {@code ftree}
 * engine; D-mod-K, Zahavi, "Fat-tree routing and node ordering providing contention free traffic for
 * MPI global collectives", JPDC 2012). Stateless: the path depends only on the ingress switch and the
 * destination host's index {@code d} ({@link HostIndex}), never on the flow or on load.
 *
 * <p>The rule: walk the candidate paths' DAG from the ingress switch. At a hop where the DAG offers
 * one next link (a downward hop on a fat-tree), take it. At the i-th hop that offers {@code u_i > 1}
 * next links (an upward hop), order them by the far switch's id, then by port, and take number
 * {@code floor(d / (u_0 * ... * u_(i-1))) mod u_i}. On a k-ary fat-tree with k/2 hosts per edge switch
 * that is: the edge switch's uplink {@code d mod k/2} (the host's position under its edge switch), the
 * aggregation switch's uplink {@code floor(d / (k/2)) mod k/2} (the edge switch's position in its pod),
 * so every flow to one destination climbs to the same aggregation and core switch and all flows to it
 * share one downward tree. With the natural host order every shift permutation {@code i -> i + s mod N}
 * then uses no directed link twice (Zahavi's result for the natural order; checked on k = 4, 8, 16 by the tests).
 *
 * <p>A destination the index does not know is refused with {@link IllegalArgumentException}, as a flow
 * without candidates is by the other selectors (the provisioner then falls back to the first path).
 */
public final class DmodkSelector extends NamedSelector {

    public static final String NAME = "dmodk";

    private static final Comparator<Link> UPLINK_ORDER =
            Comparator.comparing((Link link) -> link.dst().deviceId().toString())
                    .thenComparingLong(link -> link.dst().port().toLong())
                    .thenComparingLong(link -> link.src().port().toLong());

    private final HostIndex hosts;

    /**
     * A selector numbering destinations with {@code hosts}.
     *
     * @param hosts the fabric's host numbering
     */
    public DmodkSelector(HostIndex hosts) {
        super(NAME, "D-mod-K: each uplink chosen from the destination host's index (InfiniBand fat-tree routing)");
        this.hosts = checkNotNull(hosts, "hosts");
    }

    @Override
    public Selection select(SelectionContext context) {
        checkNotNull(context, "context");
        CandidatePaths candidates = context.candidates();
        requireCandidates(candidates);
        long destination = hosts.indexOf(context.flow().egress()).orElseThrow(() -> new IllegalArgumentException(
                "dmodk: " + context.flow().egress() + " is not a host port of the fabric"));
        Map<DeviceId, List<Link>> next = nextLinks(candidates);
        List<Link> path = new ArrayList<>(candidates.hopCount());
        DeviceId at = candidates.source();
        long radix = 1;
        while (!at.equals(candidates.destination())) {
            List<Link> choices = next.get(at);
            Link chosen = choices.get(0);
            if (choices.size() > 1) {
                choices.sort(UPLINK_ORDER);
                chosen = choices.get((int) ((destination / radix) % choices.size()));
                radix = Math.multiplyExact(radix, choices.size());
            }
            path.add(chosen);
            at = chosen.dst().deviceId();
        }
        return Selection.of(path, "destination index " + destination + " picks each uplink");
    }

    // The DAG's links out of each device (CandidatePaths lists them by the device they enter).
    private static Map<DeviceId, List<Link>> nextLinks(CandidatePaths candidates) {
        Map<DeviceId, List<Link>> next = new HashMap<>();
        for (DeviceId device : candidates.devicesInBfsOrder()) {
            for (Link link : candidates.linksInto(device)) {
                next.computeIfAbsent(link.src().deviceId(), d -> new ArrayList<>()).add(link);
            }
        }
        return next;
    }
}
