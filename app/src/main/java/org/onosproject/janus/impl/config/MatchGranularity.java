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

import com.google.common.base.CaseFormat;

/**
 * What one Janus intent carries: every IPv4 packet between two hosts, or one transport flow.
 */
public enum MatchGranularity {
    /** IPv4 source and destination address. */
    HOST_PAIR,
    /** IPv4 addresses plus protocol and TCP/UDP ports. */
    FIVE_TUPLE;

    /** The name used in the {@code matchGranularity} property: the constant's in lower camel case. */
    public String configName() {
        return CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_CAMEL, name());
    }
}
