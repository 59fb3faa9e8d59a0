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

import org.onosproject.net.Link;

import java.util.Collection;
import java.util.Optional;

/**
 * A read-only view of the link-usage graph: the load of every directed infrastructure link.
 * <p>
 * What strategies see ({@link #utilisation}, {@link #rateBytesPerSec}) is the <em>expected</em> load:
 * the load Janus has committed to the link (the flows it placed there, at their measured rates or, just
 * placed, at an estimate) plus whatever else the port statistics measure, each flow counted once. The
 * measured part alone is {@link #measuredUtilisation}: a link with a fresh sample reports it; a stale
 * link (no sample for three polling intervals) or a link never sampled reports 0, i.e. unknown load is
 * not treated as evidence of load. The raw sample, stale or not, is available from {@link #usage(Link)}.
 */
public interface LinkUsageView {

    /** The last sample of the link, if it has one. */
    Optional<LinkUsage> usage(Link link);

    /** Expected utilisation (expected rate / capacity): what load-aware strategies should use. */
    double utilisation(Link link);

    /** Expected rate in bytes/s: what load-aware strategies should use. */
    double rateBytesPerSec(Link link);

    /**
     * Measured utilisation only, from a fresh port sample; 0 if stale or unknown (thesis Algorithm 1
     * as published). Views with no committed load report {@link #utilisation}.
     */
    default double measuredUtilisation(Link link) {
        return utilisation(link);
    }

    /** Measured rate only, bytes/s; 0 if stale or unknown. */
    default double measuredRateBytesPerSec(Link link) {
        return rateBytesPerSec(link);
    }

    /** Rate Janus has committed to the link (summed charges of its flows there), bytes/s. */
    default double committedRateBytesPerSec(Link link) {
        return 0;
    }

    /** Every link with a sample or a committed flow. */
    Collection<LinkUsage> all();
}
