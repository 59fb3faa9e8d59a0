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
