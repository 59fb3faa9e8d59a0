package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.intent.Key;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The flows Janus has intents for, by intent key, and the host pairs that ever had a path (to tell
 * programming from reprogramming). Creating a flow is atomic per key, so concurrent packet-ins of
 * one flow provision it once. Thread-safe.
 */
final class FlowTable {

    private final Map<Key, ProvisionedFlow> flows = new ConcurrentHashMap<>();
    private final Set<FlowKey> pairsWithPath = ConcurrentHashMap.newKeySet();

    /** The outcome of {@link #provision}. */
    static final class Claim {
        private final ProvisionedFlow flow;
        private final boolean created;

        private Claim(ProvisionedFlow flow, boolean created) {
            this.flow = flow;
            this.created = created;
        }

        /** The flow under the key, if there is one now. */
        Optional<ProvisionedFlow> flow() {
            return Optional.ofNullable(flow);
        }

        /** True if this call created it (and so must submit its intent). */
        boolean created() {
            return created;
        }
    }

    /**
     * The flow under {@code key}, creating it with {@code factory} if absent. The factory runs at most
     * once per absent key, even under concurrent calls; it may return null (nothing is stored then).
     */
    Claim provision(Key key, Supplier<ProvisionedFlow> factory) {
        boolean[] created = {false};
        ProvisionedFlow flow = flows.computeIfAbsent(key, k -> {
            ProvisionedFlow fresh = factory.get();
            created[0] = fresh != null;
            return fresh;
        });
        return new Claim(flow, created[0]);
    }

    Optional<ProvisionedFlow> get(Key key) {
        return Optional.ofNullable(flows.get(key));
    }

    /** Forgets a flow (after its intent is purged). */
    Optional<ProvisionedFlow> remove(Key key) {
        return Optional.ofNullable(flows.remove(key));
    }

    Collection<ProvisionedFlow> all() {
        return ImmutableList.copyOf(flows.values());
    }

    int size() {
        return flows.size();
    }

    /**
     * Notes that the host pair of {@code flow} got a path.
     *
     * @return true if the pair had a path before (a reprogramming)
     */
    boolean recordPathForPair(FlowKey flow) {
        return !pairsWithPath.add(FlowKey.ofHostPair(flow.srcIp(), flow.dstIp()));
    }
}
