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

import com.google.common.collect.ImmutableList;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The tools the testbed needs, each with the Debian package that brings it: Open vSwitch
 * ({@code openvswitch-switch}), Mininet for the system Python ({@code mininet}), {@code iperf3},
 * {@code ping} ({@code iputils-ping}) and {@code ethtool}; and root; for the HPCC ring also Open MPI
 * ({@code openmpi-bin}) and HPCC ({@code hpcc}), for the testbed's own ring program {@code mpicc}
 * ({@code libopenmpi-dev}). {@link #missing()} names what is not
 * there; {@link #install(List)} runs apt-get for the packages (root only).
 */
public final class Requirements {

    /** A command's exit code (127 when it cannot be run). */
    public interface Runner extends Function<List<String>, Integer> {
    }

    /** One missing requirement: what, and the package that brings it (empty when none does). */
    public static final class Missing {
        public final String what;
        public final String pkg;

        public Missing(String what, String pkg) {
            this.what = what;
            this.pkg = pkg;
        }

        @Override
        public String toString() {
            return pkg.isEmpty() ? what : what + " (package " + pkg + ")";
        }
    }

    private final Runner runner;

    public Requirements(Runner runner) {
        this.runner = runner;
    }

    /** Requirements checked by running the real commands. */
    public static Requirements onThisMachine() {
        return new Requirements(Requirements::exitCode);
    }

    public boolean isRoot() {
        return run("/bin/sh", "-c", "test \"$(id -u)\" = 0") == 0;
    }

    /** What is missing, in a fixed order; root is named first when missing. */
    public List<Missing> missing() {
        List<Missing> missing = new ArrayList<>();
        if (!isRoot()) {
            missing.add(new Missing("root (Mininet creates namespaces, veths and Open vSwitch bridges)", ""));
        }
        if (run("ovs-vsctl", "--version") != 0 || run("ovs-ofctl", "--version") != 0) {
            missing.add(new Missing("Open vSwitch (ovs-vsctl, ovs-ofctl)", "openvswitch-switch"));
        }
        if (run("/usr/bin/python3", "-c", "import mininet.net") != 0 || run("mnexec", "-h") == 127) {
            missing.add(new Missing("Mininet for /usr/bin/python3 (and mnexec)", "mininet"));
        }
        if (run("iperf3", "--version") != 0) {
            missing.add(new Missing("iperf3", "iperf3"));
        }
        if (run("ping", "-V") != 0) {
            missing.add(new Missing("ping", "iputils-ping"));
        }
        if (run("ethtool", "--version") != 0) {
            missing.add(new Missing("ethtool", "ethtool"));
        }
        return missing;
    }

    /**
     * What is missing for {@code scenarios}: {@link #missing()}, and Open MPI with HPCC for {@code hpcc-ring},
     * with its compiler for {@code mpi-ring}.
     */
    public List<Missing> missing(List<String> scenarios) {
        List<Missing> missing = new ArrayList<>(missing());
        boolean hpcc = scenarios.contains(HpccRingScenario.NAME);
        boolean own = scenarios.contains(HpccRingScenario.OWN_NAME);
        if ((hpcc || own) && run("mpirun", "--version") != 0) {
            missing.add(new Missing("Open MPI (mpirun)", "openmpi-bin"));
        }
        if (hpcc && run("which", "hpcc") != 0) {
            missing.add(new Missing("HPCC (hpcc)", "hpcc"));
        }
        if (own && run("mpicc", "--version") != 0) {
            missing.add(new Missing("Open MPI's compiler and headers (mpicc)", "libopenmpi-dev"));
        }
        return missing;
    }

    /** Whether an installed Open vSwitch answers. */
    public boolean openVSwitchRunning() {
        return run("ovs-vsctl", "--timeout=5", "show") == 0;
    }

    /** Starts Open vSwitch (root); true when it then answers. */
    public boolean startOpenVSwitch() {
        run("/usr/share/openvswitch/scripts/ovs-ctl", "start", "--system-id=random");
        return openVSwitchRunning();
    }

    /** The packages that bring {@code missing}, without duplicates. */
    public static List<String> packages(List<Missing> missing) {
        Set<String> packages = new LinkedHashSet<>();
        missing.stream().filter(m -> !m.pkg.isEmpty()).forEach(m -> packages.add(m.pkg));
        return ImmutableList.copyOf(packages);
    }

    /** {@code apt-get install} of the packages (after {@code apt-get update}); true when it succeeded. */
    public boolean install(List<String> packages) {
        if (packages.isEmpty()) {
            return true;
        }
        List<String> install = new ArrayList<>(List.of("env", "DEBIAN_FRONTEND=noninteractive", "apt-get",
                                                       "install", "-y", "-q", "--no-install-recommends"));
        install.addAll(packages);
        if (runner.apply(install) == 0) {
            return true;
        }
        run("apt-get", "update", "-q");
        return runner.apply(install) == 0;
    }

    private int run(String... command) {
        return runner.apply(List.of(command));
    }

    private static Integer exitCode(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(600, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return 124;
            }
            return process.exitValue();
        } catch (IOException e) {
            return 127;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }
}
