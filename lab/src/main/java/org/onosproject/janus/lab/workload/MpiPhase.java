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

import com.google.common.collect.ImmutableList;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A run of identical bulk-synchronous iterations: compute for {@code computeMillis}, then send
 * all {@code messages} at once; the iteration ends when every message is delivered.
 */
public final class MpiPhase {
    private final String name;
    private final int iterations;
    private final long computeMillis;
    private final ImmutableList<Message> messages;

    public MpiPhase(String name, int iterations, long computeMillis, List<Message> messages) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be >= 1: " + iterations);
        }
        if (computeMillis < 0) {
            throw new IllegalArgumentException("computeMillis must be >= 0: " + computeMillis);
        }
        this.name = name;
        this.iterations = iterations;
        this.computeMillis = computeMillis;
        this.messages = ImmutableList.copyOf(messages);
    }

    public String name() {
        return name;
    }

    public int iterations() {
        return iterations;
    }

    public long computeMillis() {
        return computeMillis;
    }

    public ImmutableList<Message> messages() {
        return messages;
    }

    /** Bytes sent by all ranks over all iterations of this phase. */
    public long totalBytes() {
        return iterations * messages.stream().mapToLong(Message::bytes).sum();
    }

    /**
     * Communication time of one iteration when only the hosts' own links limit it (an ideal,
     * non-blocking fabric): the busiest host interface, sending or receiving, at
     * {@code bytesPerSecond}.
     */
    public double idealCommunicationMillis(double bytesPerSecond) {
        Map<Integer, Long> out = new HashMap<>();
        Map<Integer, Long> in = new HashMap<>();
        for (Message m : messages) {
            out.merge(m.srcRank(), m.bytes(), Long::sum);
            in.merge(m.dstRank(), m.bytes(), Long::sum);
        }
        long busiest = 0;
        for (long b : out.values()) {
            busiest = Math.max(busiest, b);
        }
        for (long b : in.values()) {
            busiest = Math.max(busiest, b);
        }
        return busiest * 1000.0 / bytesPerSecond;
    }
}
