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
import org.onosproject.janus.lab.experiment.ConfigException;

import java.util.List;

import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/** Which node a cluster run kills, given the Janus flows each node owns at the kill. */
public class KillChoiceTest {

    @Test
    public void theOwnerOfTheMostFlowsDies() {
        assertThat(KillChoice.ownerOfMostFlows(List.of(2, 7, 3)).index(), is(1));
    }

    @Test
    public void aTieGoesToTheLowestNodeNumber() {
        assertThat(KillChoice.ownerOfMostFlows(List.of(1, 4, 4)).index(), is(1));
    }

    @Test
    public void aNodeThatOwnsNoFlowIsNotChosenWhileAnotherOwnsOne() {
        assertThat(KillChoice.ownerOfMostFlows(List.of(0, 0, 1)).index(), is(2));
    }

    @Test
    public void whenNoNodeOwnsAFlowNodeOneDies() {
        assertThat(KillChoice.ownerOfMostFlows(List.of(0, 0, 0)).index(), is(0));
    }

    @Test
    public void thePlanChoosesTheOwnerOfTheMostFlowsUnlessItNamesANode() throws ConfigException {
        List<Integer> owned = List.of(5, 1, 2);

        assertThat(ClusterPlan.builder().build().chooseDeadNode(owned).index(), is(0));
        assertThat(ClusterPlan.builder().deadNode(3).build().chooseDeadNode(owned).index(), is(2));
    }

    @Test
    public void theChoiceKeepsWhatEachNodeOwned() {
        assertThat(KillChoice.ownerOfMostFlows(List.of(2, 7, 3)).ownedFlows(), is(List.of(2, 7, 3)));
    }

    @Test(expected = IllegalArgumentException.class)
    public void aNegativeFlowCountIsRefused() {
        KillChoice.ownerOfMostFlows(List.of(1, -1, 0));
    }
}
