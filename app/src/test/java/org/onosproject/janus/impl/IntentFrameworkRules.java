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
