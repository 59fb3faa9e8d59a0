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

import org.onosproject.janus.impl.config.JanusConfig;
import org.junit.Test;
import org.onosproject.cfg.ConfigProperty;
import org.onosproject.cfg.impl.ConfigPropertyDefinitions;
import org.onosproject.janus.api.JanusProperty;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Hashtable;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

/**
 * The catalogue the build writes is what ONOS's component configuration reads: its own reader
 * ({@code ConfigPropertyDefinitions}, as {@code registerProperties} uses it) finds every Janus property
 * with the type, default and description {@link JanusProperty} declares, and nothing else.
 */
public class CatalogueWriterTest {

    private static Map<String, ConfigProperty> catalogueAsOnosReadsIt() throws IOException {
        try (InputStream in = JanusManager.class.getResourceAsStream("JanusManager.cfgdef")) {
            assertNotNull("the build writes JanusManager.cfgdef beside JanusManager", in);
            Set<ConfigProperty> read = ConfigPropertyDefinitions.read(in);
            return read.stream().collect(Collectors.toMap(ConfigProperty::name, Function.identity()));
        }
    }

    @Test
    public void onosReadsEveryPropertyWithItsDeclaredTypeDefaultAndDescription() throws IOException {
        Map<String, ConfigProperty> catalogue = catalogueAsOnosReadsIt();

        assertEquals(JanusProperty.ALL.size(), catalogue.size());
        for (JanusProperty declared : JanusProperty.ALL) {
            ConfigProperty onos = catalogue.get(declared.name());
            assertNotNull(declared.name(), onos);
            assertEquals(declared.name(), declared.catalogueType(), onos.type().name());
            assertEquals(declared.name(), declared.defaultValue(), onos.defaultValue());
            assertEquals(declared.name(), declared.description(), onos.description());
        }
    }

    @Test
    public void theBuiltCatalogueIsTheOneTheWriterWritesNow() throws IOException {
        try (InputStream in = JanusManager.class.getResourceAsStream("JanusManager.cfgdef")) {
            assertNotNull(in);
            assertEquals(CatalogueWriter.catalogue(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    public void everyDefaultIsAValueJanusAccepts() {
        Hashtable<String, String> defaults = new Hashtable<>();
        JanusProperty.ALL.forEach(p -> defaults.put(p.name(), p.defaultValue()));

        JanusConfig.Parsed parsed = JanusConfig.parse(JanusConfig.defaults(), defaults,
                                                      Set.of(JanusProperty.STRATEGY.defaultValue()));

        assertTrue(parsed.rejected().toString(), parsed.rejected().isEmpty());
        assertEquals(JanusConfig.defaults(), parsed.config());
    }
}
