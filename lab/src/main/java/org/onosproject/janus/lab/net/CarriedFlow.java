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


import java.util.Arrays;

import static com.google.common.base.Preconditions.checkNotNull;

/** A flow being carried now and the directed links of its path (see {@link Fabric}). Immutable. */
public final class CarriedFlow {

    private final long id;
    private final FlowSpec flow;
    private final int[] links;

    CarriedFlow(long id, FlowSpec flow, int[] links) {
        this.id = id;
        this.flow = checkNotNull(flow, "flow");
        this.links = links.clone();
    }

    public long id() {
        return id;
    }

    public FlowSpec flow() {
        return flow;
    }

    /** True if the path crosses directed link {@code link}. */
    public boolean crosses(int link) {
        return Arrays.stream(links).anyMatch(l -> l == link);
    }

    public int[] links() {
        return links.clone();
    }
}
