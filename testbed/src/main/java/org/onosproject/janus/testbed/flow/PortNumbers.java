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
