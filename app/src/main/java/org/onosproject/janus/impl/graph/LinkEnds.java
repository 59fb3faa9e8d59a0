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
package org.onosproject.janus.impl.graph;

import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Link;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A directed link's two connect points as a hash key, for maps that are read once per link of a
 * candidate DAG on every path selection. ONOS's own keys are slow there: {@code LinkKey} and
 * {@code DefaultLink} hash linearly in the device-id string hashes, so on a fat-tree's regular ids
 * thousands of links collide (110,592 links at k=48 have 102,720 distinct hashes), and each collision
 * costs a {@code ConnectPoint.equals} that ends in {@code URI.equals}. This key mixes the hash well
 * and compares hashes before connect points. Two keys are equal when their connect points are, as
 * for {@code LinkKey}.
 */
public final class LinkEnds {

    private final ConnectPoint src;
    private final ConnectPoint dst;
    private final int hash;

    private LinkEnds(ConnectPoint src, ConnectPoint dst) {
        this.src = checkNotNull(src, "src");
        this.dst = checkNotNull(dst, "dst");
        long bits = src.deviceId().hashCode() * 0x9E3779B97F4A7C15L
                + src.port().toLong() * 0xC2B2AE3D27D4EB4FL
                + dst.deviceId().hashCode() * 0x165667B19E3779F9L
                + dst.port().toLong();
        bits = (bits ^ (bits >>> 33)) * 0xFF51AFD7ED558CCDL;
        this.hash = (int) (bits ^ (bits >>> 33));
    }

    /** The key of the link from {@code src} to {@code dst}. */
    public static LinkEnds of(ConnectPoint src, ConnectPoint dst) {
        return new LinkEnds(src, dst);
    }

    /** The key of {@code link}. */
    public static LinkEnds of(Link link) {
        return new LinkEnds(link.src(), link.dst());
    }

    public ConnectPoint src() {
        return src;
    }

    public ConnectPoint dst() {
        return dst;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    // Hashes first; connect points of one link are often the same objects, which equals checks first.
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof LinkEnds)) {
            return false;
        }
        LinkEnds other = (LinkEnds) o;
        return hash == other.hash && src.equals(other.src) && dst.equals(other.dst);
    }

    @Override
    public String toString() {
        return src + "-" + dst;
    }
}
