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

import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.cluster.Ownerships;
import org.onosproject.janus.impl.monitor.YoungFlows;
import com.google.common.base.Ticker;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.flow.FlowRuleServiceAdapter;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.packet.PacketService;
import org.onosproject.net.packet.PacketServiceAdapter;

import java.util.concurrent.Executor;
import java.util.function.Supplier;

/** The collaborator groups of Janus's parts, for tests that build a part on its own. */
public final class TestGroups {

    private TestGroups() {
    }

    /** {@code intents} and ONOS's adapters for the other services. */
    public static OnosServices onos(ApplicationId appId, IntentService intents) {
        return onos(appId, intents, new PacketServiceAdapter());
    }

    public static OnosServices onos(ApplicationId appId, IntentService intents, PacketService packets) {
        return new OnosServices(appId, intents, new FlowRuleServiceAdapter(), packets);
    }

    /** A context on {@code clock} with the real-time ticker. */
    public static JanusContext context(Supplier<JanusConfig> config, JanusCounters counters, Scheduler clock,
                                Executor events) {
        return new JanusContext(config, counters, clock, Ticker.systemTicker(), events);
    }

    /** {@code flows} and {@code ownership}, with charges of their own and a backoff on {@code clock}. */
    public static FlowState state(FlowStore flows, FlowOwnership ownership, Scheduler clock) {
        return new FlowState(flows, ownership, new FlowCharges(new CommittedLoad(), new YoungFlows(),
                                                               new IsolatedHolds()),
                             Ownerships.backoffOn(clock));
    }
}
