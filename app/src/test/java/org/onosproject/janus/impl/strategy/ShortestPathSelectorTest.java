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

import org.junit.Test;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.graph.FabricGraph;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

public class ShortestPathSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final ShortestPathSelector selector = new ShortestPathSelector();

    @Test
    public void isNamedShortest() {
        assertThat(selector.name(), is("shortest"));
    }

    @Test
    public void everyFlowGetsTheFirstCandidate() {
        for (int port = 1000; port < 1100; port++) {
            Selection selection = selector.select(fabric.context(fabric.tcp(port)));
            assertThat(selection.path(), is(fabric.interPod.path(0)));
            assertThat(selection.isFallback(), is(false));
        }
    }

    @Test
    public void loadOnTheFirstPathDoesNotMoveIt() {
        fabric.interPod.path(0).forEach(link -> fabric.usage.setUtilisation(link, 1.0));
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(0)));
    }

    @Test
    public void reasonSaysHowManyPathsThereWere() {
        assertThat(selector.select(fabric.context(fabric.hostPair())).reason(),
                   containsString("first of 4"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void noCandidateIsAClearError() {
        selector.select(fabric.context(fabric.hostPair(), FabricGraph.empty().candidates(fabric.src, fabric.dst)));
    }
}
