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
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.cluster.StoreBackoff;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Ordering;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowId;
import org.onosproject.net.intent.FlowRuleIntent;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.StorageException;
import org.slf4j.Logger;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * Decides which of Janus's flows end, and why; the {@link IntentLifecycle} ends them (ONOS intents never
 * expire). It only ever ends flows this node owns ({@link FlowOwnership}), so on a cluster exactly one node
 * ends each flow, and every count and read is of this node's copy of the flow table.
 * <ul>
 * <li><b>Timeouts</b> ({@link #poll()}, every statistics interval): reads the byte counters of each
 * installed intent's flow entries (the largest of them: every hop counts the same packets, so a sum would
 * only multiply by the path length), notes growth, and withdraws intents idle for their idle timeout or
 * older than {@code hardTimeout}. The idle timeout is {@code idleTimeout}, or in the adaptive mode the one
 * the flow's host pair learnt ({@link IdleGapLearner}): the reaper tells the learner when a pair's traffic
 * resumes after a gap, when it releases a pair's path for idleness, and which flows exist (so a released
 * pair that came back is recognised). The activity it reads stays on the owner
 * ({@link FlowStore#observeBytes}): a poll writes nothing to the consensus store, and shares the charges
 * that changed materially with one write to an eventually consistent map. A node that takes a flow over
 * counts it active from the take-over, so it reaps an idle flow one idle timeout after the take-over at the
 * latest. The poll also catches up with lifecycle events the owner may have missed and forgets install
 * reports of flows never recorded.</li>
 * <li><b>Unrecorded intents</b> (at each poll): a flow's record is written after its intent is submitted,
 * so a node that stops between the two leaves an intent that nothing else would ever withdraw. An intent
 * this node owns that its copy of the records does not name on two polls in a row, and of which the store
 * confirms there is no record, is ended (a declared job's pair has a flow record as any flow has). No store
 * call while there is no suspect.</li>
 * <li><b>The {@code maxIntents} cap</b> ({@link #makeRoom()}, before each new flow): if the flows Janus
 * holds (minus those being reclaimed) have reached the cap, the longest-idle flows are withdrawn to make
 * room, 1% of the cap at once (at least one flow), so a storm at the cap scans the flow table once per
 * hundred admissions. Declared jobs' pairs count but are never reclaimed. Flows being withdrawn for other
 * reasons still count, which errs on the side of
 * staying under the cap; the cap counts every node's flows, so a node that owns no reclaimable flow admits
 * the new one over the cap.</li>
 * </ul>
 */
public final class FlowReaper {

    /** The cap is divided by this to size one reclaim batch (1%). */
    static final int BATCH_DIVISOR = 100;

    private static final long MILLIS_PER_SECOND = 1000L;
    private static final Logger log = getLogger(FlowReaper.class);

    private final OnosServices onos;
    private final JanusContext context;
    private final FlowStore flows;
    private final FlowOwnership ownership;
    private final StoreBackoff backoff;
    private final IntentLifecycle lifecycle;
    private final IdleGapLearner learner;
    /** When the last poll read every owned flow's counters (poll thread only). */
    private long lastObservedMillis = Long.MIN_VALUE / 2;
    // This node's intents without a flow record at the last poll.
    private Set<Key> unrecordedSuspects = ImmutableSet.of();
    private final Set<Key> reclaiming = ConcurrentHashMap.newKeySet();

    public FlowReaper(OnosServices onos, JanusContext context, FlowState state, IntentLifecycle lifecycle,
               IdleGapLearner learner) {
        this.onos = onos;
        this.context = context;
        this.flows = state.flows();
        this.ownership = state.ownership();
        this.backoff = state.backoff();
        this.lifecycle = lifecycle;
        this.learner = learner;
    }

    /**
     * One round: read counters, withdraw what timed out, end unrecorded intents. Put off while the store is
     * failing (see {@link StoreBackoff}): a flow's byte counter only grows meanwhile, so a poll skipped never
     * makes a busy flow look idle.
     */
    public synchronized void poll() {
        if (!backoff.mayCall()) {
            return;
        }
        try {
            timeOutOwnedFlows();
            // The charges that changed materially reach the other nodes in one write, however many they are.
            flows.shareActivity();
            flows.forgetStaleInstalls();
            endUnrecordedIntents();
        } catch (StorageException e) {
            backoff.failed();
            log.warn("Janus's statistics poll could not reach the store; the next poll in {} ms at the earliest: {}",
                     StoreBackoff.RETRY_AFTER_FAILURE_MILLIS, e.toString());
        }
    }

    private void timeOutOwnedFlows() {
        long now = context.scheduler().nowMillis();
        JanusConfig cfg = context.config();
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
        return onos.intents().getInstallableIntents(flow.intentKey()).stream()
                .filter(FlowRuleIntent.class::isInstance)
                .flatMap(installable -> ((FlowRuleIntent) installable).flowRules().stream())
                .map(rule -> entriesByDevice.computeIfAbsent(rule.deviceId(), this::entriesOf).get(rule.id()))
                .filter(Objects::nonNull)
                .mapToLong(FlowEntry::bytes).reduce(0, Math::max);
    }

    private Map<FlowId, FlowEntry> entriesOf(DeviceId device) {
        Map<FlowId, FlowEntry> entries = new HashMap<>();
        onos.flowRules().getFlowEntries(device).forEach(entry -> entries.put(entry.id(), entry));
        return entries;
    }

    /**
     * Ends the intents this node owns that no flow record named at this poll and the previous one.
     *
     * @return the intents ended
     */
    synchronized int endUnrecordedIntents() {
        ImmutableSet.Builder<Key> unrecorded = ImmutableSet.builder();
        int ended = 0;
        for (Intent intent : onos.intents().getIntentsByAppId(onos.appId())) {
            Key key = intent.key();
            if (!ownership.isMine(key) || flows.cached(key).isPresent()) {
                continue;
            }
            if (!unrecordedSuspects.contains(key) || flows.get(key).isPresent() || !lifecycle.end(intent)) {
                unrecorded.add(key);
                continue;
            }
            log.info("Withdrew Janus intent {}: no flow record names it (its node stopped before recording it)", key);
            context.counters().increment(Statistic.UNRECORDED_WITHDRAWALS);
            ended++;
        }
        unrecordedSuspects = unrecorded.build();
        return ended;
    }

    /**
     * Makes room for one more flow if the cap is reached. Call it outside the flow table's provisioning
     * (a withdrawal may remove other flows from the table). Thread-safe.
     *
     * @return how many flows it started to reclaim
     */
    public int makeRoom() {
        synchronized (reclaiming) {
            reclaiming.removeIf(key -> flows.cached(key).isEmpty());
            int max = context.config().maxIntents();
            int held = flows.size() - reclaiming.size();
            if (held < max) {
                return 0;
            }
            int wanted = held - max + Math.max(1, max / BATCH_DIVISOR);
            long now = context.scheduler().nowMillis();
            List<ProvisionedFlow> candidates = flows.all().stream()
                    .filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING && !f.declared()
                            && !reclaiming.contains(f.intentKey()) && ownership.isMine(f.intentKey()))
                    .collect(Collectors.toList());
            Comparator<ProvisionedFlow> longestIdleFirst =
                    Comparator.<ProvisionedFlow>comparingLong(f -> f.idleMillis(now)).reversed()
                            .thenComparingLong(ProvisionedFlow::createdMillis)
                            .thenComparing(f -> f.intentKey().toString());
            int reclaimed = 0;
            for (ProvisionedFlow victim : Ordering.from(longestIdleFirst).leastOf(candidates, wanted)) {
                if (lifecycle.withdraw(victim.intentKey(), WithdrawalCause.CAP_RECLAIM)) {
                    reclaiming.add(victim.intentKey());
                    context.counters().increment(Statistic.CAP_RECLAIMS);
                    reclaimed++;
                }
            }
            return reclaimed;
        }
    }
}
