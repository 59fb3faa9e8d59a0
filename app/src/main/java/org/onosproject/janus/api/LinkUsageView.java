package org.onosproject.janus.api;

import org.onosproject.net.Link;

import java.util.Collection;
import java.util.Optional;

/**
 * A read-only view of the link-usage graph: the utilisation of every directed infrastructure link.
 * <p>
 * What strategies see: a link with a fresh sample reports it; a stale link (no sample for three
 * polling intervals) or a link never sampled reports rate 0 and utilisation 0, i.e. unknown load
 * is not treated as evidence of load. The raw sample, stale or not, is available from
 * {@link #usage(Link)}.
 */
public interface LinkUsageView {

    /** The last sample of the link, if it has one. */
    Optional<LinkUsage> usage(Link link);

    /** Utilisation (rate / capacity) strategies should use for the link; 0 if stale or unknown. */
    double utilisation(Link link);

    /** Transmit rate in bytes/s strategies should use for the link; 0 if stale or unknown. */
    double rateBytesPerSec(Link link);

    /** Every link with a sample. */
    Collection<LinkUsage> all();

    /** Samples rejected so far (counter resets, wrap-around, missing or inconsistent values). */
    long skippedSamples();
}
