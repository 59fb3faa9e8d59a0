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

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/**
 * The Bazel BUILD files cannot be built here (no ONOS tree): these tests parse them and check that
 * every label, package and path they name exists in this repository and agrees with the Maven build.
 */
public class BazelBuildFilesTest {

    /** Where the BUILD files expect this repository inside an ONOS tree. */
    private static final String ONOS_PACKAGE = "apps/janus";
    private static final String OWN_LABEL_PREFIX = "//" + ONOS_PACKAGE + "/";

    /** Dependency lists ONOS's Bazel build defines (tools/build/bazel/generate_workspace.bzl). */
    private static final Set<String> ONOS_DEPENDENCY_LISTS = ImmutableSet.of(
            "COMPILE", "CORE_DEPS", "JACKSON", "KRYO", "CLI", "REST", "METRICS",
            "TEST", "TEST_ADAPTERS", "TEST_REST");

    private static final Set<String> BUNDLE_MODULES = ImmutableSet.of("app", "cli", "web");

    /** Maven modules an ONOS tree does not build, and why. */
    private static final Map<String, String> MAVEN_ONLY_MODULES = ImmutableMap.<String, String>builder()
            .put("testing/onos-core-net",
                 "unpacks Central's corrupt onos-core-net jar for javac; Bazel has //core/net")
            .put("testing/onos-openflow-ctl",
                 "unpacks Central's corrupt onos-protocols-openflow-ctl jar for the testbed; "
                         + "Bazel has //protocols/openflow/ctl")
            .put("lab",
                 "the emulation lab: a command-line tool run from Maven, not part of the app")
            .put("lab-cluster",
                 "the lab's cluster scenario on real ONOS cluster stacks: a command-line tool, not part of the app")
            .put("oar",
                 "packages the .oar with onos-maven-plugin; onos_app in the root BUILD does it in Bazel")
            .put("bench",
                 "JMH benchmarks, run from Maven")
            .put("testbed",
                 "the OpenFlow testbed: our providers on ONOS's controller with real Open vSwitch, run from Maven")
            .put("testing/real-cluster",
                 "real ONOS cluster stacks on Atomix for tests; ONOS's own tree tests its store itself")
            .put("testing/onos-karaf",
                 "a real ONOS in Karaf built from Central's bundles, to test the .oar; ONOS's tree has its own Karaf")
            .put("testing/onos-karaf-standins",
                 "stand-ins for what Central lacks in that Karaf; ONOS's tree builds the real ones")
            .put("testing/testbed-bundle",
                 "the testbed's providers as a bundle for that Karaf, run from Maven")
            .build();

    private final Path root = Paths.get(System.getProperty("janus.root", "..")).toAbsolutePath().normalize();

    private BuildFile build(String dir) throws Exception {
        return BuildFile.parse(root.resolve(dir).resolve("BUILD"));
    }

    private BuildFile.Call app() throws Exception {
        List<BuildFile.Call> apps = build(".").calls("onos_app");
        assertThat(apps, hasSize(1));
        return apps.get(0);
    }

    @Test
    public void rootBuildDescribesTheSameAppAsTheMavenBuild() throws Exception {
        Element props = (Element) pom(root.resolve("pom.xml")).getElementsByTagName("properties").item(0);
        BuildFile.Call app = app();

        assertThat(app.string("app_name"), is(text(props, "onos.app.name")));
        assertThat(app.string("title"), is(text(props, "onos.app.title")));
        assertThat(app.string("origin"), is(text(props, "onos.app.origin")));
        assertThat(app.string("category"), is(text(props, "onos.app.category")));
        assertThat(app.string("url"), is(text(props, "onos.app.url")));
        assertThat(app.string("description").isEmpty(), is(false));
    }

