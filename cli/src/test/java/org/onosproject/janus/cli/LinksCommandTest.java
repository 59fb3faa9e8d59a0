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
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.codec.JanusCodecsContext;

import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.fail;
import static org.onosproject.janus.cli.Fixtures.cp;

/**
 * janus-links: the per-link table (measured, committed and expected load side by side) and its orders.
 */
public class LinksCommandTest {

    private static final long NOW = 100_000;
    private static final double GIGABIT = 125_000_000;

    // Every order below puts these four links in a different sequence, so a key that sorted by the
    // wrong column would be caught.
    // of:1/3 -> of:5/1: a 2 Gbit/s link, fresh, measured 60 %, two Janus flows committing 20 %, expected 70 %.
    private final LinkUsage twoFlows = new LinkUsage(cp("of:1", 3), cp("of:5", 1), 150_000_000, 2 * GIGABIT,
                                                     NOW - 1_500, false, 50_000_000, 2, 175_000_000);
    // of:2/3 -> of:5/2: busy with traffic Janus did not place (measured = expected = 90 %).
    private final LinkUsage foreign = new LinkUsage(cp("of:2", 3), cp("of:5", 2), 112_500_000, GIGABIT,
                                                    NOW - 4_000, false);
    // of:5/1 -> of:1/3: stale sample, one Janus flow just placed and charged 80 %: expected 80 %.
    private final LinkUsage justPlaced = new LinkUsage(cp("of:5", 1), cp("of:1", 3), 0, GIGABIT,
                                                       NOW - 20_000, true, 100_000_000, 1, 100_000_000);
    // of:5/3 -> of:3/1: never sampled, nothing committed.
    private final LinkUsage never = new LinkUsage(cp("of:5", 3), cp("of:3", 1), 0, GIGABIT, 0, true);

    private final List<LinkUsage> usages = ImmutableList.of(justPlaced, twoFlows, never, foreign);

    private final FakeJanusService service = new FakeJanusService(
            "luar", ImmutableList.of(), usages, ImmutableList.of(), JanusStatistics.builder().build());

    private List<String> rows(LinkSort sort) {
        return new LinkTable(service.linkUsage().all(), sort, NOW).rows();
    }

    @Test
    public void rowShowsMeasuredCommittedAndExpectedLoadSideBySide() {
        assertThat(rows(LinkSort.LINK).get(0), is(
                "src=of:1/3, dst=of:5/1, capacity=2000.00Mb/s, measured=1200.00Mb/s (60.00%), "
                        + "committed=400.00Mb/s (20.00%), flows=2, expected=1400.00Mb/s (70.00%), "
                        + "age=1.5s, stale=false"));
    }

    @Test
    public void aStaleLinkWithACommittedFlowShowsTheCommittedLoadAsExpected() {
        assertThat(rows(LinkSort.LINK).get(2), is(
                "src=of:5/1, dst=of:1/3, capacity=1000.00Mb/s, measured=0.00Mb/s (0.00%), "
                        + "committed=800.00Mb/s (80.00%), flows=1, expected=800.00Mb/s (80.00%), "
                        + "age=20.0s, stale=true"));
    }

    @Test
    public void neverSampledLinkShowsAgeNever() {
        assertThat(rows(LinkSort.LINK).get(3), is(
                "src=of:5/3, dst=of:3/1, capacity=1000.00Mb/s, measured=0.00Mb/s (0.00%), "
                        + "committed=0.00Mb/s (0.00%), flows=0, expected=0.00Mb/s (0.00%), "
                        + "age=never, stale=true"));
    }

    @Test
    public void defaultOrderIsBySourceThenDestination() {
        assertThat(sources(LinkSort.LINK), contains("of:1/3", "of:2/3", "of:5/1", "of:5/3"));
    }

    @Test
    public void rateOrderPutsTheHighestMeasuredRateFirstAndBreaksTiesByLink() {
        assertThat(sources(LinkSort.RATE), contains("of:1/3", "of:2/3", "of:5/1", "of:5/3"));
    }

    @Test
    public void utilisationOrderPutsTheMostUtilisedLinkByMeasurementFirst() {
        assertThat(sources(LinkSort.UTILISATION), contains("of:2/3", "of:1/3", "of:5/1", "of:5/3"));
    }

    @Test
    public void committedOrderPutsTheLinkWithTheMostCommittedUtilisationFirst() {
        assertThat(sources(LinkSort.COMMITTED), contains("of:5/1", "of:1/3", "of:2/3", "of:5/3"));
    }

    @Test
    public void expectedOrderPutsTheLinkStrategiesSeeAsBusiestFirst() {
        assertThat(sources(LinkSort.EXPECTED), contains("of:2/3", "of:5/1", "of:1/3", "of:5/3"));
    }

    @Test
    public void flowsOrderPutsTheLinkWithTheMostJanusFlowsFirst() {
        assertThat(sources(LinkSort.FLOWS), contains("of:1/3", "of:5/1", "of:2/3", "of:5/3"));
    }

    @Test
    public void ageOrderPutsTheOldestSampleFirst() {
        assertThat(sources(LinkSort.AGE), contains("of:5/3", "of:5/1", "of:2/3", "of:1/3"));
    }

    @Test
    public void sortKeysParseCaseInsensitivelyAndTheCompleterOffersEveryOne() {
        assertThat(LinkSort.parse("Utilisation"), is(LinkSort.UTILISATION));
        assertThat(LinkSort.parse("EXPECTED"), is(LinkSort.EXPECTED));
        assertThat(LinkSort.keys(), contains("link", "rate", "utilisation", "committed", "expected", "flows", "age"));
        assertThat(new LinkSortCompleterProbe().choices(), is(LinkSort.keys()));
    }

    @Test
    public void unknownSortKeyIsRefusedWithTheValidKeys() {
        try {
            LinkSort.parse("speed");
            fail("speed is not a sort key");
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage(), is(
                    "Unknown sort 'speed'; valid: link, rate, utilisation, committed, expected, flows, age"));
        }
    }

    private List<String> sources(LinkSort sort) {
        return JanusLinksCommand.json(service, sort, new JanusCodecsContext()).findValuesAsText("src");
    }

    /** The completer's choices, reachable from the test. */
    private static final class LinkSortCompleterProbe extends LinkSortCompleter {
        @Override
        public List<String> choices() {
            return super.choices();
        }
    }
}
