package org.onosproject.janus.lab.net;

import org.onlab.packet.Ethernet;
import org.onlab.packet.IpPrefix;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;

/** Hand-made flow rules as ONOS's P2P compiler would install them: in port, IPv4 pair, one output. */
final class RuleTestTools {

    static final ApplicationId APP = new DefaultApplicationId(7, "org.onosproject.janus.test");

    private RuleTestTools() {
    }

    static FlowRule forward(DeviceId device, int priority, PortNumber in, Fabric fabric, int src, int dst,
                            PortNumber out) {
        return DefaultFlowRule.builder().forDevice(device).fromApp(APP).withPriority(priority).makePermanent()
                .withSelector(DefaultTrafficSelector.builder().matchInPort(in)
                                      .matchEthType(Ethernet.TYPE_IPV4)
                                      .matchIPSrc(IpPrefix.valueOf(fabric.hostIp(src), 32))
                                      .matchIPDst(IpPrefix.valueOf(fabric.hostIp(dst), 32)).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(out).build())
                .build();
    }
}
