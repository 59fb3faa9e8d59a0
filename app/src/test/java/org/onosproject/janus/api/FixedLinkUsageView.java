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

import com.google.common.collect.ImmutableList;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A link-usage view over a fixed list of link usages, reading a link's utilisation and rate from its
 * expected load, as Janus's own view does; for tests of what is built from a view (codecs, the GUI).
 */
public final class FixedLinkUsageView implements LinkUsageView {

    private final List<LinkUsage> usages;

    public FixedLinkUsageView(Collection<LinkUsage> usages) {
        this.usages = ImmutableList.copyOf(usages);
    }

    @Override
    public Optional<LinkUsage> usage(Link link) {
        return usages.stream().filter(u -> u.src().equals(link.src()) && u.dst().equals(link.dst())).findFirst();
    }

    @Override
    public double utilisation(Link link) {
        return usage(link).map(LinkUsage::expectedUtilisation).orElse(0.0);
    }

    @Override
    public double rateBytesPerSec(Link link) {
        return usage(link).map(LinkUsage::expectedRateBytesPerSec).orElse(0.0);
    }

    @Override
    public Collection<LinkUsage> all() {
        return usages;
    }
}
