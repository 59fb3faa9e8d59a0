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
package org.onosproject.janus.testbed.run;

import org.junit.Test;
import org.onosproject.janus.testbed.mininet.FabricLayout;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;

/** The ranks' hosts: paper 000's groups, as the lab's paper000-fig3 places them, in rank order. */
public class HpccRingScenarioTest {

    private static List<FabricLayout.Host> sixteenHosts() {
        List<FabricLayout.Host> hosts = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            int pod = i / 4;
            int edge = (i / 2) % 2;
            String ip = "10." + pod + "." + edge + "." + (i % 2 + 2);
            hosts.add(new FabricLayout.Host("h" + (i + 1), "j1h" + (i + 1), ip, "00:00:00:00:00:0" + i % 10,
                                            "j1e" + (i / 2 + 1)));
        }
        return hosts;
    }

    private static String labels(int ranks) {
        return HpccRingScenario.rankHosts(sixteenHosts(), ranks).stream().map(h -> h.label)
                .collect(Collectors.joining(","));
    }

    @Test
    public void fourRanksRunOnH1H3H5H7InPodsOneAndTwo() {
        assertEquals("h1,h3,h5,h7", labels(4));
        assertEquals(List.of("10.0.0.2", "10.0.1.2", "10.1.0.2", "10.1.1.2"),
                     HpccRingScenario.rankHosts(sixteenHosts(), 4).stream().map(h -> h.ip)
                             .collect(Collectors.toList()));
    }

    @Test
    public void eightRanksRunOnTheOddHostsOfEveryPod() {
        assertEquals("h1,h3,h5,h7,h9,h11,h13,h15", labels(8));
    }

    @Test
    public void sixteenRanksRunOnEveryHostInOrder() {
        assertEquals("h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13,h14,h15,h16", labels(16));
    }
}
