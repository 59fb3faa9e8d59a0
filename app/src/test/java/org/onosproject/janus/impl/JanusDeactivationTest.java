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
package org.onosproject.janus.impl;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.link.LinkService;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.not;

/**
 * Deactivating Janus takes each listener it registered with ONOS off exactly once: ONOS logs a warning
 * for every listener removed that is not registered (one removed twice, or never added).
 */
public class JanusDeactivationTest {

    private final ListenerLedger links = new ListenerLedger();
    private final ListenerLedger devices = new ListenerLedger();
    private EmbeddedOnos onos;
    private JanusManager janus;

    @Before
    public void startOnosAndJanus() {
        onos = EmbeddedOnos.start();
        FatTree.build(4, 2, 1000).applyTo(onos.switches());
        onos.awaitQuiescent();
        janus = JanusTestWiring.on(onos)
                .linkService(links.wrap(LinkService.class, onos.linkService()))
                .deviceService(devices.wrap(DeviceService.class, onos.deviceService()))
                .scheduler(new ManualScheduler())
                .activate();
    }

    @After
    public void stopOnos() {
        onos.stop();
    }

    @Test
    public void janusListensToLinksAndDevicesWhileActive() {
        assertThat(links.registered(), not(empty()));
        assertThat(devices.registered(), not(empty()));
    }

    @Test
    public void deactivationRemovesEveryLinkListenerOnceAndLeavesNone() {
        janus.deactivate();

        assertThat(links.unregisteredRemovals(), empty());
        assertThat(links.registered(), empty());
    }

    @Test
    public void deactivationRemovesEveryDeviceListenerOnceAndLeavesNone() {
        janus.deactivate();

        assertThat(devices.unregisteredRemovals(), empty());
        assertThat(devices.registered(), empty());
    }
}
