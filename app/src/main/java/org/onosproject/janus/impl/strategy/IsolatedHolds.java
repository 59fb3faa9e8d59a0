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
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.net.Link;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The paths the {@code isolated} strategy's flows hold, as this node knows them: how many isolated flows
 * hold each path. Derived, as committed load is, from Janus's flow records (the record of a live isolated
 * flow holds its path; one being withdrawn, or gone, holds nothing), and from this node's own selections at
 * once, so that the next flow sees a path taken before its record is written. A flow holds at most one
 * path; paths are told apart by their links' connect points.
 * <p>
 * Isolated is paper 000's single-controller baseline: on one node a free path is taken by one flow only.
 * On an ONOS cluster two nodes placing flows in the same moment may both see a path free and take it; both
 * flows then hold it, and later flows see both. Each such flow is counted as a race ({@code raced}) by
 * every node as it learns of it: a flow that took a path as free (not a fallback) lands on a path another
 * flow took as free.
 * Thread-safe.
 */
public final class IsolatedHolds {

    // What each flow holds: its record's path, or the path this node's strategy chose for it since.
    private final Map<FlowKey, Hold> byFlow = new HashMap<>();
    private final Map<List<LinkEnds>, Holders> byPath = new HashMap<>();
    // The flow of each flow record that holds a path (records are named by their intent key's text).
    private final Map<String, FlowKey> byRecord = new HashMap<>();
    // What each such record says its flow holds.
    private final Map<FlowKey, Hold> recorded = new HashMap<>();
    private final Runnable raced;

    /** Holds that count races nowhere (one node, or a test). */
    public IsolatedHolds() {
        this(() -> { });
    }

    /**
     * @param raced told of each flow found to have taken, as free, a path another flow had taken as free
     */
    public IsolatedHolds(Runnable raced) {
        this.raced = checkNotNull(raced, "raced");
    }

    /**
     * This node's strategy chose {@code path} for {@code flow}: the flow holds it from now on, instead of
     * whatever it held.
     *
     * @param fallback true if every candidate was held and the strategy chose a held path on purpose
     */
    public synchronized void hold(FlowKey flow, List<Link> path, boolean fallback) {
        checkNotNull(flow, "flow");
        take(flow, path.isEmpty() ? null : new Hold(pathKey(path), fallback));
    }

    /**
     * The flow record {@code recordId} says {@code flow} holds {@code path} (an empty path: nothing), as
     * {@link #hold(FlowKey, List, boolean)}.
     */
    public synchronized void hold(String recordId, FlowKey flow, List<Link> path, boolean fallback) {
        checkNotNull(recordId, "recordId");
        checkNotNull(flow, "flow");
        if (!flow.equals(byRecord.get(recordId))) {
            release(recordId);
        }
        Hold hold = path.isEmpty() ? null : new Hold(pathKey(path), fallback);
        if (hold == null) {
            byRecord.remove(recordId);
            recorded.remove(flow);
        } else {
            byRecord.put(recordId, flow);
            recorded.put(flow, hold);
        }
        take(flow, hold);
    }

    /** The flow of record {@code recordId} holds nothing (it is being withdrawn, or gone). */
    public synchronized void release(String recordId) {
        FlowKey flow = byRecord.remove(checkNotNull(recordId, "recordId"));
        if (flow != null) {
            recorded.remove(flow);
            take(flow, null);
        }
    }

    /**
     * The choice this node's strategy made for {@code flow} does not stand: the flow holds what its record
     * says, nothing if it has none.
     */
    public synchronized void restore(FlowKey flow) {
        take(checkNotNull(flow, "flow"), recorded.get(flow));
    }

    /** How many flows hold {@code path}, {@code except} not counted (null: every flow counted). */
    public synchronized int holders(List<Link> path, FlowKey except) {
        List<LinkEnds> key = pathKey(path);
        Holders holders = byPath.get(key);
        if (holders == null) {
            return 0;
        }
        Hold own = byFlow.get(except);
        return own != null && own.path.equals(key) ? holders.count - 1 : holders.count;
    }

    /** How many flows hold {@code path}. */
    public int holders(List<Link> path) {
        return holders(path, null);
    }

    /** The flows holding a path. */
    public synchronized int size() {
        return byFlow.size();
    }

    /** Forgets every hold (when Janus stops on this node). */
    public synchronized void clear() {
        byFlow.clear();
        byPath.clear();
        byRecord.clear();
        recorded.clear();
    }

    // The flow holds {@code next} (null: nothing) instead of what it held.
    private void take(FlowKey flow, Hold next) {
        Hold held = byFlow.get(flow);
        if (held != null && next != null && held.path.equals(next.path)) {
            return;
        }
        drop(flow);
        if (next == null) {
            return;
        }
        Holders holders = byPath.computeIfAbsent(next.path, k -> new Holders());
        if (!next.fallback && holders.takenFree > 0) {
            raced.run();
        }
        holders.add(next.fallback, +1);
        byFlow.put(flow, next);
    }

    private void drop(FlowKey flow) {
        Hold held = byFlow.remove(flow);
        if (held == null) {
            return;
        }
        Holders holders = byPath.get(held.path);
        holders.add(held.fallback, -1);
        if (holders.count == 0) {
            byPath.remove(held.path);
        }
    }

    private static final class Hold {
        private final List<LinkEnds> path;
        private final boolean fallback;

        private Hold(List<LinkEnds> path, boolean fallback) {
            this.path = path;
            this.fallback = fallback;
        }
    }

    // How many flows hold a path, and how many of them took it as free.
    private static final class Holders {
        private int count;
        private int takenFree;

        // One more holder (sign +1) or one fewer (-1).
        private void add(boolean fallback, int sign) {
            count += sign;
            takenFree += fallback ? 0 : sign;
        }
    }

    // A path by its links' connect points: a link's state or annotations may differ between copies of it.
    private static List<LinkEnds> pathKey(List<Link> path) {
        return path.stream().map(LinkEnds::of).collect(ImmutableList.toImmutableList());
    }
}
