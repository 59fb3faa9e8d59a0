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
 * A job as declared: its id, its hosts in rank order (IPv4 addresses or ONOS host ids), the pattern its
 * ranks talk in, and optionally the bytes each pair is expected to carry and how long the job lives.
 * Immutable; checked by {@link JanusJobService#declareJob}, not here.
 */
public final class JobSpec extends ValueObject {

    private final String id;
    private final List<String> hosts;
    private final JobPattern pattern;
    private final List<Integer> grid;
    private final List<RankPair> pairs;
    private final long expectedBytes;
    private final long ttlSeconds;

    private JobSpec(Builder b) {
        this.id = checkNotNull(b.id, "id");
        this.hosts = ImmutableList.copyOf(b.hosts);
        this.pattern = checkNotNull(b.pattern, "pattern");
        this.grid = ImmutableList.copyOf(b.grid);
        this.pairs = ImmutableList.copyOf(b.pairs);
        this.expectedBytes = b.expectedBytes;
        this.ttlSeconds = b.ttlSeconds;
    }

    public static Builder builder(String id) {
        return new Builder(id);
    }

    public String id() {
        return id;
    }

    /** Hosts in rank order: rank i runs on {@code hosts().get(i)}. */
    public List<String> hosts() {
        return hosts;
    }

    public JobPattern pattern() {
        return pattern;
    }

    /** The grid's extent per axis, for {@link JobPattern#NEIGHBOURS}; empty otherwise. */
    public List<Integer> grid() {
        return grid;
    }

    /** The pairs, for {@link JobPattern#PAIRS}; empty otherwise. */
    public List<RankPair> pairs() {
        return pairs;
    }

    /** Bytes every pair is expected to carry unless its own figure says otherwise; 0 if unknown. */
    public long expectedBytes() {
        return expectedBytes;
    }

    /** Seconds after which Janus removes the job by itself; 0 for never. */
    public long ttlSeconds() {
        return ttlSeconds;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(id, hosts, pattern, grid, pairs, expectedBytes, ttlSeconds);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("id", id).add("hosts", hosts)
                .add("pattern", pattern.configName()).add("grid", grid).add("pairs", pairs)
                .add("expectedBytes", expectedBytes).add("ttlSeconds", ttlSeconds).toString();
    }

    /** Builds a {@link JobSpec}. */
    public static final class Builder {
        private final String id;
        private List<String> hosts = ImmutableList.of();
        private JobPattern pattern = JobPattern.ALL_TO_ALL;
        private List<Integer> grid = ImmutableList.of();
        private List<RankPair> pairs = ImmutableList.of();
        private long expectedBytes;
        private long ttlSeconds;

        private Builder(String id) {
            this.id = id;
        }

        public Builder hosts(List<String> value) {
            this.hosts = checkNotNull(value, "hosts");
            return this;
        }

        public Builder pattern(JobPattern value) {
            this.pattern = checkNotNull(value, "pattern");
            return this;
        }

        public Builder grid(List<Integer> value) {
            this.grid = checkNotNull(value, "grid");
            return this;
        }

        public Builder pairs(List<RankPair> value) {
            this.pairs = checkNotNull(value, "pairs");
            return this;
        }

        public Builder expectedBytes(long value) {
            this.expectedBytes = value;
            return this;
        }

        public Builder ttlSeconds(long value) {
            this.ttlSeconds = value;
            return this;
        }

        public JobSpec build() {
            return new JobSpec(this);
        }
    }
}
