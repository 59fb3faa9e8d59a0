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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.Link;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

public class IsolatedHoldsTest {

    private final KFourFabric fabric = new KFourFabric();
    private final AtomicInteger races = new AtomicInteger();
    private final IsolatedHolds holds = new IsolatedHolds(races::incrementAndGet);
    private final FlowKey a = fabric.tcp(1001);
    private final FlowKey b = fabric.tcp(1002);
    private final FlowKey c = fabric.tcp(1003);
    private final List<Link> first = fabric.interPod.path(0);
    private final List<Link> last = fabric.interPod.path(3);

    @Test
    public void aPathIsFreeUntilAFlowHoldsIt() {
        assertThat(holds.holders(first), is(0));
        holds.hold(a, first, false);
        assertThat(holds.holders(first), is(1));
        assertThat(holds.size(), is(1));
    }

    @Test
    public void anAddedRecordHoldsItsPath() {
        holds.hold("key-a", a, first, false);
        assertThat(holds.holders(first), is(1));
    }

    @Test
    public void aRecordMovedToAnotherPathHoldsOnlyTheNewOne() {
        holds.hold("key-a", a, first, false);
        holds.hold("key-a", a, last, false);
        assertThat(holds.holders(first), is(0));
        assertThat(holds.holders(last), is(1));
        assertThat(holds.size(), is(1));
    }

    @Test
    public void aRemovedRecordFreesItsPath() {
        holds.hold("key-a", a, first, false);
        holds.release("key-a");
        assertThat(holds.holders(first), is(0));
        assertThat(holds.size(), is(0));
    }

    @Test
    public void releasingARecordThatHoldsNothingChangesNothing() {
        holds.hold("key-a", a, first, false);
        holds.release("key-b");
        assertThat(holds.holders(first), is(1));
    }

    @Test
    public void theRecordOfAFlowThisNodeSelectedTakesOverItsHold() {
        holds.hold(a, first, false);
        holds.hold("key-a", a, first, false);
        holds.release("key-a");
        assertThat(holds.holders(first), is(0));
    }

    @Test
    public void anotherNodesRecordOnAHeldPathAddsAHolder() {
        holds.hold(a, first, false);
        holds.hold("key-b", b, first, true);
        assertThat(holds.holders(first), is(2));
        assertThat(holds.holders(first, a), is(1));
    }

    @Test
    public void aFlowIsNotItsOwnHolder() {
        holds.hold(a, first, false);
        assertThat(holds.holders(first, a), is(0));
        assertThat(holds.holders(first, b), is(1));
    }

    @Test
    public void aRecordWithoutLinksHoldsNothing() {
        holds.hold("key-a", a, first, false);
        holds.hold("key-a", a, ImmutableList.of(), false);
        assertThat(holds.holders(first), is(0));
        assertThat(holds.size(), is(0));
    }

    @Test
    public void pathsAreToldApartByConnectPointsNotByTheirLinksOtherFields() {
        holds.hold(a, first, false);
        List<Link> copy = ImmutableList.of(first.get(0), first.get(1), first.get(2),
                DefaultLink.builder().providerId(new ProviderId("other", "copy")).src(first.get(3).src())
                        .dst(first.get(3).dst()).type(Link.Type.INDIRECT).state(Link.State.INACTIVE).build());
        assertThat(holds.holders(copy), is(1));
    }

    @Test
    public void twoFlowsTakingOnePathAsFreeCountOneRace() {
        holds.hold(a, first, false);
        holds.hold("key-b", b, first, false);
        assertThat(races.get(), is(1));
        assertThat(holds.holders(first), is(2));
    }

    @Test
    public void aFallbackOntoAHeldPathIsNoRace() {
        holds.hold(a, first, false);
        holds.hold("key-b", b, first, true);
        assertThat(races.get(), is(0));
    }

    @Test
    public void aFlowTakingAsFreeAPathHeldOnlyByFallbacksIsNoRace() {
        holds.hold("key-a", a, first, true);
        holds.hold("key-b", b, first, false);
        assertThat(races.get(), is(0));
    }

    @Test
    public void theRecordOfARacedFlowHeardAgainIsNotCountedAgain() {
        holds.hold(a, first, false);
        holds.hold("key-b", b, first, false);
        holds.hold("key-b", b, first, false);
        holds.hold("key-a", a, first, false);
        assertThat(races.get(), is(1));
    }

    @Test
    public void eachFlowJoiningARacedPathAsFreeCountsOnce() {
        holds.hold(a, first, false);
        holds.hold("key-b", b, first, false);
        holds.hold("key-c", c, first, false);
        assertThat(races.get(), is(2));
    }

    @Test
    public void aChoiceThatDoesNotStandGivesWayToTheRecord() {
        holds.hold("key-a", a, first, false);
        holds.hold(a, last, false);
        holds.restore(a);
        assertThat(holds.holders(first), is(1));
        assertThat(holds.holders(last), is(0));
    }

    @Test
    public void aChoiceOfAFlowWithoutARecordIsDroppedWhenItDoesNotStand() {
        holds.hold(a, first, false);
        holds.restore(a);
        assertThat(holds.size(), is(0));
    }

    @Test
    public void clearForgetsEveryHold() {
        holds.hold("key-a", a, first, false);
        holds.hold(b, last, false);
        holds.clear();
        assertThat(holds.size(), is(0));
        assertThat(holds.holders(first), is(0));
        assertThat(holds.holders(last), is(0));
    }
}
