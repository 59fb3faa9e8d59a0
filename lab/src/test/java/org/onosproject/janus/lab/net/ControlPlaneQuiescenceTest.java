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
package org.onosproject.janus.lab.net;

import org.junit.Test;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.Assert.assertEquals;

/**
 * The event engine's barrier, with ONOS and the data plane stood in for: when it waits for ONOS, and
 * that whatever catching up sets off is settled before the barrier lets virtual time move on.
 */
public class ControlPlaneQuiescenceTest {

    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");
    private static final DeviceId S2 = DeviceId.deviceId("of:0000000000000002");
    private static final FlowRule RULE = DefaultFlowRule.builder().forDevice(S1).fromApp(RuleTestTools.APP)
            .withPriority(10).makePermanent().withSelector(DefaultTrafficSelector.emptySelector())
            .withTreatment(DefaultTrafficTreatment.emptyTreatment()).build();

    private int onosWaits;
    private Runnable duringOnosWait = () -> { };
    private Runnable duringCatchUp = () -> { };
    private final List<Set<DeviceId>> caughtUpWith = new ArrayList<>();
    private final List<FlowRule> removedRules = new ArrayList<>();
    private final List<String> steps = new ArrayList<>();
    private final ControlPlaneQuiescence quiescence = new ControlPlaneQuiescence(
            () -> {
                onosWaits++;
                duringOnosWait.run();
            },
            removed -> {
                steps.add("forget " + removed.size());
                removedRules.addAll(removed);
            },
            change -> {
                steps.add("look up " + change.devices().size());
                caughtUpWith.add(change.devices());
                duringCatchUp.run();
            });

    @Test
    public void aControlPlaneNobodyTouchedIsNotWaitedFor() {
        quiescence.awaitQuiescent();
        assertEquals(0, onosWaits);
        assertEquals(List.of(), caughtUpWith);
    }

    @Test
    public void aTouchMakesTheNextBarrierWaitForOnosOnce() {
        quiescence.touch();
        quiescence.awaitQuiescent();
        quiescence.awaitQuiescent();
        assertEquals(1, onosWaits);
    }

    @Test
    public void theDataPlaneCatchesUpOnceWithEverySwitchThatChangedAndTheRulesRemoved() {
        quiescence.tableChanged(S1, List.of(), List.of(RULE));
        quiescence.changedAt(S1, S2);
        quiescence.awaitQuiescent();
        assertEquals(List.of(Set.of(S1, S2)), caughtUpWith);
        assertEquals(List.of(RULE), removedRules);
        quiescence.awaitQuiescent();
        assertEquals("nothing new to catch up with", 1, caughtUpWith.size());
    }

    @Test
    public void whatCatchingUpSetsOffIsSettledBeforeTheBarrierLifts() {
        // Looking S1's flows up again sends a packet-in; ONOS answers by changing S2's table.
        duringCatchUp = () -> {
            if (caughtUpWith.size() == 1) {
                quiescence.touch();
            }
        };
        duringOnosWait = () -> quiescence.tableChanged(S2, List.of(RULE), List.of());
        quiescence.changedAt(S1);
        quiescence.awaitQuiescent();
        assertEquals(List.of(Set.of(S1), Set.of(S2)), caughtUpWith);
        assertEquals(1, onosWaits);
    }

    @Test
    public void removedRulesAreForgottenBeforeAnyFlowIsLookedUpAgain() {
        // A look-up's packet-in may have ONOS install a rule equal to a removed one on its own threads:
        // whether its counter restarts must not depend on how far ONOS got by then.
        quiescence.tableChanged(S1, List.of(), List.of(RULE));
        quiescence.awaitQuiescent();
        assertEquals(List.of("forget 1", "look up 1"), steps);
    }
}
