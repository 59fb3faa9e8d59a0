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
}
