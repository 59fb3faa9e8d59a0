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
package org.onosproject.janus.labcluster;

import org.junit.Test;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.labcluster.ActLedger.Kind;
import org.onosproject.janus.labcluster.Timeline.Phase;
import org.onosproject.net.intent.Key;

import java.util.Map;
import java.util.Set;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;

/** How a run's calls and packet-ins are read into its outcome, and which outcomes fail the run. */
public class ClusterOutcomeTest {

    private static final DefaultApplicationId APP = new DefaultApplicationId(1, "org.onosproject.janus");
    private static final Key A = Key.of("a", APP);
    private static final Key B = Key.of("b", APP);
    private static final Map<String, Integer> OWNED = Map.of("node-1", 1, "node-2", 0, "node-3", 2);
    private static final ClusterOutcome.Leftovers NOTHING = new ClusterOutcome.Leftovers(0, 0, 0);

    private long now;
    private long wall;
    private final ActLedger ledger = new ActLedger(() -> now, () -> wall);

    private static Timeline timeline() {
        Timeline t = new Timeline();
        t.killMillis = 100;
        t.movedMillis = 200;
        t.rejoinBeganMillis = 300;
        t.rejoinedMillis = 350;
        t.rebalancedMillis = 400;
        return t;
    }

    private void at(long millis, String node, Kind kind, Key key, boolean dead) {
        now = millis;
        ledger.act(node, kind, key, dead);
    }

    private ClusterOutcome outcome(Set<Key> deadKeys) {
        return new ClusterOutcome("luar", 0, "node-3", OWNED, timeline(), 500, ledger, deadKeys, 2, 0, NOTHING, 0,
                                  null);
    }

    @Test
    public void timesFallInTheirPhases() {
        Timeline t = timeline();
        assertThat(t.phaseAt(99), is(Phase.BEFORE_KILL));
        assertThat(t.phaseAt(100), is(Phase.STALL));
        assertThat(t.phaseAt(250), is(Phase.AFTER_KILL));
        assertThat(t.phaseAt(399), is(Phase.REJOINING));
        assertThat(t.phaseAt(400), is(Phase.AFTER_REJOIN));
    }

    @Test
    public void aRejoinBeforeOwnershipMovedLeavesNoAfterKillPhase() {
        Timeline t = timeline();
        t.movedMillis = 320;
        assertThat(t.phaseAt(310), is(Phase.REJOINING));
        assertEquals(-1, t.start(Phase.AFTER_KILL));
    }

    @Test
    public void aPacketInIsTimedToTheFirstSubmissionItCausesAndCountedInItsPhase() {
        now = 150;
        wall = 1_000_000;
        ledger.packetInBegins("node-1");
        wall = 8_000_000;
        ledger.act("node-1", Kind.PROVISION, A, false);
        wall = 9_000_000;
        ledger.act("node-1", Kind.RESUBMIT, A, false);
        ledger.packetInDone();

        ClusterOutcome.PhaseRow stall = outcome(Set.of()).phases.get(1);
        assertThat(stall.phase, is(Phase.STALL));
        assertThat(stall.packetInsByNode, is(Map.of("node-1", 1L)));
        assertThat(stall.provisioned, is(1L));
        assertEquals(7.0, stall.p50Millis, 1e-9);
    }

    @Test
    public void theDeadNodesFlowsAreCreditedToTheNodeThatReapedOrReroutedThem() {
        at(150, "node-1", Kind.WITHDRAW, A, false);
        at(160, "node-2", Kind.RESUBMIT, B, false);

        ClusterOutcome o = outcome(Set.of(A, B));
        assertThat(o.reapedBy, is(Map.of("node-1", 1L)));
        assertThat(o.reroutedBy, is(Map.of("node-2", 1L)));
        assertThat(o.actedOnByTwo, is(0));
        assertThat(o.failedChecks(), is(empty()));
    }

