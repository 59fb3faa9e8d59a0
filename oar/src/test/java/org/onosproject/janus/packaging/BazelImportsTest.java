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
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;

/**
 * Every import of every Java source a Bazel target compiles comes from a dependency that target
 * declares: ONOS's own labels and dependency lists, whose packages are read from the jars ONOS publishes
 * under them, the JDK, or Janus's own modules. The sources of a bundle are compiled with its
 * {@code deps}; its tests (those of {@code test_srcs}, all by default) with {@code deps} and
 * {@code test_deps}.
 */
public class BazelImportsTest {

    private static final String OWN_LABEL_PREFIX = "//apps/janus/";
    /** Every module with a BUILD file that builds Java: the three bundles and the test library. */
    private static final List<String> MODULES = ImmutableList.of("app", "cli", "web", "testing/embedded-onos");

    private final Path root = Paths.get(System.getProperty("janus.root", "..")).toAbsolutePath().normalize();
    private final LabelJars jars = LabelJars.local();

    @Test
    public void everyImportOfEveryMainSourceHasABazelDependency() throws Exception {
        List<String> missing = new ArrayList<>();
        for (String module : MODULES) {
            BuildFile.Call target = target(module);
            Set<String> provided = provided(labels(target.kwargs.get("deps")));
            provided.addAll(declaredPackages(sources(module, "src/main/java", null)));
            missing.addAll(unprovided(sources(module, "src/main/java", null), provided));
        }
        assertThat("imports no Bazel dependency provides", missing, is(empty()));
    }

    @Test
    public void everyImportOfEveryTestSourceHasABazelDependency() throws Exception {
        List<String> missing = new ArrayList<>();
        for (String module : MODULES) {
            BuildFile.Call target = target(module);
            List<String> labels = new ArrayList<>(labels(target.kwargs.get("deps")));
            labels.addAll(labels(target.kwargs.get("test_deps")));
            Set<String> provided = provided(labels);
            List<Path> tests = sources(module, "src/test/java", target.kwargs.get("test_srcs"));
            provided.addAll(declaredPackages(sources(module, "src/main/java", null)));
            provided.addAll(declaredPackages(tests));
            missing.addAll(unprovided(tests, provided));
        }
        assertThat("test imports no Bazel dependency provides", missing, is(empty()));
    }

    @Test
    public void everyOnosLabelTheBuildFilesNameIsOneThisTestCanReadTheJarOf() throws Exception {
        List<String> unknown = new ArrayList<>();
        for (String module : MODULES) {
            BuildFile.Call target = target(module);
            List<String> labels = new ArrayList<>(labels(target.kwargs.get("deps")));
            labels.addAll(labels(target.kwargs.get("test_deps")));
            labels.stream().filter(l -> !l.startsWith(OWN_LABEL_PREFIX) && explicit(target, l))
                    .filter(l -> !LabelJars.isKnown(l)).forEach(l -> unknown.add(module + ": " + l));
        }
        assertThat(unknown, is(empty()));
    }

    @Test
    public void aTestImportNoDependencyProvidesIsFound() throws Exception {
        Path source = Files.createTempFile("Probe", ".java");
        try {
            Files.write(source, "package p;\nimport org.onosproject.janus.embedded.EmbeddedOnos;\n".getBytes());
            assertThat(unprovided(ImmutableList.of(source), provided(OnosDependencyLists.LISTS.get("TEST"))),
                       is(ImmutableList.of(source.getFileName() + ": org.onosproject.janus.embedded")));
        } finally {
            Files.delete(source);
        }
    }

    private BuildFile.Call target(String module) throws IOException {
        Path file = root.resolve(module).resolve("BUILD");
        assertTrue(file + " exists", Files.isRegularFile(file));
        List<BuildFile.Call> targets = BuildFile.parse(file).calls("osgi_jar_with_tests");
        assertThat(module + "/BUILD defines one osgi_jar_with_tests", targets.size(), is(1));
        return targets.get(0);
    }

