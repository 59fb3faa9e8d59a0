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
package org.onosproject.janus.impl.move;

import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.monitor.YoungFlows;
import org.onosproject.janus.impl.stats.JanusCounters;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.ExpectedLoadTable;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Makes room for a new flow that would otherwise overload a link, by moving flows placed moments
 * before it: the joint decision greedy placement lacks when many flows start together (an MPI phase).
 * <p>
 * Fat-trees and leaf-spine fabrics are rearrangeably non-blocking: a permutation always has a
 * placement with no shared link, but placing flows one at a time, each on the least-loaded path, still
 * leaves about one shared link per permutation (the lab's permutation experiment shows it). When the
 * new flow's best path would overload a link (its expected utilisation plus the new flow's charge
 * above 1), this searches, depth first, for a chain of moves in the manner of an augmenting path in
 * bipartite edge colouring: the new flow takes a path blocked by exactly one movable flow, that flow
 * takes a path blocked by exactly one other, and so on, until a flow finds a path with room. Bounded
 * by {@link #MAX_CHAIN} moves and {@link #MAX_STEPS} explored steps per placement.
 * <p>
 * Movable flows are the <em>young</em> ones: placed by a strategy that {@link PathSelector#rebalances()
 * rebalances}, owned by this node, not being withdrawn, and still charged their placement estimate (no
 * counter reading yet, so little or nothing has been sent on their path). They are moved through the
 * {@link FlowMover}, as every move is made. A search reads them from {@link YoungFlows}, link by
 * link, only for the links it looks at, and stops reading a link at its second movable flow (a path that
 * needs two flows moved is of no use to the chain): the cost of a placement does not grow with the number
 * of flows in flight ({@code PlacementRepairWorkTest} counts the records it reads).
 */
public final class PlacementRepair {

    /** Longest chain of moved flows for one placement. */
    static final int MAX_CHAIN = 8;
    /** Most chain steps explored for one placement. */
    static final int MAX_STEPS = 2_000;

    private static final double EPSILON = 1e-9;

    private final YoungFlows youngFlows;
    private final FabricTracker fabric;
    private final ExpectedUsage usage;
    private final FlowMover mover;
    private final JanusCounters counters;

    public PlacementRepair(YoungFlows youngFlows, FabricTracker fabric, ExpectedUsage usage, FlowMover mover,
                           JanusCounters counters) {
        this.youngFlows = youngFlows;
        this.fabric = fabric;
        this.usage = usage;
        this.mover = mover;
        this.counters = counters;
    }

    /** True if placing a flow charged {@code rate} on {@code path} would push a link above capacity. */
    public boolean overloads(List<Link> path, double rate) {
        for (Link link : path) {
            if (usage.utilisation(link) + rate / usage.capacityBytesPerSec(link) > 1 + EPSILON) {
                return true;
            }
        }
        return false;
    }

    /**
     * Makes room for the new flow {@code newKey} charged {@code rate}: finds a path for it with no link
     * above capacity, moving young flows, and moves them there (those furthest down the chain first); the
     * new flow's path, or empty if no plan was found within the bounds or a move did not happen.
     */
    public Optional<Selection> makeRoom(Key newKey, CandidatePaths candidates, double rate) {
        Search search = new Search(newKey, fabric.current());
        if (!search.anyMovable()) {
            return Optional.empty();
        }
        Optional<List<Link>> path = search.place(newKey, IndexedCandidates.of(candidates), rate, MAX_CHAIN);
        if (path.isEmpty()) {
            return Optional.empty();
        }
        for (Move move : search.chain) {
            Selection aside = Selection.of(move.to, "moved aside for " + newKey);
            if (mover.move(move.flow, aside, FlowMover.Reason.MOVE_ASIDE) != FlowMover.Outcome.MOVED) {
                return Optional.empty();
            }
        }
        counters.increment(Statistic.PLACEMENT_REPAIRS);
        counters.add(Statistic.PLACEMENT_REPAIR_MOVES, search.chain.size());
        return Optional.of(Selection.of(path.get(), String.format(
                Locale.ROOT, "room made by moving %d flow(s)", search.chain.size())));
    }

    /** A flow to move, and where. */
    private static final class Move {
        private final ProvisionedFlow flow;
        private final List<Link> to;

        private Move(ProvisionedFlow flow, List<Link> to) {
            this.flow = flow;
            this.to = to;
        }
    }

    /**
     * One depth-first search, over the measured state plus the moves tried so far. It reads the young
     * flows of a link only when it looks at that link.
     * <p>
     * Links are met by the dense index of the fabric graph current when the search starts, or of a newer
     * one if another selection already read it (their expected load read through
     * {@link ExpectedUsage#indexed}, each once), and a placement's candidate
     * paths are compared as arrays of the DAG's link numbers ({@link DagPaths}): a path is made a
     * {@code List<Link>} only when it is chosen. A link of a DAG or a recorded path from another graph
     * (a topology change raced the search) is met by its ends, as the same link.
     */
    private final class Search {
        private final Key newKey;
        private final ExpectedLoadTable loads;
        // Each link the search looks at, read once (see LinkView): by dense index, and by ends off the graph.
        private final LinkView[] views;
        private final Map<LinkEnds, LinkView> offGraph = new HashMap<>();
        // The movable flows met so far, as first met, and where the search has them now (absent: on their
        // recorded path, not looked up yet).
        private final Map<Key, ProvisionedFlow> young = new HashMap<>();
        private final Map<Key, LinkView[]> pathOf = new HashMap<>();
        private final Set<Key> inChain = new HashSet<>();
        // The moves of the chain found, the flow furthest from the new one first.
        private final List<Move> chain = new ArrayList<>();
        private int steps;

        Search(Key newKey, FabricGraph graph) {
            this.newKey = newKey;
            this.loads = usage.indexed(graph);
            this.views = new LinkView[loads.graph().linkCount()];
        }

        // True if some young flow may be moved at all; reads the index until it meets one.
        boolean anyMovable() {
            for (ProvisionedFlow flow : youngFlows.all()) {
                if (movable(flow)) {
                    return true;
                }
            }
            return false;
        }

        // Owned by this node, of a strategy Janus may move, not the flow being placed.
        private boolean movable(ProvisionedFlow flow) {
            return !flow.intentKey().equals(newKey) && mover.mayMove(flow);
        }

        /*
         * The first path, by summed load, on which the flow fits; else, path by path in that order, a
         * path blocked by one movable flow, that flow moved (recursively) out of the way. A path's
         * blocking is read when the loop reaches it: until the loop tries a move, nothing it reads has
         * changed since the fitting pass. Once MAX_STEPS steps are spent no path can be tried any more,
         * here or in the callers (each stops after its own try), so the loop ends.
         */
        Optional<List<Link>> place(Key key, IndexedCandidates candidates, double rate, int depth) {
            inChain.add(key);
            Routes routes = routes(candidates);
            Integer[] order = routes.byLoad();
            for (int p : order) {
                if (routes.fits(p, rate)) {
                    return Optional.of(routes.path(p));
                }
            }
            if (depth == 0) {
                return Optional.empty();
            }
            for (int p : order) {
                if (steps >= MAX_STEPS) {
                    break;
                }
                Key displaced = soleBlocker(routes, p, rate);
                if (displaced == null) {
                    continue;
                }
                steps++;
                ProvisionedFlow other = young.get(displaced);
                if (other == null || inChain.contains(displaced)) {
                    continue;
                }
                double otherRate = other.charge().rateBytesPerSec();
                LinkView[] otherPath = pathOf.computeIfAbsent(displaced, k -> viewsOf(other.links()));
                IndexedCandidates otherCandidates = fabric.current().candidates(other.request());
                if (otherCandidates.pathCount() < 2) {
                    continue;
                }
                // Tentatively: the displaced flow leaves its path, this one takes the blocked path.
                LinkView[] path = routes.views(p);
                shift(displaced, otherPath, -otherRate);
                shift(key, path, rate);
                Optional<List<Link>> moved = place(displaced, otherCandidates, otherRate, depth - 1);
                if (moved.isPresent()) {
                    chain.add(new Move(other, moved.get()));
                    return Optional.of(routes.path(p));
                }
                shift(key, path, -rate);
                shift(displaced, otherPath, otherRate);
            }
            inChain.remove(key);
            return Optional.empty();
        }

        // The one movable flow (not already placed in this chain) whose move away would make room for rate
        // on path p; null if the rate fits as it is, or if more than one would have to move, or load that
        // cannot move (measured traffic, older flows) alone leaves no room on some link. Stops reading a
        // link's flows at the second movable one, since then the path is no use to the search either way.
        private Key soleBlocker(Routes routes, int p, double rate) {
            Key sole = null;
            for (int hop = 0; hop < routes.hops; hop++) {
                LinkView view = routes.view(p, hop);
                double capacity = view.capacity;
                double load = view.utilisation + view.delta;
                if (load + rate / capacity <= 1 + EPSILON) {
                    continue;
                }
                Key mover = null;
                Map<Key, Boolean> movedHere = view.moved;
                for (Map.Entry<Key, Boolean> entry : movedHere.entrySet()) {
                    if (entry.getValue() && isMover(entry.getKey())) {
                        if (mover != null || (sole != null && !sole.equals(entry.getKey()))) {
                            return null;
                        }
                        mover = entry.getKey();
                    }
                }
                for (ProvisionedFlow flow : youngFlows.on(view.ends)) {
                    Key k = flow.intentKey();
                    if (movedHere.containsKey(k) || !meet(flow) || !isMover(k)) {
                        continue;
                    }
                    if (mover != null || (sole != null && !sole.equals(k))) {
                        return null;
                    }
                    mover = k;
                }
                if (mover == null) {
                    return null;
                }
                double movable = young.get(mover).charge().rateBytesPerSec() / capacity;
                if (load - movable + rate / capacity > 1 + EPSILON) {
                    return null;
                }
                sole = mover;
            }
            return sole;
        }

        // A young flow the search may move: met, movable, and not already placed in this chain.
        private boolean isMover(Key key) {
            return young.containsKey(key) && !inChain.contains(key);
        }

        // Notes a young flow read from the index the first time the search meets it; false if it may
        // not be moved.
        private boolean meet(ProvisionedFlow flow) {
            Key key = flow.intentKey();
            if (young.containsKey(key)) {
                return true;
            }
            if (!movable(flow)) {
                return false;
            }
            young.put(key, flow);
            return true;
        }

        private void shift(Key key, LinkView[] path, double rate) {
            boolean adding = rate > 0;
            for (LinkView view : path) {
                view.shift(key, rate, adding);
            }
            if (adding) {
                pathOf.put(key, path);
            }
        }

        // The candidate DAG's links as this search's views, and its paths.
        private Routes routes(IndexedCandidates dag) {
            LinkView[] byNumber = new LinkView[dag.dagLinkCount()];
            boolean numbered = dag.fabric() == loads.graph();
            for (int i = 0; i < byNumber.length; i++) {
                byNumber[i] = numbered ? view(dag.fabricLinkIndex(i)) : view(dag.dagLink(i));
            }
            return new Routes(dag, byNumber, DagPaths.linksOf(dag));
        }

        private LinkView[] viewsOf(List<Link> path) {
            LinkView[] of = new LinkView[path.size()];
            for (int i = 0; i < of.length; i++) {
                of[i] = view(path.get(i));
            }
            return of;
        }

        // The search's view of the graph's link with this dense index, made the first time it meets it.
        private LinkView view(int index) {
            LinkView view = views[index];
            if (view == null) {
                view = new LinkView(loads.graph().ends(index), loads.capacityBytesPerSec(index),
                                    loads.utilisation(index));
                views[index] = view;
            }
            return view;
        }

        // The same, for a link given as an object: by its ends.
        private LinkView view(Link link) {
            LinkEnds ends = LinkEnds.of(link);
            int index = loads.graph().indexOf(ends);
            if (index >= 0) {
                return view(index);
            }
            return offGraph.computeIfAbsent(
                    ends, e -> new LinkView(e, usage.capacityBytesPerSec(link), usage.utilisation(e)));
        }
    }

    /**
     * One placement's candidate paths, over the search's link views: path {@code p}'s links are the views
     * of its DAG link numbers ({@link DagPaths}).
     */
    private static final class Routes {
        private final IndexedCandidates dag;
        private final LinkView[] byNumber;
        private final int[] links;
        private final int hops;
        private final int count;

        private Routes(IndexedCandidates dag, LinkView[] byNumber, int[] links) {
            this.dag = dag;
            this.byNumber = byNumber;
            this.links = links;
            this.hops = dag.hopCount();
            this.count = (int) dag.pathCount();
        }

        LinkView view(int p, int hop) {
            return byNumber[links[p * hops + hop]];
        }

        LinkView[] views(int p) {
            LinkView[] path = new LinkView[hops];
            for (int hop = 0; hop < hops; hop++) {
                path[hop] = view(p, hop);
            }
            return path;
        }

        // Path p as the DAG's link objects (those path(p) gives).
        List<Link> path(int p) {
            Link[] path = new Link[hops];
            for (int hop = 0; hop < hops; hop++) {
                path[hop] = dag.dagLink(links[p * hops + hop]);
            }
            return ImmutableList.copyOf(path);
        }

        // True if rate fits on every link of path p as the search sees it now.
        boolean fits(int p, double rate) {
            for (int hop = 0; hop < hops; hop++) {
                LinkView view = view(p, hop);
                double load = view.utilisation + view.delta;
                if (!(load + rate / view.capacity <= 1 + EPSILON)) {
                    return false;
                }
            }
            return true;
        }

        // Path numbers by summed load (each path's sum read once, source to destination), ties by number.
        Integer[] byLoad() {
            double[] load = new double[count];
            Integer[] order = new Integer[count];
            for (int p = 0; p < count; p++) {
                double sum = 0;
                for (int hop = 0; hop < hops; hop++) {
                    LinkView view = view(p, hop);
                    sum += view.utilisation + view.delta;
                }
                load[p] = sum;
                order[p] = p;
            }
            Arrays.sort(order, Comparator.comparingDouble(p -> load[p]));
            return order;
        }
    }

    /**
     * A link as one search sees it: its capacity and expected utilisation, read once when the search first
     * looks at it (a placement's search runs in one go on the provisioning thread, and the many paths it
     * compares share their links), and what the search's tentative moves put on it or took off it.
     */
    private static final class LinkView {
        private final LinkEnds ends;
        private final double capacity;
        private final double utilisation;
        // The utilisation the tentative moves added (negative: removed); 0 until the first move.
        private double delta;
        // Flows this search took off (false) or put on (true) the link, over what the young index says.
        private Map<Key, Boolean> moved = Map.of();

        private LinkView(LinkEnds ends, double capacity, double utilisation) {
            this.ends = ends;
            this.capacity = capacity;
            this.utilisation = utilisation;
        }

        private void shift(Key key, double rate, boolean adding) {
            delta += rate / capacity;
            if (moved.isEmpty()) {
                moved = new HashMap<>();
            }
            moved.put(key, adding);
        }
    }
}
