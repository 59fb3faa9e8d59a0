package org.onosproject.janus.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.LinkUsage;

import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.fail;
import static org.onosproject.janus.cli.Fixtures.cp;

/**
 * janus-links: the per-link table and its orders.
 */
public class LinksCommandTest {

    private static final long NOW = 100_000;
    private static final double GIGABIT = 125_000_000;

    // of:1 -> of:5 busy, fresh; of:2 -> of:5 quiet, older; of:5 -> of:1 stale; of:5 -> of:3 never sampled.
    private final List<LinkUsage> usages = ImmutableList.of(
            new LinkUsage(cp("of:5", 1), cp("of:1", 3), 0, GIGABIT, NOW - 20_000, true),
            new LinkUsage(cp("of:1", 3), cp("of:5", 1), 62_500_000, GIGABIT, NOW - 1_500, false),
            new LinkUsage(cp("of:5", 3), cp("of:3", 1), 0, GIGABIT, 0, true),
            new LinkUsage(cp("of:2", 3), cp("of:5", 2), 1_250_000, GIGABIT, NOW - 4_000, false));

    private final FakeJanusService service = new FakeJanusService(
            "luar", ImmutableList.of(), usages, ImmutableList.of(),
            org.onosproject.janus.api.JanusStatistics.builder().build());

    private List<String> rows(LinkSort sort) {
        return new LinkTable(service.linkUsage().all(), sort, NOW).rows();
    }

    @Test
    public void rowShowsRateCapacityUtilisationAgeAndStaleness() {
        assertThat(rows(LinkSort.LINK).get(0), is(
                "src=of:1/3, dst=of:5/1, rate=500.00Mb/s, capacity=1000.00Mb/s, utilisation=50.00%, "
                        + "age=1.5s, stale=false"));
    }

    @Test
    public void neverSampledLinkShowsAgeNever() {
        assertThat(rows(LinkSort.LINK).get(3), is(
                "src=of:5/3, dst=of:3/1, rate=0.00Mb/s, capacity=1000.00Mb/s, utilisation=0.00%, "
                        + "age=never, stale=true"));
    }

    @Test
    public void defaultOrderIsBySourceThenDestination() {
        assertThat(sources(LinkSort.LINK), contains("of:1/3", "of:2/3", "of:5/1", "of:5/3"));
    }

    @Test
    public void rateOrderPutsTheBusiestLinkFirstAndBreaksTiesByLink() {
        assertThat(sources(LinkSort.RATE), contains("of:1/3", "of:2/3", "of:5/1", "of:5/3"));
    }

    @Test
    public void utilisationOrderPutsTheMostUtilisedLinkFirst() {
        assertThat(sources(LinkSort.UTILISATION), contains("of:1/3", "of:2/3", "of:5/1", "of:5/3"));
    }

    @Test
    public void ageOrderPutsTheOldestSampleFirst() {
        assertThat(sources(LinkSort.AGE), contains("of:5/3", "of:5/1", "of:2/3", "of:1/3"));
    }

    @Test
    public void sortKeysParseCaseInsensitively() {
        assertThat(LinkSort.parse("Utilisation"), is(LinkSort.UTILISATION));
        assertThat(LinkSort.keys(), contains("link", "rate", "utilisation", "age"));
    }

    @Test
    public void unknownSortKeyIsRefusedWithTheValidKeys() {
        try {
            LinkSort.parse("speed");
            fail("speed is not a sort key");
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage(), is("Unknown sort 'speed'; valid: link, rate, utilisation, age"));
        }
    }

    @Test
    public void jsonCarriesRawNumbersAndNullAgeWhenNeverSampled() {
        ObjectMapper mapper = new ObjectMapper();
        List<LinkUsage> two = ImmutableList.of(usages.get(1), usages.get(2));

        assertThat(new LinkTable(two, LinkSort.LINK, NOW).json(mapper).toString(), is(
                "[{\"src\":\"of:1/3\",\"dst\":\"of:5/1\",\"rateBytesPerSec\":6.25E7,"
                        + "\"capacityBytesPerSec\":1.25E8,\"utilisation\":0.5,\"sampleAgeMillis\":1500,"
                        + "\"stale\":false},"
                        + "{\"src\":\"of:5/3\",\"dst\":\"of:3/1\",\"rateBytesPerSec\":0.0,"
                        + "\"capacityBytesPerSec\":1.25E8,\"utilisation\":0.0,\"sampleAgeMillis\":null,"
                        + "\"stale\":true}]"));
    }

    private List<String> sources(LinkSort sort) {
        return new LinkTable(usages, sort, NOW).json(new ObjectMapper()).findValuesAsText("src");
    }
}
