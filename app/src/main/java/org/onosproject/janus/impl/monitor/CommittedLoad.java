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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The load Janus has committed to each directed link: the sum of the charges of the live flows whose
 * paths cross it (one charge per flow, set and replaced by flow id). Rates are whole bytes per second,
 * so adding and removing a charge leaves the totals exactly as they were.
 * <p>
 * Each link also keeps how much of its committed load is <em>measured</em> (charges that are the
 * flows' own counter rates): that part is already in the link's port statistics, and the expected load
 * subtracts it from the measured port rate so no flow is counted twice (see {@link ExpectedUsage}).
 * <p>
 * Reads are lock-free (strategies read on every selection); changes are serialised.
 */
public final class CommittedLoad {

    private final Map<String, Charge> byFlow = new ConcurrentHashMap<>();
    private final Map<LinkEnds, LinkLoad> byLink = new ConcurrentHashMap<>();
    // Told of every link whose committed load changes: the expected-load table of the one ExpectedUsage over this.
    private volatile Consumer<LinkEnds> listener = link -> { };

    /** The committed load of one directed link. Immutable. */
    public static final class LinkLoad {
        static final LinkLoad NONE = new LinkLoad(0, 0, 0);

        private final long rateBytesPerSec;
        private final long measuredBytesPerSec;
        private final int flows;

        private LinkLoad(long rateBytesPerSec, long measuredBytesPerSec, int flows) {
            this.rateBytesPerSec = rateBytesPerSec;
            this.measuredBytesPerSec = measuredBytesPerSec;
            this.flows = flows;
        }

        /** Summed charges of the flows crossing the link, bytes per second. */
        public long rateBytesPerSec() {
            return rateBytesPerSec;
        }

        /** The part of {@link #rateBytesPerSec} that is measured flow rates. */
        public long measuredBytesPerSec() {
            return measuredBytesPerSec;
        }

        /** Janus flows crossing the link. */
        public int flows() {
            return flows;
        }

        private LinkLoad plus(long rate, boolean measured, int sign) {
            return new LinkLoad(rateBytesPerSec + sign * rate, measuredBytesPerSec + (measured ? sign * rate : 0),
                                flows + sign);
        }
    }

    /**
     * Charges flow {@code flowId} {@code rateBytesPerSec} on every link of {@code path}, replacing
     * whatever it was charged before.
     *
     * @param measured true if the rate is the flow's own measured rate, false for an estimate
     */
    public synchronized void charge(String flowId, List<Link> path, long rateBytesPerSec, boolean measured) {
        checkNotNull(flowId, "flowId");
        checkNotNull(path, "path");
        checkArgument(rateBytesPerSec >= 0, "rate must be >= 0: %s", rateBytesPerSec);
        Charge next = new Charge(path.stream().map(LinkEnds::of).collect(ImmutableList.toImmutableList()),
                                 rateBytesPerSec, measured);
        Charge previous = byFlow.get(flowId);
        if (previous != null && previous.rate == next.rate && previous.measured == next.measured
                && previous.links.equals(next.links)) {
            // Most record changes (installed, counter read unchanged) keep the charge: readers must not
            // see the flow leave and come back.
            return;
        }
        byFlow.put(flowId, next);
        if (previous != null) {
            apply(previous, -1);
        }
        apply(next, +1);
    }

    /** Removes flow {@code flowId}'s charge, if it has one. */
    public synchronized void discharge(String flowId) {
        Charge previous = byFlow.remove(checkNotNull(flowId, "flowId"));
        if (previous != null) {
            apply(previous, -1);
        }
    }

    /**
     * Tells {@code listener}, on the writer's thread and after the change is visible, of every link whose
     * committed load changes from now on, in place of the listener before (there is one: the
     * {@link ExpectedUsage} over this load).
     */
    void setListener(Consumer<LinkEnds> listener) {
        this.listener = checkNotNull(listener, "listener");
    }

    /** What is committed to {@code link} (nothing if no Janus flow crosses it). */
    public LinkLoad of(Link link) {
        return byLink.getOrDefault(LinkEnds.of(checkNotNull(link, "link")), LinkLoad.NONE);
    }

    LinkLoad of(LinkEnds link) {
        return byLink.getOrDefault(link, LinkLoad.NONE);
    }

    /** Every link with a committed flow. */
    public Map<LinkEnds, LinkLoad> all() {
        return ImmutableMap.copyOf(byLink);
    }

    /** Flows with a charge. */
    int chargedFlows() {
        return byFlow.size();
    }

    private void apply(Charge charge, int sign) {
        for (LinkEnds link : charge.links) {
            LinkLoad after = byLink.getOrDefault(link, LinkLoad.NONE).plus(charge.rate, charge.measured, sign);
            if (after.flows == 0) {
                byLink.remove(link);
            } else {
                byLink.put(link, after);
            }
            listener.accept(link);
        }
    }

    private static final class Charge {
        private final List<LinkEnds> links;
        private final long rate;
        private final boolean measured;

        private Charge(List<LinkEnds> links, long rate, boolean measured) {
            this.links = links;
            this.rate = rate;
            this.measured = measured;
        }
    }
}
