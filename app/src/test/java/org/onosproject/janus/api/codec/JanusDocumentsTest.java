package org.onosproject.janus.api.codec;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.Test;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.fail;
import static org.onosproject.janus.api.codec.JsonFixture.NOW_MILLIS;

/**
 * The JSON documents of the REST API and the CLI's {@code -j}, built from the fixture's state with the
 * codecs Janus registers.
 */
public class JanusDocumentsTest {

    private final CodecContext context = new JanusCodecsContext();

    @Test
    public void strategiesNameTheActiveOneAndEncodeEachAvailableOne() {
        assertThat(JanusDocuments.strategies(JsonFixture.ACTIVE, JsonFixture.STRATEGIES, context).toString(),
                   is(JsonFixture.STRATEGY_JSON));
    }

    @Test
    public void linksKeepTheGivenOrderAndAddTheSampleAgeOrNullIfNeverSampled() {
        assertThat(JanusDocuments.links(JsonFixture.LINKS, NOW_MILLIS, context).toString(),
                   is(JsonFixture.LINKS_JSON));
    }

    @Test
    public void pathsAreOrderedByKeyWithTheirAgeAndIdleTime() {
        assertThat(JanusDocuments.paths(JsonFixture.PATHS, NOW_MILLIS, context).toString(),
                   is(JsonFixture.PATHS_JSON));
    }

    @Test
    public void onePathIsTheSameObjectAsInTheList() {
        assertThat(JanusDocuments.path(JsonFixture.PATHS.get(1), NOW_MILLIS, context).toString(),
                   is(JsonFixture.PATH_JSON));
    }

    @Test
    public void movesKeepTheServicesOrderWithTheirAge() {
        assertThat(JanusDocuments.moves(JsonFixture.MOVES, NOW_MILLIS, context).toString(),
                   is(JsonFixture.MOVES_JSON));
    }

    @Test
    public void statisticsAreTheStatisticsCodecs() {
        assertThat(JanusDocuments.statistics(JsonFixture.STATISTICS, context),
                   is(new JanusStatisticsCodec().encode(JsonFixture.STATISTICS, context)));
    }

    @Test
    public void anAgeIsNeverNegative() {
        assertThat(JanusDocuments.path(JsonFixture.PATHS.get(1), 0, context).path("ageMillis").asLong(), is(0L));
    }

    @Test
    public void aContextWithoutJanusCodecsIsToldSo() {
        CodecContext bare = new CodecContext() {
            @Override
            public ObjectMapper mapper() {
                return context.mapper();
            }

            @Override
            public <T> JsonCodec<T> codec(Class<T> entityClass) {
                return null;
            }

            @Override
            public <T> T getService(Class<T> serviceClass) {
                return null;
            }
        };
        try {
            JanusDocuments.moves(JsonFixture.MOVES, NOW_MILLIS, bare);
            fail("encoded without a codec");
        } catch (NullPointerException e) {
            assertThat(e.getMessage(), containsString("RebalanceMove"));
        }
    }
}
