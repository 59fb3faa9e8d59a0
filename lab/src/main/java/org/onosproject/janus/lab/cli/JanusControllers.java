package org.onosproject.janus.lab.cli;

import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory.ControllerFactory;
import org.onosproject.janus.lab.net.JanusController;

/**
 * Where the CLI gets Janus for a run: the real JanusManager on the embedded core, with the run's
 * strategy and idle timeout. Janus polls flow statistics as often as ONOS's OpenFlow provider does
 * by default (5 s), which is also the lab's default statistics interval.
 */
public final class JanusControllers {

    private static final int STATS_POLL_INTERVAL_SECONDS = 5;

    private JanusControllers() {
    }

    public static ControllerFactory standard() {
        return (strategy, idle) -> JanusController.of(strategy, idle, STATS_POLL_INTERVAL_SECONDS);
    }
}
