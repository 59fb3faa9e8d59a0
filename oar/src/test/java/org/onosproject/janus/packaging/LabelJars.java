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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The jar behind a Bazel label of ONOS's build, found in the local Maven repository under the Maven
 * coordinates ONOS publishes it with (or, for a third-party {@code @name//jar}, the artifact ONOS's
 * workspace fetches).
 */
final class LabelJars {

    /** Label to {@code group:artifact} or {@code group:artifact:classifier}. */
    private static final Map<String, String> COORDINATES = ImmutableMap.<String, String>builder()
            .put("//core/api:onos-api", "org.onosproject:onos-api")
            .put("//core/api:onos-api-tests", "org.onosproject:onos-api:tests")
            .put("//utils/misc:onlab-misc", "org.onosproject:onlab-misc")
            .put("//utils/osgi:onlab-osgi", "org.onosproject:onlab-osgi")
            .put("//utils/osgi:onlab-osgi-tests", "org.onosproject:onlab-osgi:tests")
            .put("//utils/junit:onlab-junit", "org.onosproject:onlab-junit")
            .put("//utils/rest:onlab-rest", "org.onosproject:onlab-rest")
            .put("//cli:onos-cli", "org.onosproject:onos-cli")
            .put("//core/common:onos-core-common", "org.onosproject:onos-core-common")
            .put("//core/common:onos-core-common-tests", "org.onosproject:onos-core-common:tests")
            .put("//core/net:onos-core-net", "org.onosproject:onos-core-net")
            .put("//core/net:onos-core-net-tests", "org.onosproject:onos-core-net:tests")
            .put("//core/store/serializers:onos-core-serializers", "org.onosproject:onos-core-serializers")
            .put("//core/store/primitives:onos-core-primitives", "org.onosproject:onos-core-primitives")
            .put("//drivers/default:onos-drivers-default", "org.onosproject:onos-drivers-default")
            .put("@com_google_guava_guava//jar", "com.google.guava:guava")
            .put("@slf4j_api//jar", "org.slf4j:slf4j-api")
            .put("@osgi_core//jar", "org.osgi:org.osgi.core")
            .put("@org_osgi_service_component//jar", "org.osgi:org.osgi.service.component")
            .put("@org_osgi_service_component_annotations//jar", "org.osgi:org.osgi.service.component.annotations")
            .put("@org_osgi_service_metatype_annotations//jar", "org.osgi:org.osgi.service.metatype.annotations")
            .put("@jackson_annotations//jar", "com.fasterxml.jackson.core:jackson-annotations")
            .put("@jackson_core//jar", "com.fasterxml.jackson.core:jackson-core")
            .put("@jackson_databind//jar", "com.fasterxml.jackson.core:jackson-databind")
            .put("@kryo//jar", "com.esotericsoftware:kryo")
            .put("@org_apache_karaf_shell_core//jar", "org.apache.karaf.shell:org.apache.karaf.shell.core")
            .put("@javax_ws_rs_api//jar", "javax.ws.rs:javax.ws.rs-api")
            .put("@org_osgi_service_cm//jar", "org.osgi:org.osgi.service.cm")
            .put("@javax_annotation_javax_annotation_api//jar", "javax.annotation:javax.annotation-api")
            .put("@jersey_hk2//jar", "org.glassfish.jersey.inject:jersey-hk2")
            .put("@junit//jar", "junit:junit")
            .put("@hamcrest_all//jar", "org.hamcrest:hamcrest-all")
            .put("@jersey_client//jar", "org.glassfish.jersey.core:jersey-client")
            .put("@jersey_server//jar", "org.glassfish.jersey.core:jersey-server")
            .put("@jersey_common//jar", "org.glassfish.jersey.core:jersey-common")
            .put("@jersey_test_framework_core//jar", "org.glassfish.jersey.test-framework:jersey-test-framework-core")
            .put("@jersey_test_framework_jetty//jar",
                 "org.glassfish.jersey.test-framework.providers:jersey-test-framework-provider-jetty")
            .build();

    private final Path repository;

    LabelJars(Path repository) {
        this.repository = repository;
    }

    /** The local Maven repository this build uses. */
    static LabelJars local() {
        String configured = System.getProperty("maven.repo.local");
        return new LabelJars(configured != null ? Paths.get(configured)
                                     : Paths.get(System.getProperty("user.home"), ".m2", "repository"));
    }

    /** True if the label is one this class knows the Maven coordinates of. */
    static boolean isKnown(String label) {
        return COORDINATES.containsKey(label);
    }

    /** The newest local copy of the label's jar, if the label is known and the jar was downloaded. */
    Optional<Path> jar(String label) throws IOException {
        String coordinates = COORDINATES.get(label);
        if (coordinates == null) {
            return Optional.empty();
        }
        String[] parts = coordinates.split(":");
        Path dir = repository.resolve(parts[0].replace('.', '/')).resolve(parts[1]);
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        String suffix = parts.length > 2 ? "-" + parts[2] + ".jar" : ".jar";
        try (Stream<Path> versions = Files.list(dir)) {
            return versions.filter(Files::isDirectory)
                    .map(v -> v.resolve(parts[1] + "-" + v.getFileName() + suffix))
                    .filter(Files::isRegularFile)
                    .max(Comparator.comparing(Path::toString));
        }
    }
}
