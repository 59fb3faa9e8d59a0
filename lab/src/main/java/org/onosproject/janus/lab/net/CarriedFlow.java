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
