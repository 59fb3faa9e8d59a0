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
package org.onosproject.janus.testbed.provider;

import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.flow.FlowRuleService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Forgets, in ONOS's flow-rule store, the rules of a testbed switch that has gone (disconnected or
 * removed). ONOS 2.5 keeps a disconnected device's rules to push them again when it returns, but it
 * also relinquishes the device's mastership, and its distributed flow-rule store refuses every batch
 * for a device without a master ("No master for ..."). So every later removal of those rules fails:
 * an intent rerouted off the switch, or withdrawn, becomes CORRUPT, ONOS's IntentCleanup retries it
 * every few seconds for ever, and it can never be purged (ONOS purges only WITHDRAWN or FAILED
 * intents). A testbed switch that disconnects is gone for good (its Mininet network was stopped), so
 * its rules are purged as ONOS's own {@code purgeOnDisconnection} would, for this provider's devices only.
 * <p>
 * A purge on the departure event alone is not enough: while a fabric goes away switch by switch, intents
 * are rerouted and rules keep reaching the store for switches that have just left. {@link #sweep()},
 * called periodically, purges again every departed testbed switch that still has rules in the store.
 */
public final class DepartedSwitchRules implements DeviceListener {

    private static final Logger log = LoggerFactory.getLogger(DepartedSwitchRules.class);

    private final DeviceService devices;
    private final FlowRuleService flowRules;
    private volatile boolean listening;

    public DepartedSwitchRules(DeviceService devices, FlowRuleService flowRules) {
        this.devices = devices;
        this.flowRules = flowRules;
    }

    /**
     * Starts listening to ONOS's device events, and purges the rules of the testbed's switches that are
     * already gone (they left while nobody was listening).
     */
    public synchronized void start() {
        if (!listening) {
            devices.addListener(this);
            listening = true;
            for (Device device : devices.getDevices()) {
                if (departed(device)) {
                    purge(device.id());
                }
            }
        }
    }

    /** Purges the rules of every departed testbed switch that still has rules in ONOS's store. */
    public void sweep() {
        if (!listening) {
            return;
        }
        for (Device device : devices.getDevices()) {
            if (departed(device) && flowRules.getFlowRuleCount(device.id()) > 0) {
                purge(device.id());
            }
        }
    }

    private boolean departed(Device device) {
        return TestbedProviderId.PROVIDER_ID.equals(device.providerId()) && !devices.isAvailable(device.id());
    }

    /** Stops listening; safe to repeat. */
    public synchronized void stop() {
        if (listening) {
            devices.removeListener(this);
            listening = false;
        }
    }

    @Override
    public boolean isRelevant(DeviceEvent event) {
        return TestbedProviderId.PROVIDER_ID.equals(event.subject().providerId())
                && (event.type() == DeviceEvent.Type.DEVICE_REMOVED
                || event.type() == DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED);
    }

    @Override
    public void event(DeviceEvent event) {
        DeviceId device = event.subject().id();
        if (event.type() == DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED && devices.isAvailable(device)) {
            return;
        }
        purge(device);
    }

    private void purge(DeviceId device) {
        log.info("switch {} has gone: purging its flow rules from ONOS's store", device);
        flowRules.purgeFlowRules(device);
    }
}
