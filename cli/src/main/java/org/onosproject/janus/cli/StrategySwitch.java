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
