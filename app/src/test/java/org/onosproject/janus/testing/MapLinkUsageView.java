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
package org.onosproject.janus.testing;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.impl.monitor.LinkEnds;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link LinkUsageView} backed by a map, filled by the test: the edge where the real link monitor
 * would sit. Stale and unknown links read as idle, as the API promises.
 * <p>
 * The map is keyed by {@link LinkEnds}, not by {@link Link}, as the real link monitor's is: ONOS's
 * link hash collides on fat-trees and its connect-point equality is slow (see {@link LinkEnds}).
 */
public final class MapLinkUsageView implements LinkUsageView {

    /** 1 Gbit/s in bytes per second, the capacity {@link #setUtilisation} assumes. */
    public static final double GIGABIT = 125_000_000d;

    private final Map<LinkEnds, LinkUsage> samples = new HashMap<>();
    private final Map<LinkEnds, Double> committed = new HashMap<>();

    /** Records a fresh sample of the link. */
    public MapLinkUsageView set(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        samples.put(LinkEnds.of(link), new LinkUsage(link.src(), link.dst(), rateBytesPerSec, capacityBytesPerSec,
                                        1, false));
        return this;
    }

    /** Records a fresh sample of a 1 Gbit/s link at the given utilisation. */
    public MapLinkUsageView setUtilisation(Link link, double utilisation) {
        return set(link, utilisation * GIGABIT, GIGABIT);
    }

    /** Records a stale sample of the link. */
    public MapLinkUsageView setStale(Link link, double rateBytesPerSec, double capacityBytesPerSec) {
        samples.put(LinkEnds.of(link), new LinkUsage(link.src(), link.dst(), rateBytesPerSec, capacityBytesPerSec,
                                        1, true));
        return this;
    }

    /**
     * Commits {@code rateBytesPerSec} of Janus flows to the link: added to the measured rate in the
     * expected load strategies see (1 Gbit/s capacity if the link has no sample).
     */
    public MapLinkUsageView setCommitted(Link link, double rateBytesPerSec) {
        committed.put(LinkEnds.of(link), rateBytesPerSec);
        return this;
    }

    @Override
    public double measuredUtilisation(Link link) {
        LinkUsage usage = samples.get(LinkEnds.of(link));
        return usage == null || usage.isStale() ? 0 : usage.utilisation();
    }

    @Override
    public double measuredRateBytesPerSec(Link link) {
        LinkUsage usage = samples.get(LinkEnds.of(link));
        return usage == null || usage.isStale() ? 0 : usage.rateBytesPerSec();
    }

    @Override
    public double committedRateBytesPerSec(Link link) {
        return committed.getOrDefault(LinkEnds.of(link), 0.0);
    }

    @Override
    public Optional<LinkUsage> usage(Link link) {
        return Optional.ofNullable(samples.get(LinkEnds.of(link)));
    }

    @Override
    public double utilisation(Link link) {
        LinkUsage usage = samples.get(LinkEnds.of(link));
        double capacity = usage == null ? GIGABIT : usage.capacityBytesPerSec();
        return rateBytesPerSec(link) / capacity;
    }

    @Override
    public double rateBytesPerSec(Link link) {
        return measuredRateBytesPerSec(link) + committedRateBytesPerSec(link);
    }

    @Override
    public Collection<LinkUsage> all() {
        return ImmutableList.copyOf(samples.values());
    }
}
