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
package org.onosproject.janus.testbed.discovery;

import org.onlab.packet.Ethernet;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.packet.DefaultInboundPacket;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.DefaultPacketContext;
import org.onosproject.net.packet.PacketContext;

import java.nio.ByteBuffer;

/** Packet-ins as ONOS's packet service hands them to processors. */
final class Recorded {

    private Recorded() {
    }

    /** A packet-in of {@code frame} at {@code at}, that remembers whether a processor blocked it. */
    static PacketContext packetIn(ConnectPoint at, Ethernet frame) {
        ByteBuffer bytes = ByteBuffer.wrap(frame.serialize());
        return new DefaultPacketContext(0, new DefaultInboundPacket(at, frame, bytes),
                                        new DefaultOutboundPacket(at.deviceId(), null, bytes), false) {
            @Override
            public void send() {
            }
        };
    }
}
