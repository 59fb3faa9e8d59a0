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

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;

import java.util.List;

/** A finished flow with what the lab knows beyond its {@link FlowResult}. Immutable. */
public final class FlowRecord {

    private final long id;
    private final FlowResult result;
    private final List<String> path;
    private final long sentBytes;
    private final int reroutes;

    FlowRecord(long id, FlowResult result, List<String> path, long sentBytes, int reroutes) {
        this.id = id;
        this.result = result;
        this.path = ImmutableList.copyOf(path);
        this.sentBytes = sentBytes;
        this.reroutes = reroutes;
    }

    /** The flow's number, in start order from 0. */
    public long id() {
        return id;
    }

    public FlowResult result() {
        return result;
    }

    /** Switch names of the last path the flow used (or reached, if it failed). */
    public List<String> path() {
        return path;
    }

    /** Bytes the flow got through the fabric (all of them if delivered). */
    public long sentBytes() {
        return sentBytes;
    }

    public int reroutes() {
        return reroutes;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("id", id).add("tag", result.flow().tag())
                .add("delivered", result.delivered()).add("path", path).add("end", result.endMillis())
                .add("failure", result.failure()).toString();
    }
}
