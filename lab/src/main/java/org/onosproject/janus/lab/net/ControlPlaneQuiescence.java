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
 * <p>
 * Catching up forgets the counters of the rules removed before it looks any flow up again: a look-up may
 * send a packet-in whose intent ONOS installs on its own threads while the look-ups go on, and a rule it
 * installs may equal a removed one (the same host pair on the same path after an idle timeout). Checked
 * after the look-ups, whether that rule was back yet, so whether its counter restarted from zero, would
 * depend on thread timing, and with it Janus's charges and the rebalancer's moves.
 */
final class ControlPlaneQuiescence implements QuiescenceBarrier {

    private final QuiescenceBarrier onos;
    private final Consumer<List<FlowRule>> forgetRemoved;
    private final Consumer<DataPlaneChange> lookUpAgain;
    private final DataPlaneChange.Collector changes = new DataPlaneChange.Collector();
    private volatile boolean touched;

    /**
     * @param onos          waits until the embedded ONOS has nothing in flight
     * @param forgetRemoved given the rules removed from the switches' tables, forgets the counters of
     *                      those not installed (again)
     * @param lookUpAgain   given what changed at the switches (links, rules added and removed), looks up
     *                      again the flows the change may redirect; only called for a change
     */
    ControlPlaneQuiescence(QuiescenceBarrier onos, Consumer<List<FlowRule>> forgetRemoved,
                           Consumer<DataPlaneChange> lookUpAgain) {
        this.onos = onos;
        this.forgetRemoved = forgetRemoved;
        this.lookUpAgain = lookUpAgain;
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
            forgetRemoved.accept(change.removedRules());
            if (!change.isEmpty()) {
                lookUpAgain.accept(change);
            }
        }
    }

    private synchronized boolean hasChangedDevices() {
        return !changes.isEmpty();
    }
}
