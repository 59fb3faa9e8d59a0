package org.onosproject.janus.realcluster;

import org.onosproject.cluster.NodeId;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/** Where one cluster node listens: its id and its Atomix messaging port on the loopback address. */
public final class NodeAddress {

    /** Every node of a test cluster listens on loopback only. */
    public static final String HOST = "127.0.0.1";

    private final NodeId id;
    private final int port;

    public NodeAddress(NodeId id, int port) {
        checkArgument(port > 0 && port < 65536, "bad port %s", port);
        this.id = checkNotNull(id);
        this.port = port;
    }

    public NodeId id() {
        return id;
    }

    public int port() {
        return port;
    }

    @Override
    public String toString() {
        return id + "@" + HOST + ":" + port;
    }
}
