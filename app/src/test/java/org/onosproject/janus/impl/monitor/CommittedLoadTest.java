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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.Assert.assertEquals;

public class CommittedLoadTest {

    private final CommittedLoad load = new CommittedLoad();
    private final Link ab = link("of:a", "of:b");
    private final Link bc = link("of:b", "of:c");
    private final Link bd = link("of:b", "of:d");

    private static Link link(String src, String dst) {
        return FatTree.link(new ConnectPoint(DeviceId.deviceId(src), PortNumber.portNumber(1)),
                            new ConnectPoint(DeviceId.deviceId(dst), PortNumber.portNumber(2)));
    }

    @Test
    public void aChargeIsAddedToEveryLinkOfThePath() {
        load.charge("f1", ImmutableList.of(ab, bc), 1000, false);
        load.charge("f2", ImmutableList.of(ab, bd), 300, true);

        assertEquals(1300, load.of(ab).rateBytesPerSec());
        assertEquals(2, load.of(ab).flows());
        assertEquals(300, load.of(ab).measuredBytesPerSec());
        assertEquals(1000, load.of(bc).rateBytesPerSec());
        assertEquals(0, load.of(bc).measuredBytesPerSec());
        assertEquals(300, load.of(bd).rateBytesPerSec());
    }

    @Test
    public void rechargingAFlowReplacesItsChargeAndPath() {
        load.charge("f1", ImmutableList.of(ab, bc), 1000, false);
        load.charge("f1", ImmutableList.of(ab, bd), 400, true);

        assertEquals(400, load.of(ab).rateBytesPerSec());
        assertEquals(1, load.of(ab).flows());
        assertEquals(0, load.of(bc).rateBytesPerSec());
        assertEquals(0, load.of(bc).flows());
        assertEquals(400, load.of(bd).measuredBytesPerSec());
        assertEquals(1, load.chargedFlows());
    }

    @Test
    public void dischargingRemovesExactlyWhatWasCharged() {
        load.charge("f1", ImmutableList.of(ab, bc), 1000, false);
        load.discharge("f1");
        load.discharge("never-charged");

        assertThat(load.all(), equalTo(com.google.common.collect.ImmutableMap.of()));
        assertEquals(0, load.chargedFlows());
    }

    @Test
    public void anyOrderOfChargesAndDischargesEndsExactlyAtZero() {
        Random random = new Random(5);
        List<Link> links = ImmutableList.of(ab, bc, bd);
        List<String> live = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            String id = "f" + random.nextInt(50);
            if (random.nextBoolean()) {
                load.charge(id, ImmutableList.of(links.get(random.nextInt(3))), random.nextInt(1_000_000_000),
                            random.nextBoolean());
                live.add(id);
            } else {
                load.discharge(id);
            }
        }
        live.forEach(load::discharge);
        assertThat(load.all(), equalTo(com.google.common.collect.ImmutableMap.of()));
    }

    @Test(expected = IllegalArgumentException.class)
    public void aNegativeChargeIsRefused() {
        load.charge("f1", ImmutableList.of(ab), -1, false);
    }
}
