package org.onosproject.janus.lab.workload;

/**
 * A flow an open-loop workload starts at a fixed time whatever the routing: its hosts (the topology's
 * host indices), bytes, start (ms after the workload's start) and whether it first waits one control
 * delay for its path (a host pair's first flow does; a later flow of the pair may find the path in place).
 */
public final class PlannedFlow {
    private final int src;
    private final int dst;
    private final long bytes;
    private final long startMillis;
    private final boolean waitsForPath;

    public PlannedFlow(int src, int dst, long bytes, long startMillis, boolean waitsForPath) {
        if (src < 0 || dst < 0) {
            throw new IllegalArgumentException("hosts must be >= 0: " + src + " -> " + dst);
        }
        if (bytes < 0 || startMillis < 0) {
            throw new IllegalArgumentException("bytes and start must be >= 0: " + bytes + ", " + startMillis);
        }
        this.src = src;
        this.dst = dst;
        this.bytes = bytes;
        this.startMillis = startMillis;
        this.waitsForPath = waitsForPath;
    }

    public int src() {
        return src;
    }

    public int dst() {
        return dst;
    }

    public long bytes() {
        return bytes;
    }

    public long startMillis() {
        return startMillis;
    }

    public boolean waitsForPath() {
        return waitsForPath;
    }
}
