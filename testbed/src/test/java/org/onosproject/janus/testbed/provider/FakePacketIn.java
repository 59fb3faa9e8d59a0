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

import org.onlab.packet.Ethernet;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowPacketContext;
import org.projectfloodlight.openflow.types.OFPort;

import java.util.Optional;

/** A packet-in as the controller hands it to packet listeners: an unbuffered whole frame. */
final class FakePacketIn implements OpenFlowPacketContext {

    private final Dpid dpid;
    private final int inPort;
    private final Ethernet frame;

    FakePacketIn(Dpid dpid, int inPort, Ethernet frame) {
        this.dpid = dpid;
        this.inPort = inPort;
        this.frame = frame;
    }

    @Override
    public boolean block() {
        return false;
    }

    @Override
    public boolean isHandled() {
        return false;
    }

    @Override
    public void send() {
        throw new UnsupportedOperationException("the testbed sends packet-outs itself");
    }

    @Override
    public void build(OFPort outPort) {
        throw new UnsupportedOperationException("the testbed sends packet-outs itself");
    }

    @Override
    public void build(Ethernet ethFrame, OFPort outPort) {
        throw new UnsupportedOperationException("the testbed sends packet-outs itself");
    }

    @Override
    public Ethernet parsed() {
        return frame;
    }

    @Override
    public byte[] unparsed() {
        return frame.serialize();
    }

    @Override
    public Dpid dpid() {
        return dpid;
    }

    @Override
    public Integer inPort() {
        return inPort;
    }

    @Override
    public boolean isBuffered() {
        return false;
    }

    @Override
    public Optional<Long> cookie() {
        return Optional.empty();
    }
}
