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

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Lays out one run's folder: Karaf unpacked into {@code <run>/karaf} (ONOS unpacks installed
 * applications into {@code <run>/apps}), ONOS's features, and Karaf's configuration for this run's ports,
 * ONOS's REST user and Maven repositories.
 */
final class KarafRunDirectory {

    /** ONOS's features booted in every run, in this order. */
    static final List<String> ONOS_BOOT_FEATURES =
            List.of("war", "onos-core", "onos-drivers", "onos-cli", "onos-rest");
    static final String EXTRAS_FEATURE = "janus-onos-extras";
    static final String REST_USER = "onos";
    static final String REST_PASSWORD = "rocks";

    private final Path run;
    private final Path karaf;

    KarafRunDirectory(Path run) {
        this.run = run;
        this.karaf = run.resolve("karaf");
    }

    Path karafHome() {
        return karaf;
    }

    /**
     * Unpacks and configures Karaf.
     *
     * @param settings where the build put things
     * @param options the run's options
     * @param ports the run's ports
     */
    void prepare(BuildSettings settings, KarafOnosOptions options, KarafOnosPorts ports) {
        try {
            requireEmpty();
            Files.createDirectories(karaf);
            untar(settings.karafTarball());
            Path features = writeFeatures(options);
            configureFeatures(features, options);
            configureMaven(settings);
            configurePorts(ports);
            configureUsers();
            writeClusterMetadata(ports);
        } catch (IOException e) {
            throw new OnosKarafException("cannot prepare " + run + ": " + e.getMessage(), e);
        }
    }

    private void requireEmpty() throws IOException {
        if (Files.isDirectory(run)) {
            try (Stream<Path> entries = Files.list(run)) {
                if (entries.findAny().isPresent()) {
                    throw new OnosKarafException("Run directory " + run + " is not empty: every run needs a"
                            + " folder of its own (ONOS keeps installed applications beside Karaf)");
                }
            }
        }
    }

    private void untar(Path tarball) throws IOException {
        Process tar = new ProcessBuilder("tar", "-xzf", tarball.toString(), "--strip-components=1",
                "-C", karaf.toString()).redirectErrorStream(true).start();
        String output = new String(tar.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!tar.waitFor(120, TimeUnit.SECONDS) || tar.exitValue() != 0) {
                tar.destroyForcibly();
                throw new OnosKarafException("cannot unpack " + tarball + ": " + output.trim());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnosKarafException("interrupted while unpacking " + tarball, e);
        }
    }

