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
package org.onosproject.janus.lab.net;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;

import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A flow that was stopped by a dead link or switch on its path: when it stalled, and when (and along
 * which switches) it was carried again, or never. Immutable.
 */
public final class Disruption {

    private static final double NANOS_PER_MILLI = 1e6;

    private final long flowId;
    private final FlowSpec flow;
    private final long stalledAtNanos;
    private final long resumedAtNanos;
    private final List<String> resumedPath;

    Disruption(long flowId, FlowSpec flow, long stalledAtNanos, long resumedAtNanos, List<String> resumedPath) {
        this.flowId = flowId;
        this.flow = checkNotNull(flow, "flow");
        this.stalledAtNanos = stalledAtNanos;
        this.resumedAtNanos = resumedAtNanos;
        this.resumedPath = ImmutableList.copyOf(resumedPath);
    }

    public FlowSpec flow() {
        return flow;
    }

    /** Virtual time the flow stopped, in milliseconds. */
    public double stalledAtMillis() {
        return stalledAtNanos / NANOS_PER_MILLI;
    }

    /** False if the flow never moved again (it failed while stalled). */
    public boolean resumed() {
        return resumedAtNanos >= 0;
    }

    /** Virtual time the flow was carried again, in milliseconds; -1 if never. */
    public double resumedAtMillis() {
        return resumed() ? resumedAtNanos / NANOS_PER_MILLI : -1;
    }

    /** How long the flow carried nothing, in milliseconds; -1 if it never resumed. */
    public double outageMillis() {
        return resumed() ? (resumedAtNanos - stalledAtNanos) / NANOS_PER_MILLI : -1;
    }

    /** Switches of the path it resumed on (empty if it never did). */
    public List<String> resumedPath() {
        return resumedPath;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("flow", flowId).add("tag", flow.tag())
                .add("stalledAt", stalledAtMillis()).add("outage", outageMillis()).add("path", resumedPath)
                .toString();
    }
}
