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

import com.google.common.collect.ImmutableList;

import java.util.Comparator;
import java.util.List;

/**
 * Link and switch failures and recoveries, checked against a topology and sorted by time (stable).
 */
public final class LinkSchedule {

    private final List<LinkChange> changes;
    private final List<SwitchChange> switchChanges;

    /**
     * @throws TopologyException naming the bad entry: negative time or a link the topology lacks
     */
    public LinkSchedule(TopologySpec topology, List<LinkChange> changes) {
        this(topology, changes, ImmutableList.of());
    }

    /**
     * @throws TopologyException naming the bad entry: negative time, or a link or switch the topology lacks
     */
    public LinkSchedule(TopologySpec topology, List<LinkChange> changes, List<SwitchChange> switchChanges) {
        for (int i = 0; i < switchChanges.size(); i++) {
            SwitchChange c = switchChanges.get(i);
            String field = "switchEvents[" + i + "]";
            if (c.atMillis() < 0) {
                throw new TopologyException(field + ".atMillis", "time must be >= 0, got " + c.atMillis() + " ms");
            }
            if (topology.switchIndex(c.name()) < 0) {
                throw new TopologyException(field + ".switch", "unknown switch '" + c.name() + "'");
            }
        }
        for (int i = 0; i < changes.size(); i++) {
            LinkChange c = changes.get(i);
            String field = "linkEvents[" + i + "]";
            if (c.atMillis() < 0) {
                throw new TopologyException(field + ".atMillis", "time must be >= 0, got " + c.atMillis() + " ms");
            }
            if (topology.switchIndex(c.a()) < 0) {
                throw new TopologyException(field + ".link", "unknown switch '" + c.a() + "'");
            }
            if (topology.switchIndex(c.b()) < 0) {
                throw new TopologyException(field + ".link", "unknown switch '" + c.b() + "'");
            }
            if (topology.linkIndex(c.a(), c.b()) < 0) {
                throw new TopologyException(field + ".link", "no link between '" + c.a() + "' and '" + c.b() + "'");
            }
        }
        this.changes = changes.stream().sorted(Comparator.comparingLong(LinkChange::atMillis))
                .collect(ImmutableList.toImmutableList());
        this.switchChanges = switchChanges.stream().sorted(Comparator.comparingLong(SwitchChange::atMillis))
                .collect(ImmutableList.toImmutableList());
    }

    public static LinkSchedule none(TopologySpec topology) {
        return new LinkSchedule(topology, ImmutableList.of());
    }

    /** Changes of single links. */
    public List<LinkChange> changes() {
        return changes;
    }

    /** Changes of whole switches (all their links at once). */
    public List<SwitchChange> switchChanges() {
        return switchChanges;
    }
}
