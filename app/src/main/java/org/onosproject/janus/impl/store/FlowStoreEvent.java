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

import org.onosproject.event.AbstractEvent;

/** A change of a flow as this node sees it, told to the {@link FlowStore}'s delegate. */
public final class FlowStoreEvent extends AbstractEvent<FlowStoreEvent.Type, ProvisionedFlow> {

    /** What happened to the flow. */
    public enum Type {
        /** The flow was recorded, or its record or activity changed: the subject is its latest view. */
        UPDATED,
        /** The flow's record is gone: the subject is its last record. */
        REMOVED
    }

    FlowStoreEvent(Type type, ProvisionedFlow flow, long timeMillis) {
        super(type, flow, timeMillis);
    }
}
