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
package org.onosproject.janus.testbed.ovs;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

/**
 * What the tests on real Open vSwitch bridges need from this machine: root (bridges, veths and
 * packet sockets), iproute2, the system's Python 3 (raw frames), and Open vSwitch installed and
 * running. {@link #check()} names everything that is missing, with the way to get it; the tests
 * then fail with that message (they are never skipped). {@code .ci/run} installs and starts it.
 */
public final class DataPlaneRequirements {

    private static final String INSTALL = "apt-get install -y --no-install-recommends ";

    private DataPlaneRequirements() {
    }

    /** @throws IllegalStateException naming every missing requirement */
    public static void check() {
        List<String> missing = new ArrayList<>();
        Commands.Result id = Commands.tryRun("id", "-u");
        if (id.exitCode != 0 || !id.output.trim().equals("0")) {
            missing.add("root (the tests create OVS bridges, veth pairs and packet sockets; running as uid "
                                + id.output.trim() + ")");
        }
        if (Commands.tryRun("ip", "-V").exitCode != 0) {
            missing.add("iproute2 (" + INSTALL + "iproute2)");
        }
        if (!new File(RawFrames.PYTHON).canExecute()) {
            missing.add(RawFrames.PYTHON + " (" + INSTALL + "python3)");
        }
        if (Commands.tryRun("ovs-vsctl", "--version").exitCode != 0) {
            missing.add("Open vSwitch (" + INSTALL + "openvswitch-switch)");
        } else if (Commands.tryRun("ovs-vsctl", "--timeout=5", "show").exitCode != 0) {
            missing.add("a running Open vSwitch (/usr/share/openvswitch/scripts/ovs-ctl start --system-id=random)");
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("the Open vSwitch tests cannot run here; missing: "
                                                    + String.join("; ", missing));
        }
    }
}