    @Test
    public void aDeadNodesFlowActedOnByTwoSurvivorsBeforeTheRejoinFailsTheRun() {
        at(150, "node-1", Kind.RESUBMIT, A, false);
        at(250, "node-2", Kind.WITHDRAW, A, false);

        ClusterOutcome o = outcome(Set.of(A));
        assertThat(o.actedOnByTwo, is(1));
        assertThat(o.failedChecks(), hasItem(containsString("acted on by two nodes")));
        assertThat("the failure names the calls", o.actedOnByTwoCalls,
                   contains(A + ": node-1 RESUBMIT at 0.150 s, node-2 WITHDRAW at 0.250 s"));
    }

    @Test
    public void aDeadNodesFlowProvisionedAgainByAnotherNodeAfterItsOwnerPurgedItIsANewFlowNotActedOnByTwo() {
        at(150, "node-2", Kind.WITHDRAW, A, false);
        at(150, "node-2", Kind.PURGE, A, false);
        at(150, "node-1", Kind.PROVISION, A, false);

        ClusterOutcome o = outcome(Set.of(A));
        assertThat(o.actedOnByTwo, is(0));
        assertThat(o.reapedBy, is(Map.of("node-2", 1L)));
        assertThat(o.failedChecks(), is(empty()));
    }

    @Test
    public void aDeadNodesFlowResubmittedByAnotherNodeBeforeItsOwnerPurgedItIsActedOnByTwo() {
        at(150, "node-2", Kind.WITHDRAW, A, false);
        at(160, "node-1", Kind.RESUBMIT, A, false);
        at(170, "node-2", Kind.PURGE, A, false);

        assertThat(outcome(Set.of(A)).actedOnByTwo, is(1));
    }

    @Test
    public void aFlowMovingToTheRejoinedNodeAfterTheRejoinIsNotActedOnByTwo() {
        at(150, "node-1", Kind.RESUBMIT, A, false);
        at(450, "node-3'", Kind.WITHDRAW, A, false);

        assertThat(outcome(Set.of(A)).actedOnByTwo, is(0));
    }

    @Test
    public void aWithdrawalTwiceWithoutASubmissionBetweenFailsTheRun() {
        at(10, "node-1", Kind.PROVISION, A, false);
        at(20, "node-1", Kind.WITHDRAW, A, false);
        at(30, "node-2", Kind.WITHDRAW, A, false);

        ClusterOutcome o = outcome(Set.of());
        assertThat(o.doubleWithdrawals, is(1));
        assertThat(o.failedChecks(), contains(containsString("withdrawn twice")));
    }

    @Test
    public void aFlowProvisionedAgainAfterItsPurgeIsNoDuplicateButTwiceWithoutOneIs() {
        at(10, "node-1", Kind.PROVISION, A, false);
        at(20, "node-1", Kind.WITHDRAW, A, false);
        at(30, "node-1", Kind.PURGE, A, false);
        at(40, "node-2", Kind.PROVISION, A, false);
        assertThat(outcome(Set.of()).duplicateProvisions, is(0));

        at(50, "node-1", Kind.PROVISION, A, false);
        assertThat(outcome(Set.of()).duplicateProvisions, is(1));
    }

    @Test
    public void anyCallOfTheDeadJanusAfterItsDeathFailsTheRun() {
        at(150, "node-3", Kind.WITHDRAW, A, true);

        ClusterOutcome o = outcome(Set.of(A));
        assertThat(o.deadNodeActs, is(Map.of("WITHDRAW", 1L)));
        assertThat(o.reapedBy, is(Map.of()));
        assertThat(o.failedChecks(), contains(containsString("acted after its death")));
    }

    @Test
    public void anythingLeftBehindFailsTheRun() {
        ClusterOutcome o = new ClusterOutcome("luar", 0, "node-3", OWNED, timeline(), 500, ledger, Set.of(), 0, 0,
                                              new ClusterOutcome.Leftovers(0, 0, 1), 0, null);
        assertThat(o.failedChecks(), contains(containsString("1 flow records")));
    }
}
