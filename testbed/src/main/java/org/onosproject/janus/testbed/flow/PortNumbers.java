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
package org.onosproject.janus.testbed.flow;

import org.onosproject.net.PortNumber;
import org.projectfloodlight.openflow.types.OFPort;

/**
 * Port numbers between ONOS and OpenFlow. ONOS keeps the reserved ports (CONTROLLER, FLOOD, ...)
 * as negative longs (CONTROLLER is -3) and OpenFlow as unsigned 32-bit values (0xfffffffd): the
 * conversion is the 32-bit two's complement both ways, as in ONOS's own provider.
 */
public final class PortNumbers {

    private PortNumbers() {
    }

    /** The OpenFlow port of an ONOS port number. */
    public static OFPort toOpenFlow(PortNumber port) {
        return OFPort.of((int) port.toLong());
    }

    /** The ONOS port number of an OpenFlow port (a reserved port becomes ONOS's reserved number). */
    public static PortNumber toOnos(OFPort port) {
        return PortNumber.portNumber(port.getPortNumber());
    }
}
