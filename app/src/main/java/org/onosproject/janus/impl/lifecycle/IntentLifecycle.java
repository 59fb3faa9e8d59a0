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
package org.onosproject.janus.impl.lifecycle;

import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentListener;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * Follows Janus's intents through ONOS: starts the idle clock when one is installed, and ends one
 * properly (ONOS intents never expire): withdraw, wait for WITHDRAWN, purge, then forget the flow and
 * tell its strategy. Failed intents are purged and forgotten the same way. It is the one way a Janus
 * intent ends; the {@link FlowReaper} decides which end, and why.
 * <p>
 * On a cluster every node hears every intent event; only the flow's owner ({@link FlowOwnership})
 * acts on it, and a withdrawal is issued only by the one node whose call moved the shared flow to
 * withdrawing, so no intent is withdrawn or purged twice.
 * <p>
 * The listener runs on ONOS's event thread and only filters; each event's work (compare-and-swap
 * updates of the shared flow map, purges) runs on Janus's event executor, in the order of the events.
 */
public final class IntentLifecycle implements IntentListener {

    private static final Logger log = getLogger(IntentLifecycle.class);

    private final ApplicationId appId;
    private final IntentService intentService;
    private final FlowStore flows;
    private final FlowOwnership ownership;
    private final SelectorRegistry selectors;
    private final JanusContext context;
    private final Object purgeMonitor = new Object();
    // Set when the last Janus node of the cluster withdraws everything: it then acts on every flow,
    // since the other ONOS nodes that own partitions no longer run Janus.
    private volatile boolean actingForAll;

    public IntentLifecycle(OnosServices onos, JanusContext context, FlowState state, SelectorRegistry selectors) {
        this.appId = onos.appId();
        this.intentService = onos.intents();
        this.flows = state.flows();
        this.ownership = state.ownership();
        this.selectors = selectors;
        this.context = context;
    }

    public void start() {
        intentService.addListener(this);
    }

    public void stop() {
        intentService.removeListener(this);
    }

    /**
     * Starts withdrawing the intent of a Janus flow (from any node: the shared state decides who issues it).
     *
     * @return false if Janus has no flow with that key
     */
    public boolean withdraw(Key key, WithdrawalCause cause) {
        if (flows.get(key).isEmpty()) {
            return false;
        }
        if (!flows.startWithdrawal(key)) {
            return true;
        }
        if (cause == WithdrawalCause.IDLE_TIMEOUT) {
            context.counters().increment(Statistic.IDLE_WITHDRAWALS);
        } else if (cause == WithdrawalCause.HARD_TIMEOUT) {
            context.counters().increment(Statistic.HARD_TIMEOUT_WITHDRAWALS);
        }
        Intent intent = intentService.getIntent(key);
        if (intent == null) {
            forget(key);
        } else {
            intentService.withdraw(intent);
        }
        return true;
    }

    @Override
    public boolean isRelevant(IntentEvent event) {
        // Only the application here: who owns the flow is a store read, which may block (a node cut off
        // from its cluster waits seconds for it), so it is asked on Janus's executor, not ONOS's thread.
        return appId.equals(event.subject().appId());
    }

    @Override
    public void event(IntentEvent event) {
        context.events().execute(() -> {
            if (actingForAll || ownership.isMine(event.subject().key())) {
                handle(event);
            }
        });
    }

    /** The work of one intent event, on Janus's event executor. */
    void handle(IntentEvent event) {
        Intent intent = event.subject();
        log.debug("Intent {} {}", intent.key(), event.type());
        switch (event.type()) {
            case INSTALLED:
                flows.markInstalled(intent.key(), context.scheduler().nowMillis());
                break;
            case FAILED:
                log.warn("Janus intent {} failed; purging it", intent.key());
                flows.startWithdrawal(intent.key());
                intentService.purge(intent);
                break;
            case WITHDRAWN:
                intentService.purge(intent);
                break;
            case PURGED:
                forget(intent.key());
                break;
            default:
                break;
        }
    }

    /**
     * Withdraws and purges every intent of the application, whichever node owns it (for the last Janus
     * node of a cluster), waiting at most {@code timeoutMillis} on the context's ticker for the intent store
     * to empty (the intent pipeline runs on its own threads, so this is real, not virtual, time).
     *
     * @return true if no intent of the application is left
     */
    public boolean withdrawAllAndWait(long timeoutMillis) {
        actingForAll = true;
        for (Intent intent : appIntents()) {
            flows.startWithdrawal(intent.key());
            end(intent);
        }
        long deadline = context.ticker().read() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (purgeMonitor) {
            while (!appIntents().isEmpty()) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - context.ticker().read());
                if (left <= 0) {
                    log.warn("{} Janus intents still present after {} ms", appIntents().size(), timeoutMillis);
                    return false;
                }
                try {
                    purgeMonitor.wait(Math.min(left, 50));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return appIntents().isEmpty();
                }
            }
        }
        flows.all().forEach(f -> forget(f.intentKey()));
        return true;
    }

    /**
     * Catches up with what this node, as owner, may have missed (events before it owned a flow, or
     * while its owner changed): a submitted flow whose intent is installed starts its idle clock; a
     * withdrawing flow whose intent is withdrawn or failed is purged, and one whose intent is gone is
     * forgotten, as is a submitted flow that never got an intent.
     */
    void reconcile(ProvisionedFlow flow) {
        Key key = flow.intentKey();
        Intent intent = intentService.getIntent(key);
        IntentState state = intent == null ? null : intentService.getIntentState(key);
        if (flow.state() == ProvisionedFlow.State.SUBMITTED && state == IntentState.INSTALLED) {
            flows.markInstalled(key, context.scheduler().nowMillis());
        } else if (flow.state() == ProvisionedFlow.State.SUBMITTED && intent == null
                && context.scheduler().nowMillis() - flow.createdMillis() >= FlowStore.STALE_MILLIS) {
            // Its node stopped between storing the flow and submitting the intent.
            log.warn("Janus flow {} has had no intent for {} ms; forgetting it", key, FlowStore.STALE_MILLIS);
            forget(key);
        } else if (flow.state() == ProvisionedFlow.State.WITHDRAWING) {
            if (intent == null) {
                forget(key);
            } else if (state == IntentState.WITHDRAWN || state == IntentState.FAILED) {
                intentService.purge(intent);
            }
        }
    }

    /**
     * Ends an intent whatever its record says (one no record names, or any on the last node's way out):
     * withdraws it (purged on WITHDRAWN, as any other), or purges it if it is withdrawn or failed already.
     *
     * @return false if it is on its way out already
     */
    boolean end(Intent intent) {
        IntentState state = intentService.getIntentState(intent.key());
        if (state == IntentState.WITHDRAWN || state == IntentState.FAILED) {
            intentService.purge(intent);
            return true;
        }
        if (state == IntentState.WITHDRAW_REQ || state == IntentState.WITHDRAWING
                || state == IntentState.PURGE_REQ) {
            return false;
        }
        intentService.withdraw(intent);
        return true;
    }

    private List<Intent> appIntents() {
        return ImmutableList.copyOf(intentService.getIntentsByAppId(appId));
    }

    // Its strategy is told once: only one call, on any node, removes the record.
    private void forget(Key key) {
        flows.remove(key).ifPresent(selectors::flowRemoved);
        synchronized (purgeMonitor) {
            purgeMonitor.notifyAll();
        }
    }
}
