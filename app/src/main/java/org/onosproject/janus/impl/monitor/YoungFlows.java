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
package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.move.PlacementRepair;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.net.Link;

import java.util.Collections;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The young flow records by link: live flows still charged their placement estimate (no counter reading
 * yet), the ones {@link PlacementRepair} may move. Kept in step with the shared records by
 * {@link FlowCharges}, as the committed load is, so a repair search reads only the links it looks at
 * instead of scanning the whole flow table on every selection.
 * <p>
 * Reads are lock-free and weakly consistent; changes are serialised. Not final: tests count the records
 * a search reads by overriding the reads.
 */
public class YoungFlows {

    private final Map<String, ProvisionedFlow> byId = new ConcurrentHashMap<>();
    private final Map<LinkEnds, Map<String, ProvisionedFlow>> byLink = new ConcurrentHashMap<>();

    /**
     * True if {@code flow} is young: {@link ProvisionedFlow#beforeData() before data}, on a path, and not a
     * declared job's pair (charged its declaration forever, placed with its job: never moved aside).
     */
    static boolean isYoung(ProvisionedFlow flow) {
        return flow.beforeData() && !flow.links().isEmpty() && !flow.declared();
    }

    /** Files the flow's record as it is now: on the links of its path if it is young, nowhere if not. */
    synchronized void update(ProvisionedFlow flow) {
        String id = flow.intentKey().toString();
        if (flow.equals(byId.get(id))) {
            return;
        }
        remove(id);
        if (!isYoung(flow)) {
            return;
        }
        byId.put(id, flow);
        for (Link link : flow.links()) {
            byLink.computeIfAbsent(LinkEnds.of(link), l -> new ConcurrentHashMap<>()).put(id, flow);
        }
    }

    /** Forgets the flow {@code id} (an intent key's text), if it was young. */
    synchronized void remove(String id) {
        ProvisionedFlow previous = byId.remove(checkNotNull(id, "id"));
        if (previous == null) {
            return;
        }
        for (Link link : previous.links()) {
            byLink.computeIfPresent(LinkEnds.of(link), (ends, on) -> {
                on.remove(id);
                return on.isEmpty() ? null : on;
            });
        }
    }

    /** The young flows whose paths cross {@code link}. */
    public Iterable<ProvisionedFlow> on(LinkEnds link) {
        return Collections.unmodifiableCollection(byLink.getOrDefault(link, Map.of()).values());
    }

    /** Every young flow. */
    public Iterable<ProvisionedFlow> all() {
        return Collections.unmodifiableCollection(byId.values());
    }
}
