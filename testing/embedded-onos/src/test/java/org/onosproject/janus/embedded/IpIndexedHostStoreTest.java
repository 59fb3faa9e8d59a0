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

import org.junit.Test;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.HostLocation;
import org.onosproject.net.host.DefaultHostDescription;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.store.trivial.SimpleHostStore;

import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.Assert.assertEquals;

public class IpIndexedHostStoreTest {

    private static final ProviderId PROVIDER = new ProviderId("test", "janus");

    @Test
    public void answersEveryLookUpByIpAsTheScanningStoreDoes() {
        // The same random history of hosts learned, moved to other addresses, losing addresses and
        // removed, on the indexed store and on ONOS's trivial one.
        SimpleHostStore scanning = new SimpleHostStore();
        IpIndexedHostStore indexed = new IpIndexedHostStore();
        // As the embedded core does: the trivial store's own map is presized for 2,000,000 hosts.
        Wiring.inject(scanning, "hosts", new ConcurrentHashMap<>());
        Wiring.inject(indexed, "hosts", new ConcurrentHashMap<>());
        SplittableRandom random = new SplittableRandom(3);
        for (int step = 0; step < 2000; step++) {
            HostId id = HostId.hostId(MacAddress.valueOf(1 + random.nextInt(30)), VlanId.NONE);
            IpAddress ip = ip(random);
            switch (random.nextInt(4)) {
                case 0:
                case 1:
                    boolean replace = random.nextBoolean();
                    DefaultHostDescription d = new DefaultHostDescription(id.mac(), id.vlanId(),
                            new HostLocation(ConnectPoint.deviceConnectPoint("of:0000000000000001/1"), 0), ip);
                    scanning.createOrUpdateHost(PROVIDER, id, d, replace);
                    indexed.createOrUpdateHost(PROVIDER, id, d, replace);
                    break;
                case 2:
                    scanning.removeIp(id, ip);
                    indexed.removeIp(id, ip);
                    break;
                default:
                    if (random.nextInt(4) == 0) {
                        scanning.removeHost(id);
                        indexed.removeHost(id);
                    }
            }
            for (int i = 1; i <= 12; i++) {
                IpAddress probe = IpAddress.valueOf("10.0.0." + i);
                assertEquals("step " + step + " " + probe, scanning.getHosts(probe), indexed.getHosts(probe));
            }
        }
    }

    private static IpAddress ip(SplittableRandom random) {
        return IpAddress.valueOf("10.0.0." + (1 + random.nextInt(12)));
    }
}
