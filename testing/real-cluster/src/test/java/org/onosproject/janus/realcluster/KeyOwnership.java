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
package org.onosproject.janus.realcluster;

import com.google.common.collect.ImmutableMap;
import org.onosproject.cluster.NodeId;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * Who owns which of a set of keys, as every node's {@link org.onosproject.net.intent.WorkPartitionService}
 * sees it at one moment: the question Janus asks ({@code isMine}) on every node, for every key.
 */
final class KeyOwnership {

    /** Keys hash to themselves, so that 0..n-1 spread evenly over ONOS's 14 work partitions. */
    static final Function<Long, Long> IDENTITY_HASH = k -> k;

    private final Map<NodeId, Long> keysByOwner;
    private final long keysWithOneOwner;
    private final long keyCount;

    private KeyOwnership(Map<NodeId, Long> keysByOwner, long keysWithOneOwner, long keyCount) {
        this.keysByOwner = keysByOwner;
        this.keysWithOneOwner = keysWithOneOwner;
        this.keyCount = keyCount;
    }

    /** Asks each of {@code nodes} whether each of keys 0..keyCount-1 is its own. */
    static KeyOwnership of(List<RealClusterNode> nodes, long keyCount) {
        Map<NodeId, Long> byOwner = new TreeMap<>(java.util.Comparator.comparing(NodeId::id));
        nodes.forEach(n -> byOwner.put(n.id(), 0L));
        long withOneOwner = LongStream.range(0, keyCount).filter(key -> {
            List<NodeId> owners = nodes.stream()
                    .filter(n -> n.workPartitionService().isMine(key, IDENTITY_HASH))
                    .map(RealClusterNode::id).collect(Collectors.toList());
            owners.forEach(o -> byOwner.merge(o, 1L, Long::sum));
            return owners.size() == 1;
        }).count();
        return new KeyOwnership(ImmutableMap.copyOf(byOwner), withOneOwner, keyCount);
    }

    /** Every key owned by exactly one of the nodes asked. */
    boolean eachKeyHasOneOwner() {
        return keysWithOneOwner == keyCount;
    }

    /** Every node asked owns at least one key. */
    boolean everyNodeOwnsSome() {
        return keysByOwner.values().stream().allMatch(n -> n > 0);
    }

    Map<NodeId, Long> keysByOwner() {
        return keysByOwner;
    }

    @Override
    public String toString() {
        return keysByOwner + ", " + keysWithOneOwner + "/" + keyCount + " keys with exactly one owner";
    }
}
