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

import java.util.List;

/** An MPI application as a sequence of bulk-synchronous phases over a fixed number of ranks. */
public final class MpiApplication {
    private final String name;
    private final CommPattern pattern;
    private final int ranks;
    private final ImmutableList<MpiPhase> phases;

    public MpiApplication(String name, CommPattern pattern, int ranks, List<MpiPhase> phases) {
        if (ranks < 2) {
            throw new IllegalArgumentException("an MPI application needs >= 2 ranks: " + ranks);
        }
        if (phases.isEmpty()) {
            throw new IllegalArgumentException("an MPI application needs at least one phase");
        }
        for (MpiPhase phase : phases) {
            for (Message m : phase.messages()) {
                if (m.srcRank() >= ranks || m.dstRank() >= ranks) {
                    throw new IllegalArgumentException("message " + m + " outside " + ranks + " ranks");
                }
            }
        }
        this.name = name;
        this.pattern = pattern;
        this.ranks = ranks;
        this.phases = ImmutableList.copyOf(phases);
    }

    public String name() {
        return name;
    }

    /** The pattern of the dominant (heavy) phase, for reports. */
    public CommPattern pattern() {
        return pattern;
    }

    public int ranks() {
        return ranks;
    }

    public ImmutableList<MpiPhase> phases() {
        return phases;
    }

    public long totalBytes() {
        return phases.stream().mapToLong(MpiPhase::totalBytes).sum();
    }

    public long computeMillis() {
        return phases.stream().mapToLong(p -> p.iterations() * p.computeMillis()).sum();
    }

    public int iterations() {
        return phases.stream().mapToInt(MpiPhase::iterations).sum();
    }

    /** Runtime on an ideal fabric whose only limit is every host link at {@code bytesPerSecond}. */
    public double idealRuntimeMillis(double bytesPerSecond) {
        return computeMillis() + idealCommunicationMillis(bytesPerSecond);
    }

    public double idealCommunicationMillis(double bytesPerSecond) {
        return phases.stream()
                .mapToDouble(p -> p.iterations() * p.idealCommunicationMillis(bytesPerSecond)).sum();
    }
}
