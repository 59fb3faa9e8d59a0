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
package org.onosproject.janus.impl.cluster;

import java.util.function.LongSupplier;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * This node's recent luck with the cluster store. A store call that fails has usually waited for the
 * store's timeout (15 s in ONOS) because the node is cut off from its cluster; every further call would
 * wait as long. So after a failure Janus makes no store call it can put off (new flows, heartbeats,
 * ownership reads, the reaper's store work) until {@link #RETRY_AFTER_FAILURE_MILLIS} have passed on its own clock;
 * then the next call tries again. One instance per Janus, shared by everything that calls the store.
 */
public final class StoreBackoff {

    /** How long Janus leaves the store alone after a call that failed. */
    public static final long RETRY_AFTER_FAILURE_MILLIS = 10_000;

    private final LongSupplier clock;
    private volatile long retryAtMillis = Long.MIN_VALUE;

    /**
     * @param clock Janus's clock, in milliseconds
     */
    public StoreBackoff(LongSupplier clock) {
        this.clock = checkNotNull(clock, "clock");
    }

    /** True unless a store call failed less than {@link #RETRY_AFTER_FAILURE_MILLIS} ago. */
    public boolean mayCall() {
        return clock.getAsLong() >= retryAtMillis;
    }

    /** A store call just failed: calls that can wait are put off for the retry interval from now. */
    public void failed() {
        retryAtMillis = clock.getAsLong() + RETRY_AFTER_FAILURE_MILLIS;
    }
}
