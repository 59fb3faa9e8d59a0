package org.onosproject.janus.testbed.device;

import org.junit.Test;
import org.onosproject.net.DeviceId;
import org.onosproject.openflow.controller.Dpid;

import static org.junit.Assert.assertEquals;

public class SwitchDescriptionsTest {

    @Test
    public void aDatapathIsTheOfDeviceWithItsIdInSixteenHexDigits() {
        assertEquals(DeviceId.deviceId("of:00000000000000ab"), SwitchDescriptions.deviceId(new Dpid(0xab)));
    }
}
