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

import com.google.common.collect.ImmutableSet;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.util.Set;
import java.util.function.Predicate;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Withdraws the Janus intents no flow record names. A flow's record is written after its intent is
 * submitted, so a node that stops between the two (a store round trip) leaves an intent that nothing else
 * would ever withdraw. At each of its polls a node looks at Janus's intents whose keys it owns (the intent
 * store is read locally); one that its copy of the flow records does not name on two polls in a row, and
 * of which the store confirms there is no record, is withdrawn (the lifecycle purges it on WITHDRAWN, as any
 * other), or purged if it was withdrawn or failed already (a declared job's pair has a flow record as any
 * flow has). No store call while there is no suspect.
 */
final class UnrecordedIntentSweeper {

    private static final Logger log = getLogger(UnrecordedIntentSweeper.class);

    private final ApplicationId appId;
    private final IntentService intentService;
    private final FlowTable flows;
    private final Predicate<Key> isMine;
    private final JanusCounters counters;
    // This node's intents without a flow record at the last sweep.
    private Set<Key> suspects = ImmutableSet.of();

    UnrecordedIntentSweeper(ApplicationId appId, IntentService intentService, FlowTable flows, Predicate<Key> isMine,
                            JanusCounters counters) {
        this.appId = checkNotNull(appId, "appId");
        this.intentService = checkNotNull(intentService, "intentService");
        this.flows = checkNotNull(flows, "flows");
        this.isMine = checkNotNull(isMine, "isMine");
        this.counters = checkNotNull(counters, "counters");
    }

    /**
     * One sweep.
     *
     * @return the intents withdrawn or purged
     */
    synchronized int sweep() {
        ImmutableSet.Builder<Key> unrecorded = ImmutableSet.builder();
        int ended = 0;
        for (Intent intent : intentService.getIntentsByAppId(appId)) {
            Key key = intent.key();
            if (!isMine.test(key) || flows.cached(key).isPresent()) {
                continue;
            }
            if (!suspects.contains(key) || flows.recorded(key) || !end(intent)) {
                unrecorded.add(key);
                continue;
            }
            log.info("Withdrew Janus intent {}: no flow record names it (its node stopped before recording it)", key);
            counters.increment(Statistic.UNRECORDED_WITHDRAWALS);
            ended++;
        }
        suspects = unrecorded.build();
        return ended;
    }

    // Withdraws the intent, or purges it if it is withdrawn or failed; false if it is on its way out already.
    private boolean end(Intent intent) {
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
}
