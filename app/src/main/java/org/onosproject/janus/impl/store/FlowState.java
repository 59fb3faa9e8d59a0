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

import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.cluster.StoreBackoff;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The flows as this node sees them: the shared flow records, which of them this node acts on, what they
 * charge the links, and whether the store may be called now.
 */
public final class FlowState {

    private final FlowStore flows;
    private final FlowOwnership ownership;
    private final FlowCharges charges;
    private final StoreBackoff backoff;

    public FlowState(FlowStore flows, FlowOwnership ownership, FlowCharges charges, StoreBackoff backoff) {
        this.flows = checkNotNull(flows, "flows");
        this.ownership = checkNotNull(ownership, "ownership");
        this.charges = checkNotNull(charges, "charges");
        this.backoff = checkNotNull(backoff, "backoff");
    }

    public FlowStore flows() {
        return flows;
    }

    public FlowOwnership ownership() {
        return ownership;
    }

    public FlowCharges charges() {
        return charges;
    }

    public StoreBackoff backoff() {
        return backoff;
    }
}
