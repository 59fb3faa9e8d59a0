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
