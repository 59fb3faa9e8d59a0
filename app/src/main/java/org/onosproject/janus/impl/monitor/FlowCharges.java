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

import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.FlowStoreEvent;
import org.onosproject.janus.impl.store.FlowCharge;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.strategy.IsolatedSelector;
import org.onosproject.store.StoreDelegate;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Keeps the {@link CommittedLoad} in step with the shared flow records: every live flow is charged
 * its {@link FlowCharge} on the links of its path; a flow being withdrawn, or gone, is charged nothing.
 * The {@link YoungFlows} that placement repair may move, and the paths live {@code isolated} flows hold
 * ({@link IsolatedHolds}), are filed from the same records at the same time.
 * <p>
 * The records are the source: this is the {@link FlowStore}'s delegate, so every node charges the flows of
 * every node. The node that places or moves a flow also charges it at once ({@link #charge}), since a
 * cluster's map events arrive asynchronously and the next flow of a burst must already see it. Both
 * paths set a flow's charge from its record, so applying one twice changes nothing.
 */
public final class FlowCharges implements StoreDelegate<FlowStoreEvent> {

    private final CommittedLoad load;
    private final YoungFlows young;
    private final IsolatedHolds isolated;

    public FlowCharges(CommittedLoad load, YoungFlows young, IsolatedHolds isolated) {
        this.load = checkNotNull(load, "load");
        this.young = checkNotNull(young, "young");
        this.isolated = checkNotNull(isolated, "isolated");
    }

    /** Sets the flow's charge from its record. */
    public void charge(ProvisionedFlow flow) {
        String id = flow.intentKey().toString();
        if (flow.state() == ProvisionedFlow.State.WITHDRAWING) {
            discharge(id);      // charged nothing, as if gone; never young either
            return;
        }
        load.charge(id, flow.links(), flow.charge().rateBytesPerSec(), flow.charge().isMeasured());
        if (flow.strategy().equals(IsolatedSelector.NAME)) {
            isolated.hold(id, flow.request().key(), flow.links(), flow.fallback());
        } else {
            isolated.release(id);
        }
        young.update(flow);     // files a young flow only: never a declared pair, which is never moved aside
    }

    /** Removes the charge of flow {@code id} (an intent key's text), gone from the records. */
    public void discharge(String id) {
        load.discharge(id);
        isolated.release(id);
        young.remove(id);
    }

    @Override
    public void notify(FlowStoreEvent event) {
        if (event.type() == FlowStoreEvent.Type.REMOVED) {
            discharge(event.subject().intentKey().toString());
        } else {
            charge(event.subject());
        }
    }
}
