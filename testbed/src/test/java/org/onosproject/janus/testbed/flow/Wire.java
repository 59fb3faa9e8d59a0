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

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.projectfloodlight.openflow.exceptions.OFParseError;
import org.projectfloodlight.openflow.protocol.OFFactories;
import org.projectfloodlight.openflow.protocol.OFMessage;

/** OpenFlow messages through their wire encoding, as a switch would receive or send them. */
final class Wire {

    private Wire() {
    }

    /** {@code message} written to bytes with openflowj and parsed back from them. */
    @SuppressWarnings("unchecked")
    static <T extends OFMessage> T encodeAndDecode(T message) {
        ByteBuf bytes = Unpooled.buffer();
        try {
            message.writeTo(bytes);
            return (T) OFFactories.getGenericReader().readFrom(bytes);
        } catch (OFParseError e) {
            throw new AssertionError("openflowj cannot parse what it wrote: " + message, e);
        } finally {
            bytes.release();
        }
    }
}
