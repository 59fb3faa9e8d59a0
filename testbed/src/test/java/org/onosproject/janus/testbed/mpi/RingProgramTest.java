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
package org.onosproject.janus.testbed.mpi;

import org.onosproject.janus.testbed.flow.Thrown;
import org.junit.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;

/** janus_ring's rings file, arguments and output (a real output: 4 ranks on loopback, 3 rings, captured). */
public class RingProgramTest {

    private static String sample() throws IOException {
        try (InputStream in = RingProgramTest.class.getResourceAsStream("janus_ring-4ranks-loopback.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    public void theRingsFileHasOneRankOrderPerLineTheNaturalRingFirst() {
        assertEquals("0 1 2 3\n2 0 3 1\n", RingProgram.ringsFile(List.of(List.of(0, 1, 2, 3), List.of(2, 0, 3, 1))));
    }

    @Test
    public void aLineThatIsNotAnOrderOfTheRanksIsRefused() {
        assertThat(Thrown.by(IllegalArgumentException.class, () -> RingProgram.ringsFile(
                List.of(List.of(0, 1, 2, 3), List.of(0, 1, 1, 3)))).getMessage(), containsString("[0, 1, 1, 3]"));
        Thrown.by(IllegalArgumentException.class, () -> RingProgram.ringsFile(List.of(List.of(0, 1, 2, 4))));
        Thrown.by(IllegalArgumentException.class, () -> RingProgram.ringsFile(List.of(List.of(0, 1), List.of(0))));
    }

    @Test
    public void theArgumentsAreTheMessageSizeTheMeasuredExchangesAndTheRingsFile() {
        assertEquals(List.of("/w/janus_ring", "2000000", "2", "/w/rings.txt"),
                     RingProgram.arguments(Paths.get("/w/janus_ring"), 2_000_000, 2, Paths.get("/w/rings.txt")));
    }

    @Test
    public void theOutputGivesEveryRingInOrderAndTheNaturalAndRandomFigures() throws IOException {
        RingProgram.Result r = RingProgram.parse(sample());
        assertEquals(4, r.ranks);
        assertEquals(3, r.rings.size());
        assertEquals(List.of(0, 1, 2, 3), r.rings.get(0).order);
        assertEquals(List.of(2, 0, 3, 1), r.rings.get(1).order);
        assertEquals(r.rings.get(0).mbps, r.naturalMBps, 1e-6);
        double geometricMean = Math.sqrt(r.rings.get(1).mbps * r.rings.get(2).mbps);
        assertEquals(geometricMean, r.randomMBps, 1e-5);
    }

    @Test
    public void aRingsBandwidthIsTheMessageOverHalfTheSlowestRanksTimePerExchange() throws IOException {
        RingProgram.Ring ring = RingProgram.parse(sample()).rings.get(0);
        // 200,000-byte messages, 2 measured exchanges
        assertEquals(200_000 / (ring.seconds / 4) / 1e6, ring.mbps, ring.mbps * 1e-3);
    }

    @Test
    public void anOutputWithoutTheSummaryIsRefusedSayingTheProgramDidNotFinish() throws IOException {
        String cut = sample().substring(0, sample().indexOf("ranks="));
        assertThat(Thrown.by(IllegalArgumentException.class, () -> RingProgram.parse(cut)).getMessage(),
                   containsString("did not finish"));
    }
}
