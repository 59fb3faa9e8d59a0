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
package org.onosproject.janus.lab.net;

import org.onosproject.janus.lab.sim.QuiescenceBarrier;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowRule;

import java.util.List;
import java.util.function.Consumer;

/**
 * The lab's quiescence barrier: virtual time moves on only once the embedded ONOS has finished what it
 * was given and the data plane has caught up with the switches whose tables or links changed (catching
 * up may send packet-ins, so it settles again until nothing is left).
 */
final class ControlPlaneQuiescence implements QuiescenceBarrier {

    private final QuiescenceBarrier onos;
    private final Consumer<DataPlaneChange> catchUp;
    private final DataPlaneChange.Collector changes = new DataPlaneChange.Collector();
    private volatile boolean touched;

    /**
     * @param onos    waits until the embedded ONOS has nothing in flight
     * @param catchUp given what changed at the switches (links, rules added and removed), lets the data
     *                plane follow (flows looked up again, counters of removed rules forgotten)
     */
    ControlPlaneQuiescence(QuiescenceBarrier onos, Consumer<DataPlaneChange> catchUp) {
        this.onos = onos;
        this.catchUp = catchUp;
    }

    /** Notes that the control plane may have work to do, so the next barrier waits for ONOS. */
    void touch() {
        touched = true;
    }

    /** Notes that forwarding at these switches changed (a link of theirs went down or up). */
    synchronized void changedAt(DeviceId... devices) {
        for (DeviceId device : devices) {
            changes.rewired(device);
        }
    }

    /** The emulated switches' flow table listener. */
    synchronized void tableChanged(DeviceId device, List<FlowRule> added, List<FlowRule> removed) {
        changes.tableChanged(device, added, removed);
    }

    @Override
    public void awaitQuiescent() {
        while (touched || hasChangedDevices()) {
            if (touched) {
                touched = false;
                onos.awaitQuiescent();
            }
            DataPlaneChange change;
            synchronized (this) {
                change = changes.take();
            }
            catchUp.accept(change);
        }
    }

    private synchronized boolean hasChangedDevices() {
        return !changes.isEmpty();
    }
}
