package org.onosproject.janus.lab.cli;

import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory.ControllerFactory;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.net.JanusController;

/**
 * Where the lab gets Janus for a run: the real JanusManager on the embedded core, with the run's
 * strategy (and the properties of its {@link StrategyVariant}), idle timeout and statistics poll
 * interval (from the run's {@link org.onosproject.janus.lab.net.Timing}).
 */
public final class JanusControllers {

    private JanusControllers() {
    }

    public static ControllerFactory standard() {
        return spec -> {
            StrategyVariant variant = StrategyVariant.parse(spec.strategy());
            JanusController.Builder janus = JanusController.builder().strategy(variant.strategy())
                    .idleTimeoutSeconds(spec.idleTimeoutSeconds())
                    .statsPollIntervalSeconds(spec.timing().statsPollSeconds());
            variant.properties().forEach(janus::property);
            return janus.build();
        };
    }
}
