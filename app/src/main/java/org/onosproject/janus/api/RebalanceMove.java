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
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One move of the rebalancer: a running flow resubmitted under the same intent key on an equal-cost
 * path with more headroom. The bottlenecks are the expected utilisation of the busiest link of each
 * path with the flow on it, as the rebalancer saw them when it decided. Immutable.
 */
public final class RebalanceMove extends ValueObject {

    private final String intentKey;
    private final long atMillis;
    private final List<Link> from;
    private final List<Link> to;
    private final double bottleneckBefore;
    private final double bottleneckAfter;
    private final double flowRateBytesPerSec;

    public RebalanceMove(String intentKey, long atMillis, List<Link> from, List<Link> to,
                         double bottleneckBefore, double bottleneckAfter, double flowRateBytesPerSec) {
        this.intentKey = checkNotNull(intentKey, "intentKey");
        this.atMillis = atMillis;
        this.from = ImmutableList.copyOf(from);
        this.to = ImmutableList.copyOf(to);
        this.bottleneckBefore = bottleneckBefore;
        this.bottleneckAfter = bottleneckAfter;
        this.flowRateBytesPerSec = flowRateBytesPerSec;
    }

    public String intentKey() {
        return intentKey;
    }

    /** When the move was made, in the Janus clock's milliseconds. */
    public long atMillis() {
        return atMillis;
    }

    /** The path the flow left. */
    public List<Link> from() {
        return from;
    }

    /** The path the flow was moved to. */
    public List<Link> to() {
        return to;
    }

    /** Expected utilisation of the busiest link of the old path, flow included. */
    public double bottleneckBefore() {
        return bottleneckBefore;
    }

    /** Expected utilisation of the busiest link of the new path, flow included. */
    public double bottleneckAfter() {
        return bottleneckAfter;
    }

    /** The rate the flow was charged when it was moved, bytes per second. */
    public double flowRateBytesPerSec() {
        return flowRateBytesPerSec;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(intentKey, atMillis, from, to, bottleneckBefore, bottleneckAfter, flowRateBytesPerSec);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("key", intentKey).add("at", atMillis)
                .add("before", bottleneckBefore).add("after", bottleneckAfter).toString();
    }
}
