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

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;

/**
 * HPCC's ring results read from a real {@code hpccoutf.txt}: HPCC 1.5.0 (Debian) over Open MPI 4.1.4 on 4
 * Mininet hosts on one Open vSwitch bridge, 100 Mbit/s TCLinks, captured for this test.
 */
public class HpccRingResultTest {

    private static String sample() throws IOException {
        try (InputStream in = HpccRingResultTest.class.getResourceAsStream("hpccoutf-4ranks-100mbps.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    public void theNaturalAndRandomRingBandwidthsAreHpccsMajorResultsInMegabytesPerSecond() throws IOException {
        HpccRingResult r = HpccRingResult.parse(sample());
        assertEquals(6.550739, r.naturalMBps, 1e-9);
        assertEquals(5.764653, r.randomMBps, 1e-9);
    }

    @Test
    public void theProcessCountComesFromTheSummary() throws IOException {
        assertEquals(4, HpccRingResult.parse(sample()).processes);
    }

    @Test
    public void latencyPingPongAndTheRingTestsDurationAreReadToo() throws IOException {
        HpccRingResult r = HpccRingResult.parse(sample());
        assertEquals(0.261536, r.randomLatencyMillis, 1e-9);
        assertEquals(10.783867, r.minPingPongMBps, 1e-9);
        assertEquals(169.359, r.ringBandwidthSeconds, 1e-9);
    }

    @Test
    public void perDirectionIsHalfOfHpccsFigureWhichCountsBothMessagesOfAProcess() throws IOException {
        HpccRingResult r = HpccRingResult.parse(sample());
        assertEquals(6.550739 / 2, r.naturalPerDirectionMBps(), 1e-9);
        assertEquals(5.764653 / 2, r.randomPerDirectionMBps(), 1e-9);
    }

    @Test
    public void anOutputWithoutTheSummaryIsRefusedSayingHpccDidNotFinish() throws IOException {
        String cut = sample().substring(0, sample().indexOf("Begin of Summary section."));
        IllegalArgumentException e = Thrown.by(IllegalArgumentException.class, () -> HpccRingResult.parse(cut));
        assertThat(e.getMessage(), containsString("HPCC did not finish"));
    }

    @Test
    public void anOutputWithoutTheRandomRingLineIsRefusedNamingTheLine() throws IOException {
        String without = sample().replace("Randomly  Ordered Ring Bandwidth:", "Something else:");
        IllegalArgumentException e = Thrown.by(IllegalArgumentException.class,
                                                  () -> HpccRingResult.parse(without));
        assertThat(e.getMessage(), containsString("'Randomly  Ordered Ring Bandwidth'"));
    }

    @Test
    public void aRunHpccCallsUnsuccessfulIsRefused() throws IOException {
        String failed = sample().replace("Success=1", "Success=0");
        IllegalArgumentException e = Thrown.by(IllegalArgumentException.class, () -> HpccRingResult.parse(failed));
        assertThat(e.getMessage(), containsString("Success=0"));
    }
}
