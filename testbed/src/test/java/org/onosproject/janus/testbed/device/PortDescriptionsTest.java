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
package org.onosproject.janus.testbed.device;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.net.AnnotationKeys;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.PortDescription;
import org.onosproject.janus.testbed.flow.OpenFlow13;
import org.projectfloodlight.openflow.protocol.OFPortConfig;
import org.projectfloodlight.openflow.protocol.OFPortDesc;
import org.projectfloodlight.openflow.protocol.OFPortFeatures;
import org.projectfloodlight.openflow.protocol.OFPortReason;
import org.projectfloodlight.openflow.protocol.OFPortState;
import org.projectfloodlight.openflow.types.MacAddress;
import org.projectfloodlight.openflow.types.OFPort;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class PortDescriptionsTest {

    /** A port as Open vSwitch describes a 1 Gbit/s copper port that is up. */
    static OFPortDesc.Builder port(int number) {
        return OpenFlow13.FACTORY.buildPortDesc()
                .setPortNo(OFPort.of(number))
                .setHwAddr(MacAddress.of("2a:00:00:00:00:0" + number))
                .setName("s1-eth" + number)
                .setConfig(ImmutableSet.of())
                .setState(ImmutableSet.of(OFPortState.LIVE))
                .setCurr(ImmutableSet.of(OFPortFeatures.PF_1GB_FD, OFPortFeatures.PF_COPPER))
                .setCurrSpeed(1_000_000)
                .setMaxSpeed(1_000_000);
    }

    @Test
    public void aPortThatIsUpIsAnEnabledPortWithItsNumberSpeedNameAndAddress() {
        PortDescription port = PortDescriptions.of(port(3).build());

        assertEquals(PortNumber.portNumber(3), port.portNumber());
        assertTrue(port.isEnabled());
        assertEquals("Mbit/s, from kbit/s on the wire", 1_000, port.portSpeed());
        assertEquals(Port.Type.COPPER, port.type());
        assertEquals("s1-eth3", port.annotations().value(AnnotationKeys.PORT_NAME));
        assertEquals("2a:00:00:00:00:03", port.annotations().value(AnnotationKeys.PORT_MAC));
        assertEquals("enabled", port.annotations().value(AnnotationKeys.ADMIN_STATE));
    }

    @Test
    public void aPortWhoseLinkIsDownIsDisabled() {
        PortDescription port = PortDescriptions.of(port(1).setState(ImmutableSet.of(OFPortState.LINK_DOWN)).build());

        assertFalse(port.isEnabled());
        assertEquals("enabled", port.annotations().value(AnnotationKeys.ADMIN_STATE));
    }

    @Test
    public void anAdministrativelyDownPortIsDisabled() {
        PortDescription port = PortDescriptions.of(port(1).setConfig(ImmutableSet.of(OFPortConfig.PORT_DOWN)).build());

        assertFalse(port.isEnabled());
        assertEquals("disabled", port.annotations().value(AnnotationKeys.ADMIN_STATE));
    }

    @Test
    public void aFiberPortIsAFiberPort() {
        PortDescription port = PortDescriptions.of(
                port(1).setCurr(ImmutableSet.of(OFPortFeatures.PF_10GB_FD, OFPortFeatures.PF_FIBER))
                        .setCurrSpeed(10_000_000).build());

        assertEquals(Port.Type.FIBER, port.type());
        assertEquals(10_000, port.portSpeed());
    }

    @Test
    public void theBridgesLocalPortIsLeftOut() {
        List<PortDescription> ports = PortDescriptions.of(ImmutableList.of(
                port(1).build(), port(2).setPortNo(OFPort.LOCAL).setName("s1").build(), port(2).build()));

        assertEquals(ImmutableList.of(PortNumber.portNumber(1), PortNumber.portNumber(2)),
                     ports.stream().map(PortDescription::portNumber).collect(ImmutableList.toImmutableList()));
    }

    @Test
    public void aDeletedPortIsDescribedAsDisabled() {
        PortDescription port = PortDescriptions.of(OpenFlow13.FACTORY.buildPortStatus()
                                                           .setReason(OFPortReason.DELETE)
                                                                   .setDesc(port(4).build()).build());

        assertEquals(PortNumber.portNumber(4), port.portNumber());
        assertFalse(port.isEnabled());
    }

    @Test
    public void aModifiedPortIsDescribedAsItNowIs() {
        PortDescription port = PortDescriptions.of(OpenFlow13.FACTORY.buildPortStatus()
                .setReason(OFPortReason.MODIFY)
                .setDesc(port(4).setState(ImmutableSet.of(OFPortState.LINK_DOWN)).build()).build());

        assertFalse(port.isEnabled());
    }
}
