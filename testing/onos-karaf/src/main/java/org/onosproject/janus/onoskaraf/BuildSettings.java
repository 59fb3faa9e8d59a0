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
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Properties;

/**
 * Where the build put what a run needs: the Karaf tarball (in the local Maven repository, fetched by
 * the build of testing/onos-karaf) and the default place of the Java 11 runtime.
 */
public final class BuildSettings {

    private static final String RESOURCE = "onos-karaf-build.properties";

    private final String karafVersion;
    private final Path mavenLocalRepository;
    private final Path defaultJava11Home;

    private BuildSettings(String karafVersion, Path mavenLocalRepository, Path defaultJava11Home) {
        this.karafVersion = karafVersion;
        this.mavenLocalRepository = mavenLocalRepository;
        this.defaultJava11Home = defaultJava11Home;
    }

    /**
     * Reads the settings the build wrote beside these classes.
     *
     * @return the settings
     */
    public static BuildSettings load() {
        Properties properties = new Properties();
        try (InputStream in = BuildSettings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new OnosKarafException(RESOURCE + " is missing: build testing/onos-karaf with Maven");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new OnosKarafException("cannot read " + RESOURCE, e);
        }
        String repository = System.getProperty("maven.repo.local",
                properties.getProperty("maven.local.repository"));
        return new BuildSettings(properties.getProperty("karaf.version"),
                Paths.get(repository), Paths.get(properties.getProperty("java11.default.home")));
    }

    public String karafVersion() {
        return karafVersion;
    }

    public Path mavenLocalRepository() {
        return mavenLocalRepository;
    }

    public Path defaultJava11Home() {
        return defaultJava11Home;
    }

    /**
     * The Karaf distribution, as Maven downloaded it.
     *
     * @return path of apache-karaf-VERSION.tar.gz
     */
    public Path karafTarball() {
        Path tarball = mavenLocalRepository.resolve("org/apache/karaf/apache-karaf").resolve(karafVersion)
                .resolve("apache-karaf-" + karafVersion + ".tar.gz");
        if (!Files.isRegularFile(tarball)) {
            throw new OnosKarafException("Karaf " + karafVersion + " is not in the local Maven repository ("
                    + tarball + "): build testing/onos-karaf with Maven, which downloads it");
        }
        return tarball;
    }
}
