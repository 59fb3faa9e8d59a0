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
package org.onosproject.janus.api;

import java.util.Arrays;
import java.util.List;

/**
 * One directed pair of ranks of a job, with the bytes it is expected to carry (0: unknown, the job's
 * default applies).
 */
public final class RankPair extends ValueObject {

    private final int src;
    private final int dst;
    private final long expectedBytes;

    private RankPair(int src, int dst, long expectedBytes) {
        this.src = src;
        this.dst = dst;
        this.expectedBytes = expectedBytes;
    }

    /** Ranks {@code src} to {@code dst}, expected bytes unknown. */
    public static RankPair of(int src, int dst) {
        return new RankPair(src, dst, 0);
    }

    /** Ranks {@code src} to {@code dst}, expected to carry {@code expectedBytes} (0: unknown). */
    public static RankPair of(int src, int dst, long expectedBytes) {
        return new RankPair(src, dst, expectedBytes);
    }

    public int src() {
        return src;
    }

    public int dst() {
        return dst;
    }

    /** Expected bytes, 0 if unknown. */
    public long expectedBytes() {
        return expectedBytes;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(src, dst, expectedBytes);
    }

    @Override
    public String toString() {
        return src + "->" + dst + (expectedBytes > 0 ? " (" + expectedBytes + " B)" : "");
    }
}
