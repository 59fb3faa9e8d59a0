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

import com.google.common.base.MoreObjects;

import java.util.Objects;

/** One MPI message of an iteration: from one rank to another, of a given size. */
public final class Message {
    private final int srcRank;
    private final int dstRank;
    private final long bytes;

    public Message(int srcRank, int dstRank, long bytes) {
        if (srcRank < 0 || dstRank < 0) {
            throw new IllegalArgumentException("ranks must be >= 0: " + srcRank + " -> " + dstRank);
        }
        if (srcRank == dstRank) {
            throw new IllegalArgumentException("a message needs two different ranks: " + srcRank);
        }
        if (bytes <= 0) {
            throw new IllegalArgumentException("bytes must be > 0: " + bytes);
        }
        this.srcRank = srcRank;
        this.dstRank = dstRank;
        this.bytes = bytes;
    }

    public int srcRank() {
        return srcRank;
    }

    public int dstRank() {
        return dstRank;
    }

    public long bytes() {
        return bytes;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Message)) {
            return false;
        }
        Message other = (Message) o;
        return srcRank == other.srcRank && dstRank == other.dstRank && bytes == other.bytes;
    }

    @Override
    public int hashCode() {
        return Objects.hash(srcRank, dstRank, bytes);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("src", srcRank).add("dst", dstRank)
                .add("bytes", bytes).toString();
    }
}
