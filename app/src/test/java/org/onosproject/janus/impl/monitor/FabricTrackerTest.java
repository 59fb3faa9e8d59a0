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

import com.google.common.base.Ticker;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.ChassisId;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultDevice;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.net.provider.ProviderId;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The fabric graph is built from the link and device services, and built again only after one of their
 * events: reading it many times between events costs one build.
 */
public class FabricTrackerTest {

    private static final ProviderId PID = new ProviderId("of", "test");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000002/1");

    private final List<Link> active = new ArrayList<>();
    private final List<LinkListener> linkListeners = new ArrayList<>();
    private final List<DeviceListener> deviceListeners = new ArrayList<>();
    private int activeLinkReads;
    private FabricTracker tracker;

    private static Link link(ConnectPoint src, ConnectPoint dst) {
        return DefaultLink.builder().providerId(PID).src(src).dst(dst).type(Link.Type.DIRECT)
                .state(Link.State.ACTIVE).build();
    }

    @Before
    public void startTracker() {
        active.add(link(A, B));
        tracker = new FabricTracker(new LinkServiceAdapter() {
            @Override
            public Iterable<Link> getActiveLinks() {
                activeLinkReads++;
                return new ArrayList<>(active);
            }

            @Override
            public void addListener(LinkListener listener) {
                linkListeners.add(listener);
            }
        }, new DeviceServiceAdapter() {
            @Override
            public boolean isAvailable(DeviceId deviceId) {
                return true;
            }

            @Override
            public void addListener(DeviceListener listener) {
                deviceListeners.add(listener);
            }
        }, Runnable::run, Ticker.systemTicker(), (l, t) -> { });
        tracker.start();
    }

    @Test
    public void readingTheGraphAgainWithoutAnEventBuildsNothing() {
        FabricGraph first = tracker.current();
        for (int i = 0; i < 100; i++) {
            assertThat(tracker.current(), sameInstance(first));
        }
        assertEquals("the links were read once", 1, activeLinkReads);
    }

    @Test
    public void aLinkEventRebuildsTheGraphOnItsNextRead() {
        FabricGraph before = tracker.current();
        Link back = link(B, A);
        active.add(back);
        linkListeners.forEach(l -> l.event(new LinkEvent(LinkEvent.Type.LINK_ADDED, back)));

        FabricGraph after = tracker.current();
        assertThat(after, not(sameInstance(before)));
        assertTrue("the new link is in the graph", after.indexOf(LinkEnds.of(back)) >= 0);
        assertEquals(2, activeLinkReads);
    }

    @Test
    public void aSwitchAvailabilityEventRebuildsTheGraphOnItsNextRead() {
        FabricGraph before = tracker.current();
        DeviceEvent event = new DeviceEvent(DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED,
                new DefaultDevice(PID, A.deviceId(), Device.Type.SWITCH, "maker", "hw", "sw", "serial",
                                  new ChassisId()));
        deviceListeners.stream().filter(l -> l.isRelevant(event)).forEach(l -> l.event(event));

        assertThat(tracker.current(), not(sameInstance(before)));
    }
}
