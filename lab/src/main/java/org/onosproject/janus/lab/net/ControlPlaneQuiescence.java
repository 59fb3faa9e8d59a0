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

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The lab's quiescence barrier: virtual time moves on only once the embedded ONOS has finished what it
 * was given and the data plane has caught up with the switches whose tables or links changed (catching
 * up may send packet-ins, so it settles again until nothing is left).
 */
final class ControlPlaneQuiescence implements QuiescenceBarrier {

    private final QuiescenceBarrier onos;
    private final BiConsumer<Set<DeviceId>, List<FlowRule>> catchUp;
    private final Set<DeviceId> changedDevices = new HashSet<>();
    private final List<FlowRule> removedRules = new ArrayList<>();
    private volatile boolean touched;

    /**
     * @param onos    waits until the embedded ONOS has nothing in flight
     * @param catchUp given the switches that changed and the rules removed from them, lets the data
     *                plane follow (flows looked up again, counters of removed rules forgotten)
     */
    ControlPlaneQuiescence(QuiescenceBarrier onos, BiConsumer<Set<DeviceId>, List<FlowRule>> catchUp) {
        this.onos = onos;
        this.catchUp = catchUp;
    }

    /** Notes that the control plane may have work to do, so the next barrier waits for ONOS. */
    void touch() {
        touched = true;
    }

    /** Notes that forwarding at these switches changed (a link of theirs went down or up). */
    synchronized void changedAt(DeviceId... devices) {
        Collections.addAll(changedDevices, devices);
    }

    /** The emulated switches' flow table listener. */
    synchronized void tableChanged(DeviceId device, List<FlowRule> added, List<FlowRule> removed) {
        changedDevices.add(device);
        removedRules.addAll(removed);
    }

    @Override
    public void awaitQuiescent() {
        while (touched || hasChangedDevices()) {
            if (touched) {
                touched = false;
                onos.awaitQuiescent();
            }
            Set<DeviceId> changed;
            List<FlowRule> removed;
            synchronized (this) {
                changed = new HashSet<>(changedDevices);
                changedDevices.clear();
                removed = new ArrayList<>(removedRules);
                removedRules.clear();
            }
            catchUp.accept(changed, removed);
        }
    }

    private synchronized boolean hasChangedDevices() {
        return !changedDevices.isEmpty();
    }
}