    @Test
    public void appIncludesExactlyTheBundleModules() throws Exception {
        List<String> modules = BuildFile.strings(app().kwargs.get("included_bundles")).stream()
                .map(BazelBuildFilesTest::moduleOf).collect(Collectors.toList());

        assertThat(modules, containsInAnyOrder(BUNDLE_MODULES.toArray()));
        for (String module : modules) {
            assertThat(module + " is a bundle in the Maven build",
                       text(pom(root.resolve(module).resolve("pom.xml")).getDocumentElement(), "packaging"),
                       is("bundle"));
        }
    }

    @Test
    public void everyJanusLabelNamesATargetOfAModuleBuildFile() throws Exception {
        List<String> labels = new ArrayList<>(BuildFile.strings(app().kwargs.get("included_bundles")));
        for (String module : BUNDLE_MODULES) {
            for (BuildFile.Call jar : build(module).calls("osgi_jar_with_tests")) {
                labels.addAll(BuildFile.strings(jar.kwargs.get("deps")));
                labels.addAll(BuildFile.strings(jar.kwargs.get("test_deps")));
            }
        }
        List<String> own = labels.stream().filter(l -> l.startsWith(OWN_LABEL_PREFIX)).collect(Collectors.toList());

        assertThat(own.isEmpty(), is(false));
        for (String label : own) {
            assertTrue(label + " names a bundle target", targets(moduleOf(label)).contains(nameOf(label)));
        }
    }

    @Test
    public void otherLabelsAreOnosTargetsOrMavenJars() throws Exception {
        for (String module : BUNDLE_MODULES) {
            for (BuildFile.Call jar : build(module).calls("osgi_jar_with_tests")) {
                List<String> labels = new ArrayList<>(BuildFile.strings(jar.kwargs.get("deps")));
                labels.addAll(BuildFile.strings(jar.kwargs.get("test_deps")));
                for (String label : labels) {
                    assertTrue(module + ": malformed label " + label,
                               label.matches("//[a-z0-9_/.-]+:[A-Za-z0-9_.-]+|@[a-z0-9_]+//jar"));
                }
            }
        }
    }

    @Test
    public void dependencyListsAreOnesOnosDefines() throws Exception {
        for (String dir : ImmutableSet.<String>builder().add(".").addAll(BUNDLE_MODULES).build()) {
            BuildFile file = build(dir);
            List<String> unknown = Stream.concat(
                    file.variables.values().stream(),
                    file.calls.stream().flatMap(c -> c.kwargs.values().stream()))
                    .flatMap(v -> BuildFile.externals(v).stream())
                    .filter(name -> !ONOS_DEPENDENCY_LISTS.contains(name))
                    .collect(Collectors.toList());
            assertThat(dir + "/BUILD uses only ONOS's dependency lists", unknown, is(empty()));
        }
    }

    @Test
    public void everyBundleHasTheSourcesOnosRulesGlob() throws Exception {
        for (String module : BUNDLE_MODULES) {
            assertThat(module + "/BUILD defines one bundle", build(module).calls("osgi_jar_with_tests"), hasSize(1));
            assertTrue(module + " has Java sources", hasJava(root.resolve(module).resolve("src/main/java")));
        }
    }

    @Test
    public void karafCommandPackagesHoldTheCommands() throws Exception {
        BuildFile.Call cli = build("cli").calls("osgi_jar_with_tests").get(0);
        List<String> packages = BuildFile.strings(cli.kwargs.get("karaf_command_packages"));

        assertThat(packages.isEmpty(), is(false));
        for (String pkg : packages) {
            Path dir = root.resolve("cli/src/main/java").resolve(pkg.replace('.', File.separatorChar));
            try (Stream<Path> files = Files.list(dir)) {
                assertTrue(pkg + " has a @Command class", files.anyMatch(BazelBuildFilesTest::isCommand));
            }
        }
    }

    @Test
    public void webContextMatchesTheMavenBundleAndHasItsWebXml() throws Exception {
        BuildFile.Call web = build("web").calls("osgi_jar_with_tests").get(0);
        Element props = (Element) pom(root.resolve("web/pom.xml")).getElementsByTagName("properties").item(0);

        assertThat(web.string("web_context"), is(text(props, "web.context")));
        assertTrue(Files.isRegularFile(root.resolve("web/src/main/webapp/WEB-INF/web.xml")));
    }

