package org.onosproject.janus.impl;

import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowRule;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The flow rules on the emulated switches that ONOS's intent framework installed (its rules belong to
 * its own application, not to the one that submitted the intent), by device; devices without any are
 * left out.
 */
final class IntentFrameworkRules {

    private static final String INTENT_FRAMEWORK_APP = "org.onosproject.net.intent";

    private IntentFrameworkRules() {
    }

    static Map<DeviceId, List<FlowRule>> on(EmbeddedOnos onos) {
        short intentApp = onos.coreService().registerApplication(INTENT_FRAMEWORK_APP).id();
        return onos.switches().flowTables().entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue().stream()
                        .filter(r -> r.appId() == intentApp).collect(Collectors.toList())))
                .filter(e -> !e.getValue().isEmpty())
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }
}
