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

import org.onosproject.core.ApplicationId;
import org.onosproject.net.DeviceId;
import org.onosproject.janus.impl.ProvisionedFlow.WithdrawalCause;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowId;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.intent.FlowRuleIntent;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.StorageException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Gives Janus's intents the idle and hard timeouts ONOS intents lack. Every poll it reads the byte
 * counters of each installed intent's flow entries (the largest of them: every hop counts the same
 * packets, so a sum would only multiply by the path length), notes growth, and withdraws intents idle
 * for their idle timeout or older than {@code hardTimeout}. The idle timeout is {@code idleTimeout}, or
 * in the adaptive mode the one the flow's host pair learnt ({@link IdleGapLearner}): the reaper tells
 * the learner when a pair's traffic resumes after a gap, when it releases a pair's path for idleness,
 * and which flows exist (so a released pair that came back is recognised).
 * <p>
 * On a cluster each node polls only the flows it owns ({@link FlowOwnership}), so exactly one node
 * times out each intent. The activity it reads stays on the owner ({@link FlowTable#observeBytes}):
 * a poll reads this node's copy of the flow table, writes nothing to the consensus store, and shares the
 * charges that changed materially with one write to an eventually consistent map. A
 * node that takes a flow over (its owner stopped or failed) counts it active from the take-over, so it
 * reaps an idle flow one idle timeout after the take-over at the latest. Each poll also catches up with
 * lifecycle events the owner may have missed, forgets install reports of flows never recorded and withdraws
 * intents no record names ({@link UnrecordedIntentSweeper}).
 */
final class IdleReaper {

    private static final long MILLIS_PER_SECOND = 1000L;

    private final Logger log = LoggerFactory.getLogger(getClass());

    private final ApplicationId appId;
    private final FlowRuleService flowRuleService;
    private final IntentService intentService;
    private final FlowTable flows;
    private final FlowOwnership ownership;
    private final IntentLifecycle lifecycle;
    private final Scheduler scheduler;
    private final Supplier<JanusConfig> config;
    private final IdleGapLearner learner;
    private final StoreBackoff backoff;
    private final UnrecordedIntentSweeper unrecorded;
    /** When the last poll read every owned flow's counters (scheduler thread only). */
    private long lastObservedMillis = Long.MIN_VALUE / 2;
    private Scheduler.Task task;

    IdleReaper(ApplicationId appId, FlowRuleService flowRuleService, IntentService intentService,
               FlowTable flows, FlowOwnership ownership, IntentLifecycle lifecycle, Scheduler scheduler,
               Supplier<JanusConfig> config, IdleGapLearner learner, StoreBackoff backoff,
               UnrecordedIntentSweeper unrecorded) {
        this.appId = appId;
        this.unrecorded = unrecorded;
        this.backoff = backoff;
        this.flowRuleService = flowRuleService;
        this.intentService = intentService;
        this.flows = flows;
        this.ownership = ownership;
        this.lifecycle = lifecycle;
        this.scheduler = scheduler;
        this.config = config;
        this.learner = learner;
    }

    /** (Re)starts polling every {@code periodMillis}. */
    synchronized void start(long periodMillis) {
        checkArgument(periodMillis > 0, "period must be > 0: %s", periodMillis);
        stop();
        task = scheduler.scheduleAtFixedRate(this::poll, periodMillis, periodMillis);
    }

    synchronized void stop() {
        if (task != null) {
            task.cancel();
            task = null;
        }
    }

    /**
     * One round: read counters, withdraw what timed out. Put off while the store is failing (see
     * {@link StoreBackoff}): a flow's byte counter only grows meanwhile, so a poll skipped never makes a
     * busy flow look idle.
     */
    void poll() {
        if (!backoff.mayCall()) {
            return;
        }
        try {
            pollOwnedFlows();
        } catch (StorageException e) {
            backoff.failed();
            log.warn("Janus's statistics poll could not reach the store; the next poll in {} ms at the earliest: {}",
                     backoff.retryAfterMillis(), e.toString());
        }
    }

    private void pollOwnedFlows() {
        long now = scheduler.nowMillis();
        JanusConfig cfg = config.get();
        boolean previousPollOnTime = now - lastObservedMillis <= lateAfterMillis(cfg);
        // Intent rules belong to the intent framework's application, not Janus's: read per device.
        Map<DeviceId, Map<FlowId, FlowEntry>> entriesByDevice = new HashMap<>();
        for (ProvisionedFlow known : flows.all()) {
            Key key = known.intentKey();
            if (!ownership.isMine(key)) {
                flows.unfollow(key);
                continue;
            }
            if (known.state() != ProvisionedFlow.State.INSTALLED) {
                lifecycle.reconcile(known);
                continue;
            }
            if (known.declared()) {
                continue;       // no idle timeout; charged what its job declared, not what it is measured
            }
            boolean followed = flows.follows(key);
            ProvisionedFlow flow = flows.observeBytes(key, maxBytes(known, entriesByDevice), now).orElse(known);
            if (cfg.idle().adaptive()) {
                learn(cfg, followed && previousPollOnTime, known, flow);
            }
            long hardMillis = cfg.hardTimeoutSeconds() * MILLIS_PER_SECOND;
            long idleMillis = learner.timeoutMillis(flow, cfg);
            if (hardMillis > 0 && now - flow.createdMillis() >= hardMillis) {
                lifecycle.withdraw(key, WithdrawalCause.HARD_TIMEOUT);
            } else if (idleMillis > 0 && flow.idleMillis(now) >= idleMillis
                    && lifecycle.withdraw(key, WithdrawalCause.IDLE_TIMEOUT) && cfg.idle().adaptive()) {
                learner.releasedIdle(flow, now);
            }
        }
        lastObservedMillis = now;
        // The charges that changed materially reach the other nodes in one write, however many they are.
        flows.shareActivity();
        flows.forgetStaleInstalls();
        unrecorded.sweep();
    }

    /** A poll more than one and a half intervals after the previous one could not see the gaps in between. */
    private static long lateAfterMillis(JanusConfig cfg) {
        long pollMillis = cfg.statsPollIntervalSeconds() * MILLIS_PER_SECOND;
        return pollMillis + pollMillis / 2;
    }

    /**
     * Tells the learner that the flow exists and, if this node followed it at the previous poll, that poll
     * was on time (not put off by a failing store or a late thread: a gap then hides in the polls that did
     * not run) and its traffic resumed after at least one poll without any, how long the gap was. Gaps
     * under the adaptive minimum are not learnt: they cannot raise a timeout above the minimum, and would
     * push longer gaps out of the pair's history.
     */
    private void learn(JanusConfig cfg, boolean measurable, ProvisionedFlow before, ProvisionedFlow after) {
        learner.seen(after);
        long gap = after.lastActiveMillis() - before.lastActiveMillis();
        if (measurable && gap > lateAfterMillis(cfg) && gap >= cfg.idle().minSeconds() * MILLIS_PER_SECOND) {
            learner.resumed(after, gap);
        }
    }

    private long maxBytes(ProvisionedFlow flow, Map<DeviceId, Map<FlowId, FlowEntry>> entriesByDevice) {
        long max = 0;
        for (Intent installable : intentService.getInstallableIntents(flow.intentKey())) {
            if (!(installable instanceof FlowRuleIntent)) {
                continue;
            }
            for (FlowRule rule : ((FlowRuleIntent) installable).flowRules()) {
                FlowEntry entry = entriesByDevice.computeIfAbsent(rule.deviceId(), this::entriesOf).get(rule.id());
                if (entry != null) {
                    max = Math.max(max, entry.bytes());
                }
            }
        }
        return max;
    }

    private Map<FlowId, FlowEntry> entriesOf(DeviceId device) {
        Map<FlowId, FlowEntry> entries = new HashMap<>();
        for (FlowEntry entry : flowRuleService.getFlowEntries(device)) {
            entries.put(entry.id(), entry);
        }
        return entries;
    }
}
