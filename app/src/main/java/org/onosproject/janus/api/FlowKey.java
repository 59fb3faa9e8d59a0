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
package org.onosproject.janus.api;

import com.google.common.hash.Hashing;
import org.onlab.packet.Ip4Address;

import java.nio.ByteBuffer;
import java.util.Objects;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The identity of a flow: its IPv4 5-tuple. At {@code hostPair} granularity the protocol and
 * ports are zero. Immutable.
 */
public final class FlowKey {

    private final Ip4Address srcIp;
    private final Ip4Address dstIp;
    private final byte protocol;
    private final int srcPort;
    private final int dstPort;

    private FlowKey(Ip4Address srcIp, Ip4Address dstIp, byte protocol, int srcPort, int dstPort) {
        this.srcIp = checkNotNull(srcIp, "srcIp");
        this.dstIp = checkNotNull(dstIp, "dstIp");
        checkArgument(srcPort >= 0 && srcPort <= 0xffff, "srcPort out of range: %s", srcPort);
        checkArgument(dstPort >= 0 && dstPort <= 0xffff, "dstPort out of range: %s", dstPort);
        this.protocol = protocol;
        this.srcPort = srcPort;
        this.dstPort = dstPort;
    }

    /** A key for every packet between two hosts (host-pair granularity). */
    public static FlowKey ofHostPair(Ip4Address srcIp, Ip4Address dstIp) {
        return new FlowKey(srcIp, dstIp, (byte) 0, 0, 0);
    }

    /** A key for one transport-level flow (5-tuple granularity); ports are 0 for port-less protocols. */
    public static FlowKey ofFiveTuple(Ip4Address srcIp, Ip4Address dstIp, byte protocol,
                                      int srcPort, int dstPort) {
        return new FlowKey(srcIp, dstIp, protocol, srcPort, dstPort);
    }

    public Ip4Address srcIp() {
        return srcIp;
    }

    public Ip4Address dstIp() {
        return dstIp;
    }

    /** IP protocol number, 0 at host-pair granularity. */
    public byte protocol() {
        return protocol;
    }

    public int srcPort() {
        return srcPort;
    }

    public int dstPort() {
        return dstPort;
    }

    /** True if this key names a host pair rather than a 5-tuple. */
    public boolean isHostPair() {
        return protocol == 0 && srcPort == 0 && dstPort == 0;
    }

    /**
     * A hash of the 5-tuple that is the same in every JVM and on every ONOS node (murmur3), unlike
     * {@link #hashCode()}. Never negative.
     */
    public long stableHash() {
        ByteBuffer bytes = ByteBuffer.allocate(13)
                .putInt(srcIp.toInt()).putInt(dstIp.toInt())
                .put(protocol).putShort((short) srcPort).putShort((short) dstPort);
        return Hashing.murmur3_128().hashBytes(bytes.array()).asLong() & Long.MAX_VALUE;
    }

    /**
     * Text form used in intent keys and on the CLI, e.g. {@code 10.0.0.1-10.0.0.2} or
     * {@code 10.0.0.1:5001-10.0.0.2:80/6}.
     */
    @Override
    public String toString() {
        if (isHostPair()) {
            return srcIp + "-" + dstIp;
        }
        return srcIp + ":" + srcPort + "-" + dstIp + ":" + dstPort + "/" + (protocol & 0xff);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof FlowKey)) {
            return false;
        }
        FlowKey that = (FlowKey) o;
        return protocol == that.protocol && srcPort == that.srcPort && dstPort == that.dstPort
                && srcIp.equals(that.srcIp) && dstIp.equals(that.dstIp);
    }

    @Override
    public int hashCode() {
        return Objects.hash(srcIp, dstIp, protocol, srcPort, dstPort);
    }
}
