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
package org.onosproject.janus.onoskaraf;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The TCP ports one run of Karaf listens on, all on 127.0.0.1: ONOS's REST/GUI (Jetty), Karaf's ssh
 * shell, Karaf's JMX RMI registry and server, ONOS's cluster messaging (Atomix) and ONOS's OpenFlow
 * controller (used only when a boot feature starts it). Chosen free by {@link #pickFree()}, so runs in
 * parallel do not collide.
 */
public final class KarafOnosPorts {

    private final int http;
    private final int ssh;
    private final int rmiRegistry;
    private final int rmiServer;
    private final int cluster;
    private final int openflow;

    public KarafOnosPorts(int http, int ssh, int rmiRegistry, int rmiServer, int cluster, int openflow) {
        this.http = http;
        this.ssh = ssh;
        this.rmiRegistry = rmiRegistry;
        this.rmiServer = rmiServer;
        this.cluster = cluster;
        this.openflow = openflow;
    }

    /**
     * Six distinct ports that are free now (the kernel's choice, held open together while choosing).
     *
     * @return the ports
     */
    public static KarafOnosPorts pickFree() {
        List<ServerSocket> held = new ArrayList<>();
        try {
            List<Integer> ports = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                ServerSocket socket = new ServerSocket();
                held.add(socket);
                socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                ports.add(socket.getLocalPort());
            }
            return new KarafOnosPorts(ports.get(0), ports.get(1), ports.get(2), ports.get(3), ports.get(4),
                    ports.get(5));
        } catch (IOException e) {
            throw new OnosKarafException("cannot find free TCP ports on 127.0.0.1: " + e.getMessage(), e);
        } finally {
            for (ServerSocket socket : held) {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // closing a listening socket nobody connected to
                }
            }
        }
    }

    /**
     * Fails, naming the port and its use, when any of these ports is taken.
     *
     * @throws OnosKarafException for the first port in use
     */
    public void requireFree() {
        requireFree(http, "the REST/http port");
        requireFree(ssh, "the Karaf ssh port");
        requireFree(rmiRegistry, "the RMI registry port");
        requireFree(rmiServer, "the RMI server port");
        requireFree(cluster, "the ONOS cluster port");
        requireFree(openflow, "the OpenFlow port");
    }

    private static void requireFree(int port, String what) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        } catch (IOException e) {
            throw new OnosKarafException("Port " + port + " (" + what + ") is in use on 127.0.0.1: "
                    + e.getMessage());
        }
    }

    public int http() {
        return http;
    }

    public int ssh() {
        return ssh;
    }

    public int rmiRegistry() {
        return rmiRegistry;
    }

    public int rmiServer() {
        return rmiServer;
    }

    public int cluster() {
        return cluster;
    }

    public int openflow() {
        return openflow;
    }

    /**
     * The same ports with another REST/http port.
     *
     * @param port the http port
     * @return new ports
     */
    public KarafOnosPorts withHttp(int port) {
        return new KarafOnosPorts(port, ssh, rmiRegistry, rmiServer, cluster, openflow);
    }

    /**
     * The same ports with another ssh port.
     *
     * @param port the ssh port
     * @return new ports
     */
    public KarafOnosPorts withSsh(int port) {
        return new KarafOnosPorts(http, port, rmiRegistry, rmiServer, cluster, openflow);
    }

    /**
     * The same ports with another OpenFlow port.
     *
     * @param port the OpenFlow port
     * @return new ports
     */
    public KarafOnosPorts withOpenflow(int port) {
        return new KarafOnosPorts(http, ssh, rmiRegistry, rmiServer, cluster, port);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof KarafOnosPorts)) {
            return false;
        }
        KarafOnosPorts other = (KarafOnosPorts) o;
        return http == other.http && ssh == other.ssh && rmiRegistry == other.rmiRegistry
                && rmiServer == other.rmiServer && cluster == other.cluster && openflow == other.openflow;
    }

    @Override
    public int hashCode() {
        return Objects.hash(http, ssh, rmiRegistry, rmiServer, cluster, openflow);
    }

    @Override
    public String toString() {
        return "http " + http + ", ssh " + ssh + ", rmi " + rmiRegistry + "/" + rmiServer + ", cluster "
                + cluster + ", openflow " + openflow;
    }
}
