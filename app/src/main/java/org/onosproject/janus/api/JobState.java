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

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A declared job as Janus holds it: what was declared, when, until when, and every pair with its path.
 */
public final class JobState extends ValueObject {

    /** Where a job stands. */
    public enum Status {
        /** Every pair has a path. */
        PLACED,
        /** Some pairs have no path left (the fabric lost every path between their hosts). */
        DEGRADED
    }

    private final JobSpec spec;
    private final long createdMillis;
    private final long expiresMillis;
    private final List<JobPair> pairs;

    public JobState(JobSpec spec, long createdMillis, long expiresMillis, List<JobPair> pairs) {
        this.spec = checkNotNull(spec, "spec");
        this.createdMillis = createdMillis;
        this.expiresMillis = expiresMillis;
        this.pairs = ImmutableList.copyOf(pairs);
    }

    public String id() {
        return spec.id();
    }

    /** The job as declared. */
    public JobSpec spec() {
        return spec;
    }

    /** Derived from the pairs: placed if every pair has a path. */
    public Status status() {
        return pairs.stream().allMatch(JobPair::placed) ? Status.PLACED : Status.DEGRADED;
    }

    /** When Janus placed the job, in its clock ({@link JanusService#nowMillis()}). */
    public long createdMillis() {
        return createdMillis;
    }

    /** When Janus will remove the job by itself; 0 for never. */
    public long expiresMillis() {
        return expiresMillis;
    }

    /** Every pair, in the order the pattern lists them. */
    public List<JobPair> pairs() {
        return pairs;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(spec, createdMillis, expiresMillis, pairs);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("id", id()).add("status", status())
                .add("pairs", pairs.size()).toString();
    }
}
