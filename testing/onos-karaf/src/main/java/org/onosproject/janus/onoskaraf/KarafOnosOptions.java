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

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How to start one real ONOS: its folder, and what it boots beyond ONOS's core, drivers, CLI and REST.
 * Immutable; built with {@link #builder(Path)}.
 */
public final class KarafOnosOptions {

    private final Path runDirectory;
    private final Duration bootTimeout;
    private final String maxHeap;
    private final List<String> extraBootBundles;
    private final List<String> extraBootFeatures;
    private final List<String> extraFeaturesRepositories;
    private final KarafOnosPorts ports;

    private KarafOnosOptions(Builder builder) {
        this.runDirectory = builder.runDirectory;
        this.bootTimeout = builder.bootTimeout;
        this.maxHeap = builder.maxHeap;
        this.extraBootBundles = List.copyOf(builder.extraBootBundles);
        this.extraBootFeatures = List.copyOf(builder.extraBootFeatures);
        this.extraFeaturesRepositories = List.copyOf(builder.extraFeaturesRepositories);
        this.ports = builder.ports;
    }

    /**
     * Options for a run in the given folder, which must not exist or be empty (ONOS unpacks installed
     * applications beside Karaf: a reused folder would hold another run's).
     *
     * @param runDirectory the run's own folder
     * @return a builder
     */
    public static Builder builder(Path runDirectory) {
        return new Builder(runDirectory);
    }

    public Path runDirectory() {
        return runDirectory;
    }

    public Duration bootTimeout() {
        return bootTimeout;
    }

    public String maxHeap() {
        return maxHeap;
    }

    public List<String> extraBootBundles() {
        return extraBootBundles;
    }

    public List<String> extraBootFeatures() {
        return extraBootFeatures;
    }

    public List<String> extraFeaturesRepositories() {
        return extraFeaturesRepositories;
    }

    /**
     * Fixed ports, when given; otherwise free ones are picked at start.
     *
     * @return the fixed ports, if any
     */
    public Optional<KarafOnosPorts> ports() {
        return Optional.ofNullable(ports);
    }

    /** Builds {@link KarafOnosOptions}. */
    public static final class Builder {
        private final Path runDirectory;
        private Duration bootTimeout = Duration.ofSeconds(180);
        private String maxHeap = "2G";
        private final List<String> extraBootBundles = new ArrayList<>();
        private final List<String> extraBootFeatures = new ArrayList<>();
        private final List<String> extraFeaturesRepositories = new ArrayList<>();
        private KarafOnosPorts ports;

        private Builder(Path runDirectory) {
            this.runDirectory = Objects.requireNonNull(runDirectory, "runDirectory").toAbsolutePath().normalize();
        }

        /**
         * Bound for {@link KarafOnos#startAndWait}: from launch to ONOS's REST answering (default 180 s).
         *
         * @param timeout the bound
         * @return this
         */
        public Builder bootTimeout(Duration timeout) {
            this.bootTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        /**
         * Karaf's -Xmx, as Karaf's JAVA_MAX_MEM (default 2G).
         *
         * @param heap e.g. "2G"
         * @return this
         */
        public Builder maxHeap(String heap) {
            this.maxHeap = Objects.requireNonNull(heap);
            return this;
        }

        /**
         * A bundle installed and started at boot with ONOS's features, e.g.
         * {@code mvn:org.onosproject/onos-protocols-openflow-ctl/2.5.6} or a {@code file:} URL.
         *
         * @param url a Karaf bundle URL (mvn: resolves from the local Maven repository, then Central)
         * @return this
         */
        public Builder bootBundle(String url) {
            extraBootBundles.add(Objects.requireNonNull(url));
            return this;
        }

        /**
         * A bundle jar of this build installed and started at boot.
         *
         * @param jar the bundle
         * @return this
         */
        public Builder bootBundle(Path jar) {
            return bootBundle(jar.toAbsolutePath().normalize().toUri().toString());
        }

        /**
         * A feature installed at boot after ONOS's, from ONOS's features here or from a repository added
         * with {@link #featuresRepository(String)}.
         *
         * @param name feature name (optionally name/version)
         * @return this
         */
        public Builder bootFeature(String name) {
            extraBootFeatures.add(Objects.requireNonNull(name));
            return this;
        }

        /**
         * A further Karaf features repository (URL of a features XML).
         *
         * @param url e.g. a file: URL
         * @return this
         */
        public Builder featuresRepository(String url) {
            extraFeaturesRepositories.add(Objects.requireNonNull(url));
            return this;
        }

        /**
         * Fixed ports instead of free ones (checked free at start).
         *
         * @param fixed the ports
         * @return this
         */
        public Builder ports(KarafOnosPorts fixed) {
            this.ports = Objects.requireNonNull(fixed);
            return this;
        }

        public KarafOnosOptions build() {
            return new KarafOnosOptions(this);
        }
    }
}
