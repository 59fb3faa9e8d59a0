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

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * One Open vSwitch bridge of our own, as the testbed's switches are set up (userspace datapath,
 * OpenFlow 1.3 only, fail-mode secure: no forwarding without the controller's rules), with a
 * fixed datapath id and veth ports numbered 1..n whose far ends stay in this namespace (frames
 * are written to and read from them raw). {@link #close()} deletes exactly what was created.
 */
public final class OvsBridge implements AutoCloseable {

    private final String name;
    private final long dpid;
    private final List<String> vethPeers = new ArrayList<>();

    private OvsBridge(String name, long dpid) {
        this.name = name;
        this.dpid = dpid;
    }

    /**
     * Creates the bridge with {@code ports} veth ports, connected to the controller on
     * 127.0.0.1:{@code controllerPort}.
     *
     * @throws IllegalStateException if root, Open vSwitch (installed and running) or another tool is missing
     */
    public static OvsBridge create(long dpid, int ports, int controllerPort) {
        DataPlaneRequirements.check();
        String tag = Integer.toHexString(ThreadLocalRandom.current().nextInt(0x1000, 0xffff));
        OvsBridge bridge = new OvsBridge("jtb" + tag, dpid);
        try {
            Commands.run("ovs-vsctl", "add-br", bridge.name, "--", "set", "bridge", bridge.name,
                         "datapath_type=netdev", "protocols=OpenFlow13", "fail_mode=secure",
                         String.format("other-config:datapath-id=%016x", dpid));
            for (int port = 1; port <= ports; port++) {
                String end = "jt" + tag + "p" + port;
                String peer = "jt" + tag + "q" + port;
                Commands.run("ip", "link", "add", end, "type", "veth", "peer", "name", peer);
                bridge.vethPeers.add(peer);
                Commands.run("ip", "link", "set", end, "up");
                Commands.run("ip", "link", "set", peer, "up");
                Commands.run("ovs-vsctl", "add-port", bridge.name, end, "--", "set", "interface", end,
                             "ofport_request=" + port);
            }
            Commands.run("ovs-vsctl", "set-controller", bridge.name, "tcp:127.0.0.1:" + controllerPort);
            return bridge;
        } catch (RuntimeException e) {
            bridge.close();
            throw e;
        }
    }

    public String name() {
        return name;
    }

    public long dpid() {
        return dpid;
    }

    /** The far end of port {@code port}: a frame written there enters the switch on that port. */
    public String peerOf(int port) {
        return vethPeers.get(port - 1);
    }

    /** The bridge's flows as ovs-ofctl shows them, one per line, without the reply header. */
    public List<String> dumpFlows() {
        List<String> flows = new ArrayList<>();
        for (String line : Commands.run("ovs-ofctl", "-O", "OpenFlow13", "dump-flows", name).split("\n")) {
            if (line.contains("cookie=")) {
                flows.add(line.trim());
            }
        }
        return flows;
    }

    /**
     * A cable from port {@code port} of this bridge to port {@code otherPort} of {@code other}
     * (a veth pair, deleted with this bridge).
     */
    public void cable(int port, OvsBridge other, int otherPort) {
        String end = name + "c" + port;
        String otherEnd = other.name + "c" + otherPort;
        Commands.run("ip", "link", "add", end, "type", "veth", "peer", "name", otherEnd);
        vethPeers.add(end);
        for (String[] side : new String[][] {{name, end, String.valueOf(port)},
                {other.name, otherEnd, String.valueOf(otherPort)}}) {
            Commands.run("ip", "link", "set", side[1], "up");
            Commands.run("ovs-vsctl", "add-port", side[0], side[1], "--", "set", "interface", side[1],
                         "ofport_request=" + side[2]);
        }
    }

    @Override
    public void close() {
        Commands.tryRun("ovs-vsctl", "--if-exists", "del-br", name);
        for (String peer : vethPeers) {
            Commands.tryRun("ip", "link", "del", peer);
        }
    }
}
