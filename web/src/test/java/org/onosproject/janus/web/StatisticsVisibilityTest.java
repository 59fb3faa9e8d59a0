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
package org.onosproject.janus.web;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.rest.BaseResource;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.CodecService;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.StatisticsCounters;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertTrue;

/**
 * Every value JanusStatistics carries (enumerated through its groups, so a new statistic is covered
 * without touching this test) shows in the REST JSON at its own name, and the Swagger model is the one
 * written from the groups. (The GUI's Janus panel: {@code JanusPanelShowsEveryStatisticTest}; janus-stats:
 * the CLI's {@code StatsVisibilityTest}.)
 */
public class StatisticsVisibilityTest extends JanusResourceTest {

    private static final Path MODEL = Paths.get("src/main/resources/definitions/JanusStats.json");
    private static final Path FRESH_MODEL = Paths.get("target/generated-definitions/JanusStats.json");

    private final Filled filled = StatisticsCounters.filled();

    private JanusService serving(JanusStatistics stats) {
        return new ForwardingJanusService(janus.janus) {
            @Override
            public JanusStatistics statistics() {
                return stats;
            }
        };
    }

    @Test
    public void restShowsEveryValueAtItsName() {
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, serving(filled.stats()))
                .add(ComponentConfigService.class, janus.config)
                .add(CodecService.class, janus.codecs));

        JsonNode stats = json(get("stats"), 200);

        for (Counter c : filled.counters()) {
            JsonNode node = stats.path(c.name());
            if (c.field() != null) {
                node = node.path(c.field());
            }
            assertTrue(c + " in " + stats, node.isNumber());
            assertThat(c.toString(), node.numberValue().doubleValue(), is(c.value().doubleValue()));
        }
    }

    /** janus-stats -j encodes with the same codec (its test checks it), so CLI and REST JSON are identical. */
    @Test
    public void restSendsTheSharedCodecsJson() {
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, serving(filled.stats()))
                .add(ComponentConfigService.class, janus.config)
                .add(CodecService.class, janus.codecs));

        // As text: parsed back, Jackson would make ints of the longs the codec wrote.
        assertThat(json(get("stats"), 200).toString(),
                   is(new JanusStatisticsCodec().encode(filled.stats(), new MapperContext()).toString()));
    }

    @Test
    public void theSwaggerModelIsTheOneWrittenFromTheStatistics() throws IOException {
        JsonNode fresh = StatsSwaggerModel.of(MAPPER);
        JsonNode checkedIn = MAPPER.readTree(Files.readString(MODEL));
        if (!fresh.equals(checkedIn)) {
            Files.createDirectories(FRESH_MODEL.getParent());
            DefaultPrettyPrinter printer = new DefaultPrettyPrinter().withoutSpacesInObjectEntries()
                    .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE);
            Files.writeString(FRESH_MODEL, MAPPER.writer(printer).writeValueAsString(fresh) + "\n");
        }
        assertTrue("web/" + MODEL + " differs from the statistics: copy web/" + FRESH_MODEL
                           + " over it", fresh.equals(checkedIn));
    }

    @Test
    public void theSwaggerModelDefinesEveryValue() throws IOException {
        JsonNode properties = MAPPER.readTree(Files.readString(MODEL)).path("properties");
        for (Counter c : filled.counters()) {
            JsonNode defined = properties.path(c.name());
            assertTrue(c.name() + " is defined", defined.isObject());
            if (c.isLatency()) {
                assertTrue(c + " is defined", defined.path("properties").path(c.field()).isObject());
            }
        }
    }

    /** A codec context with only a mapper, as the shell command gives the codec in janus-stats -j. */
    private static final class MapperContext implements CodecContext {
        @Override
        public ObjectMapper mapper() {
            return MAPPER;
        }

        @Override
        public <T> JsonCodec<T> codec(Class<T> entityClass) {
            throw new UnsupportedOperationException(entityClass.getName());
        }

        @Override
        public <T> T getService(Class<T> serviceClass) {
            throw new UnsupportedOperationException(serviceClass.getName());
        }
    }
}
