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
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** The command's exit codes before any switch is started: usage and missing tools exit 2. */
public class JanusTestbedTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<List<String>> commands = new ArrayList<>();

    /** A machine where the commands named in {@code failing} (by their first word) fail. */
    private Requirements machine(boolean root, Set<String> failing) {
        return new Requirements(command -> {
            commands.add(command);
            if (command.get(0).equals("/bin/sh")) {
                return root ? 0 : 1;
            }
            String tool = command.get(0).equals("env") ? "apt-get" : command.get(0);
            return failing.contains(tool) ? 1 : 0;
        });
    }

    private int run(Requirements requirements, String... args) {
        JanusTestbed testbed = new JanusTestbed(new PrintStream(out, true), new PrintStream(err, true), requirements,
                name -> {
                    throw new AssertionError("no scenario may run here");
                });
        return testbed.run(args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    public void anUnknownScenarioExits2NamingIt() {
        assertEquals(2, run(machine(true, Set.of()), "nope"));
        assertThat(err(), containsString("unknown scenario 'nope'"));
        assertTrue("nothing is checked or installed", commands.isEmpty());
    }

    @Test
    public void anUnknownStrategyExits2NamingIt() {
        assertEquals(2, run(machine(true, Set.of()), "smoke", "--strategies", "ospf"));
        assertThat(err(), containsString("unknown strategy 'ospf'"));
    }

    @Test
    public void anUnknownOptionExits2NamingIt() {
        assertEquals(2, run(machine(true, Set.of()), "smoke", "--fast"));
        assertThat(err(), containsString("unknown option '--fast'"));
    }

    @Test
    public void aBadRepetitionCountExits2NamingIt() {
        assertEquals(2, run(machine(true, Set.of()), "switch-failure", "--repetitions", "0"));
        assertThat(err(), containsString("--repetitions: must be between 1 and 100, not 0"));
        assertTrue("nothing was run or installed", commands.isEmpty());
    }

    @Test
    public void helpExits0WithTheScenarios() {
        assertEquals(0, run(machine(true, Set.of()), "--help"));
        assertThat(out.toString(StandardCharsets.UTF_8), containsString("correctness"));
    }

    @Test
    public void withoutRootMissingToolsAreNamedWithTheirPackagesAndNothingIsInstalled() {
        assertEquals(2, run(machine(false, Set.of("iperf3", "ethtool")), "smoke"));
        assertThat(err(), containsString("root"));
        assertThat(err(), containsString("iperf3 (package iperf3)"));
        assertThat(err(), containsString("apt-get install -y --no-install-recommends iperf3 ethtool"));
        assertTrue(commands.stream().noneMatch(c -> c.contains("apt-get")));
    }

    @Test
    public void asRootMissingToolsAreInstalledAndAFailedInstallExits2() {
        assertEquals(2, run(machine(true, Set.of("/usr/bin/python3", "apt-get")), "smoke"));
        assertTrue(commands.stream().anyMatch(c -> c.contains("apt-get") && c.contains("mininet")));
        assertThat(err(), containsString("Mininet for /usr/bin/python3 (and mnexec) (package mininet)"));
    }

    @Test
    public void theHpccRingAlsoNeedsOpenMpiAndHpccNamedWithTheirPackages() {
        assertEquals(2, run(machine(false, Set.of("mpirun", "which")), "hpcc-ring"));
        assertThat(err(), containsString("Open MPI (mpirun) (package openmpi-bin)"));
        assertThat(err(), containsString("HPCC (hpcc) (package hpcc)"));
    }

    @Test
    public void theOwnRingProgramNeedsOpenMpisCompilerButNotHpcc() {
        assertEquals(2, run(machine(false, Set.of("mpicc", "which")), "mpi-ring"));
        assertThat(err(), containsString("Open MPI's compiler and headers (mpicc) (package libopenmpi-dev)"));
        assertTrue(commands.stream().noneMatch(c -> c.get(0).equals("which")));
    }

    @Test
    public void otherScenariosDoNotAskForOpenMpiOrHpcc() {
        assertEquals(2, run(machine(false, Set.of("mpirun", "which")), "smoke"));
        assertTrue(commands.stream().noneMatch(c -> c.get(0).equals("mpirun") || c.get(0).equals("which")));
    }
}
