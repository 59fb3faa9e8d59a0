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

import com.google.common.base.CaseFormat;

/**
 * How Janus times out idle intents (component property {@code idleTimeoutMode}).
 */
public enum IdleTimeoutMode {
    /** Every flow has the configured {@code idleTimeout}. */
    FIXED,
    /**
     * Each host pair has the timeout its own idle gaps call for, learnt by the node that owns its flows,
     * between {@code adaptiveIdleMinSeconds} and {@code adaptiveIdleMaxSeconds}.
     */
    ADAPTIVE;

    /** The name in the {@code idleTimeoutMode} property and the REST API: the constant's in lower camel case. */
    public String configName() {
        return CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_CAMEL, name());
    }
}
