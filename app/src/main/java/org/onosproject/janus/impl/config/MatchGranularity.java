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
package org.onosproject.janus.impl.config;

import java.util.Arrays;
import java.util.Optional;

/**
 * What one Janus intent carries: every IPv4 packet between two hosts, or one transport flow.
 */
public enum MatchGranularity {
    /** IPv4 source and destination address. */
    HOST_PAIR("hostPair"),
    /** IPv4 addresses plus protocol and TCP/UDP ports. */
    FIVE_TUPLE("fiveTuple");

    private final String configName;

    MatchGranularity(String configName) {
        this.configName = configName;
    }

    /** The name used in the {@code matchGranularity} property. */
    public String configName() {
        return configName;
    }

    /** The granularity with this property value, if any. */
    public static Optional<MatchGranularity> fromConfigName(String name) {
        return Arrays.stream(values()).filter(g -> g.configName.equals(name)).findFirst();
    }
}
