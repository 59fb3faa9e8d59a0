package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Link;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;

/**
 * GET /onos/janus/links: the link-usage graph of the real Janus link monitor.
 */
public class LinksWebResourceTest extends JanusResourceTest {

    private static final double GIGABIT_BYTES = 125_000_000.0;

    @Test
    public void everySampledLinkIsListedWithRateCapacityUtilisationAndAge() {
        Link link = janus.provision(janus.host(0, 0), janus.host(3, 0)).links().get(0);
        janus.load(ImmutableMap.of(link.src(), 50_000_000L));

        JsonNode links = json(get("links"), 200).path("links");
        JsonNode entry = find(links, link.src());

        assertThat(entry.path("dst").asText(), is(link.dst().toString()));
        assertThat(entry.path("rateBytesPerSec").asDouble(), closeTo(50_000_000.0, 1.0));
        assertThat(entry.path("capacityBytesPerSec").asDouble(), closeTo(GIGABIT_BYTES, 1.0));
        assertThat(entry.path("utilisation").asDouble(), closeTo(0.4, 1e-6));
        assertThat(entry.path("stale").asBoolean(), is(false));
        long sampled = entry.path("sampleTimeMillis").asLong();
        assertThat(entry.path("sampleAgeMillis").asLong(), is(janus.clock.nowMillis() - sampled));
    }

    @Test
    public void noLinksBeforeTheFirstSample() {
        assertThat(json(get("links"), 200).path("links").size(), is(0));
    }

    @Test
    public void sampledLinksAreListedOnceEachOrderedBySource() {
        java.util.List<Link> path = janus.provision(janus.host(0, 0), janus.host(3, 0)).links();
        janus.load(ImmutableMap.of(path.get(2).src(), 1_000L, path.get(0).src(), 2_000L));

        JsonNode links = json(get("links"), 200).path("links");

        assertThat(links.size(), is(2));
        assertThat(links.get(0).path("src").asText().compareTo(links.get(1).path("src").asText()) < 0, is(true));
    }

    @Test
    public void aLinkNotSampledForThreeIntervalsIsStale() {
        Link link = janus.provision(janus.host(0, 0), janus.host(3, 0)).links().get(0);
        janus.load(ImmutableMap.of(link.src(), 10_000_000L));
        janus.clock.advance(4 * RunningJanus.POLL_SECONDS * 1000L);

        JsonNode entry = find(json(get("links"), 200).path("links"), link.src());

        assertThat(entry.path("stale").asBoolean(), is(true));
        assertThat(entry.path("sampleAgeMillis").asLong(), greaterThan(3 * RunningJanus.POLL_SECONDS * 1000L));
    }

    private static JsonNode find(JsonNode links, ConnectPoint src) {
        for (JsonNode l : links) {
            if (l.path("src").asText().equals(src.toString())) {
                return l;
            }
        }
        throw new AssertionError("no link from " + src + " in " + links);
    }
}
