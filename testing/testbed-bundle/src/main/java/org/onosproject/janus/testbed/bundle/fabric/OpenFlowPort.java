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
package org.onosproject.janus.testbed.bundle.fabric;

import org.onosproject.janus.onoskaraf.KarafOnos;
import org.onosproject.janus.onoskaraf.OnosKarafException;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * Puts ONOS's OpenFlow controller on a run's own port. The port written to etc/ at boot is not enough:
 * once the controller registers its properties, ONOS's ComponentConfigManager applies its own values
 * (the defaults 6633 and 6653, which every run would share), and a {@code cfg set} made before that
 * registration is refused. So the port is set through ONOS's configuration until ONOS reports it and the
 * controller listens on it.
 */
public final class OpenFlowPort {

    public static final String COMPONENT = "org.onosproject.openflow.controller.impl.OpenFlowControllerImpl";
    private static final String PROPERTY = "openflowPorts";

    private OpenFlowPort() {
    }

    /**
     * Sets the controller's port and waits until it is in force.
     *
     * @throws OnosKarafException when it is not within {@code seconds}
     */
    public static void use(KarafOnos onos, int port, int seconds) {
        long deadline = System.currentTimeMillis() + seconds * 1000L;
        String last = "";
        while (System.currentTimeMillis() < deadline) {
            last = onos.shell("cfg get " + COMPONENT + " " + PROPERTY);
            if (last.contains("value=" + port + ",") && listening(port)) {
                return;
            }
            if (!last.contains("value=" + port + ",")) {
                onos.shell("cfg set " + COMPONENT + " " + PROPERTY + " " + port);
            }
            try {
                Thread.sleep(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new OnosKarafException("interrupted", e);
            }
        }
        throw new OnosKarafException("ONOS's OpenFlow controller is not on port " + port + " after " + seconds
                + " s (cfg get: " + last.trim() + "); see " + onos.logFile());
    }

    static boolean listening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
