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
package org.onosproject.janus.packaging;

import com.google.common.collect.ImmutableList;
import org.junit.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/**
 * What every Java source of the app, its tools and its tests carries (the lab included):
 * the Apache 2.0 licence header with the project's copyright line, a {@code package-info.java} in every
 * package, and no comment that points at an issue number or a document outside the repository.
 */
public class SourceHygieneTest {

    private static final List<String> MODULES = ImmutableList.of(
            "app", "cli", "web", "testing/embedded-onos", "testing/onos-core-net", "oar", "bench",
            "testbed", "testing/real-cluster", "testing/onos-openflow-ctl", "lab", "lab-cluster", "testing/onos-karaf",
            "testing/onos-karaf-standins", "testing/testbed-bundle");
    private static final String HEADER = "/*\n"
            + " * Copyright 2026-present Janus project\n"
            + " *\n"
            + " * Licensed under the Apache License, Version 2.0 (the \"License\");\n";
    /** An issue number (the word and a number, or a hash and a number) or a path climbing out of the tree. */
    private static final Pattern OUTSIDE_REFERENCE =
            Pattern.compile("(?i)\\bissue\\s+#?\\d+|(?<![&\\w])#\\d+\\b|\\.\\./");

    private final Path root = Paths.get(System.getProperty("janus.root", "..")).toAbsolutePath().normalize();

    private List<Path> javaFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String module : MODULES) {
            Path src = root.resolve(module).resolve("src");
            if (Files.isDirectory(src)) {
                try (Stream<Path> walk = Files.walk(src)) {
                    walk.filter(p -> p.toString().endsWith(".java")).forEach(files::add);
                }
            }
        }
        return files;
    }

    private static String text(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    public void everyJavaFileStartsWithTheLicenceHeader() throws IOException {
        List<Path> files = javaFiles();
        assertThat(files.isEmpty(), is(false));
        List<Path> without = files.stream().filter(f -> !text(f).startsWith(HEADER)).collect(Collectors.toList());
        assertThat(without, is(empty()));
    }

    @Test
    public void everyPackageHasAPackageInfo() throws IOException {
        List<String> missing = new ArrayList<>();
        for (Path file : javaFiles()) {
            Path dir = file.getParent();
            Path main = Paths.get(dir.toString().replace("/src/test/java/", "/src/main/java/"));
            if (!Files.exists(dir.resolve("package-info.java")) && !Files.exists(main.resolve("package-info.java"))
                    && !missing.contains(root.relativize(dir).toString())) {
                missing.add(root.relativize(dir).toString());
            }
        }
        assertThat(missing, is(empty()));
    }

    @Test
    public void noCommentPointsAtAnIssueOrADocumentOutsideTheRepository() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : javaFiles()) {
            String[] lines = text(file).split("\n");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].trim();
                boolean comment = line.startsWith("*") || line.startsWith("//") || line.startsWith("/*");
                if (comment && OUTSIDE_REFERENCE.matcher(line).find()) {
                    found.add(root.relativize(file) + ":" + (i + 1) + ": " + line);
                }
            }
        }
        assertThat(found, is(empty()));
    }
}
