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
package org.onosproject.janus.cli;

import org.onosproject.janus.api.JanusService;

import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Switches the active strategy by name. An unknown name is refused with a message naming the valid
 * ones, and nothing changes.
 */
final class StrategySwitch {

    private final JanusService service;

    StrategySwitch(JanusService service) {
        this.service = checkNotNull(service);
    }

    /**
     * Makes {@code name} the active strategy.
     *
     * @param name the strategy wanted
     * @return empty if the strategy was switched, else why it was refused
     */
    Optional<String> apply(String name) {
        StrategyView before = StrategyView.of(service);
        if (!before.names().contains(name)) {
            return Optional.of(unknown(name, before));
        }
        try {
            service.setActiveStrategy(name);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            // The strategy was unregistered between our look and the switch.
            return Optional.of(unknown(name, StrategyView.of(service)));
        }
    }

    private static String unknown(String name, StrategyView view) {
        return String.format("Unknown strategy '%s'; valid strategies: %s",
                             name, String.join(", ", view.names()));
    }
}
