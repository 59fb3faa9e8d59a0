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
package org.onosproject.janus.impl.graph;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.net.Link;

import java.util.List;
import java.util.stream.LongStream;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One flow of a set placed together (a burst, a job's pairs): its candidate paths and the rate it is
 * charged, bytes/s. A flow with more than {@value #MAX_PATHS} candidates is placed among the first
 * {@value #MAX_PATHS} in path order.
 */
public final class Demand {

    /** Candidates considered per flow, in path order. */
    public static final int MAX_PATHS = 1024;

    private final List<List<Link>> paths;
    private final double rate;

    public Demand(CandidatePaths candidates, double rate) {
        long count = Math.min(checkNotNull(candidates, "candidates").pathCount(), MAX_PATHS);
        this.paths = LongStream.range(0, count).mapToObj(candidates::path).collect(ImmutableList.toImmutableList());
        this.rate = rate;
    }

    /** Bytes/s. */
    public double rate() {
        return rate;
    }

    /** The candidates considered: the first {@value #MAX_PATHS} in path order. */
    public List<List<Link>> paths() {
        return paths;
    }
}
