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
