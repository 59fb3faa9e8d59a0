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

import org.onosproject.janus.api.JanusProperty;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Writes the Janus component's catalogue for ONOS's component configuration service (the
 * {@code JanusManager.cfgdef} resource that {@code registerProperties} reads: one
 * {@code name|TYPE|default|description} line per property) from {@link JanusProperty}. The build runs
 * it once the classes are compiled, in place of onos-maven-plugin's {@code cfg} goal, which would need
 * every property declared again in {@code @Component} and as a field.
 */
public final class CatalogueWriter {

    private CatalogueWriter() {
    }

    /** The catalogue's text. */
    static String catalogue() {
        StringBuilder text = new StringBuilder("# Generated from JanusProperty by CatalogueWriter\n");
        for (JanusProperty p : JanusProperty.ALL) {
            text.append(String.join("|", p.name(), p.catalogueType(), p.defaultValue(), p.description()))
                    .append("\n\n");
        }
        return text.toString();
    }

    /**
     * Writes the catalogue beside the compiled {@code JanusManager}.
     *
     * @param args the classes directory
     * @throws IOException if it cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path file = Paths.get(args[0], JanusManager.class.getName().replace('.', '/') + ".cfgdef");
        Files.createDirectories(file.getParent());
        Files.write(file, catalogue().getBytes(StandardCharsets.UTF_8));
    }
}
