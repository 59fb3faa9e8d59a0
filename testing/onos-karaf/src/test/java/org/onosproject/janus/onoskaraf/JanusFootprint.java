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
package org.onosproject.janus.onoskaraf;

import java.util.Map;
import java.util.TreeMap;

/**
 * What of Janus a real ONOS shows: its bundles and SCR components with their states.
 */
final class JanusFootprint {

    static final String APP_BUNDLE = "org.onosproject.janus-app";
    static final String CLI_BUNDLE = "org.onosproject.janus-cli";
    static final String WEB_BUNDLE = "org.onosproject.janus-web";
    /**
     * The one component allowed to stay unsatisfied: Janus's GUI overlay needs ONOS's UiExtensionService,
     * and ONOS's GUI bundles are not on Maven Central, so this ONOS has none.
     */
    static final String GUI_COMPONENT = "org.onosproject.janus.web.gui.JanusUiComponent";

    private JanusFootprint() {
    }

    /** Janus's bundles (not the stand-ins of this test ONOS) and their states. */
    static Map<String, String> bundles(KarafOnos onos) {
        Map<String, String> janus = new TreeMap<>();
        onos.bundleStates().forEach((name, state) -> {
            if (name.equals(APP_BUNDLE) || name.equals(CLI_BUNDLE) || name.equals(WEB_BUNDLE)) {
                janus.put(name, state);
            }
        });
        return janus;
    }

    /** Janus's SCR components (not the stand-ins') and their states. */
    static Map<String, String> components(KarafOnos onos) {
        Map<String, String> janus = new TreeMap<>();
        onos.componentStates().forEach((name, state) -> {
            if (name.startsWith("org.onosproject.janus.") && !name.startsWith("org.onosproject.janus.onoskaraf.")) {
                janus.put(name, state);
            }
        });
        return janus;
    }

    /** Bundles of an active Janus in this ONOS: web waits for its GUI component only. */
    static Map<String, String> activeBundles() {
        return new TreeMap<>(Map.of(APP_BUNDLE, "Active", CLI_BUNDLE, "Active", WEB_BUNDLE, "Waiting"));
    }

    /** Components of an active Janus: all active but the GUI overlay's. */
    static Map<String, String> activeComponents() {
        return new TreeMap<>(Map.of(
                "org.onosproject.janus.impl.JanusManager", "ACTIVE",
                "org.onosproject.janus.impl.JanusCodecRegistrator", "ACTIVE",
                "org.onosproject.janus.web.ApiDocRegistrator", "ACTIVE",
                GUI_COMPONENT, "UNSATISFIED REFERENCE"));
    }
}
