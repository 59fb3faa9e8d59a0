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
package org.onosproject.janus.cli;

import org.junit.Test;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.codec.JanusCodecsContext;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;
import org.onosproject.janus.api.codec.JsonFixture;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * Every command's {@code -j} prints the JSON the REST API sends for the same state: both are compared
 * with the same fixture texts (the REST side in the web bundle's {@code RestJsonTest}).
 */
public class JsonIsTheRestApisTest {

    private final JanusService janus = JsonFixture.service();
    private final CodecContext shell = new JanusCodecsContext();

    @Test
    public void strategyJsonIsGetStrategy() {
        assertThat(StrategyView.of(janus).json(shell).toString(), is(JsonFixture.STRATEGY_JSON));
    }

    @Test
    public void linksJsonInTheDefaultOrderIsGetLinks() {
        assertThat(JanusLinksCommand.json(janus, LinkSort.parse(new JanusLinksCommand().sort), shell).toString(),
                   is(JsonFixture.LINKS_JSON));
    }

    @Test
    public void pathsJsonIsGetPaths() {
        assertThat(JanusPathsCommand.json(janus, shell).toString(), is(JsonFixture.PATHS_JSON));
    }

    @Test
    public void onePathsJsonIsGetPathsKey() {
        assertThat(JanusPathsCommand.json(janus.path("10.0.0.1-10.0.0.2").orElseThrow(), janus, shell).toString(),
                   is(JsonFixture.PATH_JSON));
    }

    @Test
    public void movesJsonWithoutKeyOrLimitIsGetMoves() {
        MoveTable all = new MoveTable(janus.recentMoves(), null, new JanusMovesCommand().last, janus.nowMillis());
        assertThat(JanusMovesCommand.json(all, janus, shell).toString(), is(JsonFixture.MOVES_JSON));
    }

    @Test
    public void statsJsonIsGetStatsByTheStatisticsCodec() {
        assertThat(new StatsView(janus.statistics()).json(shell),
                   is(new JanusStatisticsCodec().encode(JsonFixture.STATISTICS, shell)));
    }
}
