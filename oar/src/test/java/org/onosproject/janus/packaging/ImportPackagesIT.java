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
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertThat;

/**
 * Every package the bundles of the .oar import is exported, at a version in the imported range, by
 * ONOS 2.5.6's runtime or by a bundle the .oar ships: the runtime's exports are read from the manifests
 * of ONOS's own jars and of the third-party bundles ONOS ships, on this test's classpath at the
 * versions ONOS 2.5.6 pins; the JDK's packages stand for Karaf's system bundle.
 */
public class ImportPackagesIT {

    private static final List<String> BUNDLES = ImmutableList.of("janus-app", "janus-cli", "janus-web");
    private static final String VERSION = System.getProperty("janus.version");

    private static ZipFile oar;
    /** Package to the versions it is exported at. */
    private static final Map<String, List<String>> EXPORTS = new HashMap<>();

    @BeforeClass
    public static void readExports() throws IOException {
        oar = new ZipFile(System.getProperty("janus.oar"));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith(".jar") && !new File(entry).getName().startsWith("janus-")) {
                try (JarFile jar = new JarFile(entry)) {
                    Manifest manifest = jar.getManifest();
                    if (manifest != null) {
                        export(manifest);
                    }
                }
            }
        }
        ModuleLayer.boot().modules().forEach(m -> m.getPackages().forEach(p -> exported(p, "0.0.0")));
        for (String bundle : BUNDLES) {
            export(manifest(bundle));
        }
    }

    @AfterClass
    public static void close() throws IOException {
        oar.close();
    }

    private static void export(Manifest manifest) {
        for (ManifestHeader.Clause clause
                : ManifestHeader.parse(manifest.getMainAttributes().getValue("Export-Package"))) {
            exported(clause.pkg, clause.version());
        }
    }

    private static void exported(String pkg, String version) {
        EXPORTS.computeIfAbsent(pkg, p -> new ArrayList<>()).add(version == null ? "0.0.0" : version);
    }

    private static Manifest manifest(String bundle) throws IOException {
        String name = "m2/org/onosproject/" + bundle + "/" + VERSION + "/" + bundle + "-" + VERSION + ".jar";
        ZipEntry entry = oar.getEntry(name);
        assertThat(name + " is in the .oar", entry == null, is(false));
        try (InputStream in = oar.getInputStream(entry);
             JarInputStream jar = new JarInputStream(new ByteArrayInputStream(in.readAllBytes()))) {
            return jar.getManifest();
        }
    }

    @Test
    public void onosRuntimeExportsAreReadFromOnosJars() {
        assertThat(EXPORTS.get("org.onosproject.net"), hasItem("2.5.6"));
        assertThat(EXPORTS.get("org.onosproject.cli"), hasItem("2.5.6"));
    }

    @Test
    public void everyImportOfEveryBundleIsExportedInRange() throws IOException {
        List<String> unresolved = new ArrayList<>();
        for (String bundle : BUNDLES) {
            List<ManifestHeader.Clause> imports =
                    ManifestHeader.parse(manifest(bundle).getMainAttributes().getValue("Import-Package"));
            assertThat(bundle + " imports packages", imports, is(not(empty())));
            for (ManifestHeader.Clause clause : imports) {
                List<String> versions = EXPORTS.getOrDefault(clause.pkg, ImmutableList.of());
                if (!clause.optional() && versions.stream().noneMatch(v -> OsgiVersions.inRange(v, clause.version()))) {
                    unresolved.add(bundle + ": " + clause + " (exported at " + versions + ")");
                }
            }
        }
        assertThat(unresolved, is(empty()));
    }

    @Test
    public void aRangeAboveEveryExportIsUnresolved() {
        assertThat(OsgiVersions.inRange("2.5.6", "[2.5,3)"), is(true));
        assertThat(OsgiVersions.inRange("2.5.6", "[2.6,3)"), is(false));
        assertThat(OsgiVersions.inRange("3.0.0", "[2.5,3)"), is(false));
        assertThat(OsgiVersions.inRange("1.7.25", "1.7"), is(true));
    }
}
