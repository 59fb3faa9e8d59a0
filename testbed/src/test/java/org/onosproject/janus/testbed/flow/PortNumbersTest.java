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

import org.junit.Test;
import org.onosproject.net.PortNumber;
import org.projectfloodlight.openflow.types.OFPort;

import static org.junit.Assert.assertEquals;

public class PortNumbersTest {

    @Test
    public void aPhysicalPortKeepsItsNumber() {
        assertEquals(OFPort.of(48), PortNumbers.toOpenFlow(PortNumber.portNumber(48)));
        assertEquals(PortNumber.portNumber(48), PortNumbers.toOnos(OFPort.of(48)));
    }

    @Test
    public void reservedPortsMapToEachOther() {
        PortNumber[] onos = {PortNumber.CONTROLLER, PortNumber.FLOOD, PortNumber.ALL, PortNumber.IN_PORT,
                PortNumber.LOCAL, PortNumber.NORMAL, PortNumber.TABLE, PortNumber.ANY};
        OFPort[] openFlow = {OFPort.CONTROLLER, OFPort.FLOOD, OFPort.ALL, OFPort.IN_PORT,
                OFPort.LOCAL, OFPort.NORMAL, OFPort.TABLE, OFPort.ANY};
        for (int i = 0; i < onos.length; i++) {
            assertEquals(onos[i].toString(), openFlow[i], PortNumbers.toOpenFlow(onos[i]));
            assertEquals(openFlow[i].toString(), onos[i], PortNumbers.toOnos(openFlow[i]));
        }
    }
}
