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

/** How a flow went. Immutable. */
public final class FlowResult {

    private final FlowSpec flow;
    private final long startMillis;
    private final long pathReadyMillis;
    private final long endMillis;
    private final boolean delivered;
    private final String failure;

    public FlowResult(FlowSpec flow, long startMillis, long pathReadyMillis, long endMillis,
                      boolean delivered, String failure) {
        this.flow = flow;
        this.startMillis = startMillis;
        this.pathReadyMillis = pathReadyMillis;
        this.endMillis = endMillis;
        this.delivered = delivered;
        this.failure = failure;
    }

    public FlowSpec flow() {
        return flow;
    }

    public long startMillis() {
        return startMillis;
    }

    /** When the flow's path was usable (after packet-in and installation delay). */
    public long pathReadyMillis() {
        return pathReadyMillis;
    }

    public long endMillis() {
        return endMillis;
    }

    /** False if the flow was black-holed, looped or misrouted; then {@link #failure()} says why. */
    public boolean delivered() {
        return delivered;
    }

    public String failure() {
        return failure;
    }

    /** Time spent waiting for the control plane. */
    public long controlDelayMillis() {
        return pathReadyMillis - startMillis;
    }
}
