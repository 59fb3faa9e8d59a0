package org.onosproject.janus.lab.workload;

import java.util.Objects;

/** A directed communication edge between two ranks. */
public final class RankPair {
    private final int src;
    private final int dst;

    public RankPair(int src, int dst) {
        if (src == dst || src < 0 || dst < 0) {
            throw new IllegalArgumentException("invalid rank pair " + src + " -> " + dst);
        }
        this.src = src;
        this.dst = dst;
    }

    public int src() {
        return src;
    }

    public int dst() {
        return dst;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RankPair && ((RankPair) o).src == src && ((RankPair) o).dst == dst;
    }

    @Override
    public int hashCode() {
        return Objects.hash(src, dst);
    }

    @Override
    public String toString() {
        return src + "->" + dst;
    }
}