    @Test
    public void restApiIsDescribedForSwaggerAsTheMavenBundleDescribesIt() throws Exception {
        BuildFile.Call web = build("web").calls("osgi_jar_with_tests").get(0);
        Element props = (Element) pom(root.resolve("web/pom.xml")).getElementsByTagName("properties").item(0);

        assertThat(web.string("api_title"), is(text(props, "api.title")));
        assertThat(web.string("api_version"), is(text(props, "api.version")));
        assertThat(web.string("api_package"), is(text(props, "api.package")));
        assertThat(web.string("api_description"), is(text(props, "api.description").replaceAll("\\s+", " ")));
    }

    @Test
    public void apiPackageHoldsTheRestResources() throws Exception {
        String pkg = build("web").calls("osgi_jar_with_tests").get(0).string("api_package");
        Path dir = root.resolve("web/src/main/java").resolve(pkg.replace('.', File.separatorChar));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(pkg + " has a JAX-RS @Path resource", files.anyMatch(BazelBuildFilesTest::isResource));
        }
    }

    @Test
    public void everyMavenModuleHasABuildFileOrIsMavenOnlyOnPurpose() throws Exception {
        org.w3c.dom.NodeList modules = pom(root.resolve("pom.xml")).getElementsByTagName("module");
        for (int i = 0; i < modules.getLength(); i++) {
            String module = modules.item(i).getTextContent().trim();
            boolean hasBuild = Files.isRegularFile(root.resolve(module).resolve("BUILD"));
            assertThat(module + " has a BUILD file unless Maven-only", hasBuild,
                       is(!MAVEN_ONLY_MODULES.containsKey(module)));
        }
    }

    @Test
    public void malformedBuildTextIsRejectedWithItsLine() throws Exception {
        Path bad = Files.createTempFile("BUILD", "");
        try {
            Files.write(bad, "X = [\n  \"a\",\n  \"b\" \"c\"\n]\n".getBytes());
            BuildFile.parse(bad);
            fail("two adjacent strings are not in the subset");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("line 3"));
        } finally {
            Files.delete(bad);
        }
    }

    /** The targets of a module: each osgi_jar_with_tests defines its jar and its tests' jar (name-tests). */
    private Set<String> targets(String module) throws Exception {
        Path file = root.resolve(module).resolve("BUILD");
        assertTrue(file + " exists", Files.isRegularFile(file));
        return BuildFile.parse(file).calls("osgi_jar_with_tests").stream()
                .map(c -> c.string("name") != null ? c.string("name")
                        : "onos-" + (ONOS_PACKAGE + "/" + module).replace('/', '-'))
                .flatMap(name -> Stream.of(name, name + "-tests"))
                .collect(Collectors.toSet());
    }

    private static String moduleOf(String label) {
        assertTrue(label + " is a Janus label", label.startsWith(OWN_LABEL_PREFIX) && label.contains(":"));
        return label.substring(OWN_LABEL_PREFIX.length(), label.indexOf(':'));
    }

    private static String nameOf(String label) {
        return label.substring(label.indexOf(':') + 1);
    }

    private static boolean hasJava(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(p -> p.toString().endsWith(".java"));
        }
    }

    private static boolean isCommand(Path java) {
        try {
            return java.toString().endsWith(".java")
                    && new String(Files.readAllBytes(java)).contains("@Command(");
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean isResource(Path java) {
        try {
            return java.toString().endsWith(".java")
                    && new String(Files.readAllBytes(java)).contains("@Path(");
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Document pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    private static String text(Element parent, String tag) {
        for (org.w3c.dom.Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(tag)) {
                return n.getTextContent().trim();
            }
        }
        throw new AssertionError("no <" + tag + "> in <" + parent.getNodeName() + ">");
    }
}
