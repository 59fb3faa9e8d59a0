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
package org.onosproject.janus.impl;

import org.junit.Test;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;
import org.onosproject.store.service.StorageException;

import java.util.function.Function;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * Which flows a node acts on comes from ONOS's work partitions; a store that cannot answer means "not
 * mine", so a node cut off from its cluster stops acting instead of failing in every caller.
 */
public class FlowOwnershipTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final Key KEY = Key.of("10.0.0.1->10.0.0.2", APP);

    private static FlowOwnership answering(boolean mine) {
        return new FlowOwnership(new WorkPartitionServiceAdapter() {
            @Override
            public <K> boolean isMine(K id, Function<K, Long> hasher) {
                return mine;
            }
        });
    }

    @Test
    public void aFlowInThisNodesPartitionsIsMine() {
        assertTrue(answering(true).isMine(KEY));
        assertFalse(answering(false).isMine(KEY));
    }

    @Test
    public void aStoreThatTimesOutMeansNotMine() {
        FlowOwnership cutOff = new FlowOwnership(new WorkPartitionServiceAdapter() {
            @Override
            public <K> boolean isMine(K id, Function<K, Long> hasher) {
                throw new StorageException.Timeout();
            }
        });
        assertFalse(cutOff.isMine(KEY));
    }
}
