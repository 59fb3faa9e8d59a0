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
package org.onosproject.janus.onoskaraf.launcher;

import org.onosproject.janus.onoskaraf.KarafOnosOptions;
import org.onosproject.janus.onoskaraf.KarafOnosPorts;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The options of {@code ./janus-onos}, parsed; immutable. Unknown or malformed options are refused
 * with a message naming them.
 */
public final class JanusOnosOptions {

    static final String USAGE = String.join("\n",
            "usage: ./janus-onos [options]           boot ONOS, install Janus, wait for Ctrl-C",
            "       ./janus-onos stop                  stop the instance this folder started",
            "options:",
            "  --oar PATH            the application archive (default oar/target/janus-1.0.0-SNAPSHOT.oar)",
            "  --run-dir DIR         the run's folder, new or empty (default target/janus-onos/run-<time>)",
            "  --http-port N         ONOS's REST/GUI port (default: a free port)",
            "  --ssh-port N          Karaf's ssh shell port (default: a free port)",
            "  --boot-timeout S      seconds for ONOS's REST to answer (default 180)",
            "  --fabric k4           a Mininet k=4 fat-tree of Open vSwitch bridges under this ONOS",
            "                        (not in this build: see testing/onos-karaf/README.md)");

    private final Path oar;
    private final Optional<Path> runDirectory;
    private final Optional<Integer> httpPort;
    private final Optional<Integer> sshPort;
    private final Duration bootTimeout;
    private final Optional<String> fabric;

    private JanusOnosOptions(Path oar, Optional<Path> runDirectory, Optional<Integer> httpPort,
                             Optional<Integer> sshPort, Duration bootTimeout, Optional<String> fabric) {
        this.oar = oar;
        this.runDirectory = runDirectory;
        this.httpPort = httpPort;
        this.sshPort = sshPort;
        this.bootTimeout = bootTimeout;
        this.fabric = fabric;
    }

    /**
     * Parses the command line.
     *
     * @param args the arguments
     * @param defaultOar the archive when --oar is not given
     * @return the options
     * @throws IllegalArgumentException naming the bad argument
     */
    public static JanusOnosOptions parse(List<String> args, Path defaultOar) {
        Path oar = defaultOar;
        Optional<Path> runDirectory = Optional.empty();
        Optional<Integer> httpPort = Optional.empty();
        Optional<Integer> sshPort = Optional.empty();
        Duration bootTimeout = Duration.ofSeconds(180);
        Optional<String> fabric = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String option = args.get(i);
            if (!option.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + option + "'");
            }
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            String value = args.get(++i);
            switch (option) {
                case "--oar":
                    oar = Paths.get(value);
                    break;
                case "--run-dir":
                    runDirectory = Optional.of(Paths.get(value));
                    break;
                case "--http-port":
                    httpPort = Optional.of(port(option, value));
                    break;
                case "--ssh-port":
                    sshPort = Optional.of(port(option, value));
                    break;
                case "--boot-timeout":
                    bootTimeout = Duration.ofSeconds(positive(option, value));
                    break;
                case "--fabric":
                    // Parsed here so that the fabric's launcher (real switches) only has to act on it.
                    if (!value.equals("k4")) {
                        throw new IllegalArgumentException("--fabric: only k4 is known, not '" + value + "'");
                    }
                    fabric = Optional.of(value);
                    break;
                default:
                    throw new IllegalArgumentException("unknown option " + option);
            }
        }
        return new JanusOnosOptions(oar, runDirectory, httpPort, sshPort, bootTimeout, fabric);
    }

    private static int port(String option, String value) {
        int port = positive(option, value);
        if (port > 65535) {
            throw new IllegalArgumentException(option + ": " + value + " is not a TCP port (1-65535)");
        }
        return port;
    }

    private static int positive(String option, String value) {
        try {
            int number = Integer.parseInt(value);
            if (number <= 0) {
                throw new IllegalArgumentException(option + ": " + value + " is not a positive number");
            }
            return number;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not a number");
        }
    }

    public Path oar() {
        return oar;
    }

    public Optional<Path> runDirectory() {
        return runDirectory;
    }

    public Optional<Integer> httpPort() {
        return httpPort;
    }

    public Optional<Integer> sshPort() {
        return sshPort;
    }

    public Duration bootTimeout() {
        return bootTimeout;
    }

    /**
     * The fabric to start under ONOS (k4), if asked for.
     *
     * @return the fabric's name
     */
    public Optional<String> fabric() {
        return fabric;
    }

    /**
     * The Karaf settings these options ask for, in {@code runDirectory}: the boot timeout, and the REST and
     * ssh ports given (the other ports picked free; all of them picked free when neither is given).
     */
    public KarafOnosOptions.Builder karaf(Path runDirectory) {
        KarafOnosOptions.Builder karaf = KarafOnosOptions.builder(runDirectory).bootTimeout(bootTimeout);
        if (httpPort.isPresent() || sshPort.isPresent()) {
            KarafOnosPorts ports = KarafOnosPorts.pickFree();
            ports = ports.withHttp(httpPort.orElse(ports.http()));
            ports = ports.withSsh(sshPort.orElse(ports.ssh()));
            karaf.ports(ports);
        }
        return karaf;
    }
}
