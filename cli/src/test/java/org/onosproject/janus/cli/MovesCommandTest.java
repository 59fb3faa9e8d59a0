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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.codec.JanusCodecsContext;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.net.Link;

import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.onosproject.janus.cli.Fixtures.cp;
import static org.onosproject.janus.cli.Fixtures.link;

/**
 * janus-moves: the rebalancer's recent moves with the bottleneck before and after.
 */
public class MovesCommandTest {

    private static final long NOW = FakeJanusService.NOW_MILLIS;

    private static final List<Link> VIA_CORE_9 = ImmutableList.of(
            link(cp("of:1", 3), cp("of:5", 1)), link(cp("of:5", 3), cp("of:9", 1)),
            link(cp("of:9", 2), cp("of:6", 3)), link(cp("of:6", 1), cp("of:2", 3)));
    private static final List<Link> VIA_CORE_10 = ImmutableList.of(
            link(cp("of:1", 4), cp("of:7", 1)), link(cp("of:7", 3), cp("of:10", 1)),
            link(cp("of:10", 2), cp("of:8", 3)), link(cp("of:8", 1), cp("of:2", 4)));

    private final RebalanceMove first = new RebalanceMove("10.0.0.1-10.1.0.1", NOW - 65_000, VIA_CORE_9,
                                                          VIA_CORE_10, 1.5, 0.75, 62_500_000);
    private final RebalanceMove second = new RebalanceMove("10.0.0.2-10.1.0.2", NOW - 5_000, VIA_CORE_10,
                                                           VIA_CORE_9, 0.95, 0.5, 12_500_000);
    private final RebalanceMove third = new RebalanceMove("10.0.0.1-10.1.0.1", NOW - 300, VIA_CORE_10,
                                                          VIA_CORE_9, 1.2, 0.9, 25_000_000);

    private final FakeJanusService service = FakeJanusService.withStrategies("luar")
            .withMoves(ImmutableList.of(first, second, third));

    private MoveTable table(String key, int last) {
        return new MoveTable(service.recentMoves(), key, last, service.nowMillis());
    }

    @Test
    public void rowShowsTheFlowItsAgeTheBottleneckBeforeAndAfterTheRateAndBothPaths() {
        assertThat(table(null, Integer.MAX_VALUE).rows().get(0), is(
                "key=10.0.0.1-10.1.0.1, age=1m05s, bottleneck=150.00% -> 75.00%, rate=500.00Mb/s, "
                        + "from=of:1 -> of:5 -> of:9 -> of:6 -> of:2, to=of:1 -> of:7 -> of:10 -> of:8 -> of:2"));
    }

    @Test
    public void movesAreListedOldestFirstAsTheServiceKeepsThem() {
        assertThat(keysAndAges(table(null, Integer.MAX_VALUE)),
                   contains("10.0.0.1-10.1.0.1@65000", "10.0.0.2-10.1.0.2@5000", "10.0.0.1-10.1.0.1@300"));
    }

    @Test
    public void aKeyKeepsOnlyThatFlowsMovesAndLastKeepsTheNewest() {
        assertThat(keysAndAges(table("10.0.0.1-10.1.0.1", Integer.MAX_VALUE)),
                   contains("10.0.0.1-10.1.0.1@65000", "10.0.0.1-10.1.0.1@300"));
        assertThat(keysAndAges(table(null, 2)), contains("10.0.0.2-10.1.0.2@5000", "10.0.0.1-10.1.0.1@300"));
        assertThat(keysAndAges(table("10.0.0.1-10.1.0.1", 1)), contains("10.0.0.1-10.1.0.1@300"));
    }

    @Test
    public void noMovesIsSaidPlainly() {
        FakeJanusService quiet = FakeJanusService.withStrategies("luar");
        MoveTable none = new MoveTable(quiet.recentMoves(), null, Integer.MAX_VALUE, NOW);

        assertThat(none.rows(), contains("no rebalancer moves"));
        assertThat(JanusMovesCommand.json(none, quiet, new JanusCodecsContext()).toString(), is("{\"moves\":[]}"));
        assertThat(table("10.9.9.9-10.9.9.8", 5).rows(), contains("no rebalancer moves"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void lastMustBePositive() {
        table(null, 0);
    }

    private static List<String> keysAndAges(MoveTable table) {
        ImmutableList.Builder<String> out = ImmutableList.builder();
        JanusDocuments.moves(table.moves(), NOW, new JanusCodecsContext()).path("moves").forEach(
                m -> out.add(m.path("key").asText() + "@" + m.path("ageMillis").asLong()));
        return out.build();
    }
}
