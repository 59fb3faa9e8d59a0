/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
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
