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
package org.onosproject.janus.impl.provision;

/**
 * How long a new flow has waited since its first packet-in, for its packet-in to intent-submitted latency
 * ({@link org.onosproject.janus.api.Statistic#SETUP_LATENCY}). Janus's own work is timed on the ticker; a wait
 * in a burst window is timed on the scheduler that closes the window (the wall clock in ONOS, virtual time in
 * the lab), so the sum is what the flow waited in either. Immutable.
 */
final class SetupTimer {

    private final long countedNanos;
    private final long sinceTickerNanos;

    private SetupTimer(long countedNanos, long sinceTickerNanos) {
        this.countedNanos = countedNanos;
        this.sinceTickerNanos = sinceTickerNanos;
    }

    /** A timer started by a packet-in at ticker reading {@code tickerNanos}. */
    static SetupTimer startedAt(long tickerNanos) {
        return new SetupTimer(0, tickerNanos);
    }

    /** The time since the packet-in, at ticker reading {@code tickerNanos}. */
    long elapsedNanos(long tickerNanos) {
        return countedNanos + tickerNanos - sinceTickerNanos;
    }

    /**
     * This timer after a wait timed on another clock: the ticker counted until {@code pausedAtTickerNanos},
     * then {@code waitedNanos} passed, and the ticker counts again from {@code resumedAtTickerNanos}.
     */
    SetupTimer afterWait(long pausedAtTickerNanos, long waitedNanos, long resumedAtTickerNanos) {
        return new SetupTimer(elapsedNanos(pausedAtTickerNanos) + waitedNanos, resumedAtTickerNanos);
    }
}
