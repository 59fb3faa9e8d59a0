package org.onosproject.janus.lab.cli;

import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory.ControllerFactory;

/**
 * Where the CLI gets Janus for a run. The Janus application (JanusManager and its selectors) is not
 * on this branch yet, so the standard factory refuses with a message saying so; every run then
 * fails and the report is marked INCOMPLETE.
 */
final class JanusControllers {

    private JanusControllers() {
    }

    static ControllerFactory standard() {
        return (strategy, idle) -> {
            throw new IllegalStateException("the Janus application is not wired into the lab yet "
                    + "(needs a LabController that activates JanusManager with strategy=" + strategy
                    + ", idleTimeout=" + idle + ")");
        };
    }
}
