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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.net.ConnectPoint;

import java.util.Collection;
import java.util.List;

/** Janus's built-in strategies. */
public final class BuiltInSelectors {

    /** Their names, in the order {@link #create()} returns them. */
    public static final List<String> NAMES = ImmutableList.of(
            ShortestPathSelector.NAME, EcmpSelector.NAME, IsolatedSelector.NAME,
            LeastTrafficSelector.NAME, LuarSelector.NAME, LuarThesisSelector.NAME, BottleneckSelector.NAME,
            DmodkSelector.NAME);

    private BuiltInSelectors() {
    }

    /**
     * New instances of each: isolated with holds of its own, which only its selections change; dmodk
     * numbering hosts by their attachment points' order among {@code hostPorts} (see {@link EdgePortHostIndex}).
     */
    public static List<PathSelector> create(Collection<ConnectPoint> hostPorts) {
        List<ConnectPoint> ports = ImmutableList.copyOf(hostPorts);
        return create(new IsolatedHolds(), point -> EdgePortHostIndex.positionIn(ports, point));
    }

    /**
     * New instances of each (isolated with holds of its own) where no host port is
     * known, so dmodk refuses every flow (and its provisioner falls back to the first path).
     */
    public static List<PathSelector> create() {
        return create(ImmutableList.of());
    }

    /**
     * New instances of each, isolated reading and taking paths in {@code holds}, dmodk numbering destinations
     * with {@code hosts}.
     */
    public static List<PathSelector> create(IsolatedHolds holds, HostIndex hosts) {
        return ImmutableList.of(new ShortestPathSelector(), new EcmpSelector(), new IsolatedSelector(holds),
                                new LeastTrafficSelector(), new LuarSelector(), new LuarThesisSelector(),
                                new BottleneckSelector(), new DmodkSelector(hosts));
    }
}
