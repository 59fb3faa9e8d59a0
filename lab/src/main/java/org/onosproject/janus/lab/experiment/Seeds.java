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

import org.onosproject.janus.lab.workload.Placement;

/**
 * Derives each run's seed from the scenario seed. The strategy and the idle timeout are left out on
 * purpose: all strategies of a repetition see the same placement and the same background traffic
 * (common random numbers), so their differences are the strategies', not the dice's.
 */
public final class Seeds {

    private Seeds() {
    }

    public static long derive(long base, WorkloadSpec workload, Placement placement, int concurrency, int rep) {
        long h = mix(base);
        h = mix(h ^ workload.label().hashCode());
        h = mix(h ^ placement.ordinal());
        h = mix(h ^ concurrency);
        h = mix(h ^ rep);
        return h & Long.MAX_VALUE;
    }

    /** SplitMix64's finaliser. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
