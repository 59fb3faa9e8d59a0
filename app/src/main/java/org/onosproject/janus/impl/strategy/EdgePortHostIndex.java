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

import org.onosproject.net.ConnectPoint;
import org.onosproject.net.edge.EdgePortService;

import java.util.Comparator;
import java.util.OptionalLong;
import java.util.function.Supplier;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Host ports numbered as ONOS sees the fabric: every edge port {@link EdgePortService} reports (a port
 * that is no end of an infrastructure link), ordered by its device's id, then by port number; a port's
 * index is its position in that order. On a fabric whose switch ids follow its layout (pod, then edge
 * switch; as the lab's fat-trees and leaf-spines are named) this is the natural order of D-mod-K
 * (Zahavi, JPDC 2012): hosts under one edge switch are consecutive, edge switches of one pod are
 * consecutive. The index does not depend on which hosts ONOS has discovered yet, so a destination keeps
 * its index as other hosts appear.
 */
public final class EdgePortHostIndex implements HostIndex {

    static final Comparator<ConnectPoint> FABRIC_ORDER =
            Comparator.comparing((ConnectPoint point) -> point.deviceId().toString())
                    .thenComparingLong(point -> point.port().toLong());

    private final Supplier<EdgePortService> edgePorts;

    /**
     * Reads the edge ports from the service {@code edgePorts} supplies at each call (the service may be
     * bound after the selector is made).
     *
     * @param edgePorts supplies ONOS's edge port service
     */
    public EdgePortHostIndex(Supplier<EdgePortService> edgePorts) {
        this.edgePorts = checkNotNull(edgePorts, "edgePorts");
    }

    @Override
    public OptionalLong indexOf(ConnectPoint attachment) {
        checkNotNull(attachment, "attachment");
        EdgePortService service = edgePorts.get();
        return service == null ? OptionalLong.empty() : positionIn(service.getEdgePoints(), attachment);
    }

    /** The position of {@code attachment} among {@code points} in fabric order; empty if absent. */
    static OptionalLong positionIn(Iterable<ConnectPoint> points, ConnectPoint attachment) {
        boolean present = false;
        long before = 0;
        for (ConnectPoint point : points) {
            int order = FABRIC_ORDER.compare(point, attachment);
            if (order == 0) {
                present = true;
            } else if (order < 0) {
                before++;
            }
        }
        return present ? OptionalLong.of(before) : OptionalLong.empty();
    }
}
