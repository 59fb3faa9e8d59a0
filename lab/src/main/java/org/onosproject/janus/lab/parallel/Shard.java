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
package org.onosproject.janus.lab.parallel;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.PlannedRun;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One slice of a scenario's runs, {@code i/n} (1 <= i <= n): the runs whose index is i-1 modulo n. The n
 * slices together are every run once; dealing them round-robin gives each slice its share of every cell,
 * so slices of a sweep take about as long as one another.
 */
public final class Shard {
    /** Every run: the slice 1/1. */
    public static final Shard ALL = new Shard(1, 1);

    private final int index;
    private final int count;

    private Shard(int index, int count) {
        this.index = index;
        this.count = count;
    }

    /**
     * @throws IllegalArgumentException unless {@code 1 <= index <= count}
     */
    public static Shard of(int index, int count) {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is i/n with 1 <= i <= n, not " + index + "/" + count);
        }
        return new Shard(index, count);
    }

    /**
     * Reads {@code i/n}.
     *
     * @throws IllegalArgumentException if the text is not two whole numbers i/n with 1 <= i <= n
     */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/", -1);
        if (parts.length != 2 || !parts[0].matches("[0-9]{1,9}") || !parts[1].matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("a shard is i/n (e.g. 2/8: the second of 8 slices), not '" + text + "'");
        }
        return of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    /** From 1. */
    public int index() {
        return index;
    }

    public int count() {
        return count;
    }

    public boolean contains(int runIndex) {
        return runIndex % count == index - 1;
    }

    /** The runs of {@code plan} in this slice, in run order. */
    public ImmutableList<PlannedRun> of(List<PlannedRun> plan) {
        return plan.stream().filter(r -> contains(r.index())).collect(ImmutableList.toImmutableList());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shard && ((Shard) o).index == index && ((Shard) o).count == count;
    }

    @Override
    public int hashCode() {
        return 31 * index + count;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }

    /** Shards 1/n..n/n missing from {@code present}, as text ("2/4, 3/4"). */
    static String missing(List<Shard> present, int count) {
        return java.util.stream.IntStream.rangeClosed(1, count).mapToObj(i -> of(i, count))
                .filter(s -> !present.contains(s)).map(Shard::toString).collect(Collectors.joining(", "));
    }
}
