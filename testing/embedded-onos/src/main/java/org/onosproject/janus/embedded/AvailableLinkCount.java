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

import com.google.common.collect.Streams;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.link.LinkService;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The number of active links whose two ends are available (what ONOS's topology is built of), counted
 * again only after a link event or a device addition, removal or availability change has been delivered.
 * <p>
 * The count is current once every event posted so far has been delivered: the link and device managers
 * post an event for every change to what is counted, after changing their store. The quiescence check
 * reads it only when the event dispatcher is idle.
 */
final class AvailableLinkCount {

    private static final long NEVER = -1;

    private final LinkService links;
    private final DeviceService devices;
    private final AtomicLong changes = new AtomicLong();
    private final LinkListener linkListener = event -> changes.incrementAndGet();
    private final DeviceListener deviceListener = new AvailabilityListener();
    private long countedAt = NEVER;
    private long count;

    AvailableLinkCount(LinkService links, DeviceService devices) {
        this.links = links;
        this.devices = devices;
    }

    void start() {
        links.addListener(linkListener);
        devices.addListener(deviceListener);
        changes.incrementAndGet();
    }

    void stop() {
        devices.removeListener(deviceListener);
        links.removeListener(linkListener);
    }

    /** The active links between available devices, as of the last event delivered. */
    synchronized long count() {
        long seen = changes.get();
        if (seen != countedAt) {
            count = Streams.stream(links.getActiveLinks())
                    .filter(l -> devices.isAvailable(l.src().deviceId()) && devices.isAvailable(l.dst().deviceId()))
                    .count();
            countedAt = seen;
        }
        return count;
    }

    private final class AvailabilityListener implements DeviceListener {
        @Override
        public boolean isRelevant(DeviceEvent event) {
            return event.type() == DeviceEvent.Type.DEVICE_ADDED || event.type() == DeviceEvent.Type.DEVICE_REMOVED
                    || event.type() == DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED;
        }

        @Override
        public void event(DeviceEvent event) {
            changes.incrementAndGet();
        }
    }
}
