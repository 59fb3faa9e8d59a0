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

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads the tables Karaf's shell prints for bundles and SCR components.
 */
final class KarafListings {

    // "NAME in bundle 172 (org.onosproject.janus-app:1.0.0.SNAPSHOT) enabled, 1 instance."
    private static final Pattern COMPONENT = Pattern.compile("^(\\S+) in bundle \\d+ \\(.*\\) (\\w+)(, .*)?$");
    // "    Id: 127, State:ACTIVE, PID(s): [...]"
    private static final Pattern INSTANCE = Pattern.compile("^\\s+Id: \\d+, State:([A-Z ]+?)(,.*)?$");

    private KarafListings() {
    }

    static Map<String, String> bundleStates(String bundleList) {
        Map<String, String> states = new LinkedHashMap<>();
        for (String line : bundleList.lines().collect(Collectors.toList())) {
            List<String> cells = List.of(line.split("[│|]"));
            if (cells.size() >= 5 && cells.get(0).trim().matches("\\d+")) {
                states.put(cells.get(cells.size() - 1).trim(), cells.get(1).trim());
            }
        }
        return states;
    }

    static Map<String, String> componentStates(String scrList) {
        Map<String, String> states = new LinkedHashMap<>();
        String component = null;
        for (String line : scrList.lines().collect(Collectors.toList())) {
            Matcher name = COMPONENT.matcher(line);
            Matcher instance = INSTANCE.matcher(line);
            if (name.matches()) {
                component = name.group(1);
                // "enabled" with no instance line yet; "disabled" stays so.
                states.put(component, name.group(2).toUpperCase());
            } else if (instance.matches() && component != null) {
                states.put(component, instance.group(1).trim());
            }
        }
        return states;
    }
}
