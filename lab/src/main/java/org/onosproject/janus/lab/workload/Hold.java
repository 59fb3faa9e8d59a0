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
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * No flow of its own: finishes {@code durationMillis} after it starts, so that the background traffic
 * runs alone for that long (a soak: hours of churn, then a check that nothing was left behind).
 */
public final class Hold implements Workload {

    private final long durationMillis;

    public Hold(long durationMillis) {
        checkArgument(durationMillis > 0, "durationMillis must be > 0: %s", durationMillis);
        this.durationMillis = durationMillis;
    }

    @Override
    public String name() {
        return "hold";
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        long start = network.nowMillis();
        network.schedule(durationMillis, () -> onFinished.accept(
                new WorkloadOutcome(start, network.nowMillis(), new FlowLedger(), ImmutableMap.of())));
    }
}
