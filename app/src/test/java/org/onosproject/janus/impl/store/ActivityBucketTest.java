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
package org.onosproject.janus.impl.store;

import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.junit.Test;
import org.onosproject.TestApplicationId;
import org.onosproject.net.intent.Key;

import java.util.HashSet;
import java.util.Set;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** How flows are grouped into the entries of the shared activity map. */
public class ActivityBucketTest {

    private static final TestApplicationId APP = new TestApplicationId("janus");

    @Test
    public void aFlowsGroupLiesInItsWorkPartitionSoOnlyThatPartitionsOwnerWritesIt() {
        for (int i = 0; i < 1000; i++) {
            Key key = Key.of("flow-" + i, APP);
            assertTrue(ActivityBucket.of(key).startsWith(FlowOwnership.partitionOf(key.hash()) + "-"));
        }
    }

    @Test
    public void flowsSpreadOverEveryGroupAndNoMore() {
        Set<String> groups = new HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            groups.add(ActivityBucket.of(Key.of("flow-" + i, APP)));
        }
        assertEquals(ActivityBucket.COUNT, groups.size());
    }
}
