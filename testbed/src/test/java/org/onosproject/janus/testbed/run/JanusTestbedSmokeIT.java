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
package org.onosproject.janus.testbed.run;

import org.junit.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The testbed's smoke path on real Open vSwitch switches in a Mininet k=4 fat-tree, as
 * {@code ./janus-testbed smoke --strategies luar} runs it: the controller starts, 20 switches connect,
 * 64 links and 16 hosts are discovered, pingall loses nothing, every Janus intent's path on the switches
 * is the one Janus reports, one link on a flow's path fails under traffic and the flow continues on
 * Janus's new path; then everything started is stopped. Needs root, Open vSwitch running, Mininet,
 * iperf3, ping and ethtool: without them it fails naming what is missing (never skips).
 */
public class JanusTestbedSmokeIT {

    private static final long FOUR_MINUTES = 240_000;

    @Test(timeout = FOUR_MINUTES)
    public void theSmokePathPassesOnAMininetFatTree() throws Exception {
        Path out = Paths.get("target", "testbed-smoke");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(log, true, StandardCharsets.UTF_8);
        JanusTestbed testbed = new JanusTestbed(print, print, Requirements.onThisMachine(), JanusTestbed::scenario);
        int code;
        try {
            code = testbed.run(new String[] {"smoke", "--strategies", "luar", "--out", out.toString()});
        } finally {
            testbed.abort();
        }
        String text = log.toString(StandardCharsets.UTF_8);
        System.out.println(text);
        assertEquals("janus-testbed smoke exit code; its output:\n" + text, 0, code);
        String json = Files.readString(out.resolve("report.json"));
        assertTrue(json, json.contains("\"passed\" : true"));
        assertTrue(text, text.contains("20 switches connected") && text.contains("64 links discovered")
                && text.contains("16 hosts learned"));
        assertEquals("smoke checks in the report", 4, Files.readAllLines(out.resolve("checks.csv")).size() - 1);
    }
}
