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
package org.onosproject.janus.embedded;

import org.junit.After;
import org.junit.Test;
import org.onlab.util.AbstractAccumulator;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * The topology provider batches device and link events until they pause. How many builds a fabric then
 * takes depends on the pauses a loaded machine makes, so this checks the provider's accumulator as
 * configured (through the provider's component properties) rather than a count of builds.
 */
public class TopologyBatchingTest {

    private EmbeddedOnos onos;

    @After
    public void stop() {
        if (onos != null) {
            onos.stop();
        }
    }

    @Test
    public void topologyBuildsWaitForTenMillisecondsWithoutEventsAndForNoEventCount() {
        onos = EmbeddedOnos.start();

        AbstractAccumulator<?> batches = providerAccumulator();

        assertThat(batches.maxIdleMillis(), is(10));
        assertThat(batches.maxItems(), is(1_000_000));
        assertThat(batches.maxBatchMillis(), is(60_000));
    }

    @Test
    public void aFabricReportedInOneGoEndsInATopologyOfAllItsLinks() {
        onos = EmbeddedOnos.start();

        FatTree.build(24, 1, 1000).applyTo(onos.switches());
        onos.awaitQuiescent();

        assertThat(onos.topologyService().currentTopology().deviceCount(), is(720));
        assertThat(onos.topologyService().currentTopology().linkCount(), is(13_824));
    }

    private AbstractAccumulator<?> providerAccumulator() {
        return (AbstractAccumulator<?>) Wiring.read(Wiring.read(onos, "topologyProvider"), "accumulator");
    }
}
