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
package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.net.FlowLedger;

import java.util.Map;
import java.util.Optional;

/** How a workload went: its span in virtual time, the ledger of its flows and its own metrics. Immutable. */
public final class WorkloadOutcome {
    private final long startMillis;
    private final long endMillis;
    private final FlowLedger ledger;
    private final ImmutableMap<String, Double> metrics;

    /** {@code ledger} is copied as it is now. */
    public WorkloadOutcome(long startMillis, long endMillis, FlowLedger ledger, Map<String, Double> metrics) {
        this.startMillis = startMillis;
        this.endMillis = endMillis;
        this.ledger = ledger.snapshot();
        this.metrics = ImmutableMap.copyOf(metrics);
    }

    public long startMillis() {
        return startMillis;
    }

    public long runtimeMillis() {
        return endMillis - startMillis;
    }

    /** The ledger of the workload's own flows. */
    public FlowLedger ledger() {
        return ledger;
    }

    /** Workload-specific numbers, e.g. {@code ringBandwidthMBps}. */
    public ImmutableMap<String, Double> metrics() {
        return metrics;
    }

    /** Why a flow was not delivered, if one was not. */
    public Optional<String> failure() {
        return Optional.ofNullable(ledger.firstFailure());
    }
}
