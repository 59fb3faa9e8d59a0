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
import com.google.common.io.ByteStreams;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;

/**
 * The installable archive that {@code mvn verify} leaves in oar/target: what ONOS reads from it when
 * an operator runs {@code onos-app <host> install! janus-<version>.oar}.
 */
public class OarArchiveIT {

    private static final String GROUP = "org.onosproject";
    private static final List<String> BUNDLES = ImmutableList.of("janus-app", "janus-cli", "janus-web");
    private static final Pattern ONOS_IMPORT = Pattern.compile("org\\.onosproject\\.(?!janus\\.)[\\w.]+");

    private static final String VERSION = System.getProperty("janus.version");
    private static final String APP_NAME = System.getProperty("janus.app.name");
    private static final Path ROOT = Paths.get(System.getProperty("janus.root", "..")).toAbsolutePath().normalize();

    private static ZipFile oar;

    @BeforeClass
    public static void openArchive() throws IOException {
        assertThat("janus.version and janus.app.name come from the pom", VERSION != null && APP_NAME != null, is(true));
        oar = new ZipFile(System.getProperty("janus.oar"));
    }

    @AfterClass
    public static void closeArchive() throws IOException {
        oar.close();
    }

    @Test
    public void appXmlNamesTheJanusAppAndItsFeatureAndBundles() throws Exception {
        Element app = xml("app.xml").getDocumentElement();

        assertThat(app.getAttribute("name"), is(APP_NAME));
        assertThat(app.getAttribute("version"), is(VERSION));
        assertThat(app.getAttribute("title"), is("Janus path provisioning"));
        assertThat(app.getAttribute("category"), is("Traffic Engineering"));
        assertThat(app.getAttribute("featuresRepo"), is("mvn:" + GROUP + "/janus/" + VERSION + "/xml/features"));
        assertThat(app.getAttribute("features"), is("janus"));
        assertThat(texts(app, "artifact"), contains(
                mvn("janus-app"), mvn("janus-cli"), mvn("janus-web")));
        assertThat("every placeholder was expanded", entryText("app.xml").contains("${"), is(false));
    }

    @Test
    public void featuresRepoThatAppXmlNamesHoldsTheFeatureWithTheThreeBundles() throws Exception {
        Element features = xml("m2/org/onosproject/janus/" + VERSION + "/janus-" + VERSION + "-features.xml")
                .getDocumentElement();
        NodeList feature = features.getElementsByTagName("feature");
        Element janus = (Element) feature.item(0);

        assertThat(janus.getAttribute("name"), is("janus"));
        assertThat(texts(janus, "feature"), contains("onos-api"));
        assertThat(texts(janus, "bundle"), contains(mvn("janus-app"), mvn("janus-cli"), mvn("janus-web")));
    }

    @Test
    public void everyBundleInTheArchiveIsTheJarThisBuildMade() throws Exception {
        for (String bundle : BUNDLES) {
            String module = bundle.substring("janus-".length());
            byte[] built = Files.readAllBytes(ROOT.resolve(module).resolve("target").resolve(jarName(bundle)));
            assertTrue(bundle + " in the .oar is the reactor's jar, not a stale copy",
                       Arrays.equals(entryBytes(jarEntry(bundle)), built));
        }
    }

    @Test
    public void everyBundleImportsOnosPackagesFrom25UpTo3() throws Exception {
        for (String bundle : BUNDLES) {
            Attributes main = manifest(bundle).getMainAttributes();
            assertThat(bundle + " Bundle-SymbolicName", main.getValue("Bundle-SymbolicName"), is(GROUP + "." + bundle));
            List<String> onosImports = new ArrayList<>();
            for (String clause : clauses(main.getValue("Import-Package"))) {
                Matcher pkg = ONOS_IMPORT.matcher(clause);
                if (pkg.lookingAt()) {
                    onosImports.add(clause);
                    assertTrue(bundle + " imports " + clause, clause.endsWith(";version=\"[2.5,3)\""));
                }
            }
            assertThat(bundle + " imports ONOS", onosImports.isEmpty(), is(false));
        }
    }

    @Test
    public void coreBundleExportsTheJanusApi() throws Exception {
        String exports = manifest("janus-app").getMainAttributes().getValue("Export-Package");
        assertTrue(exports, exports.startsWith("org.onosproject.janus.api;"));
    }

    @Test
    public void cliBundleRegistersItsKarafCommands() throws Exception {
        assertThat(manifest("janus-cli").getMainAttributes().getValue("Karaf-Commands"), is("*"));
    }

    @Test
    public void webBundleIsAWebApplicationUnderOnosJanus() throws Exception {
        Attributes main = manifest("janus-web").getMainAttributes();
        assertThat(main.getValue("Web-ContextPath"), is("/onos/janus"));
        assertThat(main.getValue("Bundle-ClassPath"), is("WEB-INF/classes"));
        try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(entryBytes(jarEntry("janus-web"))))) {
            boolean webXml = false;
            for (java.util.jar.JarEntry e = jar.getNextJarEntry(); e != null; e = jar.getNextJarEntry()) {
                webXml |= e.getName().equals("WEB-INF/web.xml");
            }
            assertTrue("WEB-INF/web.xml in janus-web", webXml);
        }
    }

    private static String mvn(String artifact) {
        return "mvn:" + GROUP + "/" + artifact + "/" + VERSION;
    }

    private static String jarName(String bundle) {
        return bundle + "-" + VERSION + ".jar";
    }

    private static String jarEntry(String bundle) {
        return "m2/org/onosproject/" + bundle + "/" + VERSION + "/" + jarName(bundle);
    }

    private static Manifest manifest(String bundle) throws IOException {
        try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(entryBytes(jarEntry(bundle))))) {
            Manifest manifest = jar.getManifest();
            assertThat(bundle + " has a manifest", manifest, notNullValue());
            return manifest;
        }
    }

    private static byte[] entryBytes(String name) throws IOException {
        ZipEntry entry = oar.getEntry(name);
        assertThat(name + " is in the archive", entry, notNullValue());
        try (InputStream in = oar.getInputStream(entry)) {
            return ByteStreams.toByteArray(in);
        }
    }

    private static String entryText(String name) throws IOException {
        return new String(entryBytes(name), java.nio.charset.StandardCharsets.UTF_8);
    }

    private static Document xml(String name) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(entryBytes(name)));
    }

    /** Text of the direct children of {@code parent} named {@code tag}, in order. */
    private static List<String> texts(Element parent, String tag) {
        List<String> found = new ArrayList<>();
        for (org.w3c.dom.Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(tag)) {
                found.add(n.getTextContent().trim());
            }
        }
        return found;
    }

    /** The clauses of an OSGi header: split at commas outside quotes. */
    private static List<String> clauses(String header) {
        List<String> out = new ArrayList<>();
        StringBuilder clause = new StringBuilder();
        boolean quoted = false;
        for (char c : header.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                out.add(clause.toString());
                clause.setLength(0);
            } else {
                clause.append(c);
            }
        }
        out.add(clause.toString());
        return out;
    }
}
