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
package org.onosproject.janus.realcluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;

/**
 * Ports the operating system says are free on loopback right now. Asking the OS, rather than using
 * fixed numbers, keeps parallel runs (other worktrees, other test modules) from colliding; all the
 * sockets are held open together so one call never hands out the same port twice.
 */
final class FreePorts {

    private FreePorts() {
    }

    static List<Integer> take(int count) {
        List<ServerSocket> held = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(NodeAddress.HOST));
                socket.setReuseAddress(true);
                held.add(socket);
            }
            List<Integer> ports = new ArrayList<>();
            held.forEach(s -> ports.add(s.getLocalPort()));
            return ports;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find free loopback ports", e);
        } finally {
            for (ServerSocket socket : held) {
                try {
                    socket.close();
                } catch (IOException e) {
                    // the port was only borrowed
                }
            }
        }
    }
}
