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

import com.google.common.collect.ImmutableList;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code mpirun} of a program over Mininet hosts, started on the first host (rank 0): one rank per host in
 * the hostfile's order ({@code --map-by node}, one slot each), launched on the other hosts through the
 * {@link MpiLaunchAgent} (no tree spawn: every {@code orted} is started by this {@code mpirun}), MPI's
 * out-of-band and TCP traffic only on the fabric's 10.0.0.0/8 addresses, and ranks that yield the CPU when
 * they wait ({@code mpi_yield_when_idle}: the ranks share two cores with Open vSwitch).
 */
public final class MpiRun {

    /** The fabric's addresses (the hosts are 10.pod.edge.n). */
    public static final String FABRIC_NETWORK = "10.0.0.0/8";

    private final ImmutableList<String> hostIps;
    private final Path folder;
    private final Path agent;
    private final ImmutableList<String> program;

    /**
     * @param hostIps the ranks' hosts, rank 0 first (it runs {@code mpirun})
     * @param folder  where the hostfile, the program's input and output are (the program's working folder)
     * @param agent   the launch agent script
     * @param program the program and its arguments (e.g. {@code hpcc})
     */
    public MpiRun(List<String> hostIps, Path folder, Path agent, List<String> program) {
        if (hostIps.size() < 2) {
            throw new IllegalArgumentException("an MPI run over the fabric needs at least 2 hosts, not "
                                                       + hostIps.size());
        }
        if (hostIps.stream().distinct().count() != hostIps.size()) {
            throw new IllegalArgumentException("one rank per host: a host appears twice in " + hostIps);
        }
        if (program.isEmpty() || program.get(0).isBlank()) {
            throw new IllegalArgumentException("no program to run");
        }
        this.hostIps = ImmutableList.copyOf(hostIps);
        this.folder = MpiLaunchAgent.checkedPath(folder);
        this.agent = MpiLaunchAgent.checkedPath(agent);
        this.program = ImmutableList.copyOf(program);
    }

    public int ranks() {
        return hostIps.size();
    }

    /** The hostfile: one line per host, one slot each, in rank order. */
    public String hostfile() {
        StringBuilder lines = new StringBuilder();
        hostIps.forEach(ip -> lines.append(ip).append(" slots=1\n"));
        return lines.toString();
    }

    /** {@code mpirun}'s arguments, {@code hostfile} being the hostfile's path. */
    public List<String> mpirunArguments(Path hostfile) {
        List<String> args = new ArrayList<>(List.of("mpirun", "--allow-run-as-root", "--oversubscribe",
                "-np", String.valueOf(hostIps.size()), "--hostfile", MpiLaunchAgent.checkedPath(hostfile).toString(),
                "--map-by", "node"));
        mca(args, "plm_rsh_agent", agent.toString());
        mca(args, "plm_rsh_no_tree_spawn", "1");
        mca(args, "oob_tcp_if_include", FABRIC_NETWORK);
        mca(args, "btl", "tcp,self");
        mca(args, "btl_tcp_if_include", FABRIC_NETWORK);
        mca(args, "mpi_yield_when_idle", "1");
        args.addAll(program);
        return ImmutableList.copyOf(args);
    }

    /**
     * The shell command to run on rank 0's host: into the folder, with rank 0's own {@code TMPDIR}, then
     * {@code mpirun}, its output to {@code mpirun.out} in the folder.
     */
    public String shellCommand(Path hostfile, Path rankZeroTmpdir) {
        StringBuilder cmd = new StringBuilder("cd '").append(folder).append("' && TMPDIR='")
                .append(MpiLaunchAgent.checkedPath(rankZeroTmpdir)).append("' exec");
        for (String a : mpirunArguments(hostfile)) {
            cmd.append(' ').append(quoted(a));
        }
        return cmd.append(" > mpirun.out 2>&1").toString();
    }

    private static void mca(List<String> args, String name, String value) {
        args.add("--mca");
        args.add(name);
        args.add(value);
    }

    private static String quoted(String word) {
        if (word.matches("[A-Za-z0-9_./,:=+-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\"'\"'") + "'";
    }
}
