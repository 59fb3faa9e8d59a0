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
package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.topo.TopologyJson;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.topo.Topologies;

import java.nio.file.Paths;
import java.util.Locale;
import java.util.Objects;

/**
 * Which fabric to build: a k-ary fat-tree, a leaf-spine, or a topology JSON file (read by the
 * network side). Host counts and pods are known here for the fat-tree and leaf-spine, so
 * placements can be checked before anything runs.
 */
public final class FabricSpec {
    public static final double DEFAULT_LINK_MBPS = 1000.0;

    /** The kind of fabric. */
    public enum Kind { FAT_TREE, LEAF_SPINE, FILE }

    private final Kind kind;
    private final int k;
    private final int hostsPerEdge;
    private final int spines;
    private final int leaves;
    private final String file;
    private final double linkMbps;

    private FabricSpec(Kind kind, int k, int hostsPerEdge, int spines, int leaves, String file, double linkMbps) {
        this.kind = kind;
        this.k = k;
        this.hostsPerEdge = hostsPerEdge;
        this.spines = spines;
        this.leaves = leaves;
        this.file = file;
        this.linkMbps = linkMbps;
    }

    /** A k-ary fat-tree: k pods of k/2 edge and k/2 aggregation switches, (k/2)^2 cores. */
    public static FabricSpec fatTree(int k, int hostsPerEdge, double linkMbps) throws ConfigException {
        if (k < 2 || k % 2 != 0) {
            throw new ConfigException("fabric.k", "a fat-tree needs an even k >= 2, not " + k);
        }
        if (hostsPerEdge < 1) {
            throw new ConfigException("fabric.hostsPerEdge", "must be >= 1, not " + hostsPerEdge);
        }
        checkLink(linkMbps);
        return new FabricSpec(Kind.FAT_TREE, k, hostsPerEdge, 0, 0, null, linkMbps);
    }

    public static FabricSpec leafSpine(int spines, int leaves, int hostsPerLeaf, double linkMbps)
            throws ConfigException {
        if (spines < 1) {
            throw new ConfigException("fabric.spines", "must be >= 1, not " + spines);
        }
        if (leaves < 2) {
            throw new ConfigException("fabric.leaves", "must be >= 2, not " + leaves);
        }
        if (hostsPerLeaf < 1) {
            throw new ConfigException("fabric.hostsPerEdge", "must be >= 1, not " + hostsPerLeaf);
        }
        checkLink(linkMbps);
        return new FabricSpec(Kind.LEAF_SPINE, 0, hostsPerLeaf, spines, leaves, null, linkMbps);
    }

    public static FabricSpec file(String path, double linkMbps) throws ConfigException {
        if (path == null || path.isBlank()) {
            throw new ConfigException("fabric.file", "a topology file path is required");
        }
        checkLink(linkMbps);
        return new FabricSpec(Kind.FILE, 0, 0, 0, 0, path, linkMbps);
    }

    /** The thesis fabric: k=4, 4 hosts per edge switch (32 hosts), 1 Gbps. */
    public static FabricSpec thesis() {
        return new FabricSpec(Kind.FAT_TREE, 4, 4, 0, 0, null, DEFAULT_LINK_MBPS);
    }

    /** Paper 000's fabric: k=4, 2 hosts per edge switch (16 hosts), 1 Gbps. */
    public static FabricSpec paper000() {
        return new FabricSpec(Kind.FAT_TREE, 4, 2, 0, 0, null, DEFAULT_LINK_MBPS);
    }

    private static void checkLink(double linkMbps) throws ConfigException {
        if (!(linkMbps > 0) || Double.isInfinite(linkMbps)) {
            throw new ConfigException("fabric.linkMbps", "must be > 0, not " + linkMbps);
        }
    }

    public Kind kind() {
        return kind;
    }

    public int k() {
        return k;
    }

    /** Hosts per edge (fat-tree) or leaf (leaf-spine) switch. */
    public int hostsPerEdge() {
        return hostsPerEdge;
    }

    public int spines() {
        return spines;
    }

    public int leaves() {
        return leaves;
    }

    public String file() {
        return file;
    }

    public double linkBytesPerSecond() {
        return linkMbps * 1e6 / 8;
    }

    /** Number of hosts, or -1 when only the file knows. */
    public int hostCount() {
        switch (kind) {
            case FAT_TREE:
                return k * (k / 2) * hostsPerEdge;
            case LEAF_SPINE:
                return leaves * hostsPerEdge;
            default:
                return -1;
        }
    }

    /** Hosts in one pod (fat-tree), one leaf (leaf-spine), or -1 when unknown. */
    public int hostsPerPod() {
        switch (kind) {
            case FAT_TREE:
                return (k / 2) * hostsPerEdge;
            case LEAF_SPINE:
                return hostsPerEdge;
            default:
                return -1;
        }
    }

    /**
     * The topology this spec describes, switch by switch and link by link, as the network side builds it;
     * a file fabric is read now.
     *
     * @throws org.onosproject.janus.lab.topo.TopologyException if a topology file cannot be read
     */
    public TopologySpec topology() {
        long bps = Math.round(linkMbps * 1e6);
        switch (kind) {
            case FAT_TREE:
                return Topologies.fatTree(k, hostsPerEdge, bps);
            case LEAF_SPINE:
                return Topologies.leafSpine(leaves, spines, hostsPerEdge, bps);
            default:
                return TopologyJson.readSpec(Paths.get(file));
        }
    }

    public String describe() {
        switch (kind) {
            case FAT_TREE:
                return String.format(Locale.ROOT, "fat-tree k=%d, %d hosts/edge (%d hosts), %.0f Mbps",
                        k, hostsPerEdge, hostCount(), linkMbps);
            case LEAF_SPINE:
                return String.format(Locale.ROOT, "leaf-spine %d spines x %d leaves, %d hosts/leaf, %.0f Mbps",
                        spines, leaves, hostsPerEdge, linkMbps);
            default:
                return "topology file " + file;
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof FabricSpec)) {
            return false;
        }
        FabricSpec f = (FabricSpec) o;
        return kind == f.kind && k == f.k && hostsPerEdge == f.hostsPerEdge && spines == f.spines
                && leaves == f.leaves && Objects.equals(file, f.file) && linkMbps == f.linkMbps;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, k, hostsPerEdge, spines, leaves, file, linkMbps);
    }

    @Override
    public String toString() {
        return describe();
    }
}
