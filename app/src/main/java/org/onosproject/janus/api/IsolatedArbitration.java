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
package org.onosproject.janus.api;

import java.util.Arrays;
import java.util.Optional;

/**
 * When the {@code isolated} strategy's reservation of a path is decided by the cluster's store
 * (component property {@code isolatedArbitration}). On a single ONOS node both behave alike: a node's
 * own flows select one at a time and each sees the reservations made before it.
 */
public enum IsolatedArbitration {
    /**
     * Before the intent is submitted: a new flow waits for the store's verdict (one replicated round
     * trip on a cluster), and a flow that loses a race between two nodes for a free path takes another.
     * No two flows ever share a path while a free one exists.
     */
    STRICT("strict"),
    /**
     * After the intent is submitted: a new flow takes the path its node's copy of the reservations shows
     * free, and the store records the reservation while the intent installs. A flow that loses a race
     * between two nodes for the same free path (within a store round trip) keeps it as a second holder,
     * counted; later flows see both holders.
     */
    OPTIMISTIC("optimistic");

    private final String configName;

    IsolatedArbitration(String configName) {
        this.configName = configName;
    }

    /** The name used in the {@code isolatedArbitration} property and in the REST API. */
    public String configName() {
        return configName;
    }

    /** The arbitration with this property value, if any. */
    public static Optional<IsolatedArbitration> fromConfigName(String name) {
        return Arrays.stream(values()).filter(m -> m.configName.equals(name)).findFirst();
    }
}
