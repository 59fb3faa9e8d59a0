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

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

/**
 * The built-in scenarios are JSON resources in the users' format. (Until commit c0c9494 this test also
 * showed each resource equal to the Java catalogue it replaced, which was then deleted.)
 */
public class ScenarioResourcesTest {
    private static final Path FOLDER = Paths.get("src/main/resources" + ScenarioCatalog.FOLDER);

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private final ScenarioCatalog catalog = new ScenarioCatalog();

    @Test
    public void equalityComparesEverySettingSoCatalogueComparisonsCanFail() throws ConfigException {
        Scenario faults = catalog.find("faults-k4").orElseThrow();
        assertNotEquals(faults, faults.toBuilder().faults(null).build());
        assertNotEquals(faults, faults.toBuilder().description("other").build());
        Scenario soak = catalog.find("soak-k4").orElseThrow();
        assertNotEquals(soak, soak.toBuilder().leakCheck(false).build());
        assertNotEquals(soak, soak.toBuilder().derivedSeeds(true).build());
        Scenario fig54 = catalog.find("thesis-fig5.4").orElseThrow();
        assertNotEquals(fig54, fig54.toBuilder().intentRelease(false).build());
    }

    @Test
    public void eachFileIsNamedForItsScenario() {
        for (String name : catalog.names()) {
            assertEquals(name, catalog.find(name).orElseThrow().name());
        }
    }

    @Test
    public void aUserCopyOfEachShippedFileReadsAsTheBuiltInScenario() throws IOException, ConfigException {
        ScenarioConfig config = new ScenarioConfig(catalog);
        for (String name : catalog.names()) {
            Path copy = tmp.getRoot().toPath().resolve(name + ".json");
            Files.write(copy, catalog.json(name).orElseThrow().getBytes(StandardCharsets.UTF_8));
            assertEquals(name, catalog.find(name).orElseThrow(), config.read(copy));
        }
    }

    @Test
    public void everyJsonFileInTheFolderIsInTheIndex() throws IOException {
        List<String> files;
        try (Stream<Path> list = Files.list(FOLDER)) {
            files = list.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".json"))
                    .map(f -> f.substring(0, f.length() - ".json".length())).sorted().collect(Collectors.toList());
        }
        assertEquals(catalog.names().stream().sorted().collect(Collectors.toList()), files);
    }
}
