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
package org.onosproject.janus.testbed.provider;

import com.google.common.collect.ImmutableSet;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Flow-rule batches sent to switches and not yet confirmed. A batch's flow-mods and its closing
 * barrier request share one transaction id; the switch answers errors for the flow-mods it
 * refuses with that id, and the barrier reply once it processed them all: then the batch is
 * complete, failed for the refused rules.
 */
final class PendingBatches {

    /** The 32-bit transaction id of a batch's messages. */
    static long xidOf(FlowRuleBatchOperation batch) {
        return batch.id() & 0xffffffffL;
    }

    private final Map<Long, Pending> byXid = new HashMap<>();

    /** Records a batch about to be sent, with the rules that already failed (e.g. could not be translated). */
    synchronized void sent(FlowRuleBatchOperation batch, Set<FlowRule> alreadyFailed) {
        byXid.put(xidOf(batch), new Pending(batch, alreadyFailed));
    }

    /**
     * The switch refused the flow-mod with {@code cookie} of the batch with {@code xid}; an unknown
     * cookie (the switch did not say which flow-mod) fails the whole batch. False if no such batch.
     */
    synchronized boolean refused(long xid, Optional<Long> cookie) {
        Pending pending = byXid.get(xid);
        if (pending == null) {
            return false;
        }
        List<FlowRule> rules = pending.batch.getOperations().stream().map(FlowRuleBatchEntry::target)
                .collect(Collectors.toList());
        List<FlowRule> refused = cookie.map(c -> rules.stream().filter(r -> r.id().value() == c)
                .collect(Collectors.toList())).orElse(rules);
        pending.failed.addAll(refused.isEmpty() ? rules : refused);
        return true;
    }

    /** The barrier of the batch with {@code xid} came back: its result, if it was pending. */
    synchronized Optional<Completed> confirmed(long xid) {
        return Optional.ofNullable(byXid.remove(xid)).map(Pending::completed);
    }

    /** Every pending batch of {@code device}, failed whole (the switch went away). */
    synchronized List<Completed> abandon(DeviceId device) {
        List<Long> xids = byXid.entrySet().stream().filter(e -> e.getValue().batch.deviceId().equals(device))
                .map(Map.Entry::getKey).collect(Collectors.toList());
        return xids.stream().map(byXid::remove).map(p -> {
            p.batch.getOperations().forEach(e -> p.failed.add(e.target()));
            return p.completed();
        }).collect(Collectors.toList());
    }

    /** A batch's id and result, as ONOS's FlowRuleManager expects them. */
    static final class Completed {
        final long batchId;
        final CompletedBatchOperation result;

        Completed(long batchId, CompletedBatchOperation result) {
            this.batchId = batchId;
            this.result = result;
        }
    }

    private static final class Pending {
        private final FlowRuleBatchOperation batch;
        private final Set<FlowRule> failed;

        private Pending(FlowRuleBatchOperation batch, Set<FlowRule> alreadyFailed) {
            this.batch = batch;
            this.failed = new HashSet<>(alreadyFailed);
        }

        private Completed completed() {
            return new Completed(batch.id(), new CompletedBatchOperation(failed.isEmpty(), ImmutableSet.copyOf(failed),
                                                                         batch.deviceId()));
        }
    }
}
