package org.onosproject.janus.impl.monitor;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The link-usage graph strategies see: per directed link, the <em>expected</em> load
 * <pre>
 *   expected = committed + max(0, measured - committedMeasured)
 * </pre>
 * where {@code measured} is the fresh port rate (0 if stale or unknown), {@code committed} the summed
 * charges of the Janus flows placed on the link ({@link CommittedLoad}), and {@code committedMeasured}
 * the part of those charges that are the flows' own measured rates. That part is already inside the
 * port rate, so it is taken out of it and counted once, as a charge; what remains of the port rate is
 * traffic Janus did not place. A flow still charged its placement estimate is not yet subtracted: for
 * up to one statistics interval, the part of it the port sample already saw counts twice (erring
 * towards "busy", never towards "free").
 * <p>
 * Charges leave with their flows (withdrawn, purged, moved, or rerouted off a dead link), so a link's
 * expected load never keeps a flow that is gone.
 */
public final class ExpectedUsage implements LinkUsageView {

    private final LinkUsageMonitor measured;
    private final CommittedLoad committed;

    public ExpectedUsage(LinkUsageMonitor measured, CommittedLoad committed) {
        this.measured = checkNotNull(measured, "measured");
        this.committed = checkNotNull(committed, "committed");
    }

    @Override
    public Optional<LinkUsage> usage(Link link) {
        LinkEnds key = LinkEnds.of(checkNotNull(link, "link"));
        LinkUsage sample = measured.rawSample(key);
        CommittedLoad.LinkLoad load = committed.of(key);
        if (sample == null && load.flows() == 0) {
            return Optional.empty();
        }
        return Optional.of(describe(key, sample, load));
    }

    @Override
    public double utilisation(Link link) {
        return utilisation(LinkEnds.of(checkNotNull(link, "link")));
    }

    /** Expected utilisation of the link with these ends. */
    public double utilisation(LinkEnds key) {
        LinkUsage sample = measured.freshSample(key);
        CommittedLoad.LinkLoad load = committed.of(key);
        double rate = expectedRate(sample, load);
        if (rate == 0) {
            return 0;
        }
        return rate / (sample != null ? sample.capacityBytesPerSec() : measured.capacityBytesPerSec(key));
    }

    @Override
    public double rateBytesPerSec(Link link) {
        LinkEnds key = LinkEnds.of(checkNotNull(link, "link"));
        return expectedRate(measured.freshSample(key), committed.of(key));
    }

    @Override
    public double measuredUtilisation(Link link) {
        return measured.utilisation(link);
    }

    @Override
    public double measuredRateBytesPerSec(Link link) {
        return measured.rateBytesPerSec(link);
    }

    @Override
    public double committedRateBytesPerSec(Link link) {
        return committed.of(link).rateBytesPerSec();
    }

    @Override
    public Collection<LinkUsage> all() {
        Set<LinkEnds> links = new HashSet<>(measured.sampledLinks());
        links.addAll(committed.all().keySet());
        ImmutableList.Builder<LinkUsage> all = ImmutableList.builder();
        for (LinkEnds key : links) {
            LinkUsage sample = measured.rawSample(key);
            CommittedLoad.LinkLoad load = committed.of(key);
            if (sample != null || load.flows() > 0) {
                all.add(describe(key, sample, load));
            }
        }
        return all.build();
    }

    @Override
    public long skippedSamples() {
        return measured.skippedSamples();
    }

    /** Capacity of the link in bytes/s (its source port's speed, or the default capacity). */
    public double capacityBytesPerSec(Link link) {
        return measured.capacityBytesPerSec(link);
    }

    /** The committed load alone. */
    public CommittedLoad committed() {
        return committed;
    }

    private LinkUsage describe(LinkEnds key, LinkUsage raw, CommittedLoad.LinkLoad load) {
        LinkUsage sample = raw == null ? null : measured.withStalenessNow(raw);
        LinkUsage fresh = sample == null || sample.isStale() ? null : sample;
        double capacity = sample != null ? sample.capacityBytesPerSec() : measured.capacityBytesPerSec(key);
        return new LinkUsage(key.src(), key.dst(), sample == null ? 0 : sample.rateBytesPerSec(), capacity,
                             sample == null ? 0 : sample.sampleTimeMillis(), sample == null || sample.isStale(),
                             load.rateBytesPerSec(), load.flows(), expectedRate(fresh, load));
    }

    private static double expectedRate(LinkUsage freshSample, CommittedLoad.LinkLoad load) {
        double measuredRate = freshSample == null ? 0 : freshSample.rateBytesPerSec();
        return load.rateBytesPerSec() + Math.max(0, measuredRate - load.measuredBytesPerSec());
    }
}
