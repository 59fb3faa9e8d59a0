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
package org.onosproject.janus.impl.jobs;

import org.onosproject.janus.impl.graph.Demand;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Places the pairs of one job together. Largest demand first, each pair takes the candidate whose busiest
 * link, with the pair on it, is least utilised (then the least summed utilisation, then the first in
 * path order), counting the links' load from outside the job and the pairs of the job placed before it.
 * Then a bounded local search lowers the job's busiest link (see {@code improve}): greedy placement alone
 * can leave two pairs sharing a link that an exchange would separate.
 * <p>
 * Candidates are the equal-cost shortest paths, the first {@value Demand#MAX_PATHS} of each pair.
 */
final class JointPlacement {

    static final int MAX_ROUNDS = 64;
    static final int MAX_EVALUATIONS = 20_000;
    static final int MAX_CHAIN = 4;
    private static final double EPSILON = 1e-12;

    private final ToDoubleFunction<Link> baseRate;
    private final ToDoubleFunction<Link> capacity;

    /**
     * @param baseRate the load of a link from outside the pairs being placed, bytes/s
     * @param capacity the capacity of a link, bytes/s (positive)
     */
    JointPlacement(ToDoubleFunction<Link> baseRate, ToDoubleFunction<Link> capacity) {
        this.baseRate = checkNotNull(baseRate, "baseRate");
        this.capacity = checkNotNull(capacity, "capacity");
    }

    /**
     * The path of each demand, in the demands' order; empty for a demand with no candidate.
     */
    List<Optional<List<Link>>> place(List<Demand> demands) {
        return new Search(demands).run();
    }

    private double utilisation(Link link, Map<LinkKey, Double> load) {
        return (baseRate.applyAsDouble(link) + load.getOrDefault(LinkKey.linkKey(link), 0.0))
                / capacity.applyAsDouble(link);
    }

    /** {busiest link's utilisation, summed utilisation} of the path with a pair of {@code rate} on it. */
    private double[] cost(List<Link> path, double rate, Map<LinkKey, Double> load) {
        double max = 0;
        double sum = 0;
        for (Link link : path) {
            double u = (baseRate.applyAsDouble(link) + load.getOrDefault(LinkKey.linkKey(link), 0.0) + rate)
                    / capacity.applyAsDouble(link);
            max = Math.max(max, u);
            sum += u;
        }
        return new double[]{max, sum};
    }

    private static int compare(double[] a, double[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] < b[i] - EPSILON) {
                return -1;
            }
            if (a[i] > b[i] + EPSILON) {
                return 1;
            }
        }
        return 0;
    }

    /** One placement of one job's pairs: the pairs' candidates, the path chosen of each, the load they put. */
    private final class Search {
        private final List<List<List<Link>>> options = new ArrayList<>();
        private final double[] rates;
        private final List<Integer> order = new ArrayList<>();
        private final int[] chosen;
        private final Map<LinkKey, Double> load = new HashMap<>();
        private final Map<LinkKey, Link> universe = new HashMap<>();
        private int budget = MAX_EVALUATIONS;

        private Search(List<Demand> demands) {
            int n = demands.size();
            rates = new double[n];
            chosen = new int[n];
            for (int i = 0; i < n; i++) {
                options.add(demands.get(i).paths());
                rates[i] = demands.get(i).rate();
                order.add(i);
            }
            // Largest first; equal demands in the order given (stable sort).
            order.sort(Comparator.comparingDouble((Integer i) -> -rates[i]));
        }

        private List<Optional<List<Link>>> run() {
            for (int i : order) {
                chosen[i] = best(options.get(i), rates[i]);
                add(i, +1);
            }
            improve();
            List<Optional<List<Link>>> result = new ArrayList<>(chosen.length);
            for (int i = 0; i < chosen.length; i++) {
                result.add(chosen[i] < 0 ? Optional.empty() : Optional.of(options.get(i).get(chosen[i])));
            }
            return result;
        }

        private int best(List<List<Link>> paths, double rate) {
            int best = -1;
            double[] bestCost = null;
            for (int p = 0; p < paths.size(); p++) {
                double[] cost = cost(paths.get(p), rate, load);
                if (bestCost == null || compare(cost, bestCost) < 0) {
                    best = p;
                    bestCost = cost;
                }
            }
            return best;
        }

        /*
         * Local search on the whole job's objective: the busiest link's utilisation, then how many links are
         * that busy, then the sum of squared utilisations. A move of one pair is taken if it lowers the
         * objective; when none does, a move of a pair off a busiest link together with a move of one pair
         * crossing a link the first move made busiest (an exchange, as in edge colouring). Bounded by
         * MAX_ROUNDS and MAX_EVALUATIONS.
         */
        private void improve() {
            for (List<List<Link>> paths : options) {
                for (List<Link> path : paths) {
                    path.forEach(l -> universe.putIfAbsent(LinkKey.linkKey(l), l));
                }
            }
            double[] current = objective();
            for (int round = 0; round < MAX_ROUNDS && budget > 0; round++) {
                double[] next = singleMove(current);
                if (next == null) {
                    // An ejection chain: a pair leaves a busiest link; if that makes another link busiest, a pair
                    // crossing it moves on, and so on up to MAX_CHAIN moves; taken as soon as the objective is lower.
                    next = chain(current, null, new boolean[chosen.length], 0);
                }
                if (next == null) {
                    return;
                }
                current = next;
            }
        }

        private double[] singleMove(double[] current) {
            for (int i : order) {
                double[] after = chosen[i] < 0 ? null : tryPaths(i, current, p -> null);
                if (after != null) {
                    return after;
                }
            }
            return null;
        }

        private double[] chain(double[] current, List<Link> previous, boolean[] moved, int depth) {
            double busiest = current[0];
            for (int i : order) {
                List<List<Link>> paths = options.get(i);
                if (moved[i] || chosen[i] < 0 || paths.size() < 2 || budget <= 0) {
                    continue;
                }
                List<Link> on = paths.get(chosen[i]);
                // Links of one fabric are equal when their ends are (a graph holds one link per pair of ends).
                if (!crossesUtilisation(on, busiest) || (previous != null && Collections.disjoint(on, previous))) {
                    continue;
                }
                moved[i] = true;
                double[] after = tryPaths(i, current, p -> depth + 1 < MAX_CHAIN
                        ? chain(current, paths.get(p), moved, depth + 1) : null);
                if (after != null) {
                    return after;
                }
                moved[i] = false;
            }
            return null;
        }

        /*
         * Moves pair i to each of its other paths in turn, then tries what follows that move ({@code then}, given
         * the path moved to); the first objective below {@code current} is kept and returned. Else pair i goes
         * back to its path, and null.
         */
        private double[] tryPaths(int i, double[] current, IntFunction<double[]> then) {
            int was = chosen[i];
            for (int p = 0; p < options.get(i).size() && budget > 0; p++) {
                if (p == was) {
                    continue;
                }
                move(i, p);
                budget--;
                double[] after = objective();
                if (compare(after, current) < 0) {
                    return after;
                }
                after = then.apply(p);
                if (after != null) {
                    return after;
                }
                move(i, was);
            }
            return null;
        }

        private boolean crossesUtilisation(List<Link> path, double utilisation) {
            return path.stream().anyMatch(link -> utilisation(link, load) >= utilisation - EPSILON);
        }

        private double[] objective() {
            double max = 0;
            double squares = 0;
            int atMax = 0;
            for (Link link : universe.values()) {
                double u = utilisation(link, load);
                squares += u * u;
                if (u > max + EPSILON) {
                    max = u;
                    atMax = 1;
                } else if (u >= max - EPSILON) {
                    atMax++;
                }
            }
            return new double[]{max, atMax, squares};
        }

        private void move(int i, int to) {
            add(i, -1);
            chosen[i] = to;
            add(i, +1);
        }

        private void add(int i, int sign) {
            if (chosen[i] < 0) {
                return;
            }
            for (Link link : options.get(i).get(chosen[i])) {
                load.merge(LinkKey.linkKey(link), sign * rates[i], Double::sum);
            }
        }
    }
}
