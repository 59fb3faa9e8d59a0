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
package org.onosproject.janus.lab.cli;

import org.junit.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** How the building of a large network is shown. */
public class ProgressBarTest {

    private static String build(boolean showBuild) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(bytes, true), false, showBuild);
        bar.networkBuilding("switches", 0, 100);
        for (int done = 5; done <= 100; done += 5) {
            bar.networkBuilding("switches", done, 100);
        }
        bar.networkBuilding("ONOS topology settling", 0, 1);
        bar.networkBuilding("ONOS topology settling", 1, 1);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    public void offATerminalALargeNetworkGetsALineAtEachQuarterOfAStage() {
        String[] lines = build(true).split("\n");
        assertEquals(String.join("\n", lines), 7, lines.length);
        assertTrue(lines[0], lines[0].startsWith("building the network: switches 0/100 (0%)"));
        assertTrue(lines[1], lines[1].startsWith("building the network: switches 25/100 (25%)"));
        assertTrue(lines[4], lines[4].startsWith("building the network: switches 100/100 (100%)"));
        assertTrue(lines[5], lines[5].startsWith("building the network: ONOS topology settling ..."));
        assertTrue(lines[6], lines[6].startsWith("building the network: ONOS topology settling done"));
    }

    @Test
    public void aSmallNetworkBuildsSilently() {
        assertEquals("", build(false));
    }

    @Test
    public void runsFinishingOutOfOrderAreCountedAsTheyFinish() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(bytes, true), false, false);
        org.onosproject.janus.lab.experiment.Cell cell = new org.onosproject.janus.lab.experiment.Cell(
                org.onosproject.janus.lab.experiment.WorkloadSpec.nas("MG", 4), "luar", 10, 0,
                org.onosproject.janus.lab.workload.Placement.SPARSE);
        bar.runFinished(1, 3, org.onosproject.janus.lab.experiment.RunRecord.failed(cell, 0, 1, "x"));
        bar.runFinished(0, 3, org.onosproject.janus.lab.experiment.RunRecord.failed(cell, 0, 1, "y"));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertTrue(lines[0], lines[0].startsWith("run 2/3 ") && lines[0].endsWith("(1 of 3 done)"));
        assertTrue(lines[1], lines[1].startsWith("run 1/3 ") && lines[1].endsWith("(2 of 3 done)"));
    }

    @Test
    public void aShardsBarCountsTheShardsRuns() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(bytes, true), false, false, 2);
        org.onosproject.janus.lab.experiment.Cell cell = new org.onosproject.janus.lab.experiment.Cell(
                org.onosproject.janus.lab.experiment.WorkloadSpec.nas("MG", 4), "luar", 10, 0,
                org.onosproject.janus.lab.workload.Placement.SPARSE);
        bar.runFinished(3, 4, org.onosproject.janus.lab.experiment.RunRecord.failed(cell, 1, 1, "x"));
        String line = bytes.toString(StandardCharsets.UTF_8).trim();
        assertTrue(line, line.startsWith("run 4/4 ") && line.endsWith("(1 of 2 done)"));
    }
}
