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
package org.onosproject.janus.api;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One path Janus has provisioned: the intent, the flow, the links chosen, its activity and the idle
 * timeout it has. Immutable snapshot.
 */
public final class JanusPath extends ValueObject {

    private final String intentKey;
    private final FlowKey flow;
    private final HostId srcHost;
    private final HostId dstHost;
    private final List<Link> links;
    private final String strategy;
    private final String reason;
    private final long createdMillis;
    private final long lastActiveMillis;
    private final long bytes;
    private final IdleTimeoutMode idleTimeoutMode;
    private final long idleTimeoutMillis;
    private final int idleGapsLearned;

    public JanusPath(String intentKey, FlowKey flow, HostId srcHost, HostId dstHost, List<Link> links,
                     String strategy, String reason, long createdMillis, long lastActiveMillis, long bytes,
                     IdleTimeoutMode idleTimeoutMode, long idleTimeoutMillis, int idleGapsLearned) {
        this.intentKey = checkNotNull(intentKey, "intentKey");
        this.flow = checkNotNull(flow, "flow");
        this.srcHost = checkNotNull(srcHost, "srcHost");
        this.dstHost = checkNotNull(dstHost, "dstHost");
        this.links = ImmutableList.copyOf(links);
        this.strategy = checkNotNull(strategy, "strategy");
        this.reason = checkNotNull(reason, "reason");
        this.createdMillis = createdMillis;
        this.lastActiveMillis = lastActiveMillis;
        this.bytes = bytes;
        this.idleTimeoutMode = checkNotNull(idleTimeoutMode, "idleTimeoutMode");
        this.idleTimeoutMillis = idleTimeoutMillis;
        this.idleGapsLearned = idleGapsLearned;
    }

    /** The ONOS intent key (a string key derived from the flow). */
    public String intentKey() {
        return intentKey;
    }

    public FlowKey flow() {
        return flow;
    }

    public HostId srcHost() {
        return srcHost;
    }

    public HostId dstHost() {
        return dstHost;
    }

    /** Fabric links of the chosen path; empty when both hosts sit on one edge switch. */
    public List<Link> links() {
        return links;
    }

    /** Name of the strategy that chose the path. */
    public String strategy() {
        return strategy;
    }

    /** The strategy's reason for the choice. */
    public String reason() {
        return reason;
    }

    public long createdMillis() {
        return createdMillis;
    }

    /** When the intent's byte counter last grew (or its creation). */
    public long lastActiveMillis() {
        return lastActiveMillis;
    }

    /** Bytes counted on the intent's flow entries so far. */
    public long bytes() {
        return bytes;
    }

    /** How the path's idle timeout is set: the configured one, or learnt for its host pair. */
    public IdleTimeoutMode idleTimeoutMode() {
        return idleTimeoutMode;
    }

    /**
     * The idle timeout the path has now, in milliseconds (0: never), as this node applies it. In the
     * adaptive mode only the node that owns the flow learns its pair's gaps; another node shows the
     * timeout of a pair with no gap learnt.
     */
    public long idleTimeoutMillis() {
        return idleTimeoutMillis;
    }

    /** How many idle gaps of the path's host pair this node remembers (0 in the fixed mode). */
    public int idleGapsLearned() {
        return idleGapsLearned;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(intentKey, flow, srcHost, dstHost, links, strategy, reason, createdMillis,
                lastActiveMillis, bytes, idleTimeoutMode, idleTimeoutMillis, idleGapsLearned);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("key", intentKey).add("strategy", strategy)
                .add("hops", links.size()).add("bytes", bytes).add("idleTimeoutMode", idleTimeoutMode.configName())
                .add("idleTimeoutMillis", idleTimeoutMillis).toString();
    }
}
