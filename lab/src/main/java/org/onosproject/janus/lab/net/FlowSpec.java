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

import static com.google.common.base.Preconditions.checkArgument;

/** What to send: endpoints by host index, size, and transport ports (0 when irrelevant). Immutable. */
public final class FlowSpec {

    private final int srcHost;
    private final int dstHost;
    private final long bytes;
    private final int srcPort;
    private final int dstPort;
    private final String tag;

    public FlowSpec(int srcHost, int dstHost, long bytes, int srcPort, int dstPort, String tag) {
        checkArgument(bytes > 0, "bytes must be > 0: %s", bytes);
        checkArgument(srcHost != dstHost, "a flow needs two different hosts: %s", srcHost);
        this.srcHost = srcHost;
        this.dstHost = dstHost;
        this.bytes = bytes;
        this.srcPort = srcPort;
        this.dstPort = dstPort;
        this.tag = tag;
    }

    public int srcHost() {
        return srcHost;
    }

    public int dstHost() {
        return dstHost;
    }

    public long bytes() {
        return bytes;
    }

    public int srcPort() {
        return srcPort;
    }

    public int dstPort() {
        return dstPort;
    }

    /** Free text for reports, e.g. {@code mpi:LU} or {@code bg:elephant}. */
    public String tag() {
        return tag;
    }
}
