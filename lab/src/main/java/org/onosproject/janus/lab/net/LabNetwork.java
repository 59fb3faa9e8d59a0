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
package org.onosproject.janus.lab.net;

import java.util.List;
import java.util.function.Consumer;

/**
 * The seam between workloads and a network: hosts, and flows between them started on the network's
 * clock. Workloads and experiments use only this and its values ({@link LabHost}, {@link FlowSpec},
 * {@link FlowResult}); {@link EmulatedNetwork} implements it on the embedded ONOS core in virtual time.
 * All callbacks run on the thread that drives the network, in time order.
 */
public interface LabNetwork {

    /** Current time in milliseconds since the start of the run. */
    long nowMillis();

    /** Hosts in a fixed order (by edge switch, then port); workloads address them by index. */
    List<LabHost> hosts();

    /**
     * Starts a flow now. Its first packet may be a packet-in to the controller; the flow waits for its
     * path, then shares link bandwidth with the others. {@code onComplete} runs when its last byte
     * arrives, or when the network gives it up as not delivered.
     */
    void startFlow(FlowSpec flow, Consumer<FlowResult> onComplete);

    /** Runs {@code action} after {@code delayMillis}. */
    void schedule(long delayMillis, Runnable action);
}
