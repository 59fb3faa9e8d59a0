package org.onosproject.janus.testing;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link LinkUsageView} backed by a map, filled by the test: the edge where the real link monitor
 * would sit. Stale and unknown links read as idle, as the API promises.
 * <p>
 * The map is keyed by {@link LinkEnds}, not by {@link Link}: ONOS's link hash is linear in the
 * device-id string hashes, and a fat-tree's regular ids make thousands of links collide, which made
 * each look-up cost several deep {@code equals} calls, and {@code ConnectPoint.equals} goes down
 * to {@code URI.equals}, which is slow even for a hit (together: most of a luar selection at k=48).
 * A real usage store keyed by {@code Link} or {@code LinkKey} has the same problem.
 */
public final class MapLinkUsageView implements LinkUsageView {

    /** 1 Gbit/s in bytes per second, the capacity {@link #setUtilisation} assumes. */
    public static final double GIGABIT = 125_000_000d;

    private final Map<LinkEnds, LinkUsage> samples = new HashMap<>();

    /** Records a fresh sample of the link. */
    public MapLinkUsageView set(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        samples.put(new LinkEnds(link), new LinkUsage(link.src(), link.dst(), rateBytesPerSec, capacityBytesPerSec,
                                        1, false));
        return this;
    }

    /** Records a fresh sample of a 1 Gbit/s link at the given utilisation. */
    public MapLinkUsageView setUtilisation(Link link, double utilisation) {
        return set(link, utilisation * GIGABIT, GIGABIT);
    }

    /** Records a stale sample of the link. */
    public MapLinkUsageView setStale(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        samples.put(new LinkEnds(link), new LinkUsage(link.src(), link.dst(), rateBytesPerSec, capacityBytesPerSec,
                                        1, true));
        return this;
    }

    @Override
    public Optional<LinkUsage> usage(Link link) {
        return Optional.ofNullable(samples.get(new LinkEnds(link)));
    }

    @Override
    public double utilisation(Link link) {
        LinkUsage usage = samples.get(new LinkEnds(link));
        return usage == null || usage.isStale() ? 0 : usage.utilisation();
    }

    @Override
    public double rateBytesPerSec(Link link) {
        LinkUsage usage = samples.get(new LinkEnds(link));
        return usage == null || usage.isStale() ? 0 : usage.rateBytesPerSec();
    }

    @Override
    public Collection<LinkUsage> all() {
        return ImmutableList.copyOf(samples.values());
    }

    @Override
    public long skippedSamples() {
        return 0;
    }

    /** A link's two connect points with a well-mixed hash. */
    private static final class LinkEnds {
        private final Link link;
        private final int hash;

        LinkEnds(Link link) {
            this.link = link;
            long bits = link.src().deviceId().hashCode() * 0x9E3779B97F4A7C15L
                    + link.src().port().toLong() * 0xC2B2AE3D27D4EB4FL
                    + link.dst().deviceId().hashCode() * 0x165667B19E3779F9L
                    + link.dst().port().toLong();
            bits = (bits ^ (bits >>> 33)) * 0xFF51AFD7ED558CCDL;
            this.hash = (int) (bits ^ (bits >>> 33));
        }

        @Override
        public int hashCode() {
            return hash;
        }

        // Identity first: ConnectPoint equality goes down to URI.equals, which is slow.
        @Override
        public boolean equals(Object o) {
            if (!(o instanceof LinkEnds)) {
                return false;
            }
            Link other = ((LinkEnds) o).link;
            return link == other || hash == ((LinkEnds) o).hash
                    && link.src().equals(other.src()) && link.dst().equals(other.dst());
        }
    }
}
