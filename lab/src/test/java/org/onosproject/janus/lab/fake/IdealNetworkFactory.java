package org.onosproject.janus.lab.fake;

import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.NetworkSpec;
import org.onosproject.janus.lab.net.BuildListener;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Builds {@link IdealNetwork}s for fat-tree specs, remembering what it was asked for; it can be
 * told to fail the n-th run, to test what a broken run leaves behind.
 */
public final class IdealNetworkFactory implements NetworkFactory {
    private final List<NetworkSpec> opened = new ArrayList<>();
    private final List<IdealNetwork> networks = new ArrayList<>();
    private final Predicate<Integer> failOpen;

    public IdealNetworkFactory() {
        this(n -> false);
    }

    /** Throws from {@link #open} for the runs (0-based) that {@code failOpen} accepts. */
    public IdealNetworkFactory(Predicate<Integer> failOpen) {
        this.failOpen = failOpen;
    }

    @Override
    public LabSession open(NetworkSpec spec, BuildListener progress) {
        int n = opened.size();
        opened.add(spec);
        if (failOpen.test(n)) {
            throw new IllegalStateException("emulated failure of run " + n);
        }
        FabricSpec f = spec.fabric();
        if (f.kind() != FabricSpec.Kind.FAT_TREE) {
            throw new IllegalArgumentException("the ideal fake only builds fat-trees");
        }
        IdealNetwork network = new IdealNetwork(f.k(), f.k() / 2, f.hostsPerEdge(), f.linkBytesPerSecond(),
                spec.timing().controlDelayMillis(), spec.idleTimeoutSeconds());
        networks.add(network);
        return network;
    }

    public List<NetworkSpec> opened() {
        return opened;
    }

    public List<IdealNetwork> networks() {
        return networks;
    }
}
