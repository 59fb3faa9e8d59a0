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

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class MpiRunTest {

    private static final Path FOLDER = Paths.get("/tmp/run/hpcc-ring-4");
    private static final Path AGENT = FOLDER.resolve("launch-agent.sh");
    private static final List<String> HOSTS = List.of("10.0.0.2", "10.0.1.2", "10.1.0.2", "10.1.1.2");

    private final MpiRun run = new MpiRun(HOSTS, FOLDER, AGENT, List.of("hpcc"));

    @Test
    public void theHostfileHasOneSlotPerHostInRankOrder() {
        assertEquals("10.0.0.2 slots=1\n10.0.1.2 slots=1\n10.1.0.2 slots=1\n10.1.1.2 slots=1\n", run.hostfile());
    }

    @Test
    public void mpirunRunsOneRankPerHostAsRootThroughOurAgentWithoutTreeSpawn() {
        List<String> args = run.mpirunArguments(FOLDER.resolve("hostfile"));
        assertEquals(List.of("mpirun", "--allow-run-as-root", "--oversubscribe", "-np", "4", "--hostfile",
                             "/tmp/run/hpcc-ring-4/hostfile", "--map-by", "node"), args.subList(0, 9));
        assertTrue(String.join(" ", args).contains("--mca plm_rsh_agent /tmp/run/hpcc-ring-4/launch-agent.sh "
                                                           + "--mca plm_rsh_no_tree_spawn 1"));
        assertEquals("hpcc", args.get(args.size() - 1));
    }

    @Test
    public void mpiTrafficStaysOnTheFabricsAddressesOverTcpAndWaitingRanksYield() {
        String args = String.join(" ", run.mpirunArguments(FOLDER.resolve("hostfile")));
        assertThat(args, containsString("--mca oob_tcp_if_include 10.0.0.0/8"));
        assertThat(args, containsString("--mca btl tcp,self"));
        assertThat(args, containsString("--mca btl_tcp_if_include 10.0.0.0/8"));
        assertThat(args, containsString("--mca mpi_yield_when_idle 1"));
    }

    @Test
    public void theShellCommandRunsMpirunInTheFolderWithRankZerosTmpdirAndKeepsItsOutput() {
        String cmd = run.shellCommand(FOLDER.resolve("hostfile"), FOLDER.resolve("tmp-h1"));
        assertTrue(cmd, cmd.startsWith("cd '/tmp/run/hpcc-ring-4' && TMPDIR='/tmp/run/hpcc-ring-4/tmp-h1' exec "
                                               + "mpirun --allow-run-as-root"));
        assertTrue(cmd, cmd.endsWith(" hpcc > mpirun.out 2>&1"));
    }

    @Test
    public void theProgramsArgumentsFollowItAsSeparateWords() {
        List<String> args = new MpiRun(HOSTS, FOLDER, AGENT, List.of("/tmp/run/janus_ring", "2000000", "2",
                                                                     "/tmp/run/rings.txt"))
                .mpirunArguments(FOLDER.resolve("hostfile"));
        assertEquals(List.of("/tmp/run/janus_ring", "2000000", "2", "/tmp/run/rings.txt"),
                     args.subList(args.size() - 4, args.size()));
    }

    @Test
    public void aRingNeedsTwoDistinctHosts() {
        Thrown.by(IllegalArgumentException.class,
                  () -> new MpiRun(List.of("10.0.0.2"), FOLDER, AGENT, List.of("hpcc")));
        Thrown.by(IllegalArgumentException.class,
                     () -> new MpiRun(List.of("10.0.0.2", "10.0.0.2"), FOLDER, AGENT, List.of("hpcc")));
    }
}
