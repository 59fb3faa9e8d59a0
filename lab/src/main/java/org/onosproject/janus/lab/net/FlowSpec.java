package org.onosproject.janus.lab.net;

import static com.google.common.base.Preconditions.checkArgument;

/** What to send: endpoints by host index, size, and transport ports (0 when irrelevant). Immutable. */
public final class FlowSpec {

    private final int srcHost;
    private final int dstHost;
    private final long bytes;
    private final int srcPort;
    private final int dstPort;
    private final String tag;

    public FlowSpec(int srcHost, int dstHost, long bytes, int srcPort, int dstPort, String tag) {
        checkArgument(bytes > 0, "bytes must be > 0: %s", bytes);
        checkArgument(srcHost != dstHost, "a flow needs two different hosts: %s", srcHost);
        this.srcHost = srcHost;
        this.dstHost = dstHost;
        this.bytes = bytes;
        this.srcPort = srcPort;
        this.dstPort = dstPort;
        this.tag = tag;
    }

    public int srcHost() {
        return srcHost;
    }

    public int dstHost() {
        return dstHost;
    }

    public long bytes() {
        return bytes;
    }

    public int srcPort() {
        return srcPort;
    }

    public int dstPort() {
        return dstPort;
    }

    /** Free text for reports, e.g. {@code mpi:LU} or {@code bg:elephant}. */
    public String tag() {
        return tag;
    }
}
