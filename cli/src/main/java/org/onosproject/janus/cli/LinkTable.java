package org.onosproject.janus.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.LinkUsage;

import java.util.Collection;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The per-link table of {@code janus-links}: one row per directed link with its capacity, its three
 * loads side by side (measured from the port counters, committed by the Janus flows placed on it, and
 * expected: what load-aware strategies see), each as a rate and a utilisation, the committed flow count,
 * the sample age and staleness, in the chosen order.
 */
final class LinkTable {

    private static final String FMT =
            "src=%s, dst=%s, capacity=%s, measured=%s (%s), committed=%s (%s), flows=%d, expected=%s (%s), "
                    + "age=%s, stale=%s";
    private static final String NEVER = "never";

    private final List<LinkUsage> links;
    private final long nowMillis;

    /**
     * @param usages    the samples to show
     * @param sort      their order
     * @param nowMillis the current time in the Janus clock, for sample ages
     */
    LinkTable(Collection<LinkUsage> usages, LinkSort sort, long nowMillis) {
        this.links = ImmutableList.sortedCopyOf(checkNotNull(sort).comparator(), usages);
        this.nowMillis = nowMillis;
    }

    List<String> rows() {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        for (LinkUsage u : links) {
            rows.add(String.format(FMT, u.src(), u.dst(), Rates.megabits(u.capacityBytesPerSec()),
                                   Rates.megabits(u.rateBytesPerSec()), Rates.percent(u.utilisation()),
                                   Rates.megabits(u.committedRateBytesPerSec()),
                                   Rates.percent(u.committedUtilisation()), u.committedFlows(),
                                   Rates.megabits(u.expectedRateBytesPerSec()),
                                   Rates.percent(u.expectedUtilisation()),
                                   sampled(u) ? Durations.text(ageMillis(u)) : NEVER, u.isStale()));
        }
        return rows.build();
    }

    /**
     * An array of links; raw numbers in bytes/s, fractions, and milliseconds (null if never sampled).
     * {@code rateBytesPerSec} and {@code utilisation} are the measured load.
     */
    ArrayNode json(ObjectMapper mapper) {
        ArrayNode array = mapper.createArrayNode();
        for (LinkUsage u : links) {
            ObjectNode node = array.addObject()
                    .put("src", u.src().toString())
                    .put("dst", u.dst().toString())
                    .put("rateBytesPerSec", u.rateBytesPerSec())
                    .put("capacityBytesPerSec", u.capacityBytesPerSec())
                    .put("utilisation", u.utilisation())
                    .put("committedRateBytesPerSec", u.committedRateBytesPerSec())
                    .put("committedUtilisation", u.committedUtilisation())
                    .put("committedFlows", u.committedFlows())
                    .put("expectedRateBytesPerSec", u.expectedRateBytesPerSec())
                    .put("expectedUtilisation", u.expectedUtilisation());
            if (sampled(u)) {
                node.put("sampleAgeMillis", ageMillis(u));
            } else {
                node.putNull("sampleAgeMillis");
            }
            node.put("stale", u.isStale());
        }
        return array;
    }

    private static boolean sampled(LinkUsage u) {
        return u.sampleTimeMillis() > 0;
    }

    private long ageMillis(LinkUsage u) {
        return Durations.elapsed(nowMillis, u.sampleTimeMillis());
    }
}