    private Path writeFeatures(KarafOnosOptions options) throws IOException {
        String template;
        try (InputStream in = KarafRunDirectory.class.getResourceAsStream("onos-features.xml")) {
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        StringBuilder extras = new StringBuilder();
        if (!options.extraBootBundles().isEmpty()) {
            extras.append("    <feature name=\"").append(EXTRAS_FEATURE)
                    .append("\" version=\"1.0.0\" description=\"Bundles added by the run's options\">\n");
            for (String bundle : options.extraBootBundles()) {
                extras.append("        <bundle>").append(xmlEscape(bundle)).append("</bundle>\n");
            }
            extras.append("    </feature>\n");
        }
        String xml = template.replace("@STANDINS_BUNDLE@", StandIns.bundleUrl())
                .replace("</features>", extras + "</features>");
        Path features = run.resolve("onos-features.xml");
        Files.writeString(features, xml);
        return features;
    }

    private static String xmlEscape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private void configureFeatures(Path features, KarafOnosOptions options) throws IOException {
        Path cfg = etc("org.apache.karaf.features.cfg");
        Properties properties = load(cfg);
        List<String> repositories = new ArrayList<>(List.of(properties.getProperty("featuresRepositories")));
        repositories.add(features.toUri().toString());
        repositories.addAll(options.extraFeaturesRepositories());
        List<String> boot = new ArrayList<>(List.of(properties.getProperty("featuresBoot")));
        boot.addAll(ONOS_BOOT_FEATURES);
        if (!options.extraBootBundles().isEmpty()) {
            boot.add(EXTRAS_FEATURE);
        }
        boot.addAll(options.extraBootFeatures());
        properties.setProperty("featuresRepositories", String.join(", ", repositories));
        properties.setProperty("featuresBoot", String.join(", ", boot));
        store(properties, cfg);
    }

    private void configureMaven(BuildSettings settings) throws IOException {
        // The local Maven repository first, where the build and earlier runs put ONOS's bundles; then
        // Central for what is missing (pax-web's, on a fresh machine).
        Path cfg = etc("org.ops4j.pax.url.mvn.cfg");
        Properties properties = load(cfg);
        properties.setProperty("org.ops4j.pax.url.mvn.localRepository", settings.mavenLocalRepository().toString());
        properties.setProperty("org.ops4j.pax.url.mvn.repositories", "https://repo1.maven.org/maven2@id=central");
        store(properties, cfg);
    }

    private void configurePorts(KarafOnosPorts ports) throws IOException {
        Path shell = etc("org.apache.karaf.shell.cfg");
        Properties shellProperties = load(shell);
        shellProperties.setProperty("sshPort", Integer.toString(ports.ssh()));
        shellProperties.setProperty("sshHost", "127.0.0.1");
        store(shellProperties, shell);

        Path management = etc("org.apache.karaf.management.cfg");
        Properties managementProperties = load(management);
        managementProperties.setProperty("rmiRegistryPort", Integer.toString(ports.rmiRegistry()));
        managementProperties.setProperty("rmiRegistryHost", "127.0.0.1");
        managementProperties.setProperty("rmiServerPort", Integer.toString(ports.rmiServer()));
        managementProperties.setProperty("rmiServerHost", "127.0.0.1");
        store(managementProperties, management);

        try (InputStream in = KarafRunDirectory.class.getResourceAsStream("jetty.xml")) {
            Files.copy(in, etc("jetty.xml"));
        }
        Files.writeString(etc("org.ops4j.pax.web.cfg"), "org.osgi.service.http.port = " + ports.http() + "\n"
                + "org.ops4j.pax.web.listening.addresses = 127.0.0.1\n"
                + "org.ops4j.pax.web.config.file = ${karaf.etc}/jetty.xml\n");
        // Read by ONOS's OpenFlow controller when a boot feature starts it; unused otherwise.
        Files.writeString(etc("org.onosproject.openflow.controller.impl.OpenFlowControllerImpl.cfg"),
                "openflowPorts = " + ports.openflow() + "\n");
        Files.writeString(etc("system.properties"), "\n# Janus's run of ONOS\n"
                + "org.osgi.service.http.port = " + ports.http() + "\n"
                + "org.ops4j.pax.web.config.file = ${karaf.etc}/jetty.xml\n"
                + "onos.cluster.metadata.uri = " + run.resolve("cluster.json").toUri() + "\n"
                // Felix SCR gives up on a component's lock after 5 s by default; on a busy 2-core machine
                // ONOS's boot took longer and logged "Could not obtain lock" (FrameworkEvent ERROR).
                + "ds.lock.timeout.milliseconds = 60000\n",
                StandardOpenOption.APPEND);
    }

    private void configureUsers() throws IOException {
        Files.writeString(etc("users.properties"), "\n" + REST_USER + " = " + REST_PASSWORD
                + ",_g_:admingroup\n", StandardOpenOption.APPEND);
    }

    private void writeClusterMetadata(KarafOnosPorts ports) throws IOException {
        // One controller node on loopback at this run's port (ONOS's default would be 9876 for everyone).
        Files.writeString(run.resolve("cluster.json"), "{\n"
                + "  \"name\": \"janus-onos\",\n"
                + "  \"node\": {\"id\": \"127.0.0.1\", \"ip\": \"127.0.0.1\", \"port\": " + ports.cluster() + "},\n"
                + "  \"controller\": [],\n"
                + "  \"storage\": []\n"
                + "}\n");
    }

    private Path etc(String name) {
        return karaf.resolve("etc").resolve(name);
    }

    private static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            properties.load(reader);
        }
        return properties;
    }

    private static void store(Properties properties, Path file) throws IOException {
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.ISO_8859_1)) {
            properties.store(writer, "written by Janus's KarafOnos");
        }
    }
}
