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

/**
 * A flow an open-loop workload starts at a fixed time whatever the routing: its hosts (the topology's
 * host indices), bytes, start (ms after the workload's start) and whether it first waits one control
 * delay for its path (a host pair's first flow does; a later flow of the pair may find the path in place).
 */
public final class PlannedFlow {
    private final int src;
    private final int dst;
    private final long bytes;
    private final long startMillis;
    private final boolean waitsForPath;

    public PlannedFlow(int src, int dst, long bytes, long startMillis, boolean waitsForPath) {
        if (src < 0 || dst < 0) {
            throw new IllegalArgumentException("hosts must be >= 0: " + src + " -> " + dst);
        }
        if (bytes < 0 || startMillis < 0) {
            throw new IllegalArgumentException("bytes and start must be >= 0: " + bytes + ", " + startMillis);
        }
        this.src = src;
        this.dst = dst;
        this.bytes = bytes;
        this.startMillis = startMillis;
        this.waitsForPath = waitsForPath;
    }

    public int src() {
        return src;
    }

    public int dst() {
        return dst;
    }

    public long bytes() {
        return bytes;
    }

    public long startMillis() {
        return startMillis;
    }

    public boolean waitsForPath() {
        return waitsForPath;
    }
}