    /** True if the BUILD names the label itself rather than through one of ONOS's lists. */
    private static boolean explicit(BuildFile.Call target, String label) {
        return BuildFile.strings(target.kwargs.get("deps")).contains(label)
                || BuildFile.strings(target.kwargs.get("test_deps")).contains(label);
    }

    /** The labels of a deps value: its strings, and the members of ONOS's lists it names. */
    private static List<String> labels(Object value) {
        List<String> labels = new ArrayList<>(BuildFile.strings(value));
        for (String list : BuildFile.externals(value)) {
            assertTrue("ONOS defines " + list, OnosDependencyLists.LISTS.containsKey(list));
            labels.addAll(OnosDependencyLists.LISTS.get(list));
        }
        return labels;
    }

    /** The packages the labels provide, with the JDK's. */
    private Set<String> provided(List<String> labels) throws IOException {
        Set<String> packages = new HashSet<>();
        ModuleLayer.boot().modules().forEach(m -> packages.addAll(m.getPackages()));
        for (String label : labels) {
            if (label.startsWith(OWN_LABEL_PREFIX)) {
                packages.addAll(ownPackages(label));
            } else {
                for (Path jar : jars.jar(label).map(ImmutableList::of).orElse(ImmutableList.of())) {
                    packages.addAll(JarPackages.of(jar));
                }
            }
        }
        return packages;
    }

    /** A Janus label's packages: its module's main sources, and its tests' for a {@code -tests} target. */
    private Set<String> ownPackages(String label) throws IOException {
        String module = label.substring(OWN_LABEL_PREFIX.length(), label.indexOf(':'));
        Set<String> packages = declaredPackages(sources(module, "src/main/java", null));
        if (label.endsWith("-tests")) {
            packages.addAll(declaredPackages(sources(module, "src/test/java", null)));
        }
        return packages;
    }

    /** The Java files of a module's source folder, or those a {@code glob(...)} of its BUILD selects. */
    private List<Path> sources(String module, String folder, Object glob) throws IOException {
        Path moduleDir = root.resolve(module);
        Path dir = moduleDir.resolve(folder);
        if (!Files.isDirectory(dir)) {
            return ImmutableList.of();
        }
        List<PathMatcher> include = new ArrayList<>();
        List<PathMatcher> exclude = new ArrayList<>();
        if (glob instanceof BuildFile.Call) {
            BuildFile.Call call = (BuildFile.Call) glob;
            assertThat("test_srcs is a glob", call.function, is("glob"));
            BuildFile.strings(call.args).forEach(p -> include.add(matcher(p)));
            BuildFile.strings(call.kwargs.get("exclude")).forEach(p -> exclude.add(matcher(p)));
        } else {
            include.add(matcher(folder + "/**/*.java"));
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        Path relative = moduleDir.relativize(p);
                        return include.stream().anyMatch(m -> m.matches(relative))
                                && exclude.stream().noneMatch(m -> m.matches(relative));
                    })
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    private static PathMatcher matcher(String bazelGlob) {
        return FileSystems.getDefault().getPathMatcher("glob:" + bazelGlob);
    }

    private static Set<String> declaredPackages(List<Path> sources) throws IOException {
        Set<String> packages = new HashSet<>();
        for (Path source : sources) {
            packages.add(JavaImports.declaredPackage(source));
        }
        return packages;
    }

    /** Each {@code file: package} imported but not provided. */
    private List<String> unprovided(List<Path> sources, Set<String> provided) throws IOException {
        List<String> missing = new ArrayList<>();
        for (Path source : sources) {
            for (String pkg : JavaImports.packages(source)) {
                if (!provided.contains(pkg)) {
                    missing.add((source.startsWith(root) ? root.relativize(source) : source.getFileName())
                                        + ": " + pkg);
                }
            }
        }
        return missing;
    }
}
