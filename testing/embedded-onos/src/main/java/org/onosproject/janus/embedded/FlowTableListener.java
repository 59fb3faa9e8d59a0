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

import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowRule;

import java.util.List;

/** Told when an emulated switch's flow table changes; runs on the thread that changed it. */
@FunctionalInterface
public interface FlowTableListener {

    /** Rules {@code added} (or modified in place) and {@code removed} on {@code deviceId}. */
    void tableChanged(DeviceId deviceId, List<FlowRule> added, List<FlowRule> removed);
}
