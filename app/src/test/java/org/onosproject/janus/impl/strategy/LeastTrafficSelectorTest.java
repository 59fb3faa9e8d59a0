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
import org.onosproject.net.Link;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

public class LeastTrafficSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final LeastCostSelector selector = LeastCostSelector.traffic(fabric.usage::usage);

    // Loads the two core-facing links of a k=4 inter-pod path, the ones no other path shares.
    private void load(long pathIndex, double bytesPerSec) {
        List<Link> path = fabric.interPod.path(pathIndex);
        fabric.usage.set(path.get(1), bytesPerSec, 1e9);
        fabric.usage.set(path.get(2), bytesPerSec, 1e9);
    }

    @Test
    public void isNamedTraffic() {
        assertThat(selector.name(), is("traffic"));
    }

    @Test
    public void picksThePathWithTheLeastSummedRate() {
        load(0, 500);
        load(1, 400);
        load(2, 100);
        load(3, 300);
        Selection selection = selector.select(fabric.context(fabric.hostPair()));
        assertThat(selection.path(), is(fabric.interPod.path(2)));
        assertThat(selection.reason(), containsString("200 B/s"));
    }

    @Test
    public void sumsTheRatesRatherThanLookingAtTheBusiestLink() {
        // Path 1 has the one busiest link (500); path 0 has more traffic in total (600).
        load(0, 300);
        List<Link> second = fabric.interPod.path(1);
        fabric.usage.set(second.get(1), 500, 1e9);
        load(2, 1000);
        load(3, 1000);
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(second));
    }

    @Test
    public void measuresRatesNotUtilisation() {
        // Path 3 is less utilised (fast links) but carries more bytes than path 2.
        List<Link> third = fabric.interPod.path(2);
        List<Link> fourth = fabric.interPod.path(3);
        fabric.usage.set(fourth.get(1), 2000, 1e10).set(fourth.get(2), 2000, 1e10);
        fabric.usage.set(third.get(1), 1000, 125_000).set(third.get(2), 1000, 125_000);
        load(0, 5000);
        load(1, 5000);
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(2)));
    }

    @Test
    public void equalRatesAreSharedByFlowHash() {
        load(0, 700);
        load(1, 200);
        load(2, 200);
        load(3, 200);
        // Paths 1, 2 and 3 tie: the flow's hash picks among the three, in path order.
        for (int tied = 0; tied < 3; tied++) {
            assertThat(selector.select(fabric.context(fabric.tcpHashingTo(tied, 3, 0))).path(),
                       is(fabric.interPod.path(1 + tied)));
        }
    }

    @Test
    public void seesRatesJanusCommittedBeforeStatisticsShowThem() {
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            if (i != 2) {
                fabric.usage.setCommitted(path.get(1), 1e8).setCommitted(path.get(2), 1e8);
            }
        }
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(2)));
    }

    @Test
    public void staleSamplesCountAsIdle() {
        load(0, 100);
        load(1, 100);
        load(2, 100);
        List<Link> fourth = fabric.interPod.path(3);
        fabric.usage.setStale(fourth.get(1), 1e6, 1e9).setStale(fourth.get(2), 1e6, 1e9);
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(3)));
    }
}
