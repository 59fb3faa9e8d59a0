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
package org.onosproject.janus.testbed.provider;

import org.onosproject.janus.testbed.flow.InstructionTranslator;
import org.onosproject.janus.testbed.flow.PortNumbers;
import org.onosproject.net.packet.DefaultPacketContext;
import org.onosproject.net.packet.InboundPacket;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.openflow.controller.OpenFlowSwitch;
import org.projectfloodlight.openflow.protocol.OFPacketOut;
import org.projectfloodlight.openflow.types.OFBufferId;

/**
 * A packet-in from an OpenFlow switch as ONOS's packet processors see it. When a processor sends
 * it on, the frame goes back to the switch it came from as one packet-out with every output of
 * the treatment, with the port it arrived on as in-port (so FLOOD and ALL leave that port out).
 */
final class SwitchPacketContext extends DefaultPacketContext {

    private final OpenFlowSwitch sw;

    SwitchPacketContext(long time, InboundPacket in, OutboundPacket out, OpenFlowSwitch sw) {
        super(time, in, out, false);
        this.sw = sw;
    }

    @Override
    public void send() {
        if (block()) {
            return;
        }
        OFPacketOut packetOut = sw.factory().buildPacketOut()
                .setBufferId(OFBufferId.NO_BUFFER)
                .setInPort(PortNumbers.toOpenFlow(inPacket().receivedFrom().port()))
                .setActions(new InstructionTranslator(sw.factory()).toActions(treatmentBuilder().build().immediate()))
                .setData(outPacket().data().array())
                .build();
        sw.sendMsg(packetOut);
    }
}
