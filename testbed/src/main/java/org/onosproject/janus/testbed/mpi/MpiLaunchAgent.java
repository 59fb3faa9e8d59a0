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
import java.util.List;
import java.util.regex.Pattern;

/**
 * Open MPI's remote launch agent ({@code --mca plm_rsh_agent}) for Mininet hosts, which have no ssh.
 * Open MPI calls the agent as {@code agent <host> <command words...>}; the script runs the command (the
 * remote {@code orted}) inside that host's namespaces with {@code mnexec -a <pid>}, with a {@code TMPDIR} of
 * the host's own: Mininet hosts share the file system and the host name, and without separate temporary
 * folders the ORTE session directories of the hosts collide. An address that is not one of the run's hosts
 * makes the agent fail (exit 1) naming it.
 */
public final class MpiLaunchAgent {

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    /** One host the agent can launch on: its address, the pid of its Mininet shell and its temporary folder. */
    public static final class Target {
        public final String ip;
        public final long pid;
        public final Path tmpdir;

        public Target(String ip, long pid, Path tmpdir) {
            if (ip == null || !IPV4.matcher(ip).matches()) {
                throw new IllegalArgumentException("not an IPv4 address: '" + ip + "'");
            }
            if (pid <= 1) {
                throw new IllegalArgumentException("not a host's process id: " + pid + " (" + ip + ")");
            }
            this.ip = ip;
            this.pid = pid;
            this.tmpdir = checkedPath(tmpdir);
        }
    }

    private final ImmutableList<Target> targets;

    public MpiLaunchAgent(List<Target> targets) {
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("a launch agent needs at least one host");
        }
        if (targets.stream().map(t -> t.ip).distinct().count() != targets.size()) {
            throw new IllegalArgumentException("a host address appears twice among the launch agent's hosts");
        }
        this.targets = ImmutableList.copyOf(targets);
    }

    public List<Target> targets() {
        return targets;
    }

    /** The agent as a POSIX shell script. */
    public String script() {
        StringBuilder sh = new StringBuilder("#!/bin/sh\n")
                .append("# Open MPI launch agent (plm_rsh_agent) of a janus-testbed run: runs the command Open MPI\n")
                .append("# gives for a host inside that Mininet host's namespaces (mnexec -a), with its own TMPDIR.\n")
                .append("host=\"$1\"\n")
                .append("shift\n")
                .append("case \"$host\" in\n");
        for (Target t : targets) {
            sh.append("  ").append(t.ip).append(") pid=").append(t.pid).append("; dir='").append(t.tmpdir)
                    .append("' ;;\n");
        }
        sh.append("  *) echo \"janus launch agent: $host is not a host of this run\" >&2; exit 1 ;;\n")
                .append("esac\n")
                .append("exec mnexec -a \"$pid\" env TMPDIR=\"$dir\" /bin/sh -c \"$*\"\n");
        return sh.toString();
    }

    /** A path that can go between single quotes in the script. */
    static Path checkedPath(Path path) {
        if (path == null || !path.isAbsolute()) {
            throw new IllegalArgumentException("not an absolute path: " + path);
        }
        if (path.toString().contains("'") || path.toString().contains("\n")) {
            throw new IllegalArgumentException("a path with a quote or a line break cannot be used: " + path);
        }
        return path;
    }
}
