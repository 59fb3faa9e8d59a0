package org.onosproject.janus.api;

import com.google.common.base.MoreObjects;
import org.onosproject.net.ConnectPoint;

import java.util.Objects;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The measured load of one directed link, from the transmit counters of its source port.
 * Immutable; every number is finite and non-negative.
 */
public final class LinkUsage {

    private final ConnectPoint src;
    private final ConnectPoint dst;
    private final double rateBytesPerSec;
    private final double capacityBytesPerSec;
    private final long sampleTimeMillis;
    private final boolean stale;

    public LinkUsage(ConnectPoint src, ConnectPoint dst, double rateBytesPerSec,
                     double capacityBytesPerSec, long sampleTimeMillis, boolean stale) {
        this.src = checkNotNull(src, "src");
        this.dst = checkNotNull(dst, "dst");
        checkArgument(Double.isFinite(rateBytesPerSec) && rateBytesPerSec >= 0,
                      "rate must be finite and >= 0: %s", rateBytesPerSec);
        checkArgument(Double.isFinite(capacityBytesPerSec) && capacityBytesPerSec > 0,
                      "capacity must be finite and > 0: %s", capacityBytesPerSec);
        this.rateBytesPerSec = rateBytesPerSec;
        this.capacityBytesPerSec = capacityBytesPerSec;
        this.sampleTimeMillis = sampleTimeMillis;
        this.stale = stale;
    }

    public ConnectPoint src() {
        return src;
    }

    public ConnectPoint dst() {
        return dst;
    }

    /** Transmit rate of the source port over the last sample interval, bytes per second. */
    public double rateBytesPerSec() {
        return rateBytesPerSec;
    }

    /** Capacity of the source port (its speed, or the configured default), bytes per second. */
    public double capacityBytesPerSec() {
        return capacityBytesPerSec;
    }

    /** rate / capacity; may exceed 1 briefly when counters and speeds disagree. */
    public double utilisation() {
        return rateBytesPerSec / capacityBytesPerSec;
    }

    /** When the sample was taken, in the Janus clock's milliseconds; 0 if never sampled. */
    public long sampleTimeMillis() {
        return sampleTimeMillis;
    }

    /** True if the last sample is older than three polling intervals (or there is none). */
    public boolean isStale() {
        return stale;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof LinkUsage)) {
            return false;
        }
        LinkUsage that = (LinkUsage) o;
        return Double.compare(rateBytesPerSec, that.rateBytesPerSec) == 0
                && Double.compare(capacityBytesPerSec, that.capacityBytesPerSec) == 0
                && sampleTimeMillis == that.sampleTimeMillis && stale == that.stale
                && src.equals(that.src) && dst.equals(that.dst);
    }

    @Override
    public int hashCode() {
        return Objects.hash(src, dst, rateBytesPerSec, capacityBytesPerSec, sampleTimeMillis, stale);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("src", src).add("dst", dst)
                .add("rate", rateBytesPerSec).add("capacity", capacityBytesPerSec)
                .add("stale", stale).toString();
    }
}
