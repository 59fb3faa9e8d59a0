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
package org.onosproject.janus.lab.experiment;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * How the control plane bore a run's load (packet-in storms, flow set-up): the planes when the workload
 * ended, the most Janus intents alive at any one-second sample, and the wall-clock time and live heap of
 * the run on this machine (measurements of the machine, not results of the run). Immutable.
 */
public final class LoadOutcome {

    private final PlaneSnapshot end;
    private final long peakJanusIntents;
    private final double wallSeconds;
    private final double liveHeapMb;

    public LoadOutcome(PlaneSnapshot end, long peakJanusIntents, double wallSeconds, double liveHeapMb) {
        this.end = checkNotNull(end, "end");
        this.peakJanusIntents = peakJanusIntents;
        this.wallSeconds = wallSeconds;
        this.liveHeapMb = liveHeapMb;
    }

    /** The control and data plane when the workload ended. */
    public PlaneSnapshot end() {
        return end;
    }

    /** The most intents Janus held at a one-second sample while the workload ran. */
    public long peakJanusIntents() {
        return peakJanusIntents;
    }

    /** Wall-clock seconds from the workload's start to its end. */
    public double wallSeconds() {
        return wallSeconds;
    }

    /** The workload's flows per wall-clock second. */
    public double flowsPerWallSecond() {
        return end.flowsStarted() / wallSeconds;
    }

    /** Live heap of the whole JVM when the workload ended, MB. */
    public double liveHeapMb() {
        return liveHeapMb;
    }
}
