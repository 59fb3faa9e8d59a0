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
package org.onosproject.janus.testbed.ovs;

import com.google.common.collect.ImmutableList;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.flow.FlowRule;

import java.util.List;
import java.util.function.BiFunction;

/**
 * Flow rules as ONOS's real intent compilers make them for the real Janus's intents, on an
 * emulated k=4 fat-tree: the first packet of a flow from pod 0 to pod 3 at one match granularity.
 */
public final class CompiledJanusRules {

    private static final String INTENT_FRAMEWORK_APP = "org.onosproject.net.intent";

    private CompiledJanusRules() {
    }

    /** Host-pair rules (TCP first packet), five-tuple TCP rules and five-tuple UDP rules. */
    public static List<FlowRule> ofEveryGranularity() {
        return ImmutableList.<FlowRule>builder()
                .addAll(forFirstPacket("hostPair", (s, d) -> TestPackets.tcp(s.mac(), d.mac(), s.ip().toString(),
                                                                              d.ip().toString(), 40000, 5001)))
                .addAll(forFirstPacket("fiveTuple", (s, d) -> TestPackets.tcp(s.mac(), d.mac(), s.ip().toString(),
                                                                               d.ip().toString(), 40001, 5001)))
                .addAll(forFirstPacket("fiveTuple", (s, d) -> TestPackets.ipv4(s.mac(), d.mac(), s.ip().toString(),
                                                                                d.ip().toString(), IPv4.PROTOCOL_UDP,
                                                                                33000, 4791)))
                .build();
    }

    public static List<FlowRule> forFirstPacket(String granularity, BiFunction<Host, Host, Ethernet> firstPacket) {
        FatTree fatTree = FatTree.build(4, 2, 1000);
        EmbeddedOnos onos = EmbeddedOnos.start();
        JanusManager janus = null;
        try {
            fatTree.applyTo(onos.switches());
            onos.awaitQuiescent();
            janus = JanusTestWiring.on(onos).scheduler(new ManualScheduler())
                    .property("strategy", "shortest").property("matchGranularity", granularity).activate();
            Host src = fatTree.hosts().stream().filter(h -> h.pod() == 0).findFirst().orElseThrow();
            Host dst = fatTree.hosts().stream().filter(h -> h.pod() == 3).findFirst().orElseThrow();
            onos.switches().injectPacket(src.location(), firstPacket.apply(src, dst));
            onos.awaitQuiescent();
            short intentApp = onos.coreService().registerApplication(INTENT_FRAMEWORK_APP).id();
            return onos.switches().flowTables().values().stream().flatMap(List::stream)
                    .filter(r -> r.appId() == intentApp).collect(ImmutableList.toImmutableList());
        } finally {
            if (janus != null) {
                janus.deactivate();
            }
            onos.stop();
        }
    }
}
