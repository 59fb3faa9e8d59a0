package org.onosproject.janus.lab.cli;

import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory.ControllerFactory;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.net.JanusController;

/**
 * Where the CLI gets Janus for a run: the real JanusManager on the embedded core, with the run's
 * strategy (and the properties of its {@link StrategyVariant}) and idle timeout. Janus polls flow statistics as often as ONOS's OpenFlow provider does
 * by default (5 s), which is also the lab's default statistics interval.
 */
public final class JanusControllers {

    private static final int STATS_POLL_INTERVAL_SECONDS = 5;

    private JanusControllers() {
    }

    public static ControllerFactory standard() {
        return (label, idle) -> {
            StrategyVariant variant = StrategyVariant.parse(label);
            JanusController.Builder janus = JanusController.builder().strategy(variant.strategy())
                    .idleTimeoutSeconds(idle).statsPollIntervalSeconds(STATS_POLL_INTERVAL_SECONDS);
            variant.properties().forEach(janus::property);
            return janus.build();
        };
    }
}
