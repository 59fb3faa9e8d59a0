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

import org.junit.Test;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.Collection;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;

import static org.junit.Assert.assertEquals;

/** How fast the application's paths go, counted second by second after its end. */
public class IntentReleaseTest {

    /** A session whose Janus holds {@code pathsAt.applyAsLong(second)} paths among the hosts asked about. */
    private static LabSession holding(LongUnaryOperator pathsAt) {
        return new LabSession() {
            private long second;

            @Override
            public long janusPathsAmong(Collection<Integer> hosts) {
                return pathsAt.applyAsLong(second);
            }

            @Override
            public void idle(long millis) {
                second += millis / 1000;
            }

            @Override
            public LabNetwork network() {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
                throw new UnsupportedOperationException();
            }

            @Override
            public void drain() {
                throw new UnsupportedOperationException();
            }

            @Override
            public FlowLedger flows() {
                throw new UnsupportedOperationException();
            }

            @Override
            public List<Long> recentMoveMillis() {
                throw new UnsupportedOperationException();
            }

            @Override
            public JanusStatistics janusStatistics() {
                throw new UnsupportedOperationException();
            }

            @Override
            public PlaneSnapshot snapshot() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Supplier<FaultOutcome> injectFaults(FaultPlan plan, long appStartMillis, double appRuntimeMillis,
                                                       Predicate<FlowSpec> appFlow) {
                throw new UnsupportedOperationException();
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    public void countsThePathsAtTheEndAndTwentySecondsLaterAndWhenTheLastWent() {
        IntentRelease release = IntentRelease.measure(holding(s -> s < 12 ? 8 : s < 22 ? 3 : 0), List.of(0, 1));

        assertEquals(8, release.pathsAtEnd());
        assertEquals(3, release.pathsAtCheck());
        assertEquals(22, release.goneAfterSeconds());
    }

    @Test
    public void pathsThatOutliveTheWaitAreNotGone() {
        IntentRelease release = IntentRelease.measure(holding(s -> 8), List.of(0, 1));

        assertEquals(-1, release.goneAfterSeconds());
        assertEquals(-1.0, release.metrics().get("appPathsGoneAfterS"), 0);
    }

    @Test
    public void noPathAtTheEndIsGoneAtOnce() {
        IntentRelease release = IntentRelease.measure(holding(s -> 0), List.of(0, 1));

        assertEquals(0, release.goneAfterSeconds());
        assertEquals(0, release.pathsAtCheck());
    }
}
