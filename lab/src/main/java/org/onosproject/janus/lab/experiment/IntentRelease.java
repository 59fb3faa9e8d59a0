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

import com.google.common.collect.ImmutableMap;

import java.util.Collection;

/**
 * How fast Janus released an application's paths once it ended: the paths Janus held between two of
 * its hosts at its end, {@link #CHECK_SECONDS} later, and the time until none was left (within
 * {@link #WAIT_SECONDS}). The run goes on after the application with the background stopped, sampled
 * every second of virtual time. Immutable.
 */
public final class IntentRelease {

    /**
     * When the paths are counted after the end: 10 s plus two statistics polls (5 s each), by when a fixed
     * 10 s idle timeout has released every path (the reaper sees the last bytes at the poll after them, and
     * idleness only at its polls; in thesis-table5.2 it took 17 s).
     */
    public static final int CHECK_SECONDS = 20;
    /** How long the run waits for the last path to go: the adaptive maximum (60 s) plus a half minute. */
    public static final int WAIT_SECONDS = 90;

    private final long pathsAtEnd;
    private final long pathsAtCheck;
    private final long goneAfterSeconds;

    private IntentRelease(long pathsAtEnd, long pathsAtCheck, long goneAfterSeconds) {
        this.pathsAtEnd = pathsAtEnd;
        this.pathsAtCheck = pathsAtCheck;
        this.goneAfterSeconds = goneAfterSeconds;
    }

    /** Runs {@code session} on from the application's end and counts its paths (between {@code hosts}). */
    public static IntentRelease measure(LabSession session, Collection<Integer> hosts) {
        long atEnd = session.janusPathsAmong(hosts);
        long atCheck = atEnd;
        long gone = atEnd == 0 ? 0 : -1;
        for (int second = 1; second <= WAIT_SECONDS && (gone < 0 || second <= CHECK_SECONDS); second++) {
            session.idle(1000);
            long live = session.janusPathsAmong(hosts);
            if (second == CHECK_SECONDS) {
                atCheck = live;
            }
            if (live == 0 && gone < 0) {
                gone = second;
            }
        }
        return new IntentRelease(atEnd, atCheck, gone);
    }

    /** Paths between the application's hosts when it ended. */
    public long pathsAtEnd() {
        return pathsAtEnd;
    }

    /** Paths between the application's hosts {@link #CHECK_SECONDS} after it ended. */
    public long pathsAtCheck() {
        return pathsAtCheck;
    }

    /** Whole seconds after the end when none was left; -1 if some still were after {@link #WAIT_SECONDS}. */
    public long goneAfterSeconds() {
        return goneAfterSeconds;
    }

    /**
     * As the run's metrics: {@code appPathsAtEnd}, {@code appPathsAfter20s} and {@code appPathsGoneAfterS}
     * (-1: not within the wait).
     */
    public ImmutableMap<String, Double> metrics() {
        return ImmutableMap.of("appPathsAtEnd", (double) pathsAtEnd,
                "appPathsAfter" + CHECK_SECONDS + "s", (double) pathsAtCheck,
                "appPathsGoneAfterS", (double) goneAfterSeconds);
    }
}
