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
