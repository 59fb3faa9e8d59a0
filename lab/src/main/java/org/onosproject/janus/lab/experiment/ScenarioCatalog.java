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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The named scenarios: thesis 002 chapter 5, paper 000 Fig. 3, random permutations on non-blocking
 * fat-trees, failures, a packet-in storm, a soak and the flow set-up benchmark. Each is a JSON file
 * shipped as a resource ({@value #FOLDER}{@code NAME.json}), in exactly the format users write and
 * read by the same {@link ScenarioConfig}; {@value #FOLDER}{@value #INDEX} lists them in the order
 * {@code janus-lab list} shows. Adding a scenario is adding its file and its line there.
 */
public final class ScenarioCatalog {
    /** The resource folder of the built-in scenarios. */
    public static final String FOLDER = "/org/onosproject/janus/lab/scenarios/";
    /** The file naming the built-in scenarios, one a line ({@code #} starts a comment). */
    public static final String INDEX = "index.txt";

    private final ImmutableMap<String, Scenario> scenarios;
    private final ImmutableMap<String, String> texts;

    /** The built-in catalogue, read from its resources. */
    public ScenarioCatalog() {
        ImmutableMap.Builder<String, Scenario> map = ImmutableMap.builder();
        ImmutableMap.Builder<String, String> json = ImmutableMap.builder();
        ScenarioConfig reader = new ScenarioConfig(new ScenarioCatalog(ImmutableMap.of(), ImmutableMap.of()));
        for (String line : resource(INDEX).split("\n")) {
            String name = line.strip();
            if (name.isEmpty() || name.startsWith("#")) {
                continue;
            }
            String text = resource(name + ".json");
            Scenario s;
            try {
                s = reader.parse(text, null);
            } catch (ConfigException e) {
                throw new IllegalStateException("built-in scenario " + name + ".json is invalid: " + e.getMessage(), e);
            }
            if (!s.name().equals(name)) {
                throw new IllegalStateException("built-in scenario " + name + ".json is named '" + s.name() + "'");
            }
            map.put(name, s);
            json.put(name, text);
        }
        this.scenarios = map.build();
        this.texts = json.build();
    }

    private ScenarioCatalog(ImmutableMap<String, Scenario> scenarios, ImmutableMap<String, String> texts) {
        this.scenarios = scenarios;
        this.texts = texts;
    }

    private static String resource(String file) {
        try (InputStream in = ScenarioCatalog.class.getResourceAsStream(FOLDER + file)) {
            if (in == null) {
                throw new IllegalStateException("built-in scenario resource " + FOLDER + file + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FOLDER + file, e);
        }
    }

    public ImmutableList<Scenario> all() {
        return scenarios.values().asList();
    }

    public Optional<Scenario> find(String name) {
        return Optional.ofNullable(scenarios.get(name));
    }

    public ImmutableList<String> names() {
        return scenarios.keySet().asList();
    }

    /** The JSON a built-in scenario is read from, as shipped: a starting point for one's own. */
    public Optional<String> json(String name) {
        return Optional.ofNullable(texts.get(name));
    }
}
