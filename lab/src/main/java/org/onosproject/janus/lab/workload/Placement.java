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
package org.onosproject.janus.lab.workload;

import java.util.Locale;

/** Where an application's ranks go (thesis §5.1): across pods, all in one pod, or in the hosts' order. */
public enum Placement {
    /** Ranks spread round-robin over the pods (thesis "Sparse"). */
    SPARSE,
    /** All ranks on random hosts of one randomly chosen pod (thesis "Dense"). */
    DENSE,
    /**
     * Rank i on host i, the topology's host order (pod, edge switch, port): the natural order under
     * which D-mod-K routes shift permutations without contention (Zahavi, JPDC 2012).
     */
    LINEAR;

    /** Parses {@code sparse} or {@code dense}, case-insensitively. */
    public static Placement parse(String text) {
        for (Placement p : values()) {
            if (p.name().equalsIgnoreCase(text.trim())) {
                return p;
            }
        }
        throw new IllegalArgumentException("placement must be sparse, dense or linear, not '" + text + "'");
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
