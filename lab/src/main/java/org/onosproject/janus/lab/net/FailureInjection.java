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
import org.onosproject.janus.lab.topo.LinkChange;
import org.onosproject.janus.lab.topo.LinkSchedule;
import org.onosproject.janus.lab.topo.SwitchChange;
import org.onosproject.janus.lab.topo.TopologySpec.LinkSpec;
import org.onosproject.net.ConnectPoint;

import java.util.List;
import java.util.stream.IntStream;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Links and switches going down and up. The data plane changes at once: a dead link carries nothing, so
 * the flows over it stop (they are looked up again and stall). ONOS hears of it
 * {@code failureDetectionMillis + controlDelayMillis} later ({@link Timing#failureReactionMillis()}).
 */
final class FailureInjection {

    private final NetworkSettings settings;
    private final Fabric fabric;
    private final EventEngine engine;
    private final EmulatedSwitches switches;
    private final FluidTraffic traffic;
    private final ControlPlaneQuiescence quiescence;

    FailureInjection(NetworkSettings settings, Fabric fabric, EventEngine engine, EmulatedSwitches switches,
                     FluidTraffic traffic, ControlPlaneQuiescence quiescence) {
        this.settings = settings;
        this.fabric = fabric;
        this.engine = engine;
        this.switches = switches;
        this.traffic = traffic;
        this.quiescence = quiescence;
    }

    /** Schedules every change of {@code schedule} at its virtual time. */
    void schedule(LinkSchedule schedule) {
        for (LinkChange change : schedule.changes()) {
            engine.scheduleMillis(change.atMillis(), () -> changeLink(change.a(), change.b(), change.up()));
        }
        for (SwitchChange change : schedule.switchChanges()) {
            engine.scheduleMillis(change.atMillis(), () -> changeSwitch(change.name(), change.up()));
        }
    }

    /** Fails ({@code up == false}) or restores the link between two named switches now. */
    void changeLink(String a, String b, boolean up) {
        int index = fabric.spec().linkIndex(a, b);
        checkArgument(index >= 0, "no link between %s and %s", a, b);
        changeCables(new int[]{index}, up);
    }

    /** Fails or restores every link of a named switch now. */
    void changeSwitch(String name, boolean up) {
        checkArgument(fabric.spec().switchIndex(name) >= 0, "no switch %s", name);
        List<LinkSpec> links = fabric.spec().links();
        changeCables(IntStream.range(0, links.size())
                             .filter(i -> links.get(i).a().equals(name) || links.get(i).b().equals(name))
                             .toArray(), up);
    }

    /** {@code cables} are link spec indices: both directions of each change. */
    private void changeCables(int[] cables, boolean up) {
        quiescence.touch();
        for (int cable : cables) {
            for (int l : fabric.directedLinksOf(cable)) {
                traffic.setCapacity(l, up ? fabric.capacityBps(l) : 0);
            }
            changedAt(cable);
        }
        long delay = settings.timing().failureReactionMillis();
        if (delay == 0) {
            tellOnos(cables, up);
        } else {
            engine.scheduleMillis(delay, () -> tellOnos(cables, up));
        }
    }

    private void tellOnos(int[] cables, boolean up) {
        quiescence.touch();
        for (int cable : cables) {
            int directed = fabric.directedLinksOf(cable)[0];
            ConnectPoint one = fabric.linkSrc(directed);
            ConnectPoint other = fabric.linkDst(directed);
            if (up) {
                switches.restoreLink(one, other);
            } else {
                switches.removeLink(one, other);
            }
            changedAt(cable);
        }
    }

    private void changedAt(int cable) {
        int directed = fabric.directedLinksOf(cable)[0];
        quiescence.changedAt(fabric.linkSrc(directed).deviceId(), fabric.linkDst(directed).deviceId());
    }
}
