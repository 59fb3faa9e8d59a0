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
package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.impl.graph.LinkEnds;

/**
 * Told, on the writer's thread and after the change is visible in the store's map, that a link's
 * sample ({@link LinkUsageMonitor}) or committed load ({@link CommittedLoad}) changed.
 */
interface LinkChangeListener {

    /** The value kept for this link changed (set, replaced or removed). */
    void linkChanged(LinkEnds link);

    /** Any number of links changed (the store was cleared). */
    void allChanged();
}
