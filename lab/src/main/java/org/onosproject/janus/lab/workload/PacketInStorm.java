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
import org.onosproject.janus.lab.net.FlowResult;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.Random;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A packet-in storm: new, short flows between random host pairs at {@code flowsPerSecond} for
 * {@code durationMillis}, started in one batch per virtual millisecond. Every flow has its own source
 * port, so with five-tuple matching each one is a new flow to the controller. Finishes when every flow
 * has ended (delivered or failed; a storm is expected to lose some), reporting how many were delivered.
 */
public final class PacketInStorm implements Workload {

    public static final String DELIVERED_METRIC = "deliveredFlows";
    public static final String FAILED_METRIC = "failedFlows";

    private static final int FIRST_SOURCE_PORT = 1024;
    private static final int SOURCE_PORTS = 64_000;

    private final int flowsPerSecond;
    private final long durationMillis;
    private final long bytesPerFlow;
    private final Random random;

    public PacketInStorm(int flowsPerSecond, long durationMillis, long bytesPerFlow, long seed) {
        checkArgument(flowsPerSecond > 0, "flowsPerSecond must be > 0: %s", flowsPerSecond);
        checkArgument(durationMillis > 0, "durationMillis must be > 0: %s", durationMillis);
        checkArgument(bytesPerFlow > 0, "bytesPerFlow must be > 0: %s", bytesPerFlow);
        this.flowsPerSecond = flowsPerSecond;
        this.durationMillis = durationMillis;
        this.bytesPerFlow = bytesPerFlow;
        this.random = new Random(seed);
    }

    /** How many flows the storm starts. */
    public long totalFlows() {
        return (long) flowsPerSecond * durationMillis / 1000;
    }

    @Override
    public String name() {
        return "storm-" + flowsPerSecond + "/s";
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        checkNotNull(onFinished, "onFinished");
        int hosts = network.hosts().size();
        checkArgument(hosts >= 2, "a storm needs >= 2 hosts");
        FlowLedger ledger = new FlowLedger();
        long start = network.nowMillis();
        long total = totalFlows();
        long[] started = {0};
        long[] ended = {0};
        long[] delivered = {0};
        Consumer<FlowResult> done = result -> {
            ledger.record(result);
            ended[0]++;
            delivered[0] += result.delivered() ? 1 : 0;
            if (ended[0] == total) {
                onFinished.accept(new WorkloadOutcome(start, network.nowMillis(), ledger, ImmutableMap.of(
                        DELIVERED_METRIC, (double) delivered[0], FAILED_METRIC, (double) (total - delivered[0]))));
            }
        };
        Runnable tick = new Runnable() {
            @Override
            public void run() {
                long elapsed = network.nowMillis() - start;
                long due = Math.min(total, (elapsed + 1) * flowsPerSecond / 1000);
                while (started[0] < due) {
                    int src = random.nextInt(hosts);
                    int dst = (src + 1 + random.nextInt(hosts - 1)) % hosts;
                    int port = FIRST_SOURCE_PORT + (int) (started[0] % SOURCE_PORTS);
                    network.startFlow(new FlowSpec(src, dst, bytesPerFlow, port, 5001, "storm"), done);
                    started[0]++;
                }
                if (started[0] < total) {
                    network.schedule(1, this);
                }
            }
        };
        tick.run();
    }
}
