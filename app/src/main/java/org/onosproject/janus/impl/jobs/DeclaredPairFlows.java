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
package org.onosproject.janus.impl.jobs;

import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.move.Rerouter;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;
import org.onosproject.net.packet.PacketContext;

import java.util.List;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The declared pairs of jobs as flows of Janus: a placed pair is recorded in the {@link FlowStore} as a
 * host-pair flow under its job's intent key, charged by the {@link FlowCharges}, its intent built by
 * {@link FlowIntents}, withdrawn and purged by the {@link IntentLifecycle}; the {@link Rerouter} moves it off
 * a dead link to the path its job's placement chooses ({@link JobManager#reselect}).
 */
public final class DeclaredPairFlows {

    /** The strategy name a declared pair's record carries: its path is its job's joint placement. */
    static final String JOINT = "joint";

    private final ApplicationId appId;
    private final FlowStore flows;
    private final FlowCharges charges;
    private final FlowIntents intents;
    private final IntentLifecycle lifecycle;
    private final Scheduler scheduler;

    public DeclaredPairFlows(ApplicationId appId, FlowStore flows, FlowCharges charges, FlowIntents intents,
                      IntentLifecycle lifecycle, Scheduler scheduler) {
        this.appId = checkNotNull(appId, "appId");
        this.flows = checkNotNull(flows, "flows");
        this.charges = checkNotNull(charges, "charges");
        this.intents = checkNotNull(intents, "intents");
        this.lifecycle = checkNotNull(lifecycle, "lifecycle");
        this.scheduler = checkNotNull(scheduler, "scheduler");
    }

    /** Records the flow of a placed pair, charges it and submits its intent. */
    void provision(JobPair pair, ConnectPoint ingress, ConnectPoint egress) {
        Key key = Key.of(pair.intentKey(), appId);
        FlowRequest request = new FlowRequest(FlowKey.ofHostPair(pair.srcIp(), pair.dstIp()), pair.srcHost(),
                                              pair.dstHost(), ingress, egress);
        flows.provision(key, () -> new ProvisionedFlow(key, request, Selection.of(pair.path(), "joint placement"),
                                                       JOINT, scheduler.nowMillis(), pair.chargeBytesPerSec()),
                        this::submit, new Settlement());
    }

    private boolean submit(ProvisionedFlow flow) {
        charges.charge(flow);
        if (intents.submit(flow)) {
            return true;
        }
        charges.discharge(flow.intentKey().toString());
        return false;
    }

    /** True if a flow (live or being withdrawn) is recorded under the pair's key. */
    boolean recorded(String intentKey) {
        return flows.get(Key.of(intentKey, appId)).isPresent();
    }

    /** The path of the pair's flow; empty if it has none (never placed, withdrawn, or no path left). */
    Optional<List<Link>> path(String intentKey) {
        return live(intentKey).map(ProvisionedFlow::links);
    }

    /** Withdraws the pair's flow, if it has one. */
    void withdraw(String intentKey) {
        lifecycle.withdraw(Key.of(intentKey, appId), WithdrawalCause.OPERATOR);
    }

    /** Sends a packet along the pair's flow, or drops it if the pair has none. */
    void forward(PacketContext context, String intentKey) {
        FlowIntents.forward(context, live(intentKey));
    }

    private Optional<ProvisionedFlow> live(String intentKey) {
        return flows.get(Key.of(intentKey, appId)).filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING);
    }

    /** Only one node declares a job (its map entry is written first), so a lost race is not expected. */
    private final class Settlement implements FlowStore.Settlement {
        @Override
        public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            charges.charge(recorded);
        }

        @Override
        public void failed(ProvisionedFlow ours) {
            charges.discharge(ours.intentKey().toString());
            intents.withdraw(ours.intentKey());
        }
    }
}
