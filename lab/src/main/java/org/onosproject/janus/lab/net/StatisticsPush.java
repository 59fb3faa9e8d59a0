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
package org.onosproject.janus.lab.net;

import org.onosproject.janus.embedded.EmulatedSwitches;
import org.onosproject.janus.lab.sim.EventEngine;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.List;

/**
 * The emulated switches' counters, as ONOS's OpenFlow providers would poll them: port statistics (the
 * bytes each port sent and received) and flow statistics (the bytes each rule matched), from the
 * traffic model, pushed into the embedded ONOS at the settings' intervals or on demand.
 */
final class StatisticsPush {

    private final NetworkSettings settings;
    private final Fabric fabric;
    private final EventEngine engine;
    private final EmulatedSwitches switches;
    private final FluidTraffic traffic;
    private final ControlPlaneQuiescence quiescence;

    StatisticsPush(NetworkSettings settings, Fabric fabric, EventEngine engine, EmulatedSwitches switches,
                   FluidTraffic traffic, ControlPlaneQuiescence quiescence) {
        this.settings = settings;
        this.fabric = fabric;
        this.engine = engine;
        this.switches = switches;
        this.traffic = traffic;
        this.quiescence = quiescence;
    }

    /** Pushes port and flow statistics periodically from now on, each at its own interval. */
    void schedulePeriodicPushes() {
        periodic(settings.timing().portStatsIntervalMillis(), this::pushPortStatistics);
        periodic(settings.timing().flowStatsIntervalMillis(), this::pushFlowStatistics);
    }

    /** Pushes both now and waits until ONOS has taken them in. */
    void pushNow() {
        pushPortStatistics();
        pushFlowStatistics();
        quiescence.awaitQuiescent();
    }

    /** A switch's counters for a removed rule are gone; a rule installed again starts from zero. */
    void forgetRemovedRules(List<FlowRule> removed) {
        for (FlowRule rule : removed) {
            if (!switches.isInstalled(rule)) {
                traffic.forgetRule(rule.id().value());
            }
        }
    }

    private void periodic(long periodMillis, Runnable task) {
        engine.scheduleMillis(periodMillis, new Runnable() {
            @Override
            public void run() {
                task.run();
                engine.scheduleMillis(periodMillis, this);
            }
        });
    }

    private void pushPortStatistics() {
        traffic.advance();
        quiescence.touch();
        long nowMillis = engine.nowMillis();
        for (int s = 0; s < fabric.devices().size(); s++) {
            DeviceId device = fabric.device(s);
            List<PortStatistics> stats = new ArrayList<>();
            for (PortNumber port : fabric.ports(s)) {
                int out = fabric.egressLink(new ConnectPoint(device, port));
                int in = out ^ 1; // the reverse direction of the same cable
                long txBytes = (long) traffic.linkBytes(out);
                long rxBytes = (long) traffic.linkBytes(in);
                stats.add(DefaultPortStatistics.builder().setDeviceId(device).setPort(port)
                                  .setBytesSent(txBytes).setBytesReceived(rxBytes)
                                  .setPacketsSent(packets(txBytes)).setPacketsReceived(packets(rxBytes))
                                  .setDurationSec(nowMillis / 1000)
                                  .setDurationNano((nowMillis % 1000) * 1_000_000).build());
            }
            switches.updatePortStatistics(device, stats);
        }
    }

    private void pushFlowStatistics() {
        traffic.advance();
        quiescence.touch();
        for (List<FlowRule> table : switches.flowTables().values()) {
            for (FlowRule rule : table) {
                long bytes = (long) traffic.ruleBytes(rule.id().value());
                switches.setRuleCounters(rule, packets(bytes), bytes);
            }
        }
        switches.pushAllFlowStatistics();
    }

    private long packets(long bytes) {
        return (bytes + settings.packetBytes() - 1) / settings.packetBytes();
    }
}
