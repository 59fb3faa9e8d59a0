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
package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Optional;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

public class InMemoryReservationTableTest {

    private final KFourFabric fabric = new KFourFabric();
    private final ReservationTable table = new InMemoryReservationTable();
    private final FlowKey a = fabric.tcp(1001);
    private final FlowKey b = fabric.tcp(1002);
    private final List<Link> first = fabric.interPod.path(0);
    private final List<Link> last = fabric.interPod.path(3);

    @Test
    public void aPathIsFreeUntilReserved() {
        assertThat(table.holders(first), is(0));
        table.reserve(a, first);
        assertThat(table.holders(first), is(1));
        assertThat(table.reservationOf(a), is(Optional.of(first)));
    }

    @Test
    public void severalFlowsMayHoldOnePath() {
        table.reserve(a, first);
        table.reserve(b, first);
        assertThat(table.holders(first), is(2));
        assertThat(table.size(), is(2));
    }

    @Test
    public void reservingAgainMovesTheFlow() {
        table.reserve(a, first);
        table.reserve(a, last);
        assertThat(table.holders(first), is(0));
        assertThat(table.holders(last), is(1));
        assertThat(table.size(), is(1));
    }

    @Test
    public void releaseSaysWhetherThereWasAReservation() {
        table.reserve(a, first);
        assertThat(table.release(a), is(true));
        assertThat(table.release(a), is(false));
        assertThat(table.holders(first), is(0));
    }

    @Test
    public void releaseUsingALinkNamesTheFlowsReleased() {
        table.reserve(a, first);
        table.reserve(b, last);
        assertThat(table.releaseUsing(first.get(1)), is(ImmutableSet.of(a)));
        assertThat(table.reservationOf(b), is(Optional.of(last)));
    }

    @Test
    public void clearEmptiesTheTable() {
        table.reserve(a, first);
        table.reserve(b, last);
        table.clear();
        assertThat(table.size(), is(0));
        assertThat(table.holders(last), is(0));
    }
}
