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
