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
package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.impl.graph.LinkCost;

/**
 * The link costs strategies search paths by, taken from whatever {@link LinkUsageView} they were
 * given: for Janus's own {@link ExpectedUsage}, costs that read candidate DAGs by dense link index
 * (see there); for any other view, a cost read link by link through the view.
 */
public final class UsageCosts {

    private UsageCosts() {
    }

    /** {@link LinkUsageView#utilisation}: the expected utilisation. */
    public static LinkCost utilisation(LinkUsageView usage) {
        if (usage instanceof ExpectedUsage) {
            return ((ExpectedUsage) usage).utilisationCost();
        }
        return usage::utilisation;
    }

    /** {@link LinkUsageView#rateBytesPerSec}: the expected rate. */
    public static LinkCost rate(LinkUsageView usage) {
        if (usage instanceof ExpectedUsage) {
            return ((ExpectedUsage) usage).rateCost();
        }
        return usage::rateBytesPerSec;
    }

    /** {@link LinkUsageView#measuredUtilisation}: the fresh measured utilisation alone. */
    public static LinkCost measuredUtilisation(LinkUsageView usage) {
        if (usage instanceof ExpectedUsage) {
            return ((ExpectedUsage) usage).measuredUtilisationCost();
        }
        return usage::measuredUtilisation;
    }
}
