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
 * The leak check at the end of a soak: once the background stopped, every flow ended and the idle
 * timeout and three statistics polls passed, what Janus left behind, and the live heap before the traffic
 * and after. Immutable.
 */
public final class LeakOutcome {

    /** How far above its starting size the heap may end and still count as "back". */
    static final double HEAP_TOLERANCE = 0.25;

    private final PlaneSnapshot after;
    private final long backgroundFlows;
    private final long heapStartBytes;
    private final long heapEndBytes;

    public LeakOutcome(PlaneSnapshot after, long backgroundFlows, long heapStartBytes, long heapEndBytes) {
        this.after = checkNotNull(after, "after");
        this.backgroundFlows = backgroundFlows;
        this.heapStartBytes = heapStartBytes;
        this.heapEndBytes = heapEndBytes;
    }

    /** The planes after the idle timeout: intents, rules, reservations, flow records left. */
    public PlaneSnapshot after() {
        return after;
    }

    /** Background flows started during the soak. */
    public long backgroundFlows() {
        return backgroundFlows;
    }

    public long heapStartBytes() {
        return heapStartBytes;
    }

    public long heapEndBytes() {
        return heapEndBytes;
    }

    /** The live heap ended within {@value #HEAP_TOLERANCE} of where it started. */
    public boolean heapBack() {
        return heapEndBytes <= heapStartBytes * (1 + HEAP_TOLERANCE);
    }

    /** Nothing of Janus was left and the heap came back. */
    public boolean clean() {
        return after.nothingLeft() && heapBack();
    }
}
