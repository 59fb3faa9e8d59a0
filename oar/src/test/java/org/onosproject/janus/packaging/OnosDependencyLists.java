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
import com.google.common.collect.ImmutableMap;

import java.util.List;
import java.util.Map;

/**
 * The dependency lists ONOS 2.5.6's Bazel build defines (tools/build/bazel/generate_workspace.bzl),
 * each with the labels it holds that can provide a Java package to Janus's sources. Labels of jars no
 * Janus source could use (commons-*, karaf features, dom4j, jetty internals, ...) are left out: leaving
 * one out can only make the imports test stricter.
 */
final class OnosDependencyLists {

    private static final List<String> COMPILE = ImmutableList.of(
            "@com_google_guava_guava//jar", "@slf4j_api//jar", "@osgi_core//jar",
            "@org_osgi_service_component//jar", "@org_osgi_service_component_annotations//jar",
            "@org_osgi_service_metatype_annotations//jar", "@com_google_code_findbugs_jsr305//jar");
    private static final List<String> CORE_DEPS = concat(COMPILE, ImmutableList.of(
            "//core/api:onos-api", "//utils/misc:onlab-misc", "//utils/osgi:onlab-osgi"));
    private static final List<String> TEST = ImmutableList.of(
            "@junit//jar", "@hamcrest_all//jar", "@com_google_guava_guava_testlib//jar", "//utils/junit:onlab-junit");
    private static final List<String> TEST_ADAPTERS = concat(TEST, ImmutableList.of(
            "//core/common:onos-core-common", "//core/api:onos-api-tests", "//core/common:onos-core-common-tests"));
    private static final List<String> TEST_REST = concat(TEST_ADAPTERS, ImmutableList.of(
            "@jersey_client//jar", "@jersey_server//jar", "@jersey_common//jar", "@jersey_hk2//jar",
            "@jersey_test_framework_core//jar", "@jersey_test_framework_jetty//jar", "@javax_servlet_api//jar",
            "@javax_inject//jar", "@javax_annotation_javax_annotation_api//jar",
            "//utils/osgi:onlab-osgi-tests"));

    static final Map<String, List<String>> LISTS = ImmutableMap.<String, List<String>>builder()
            .put("COMPILE", COMPILE)
            .put("CORE_DEPS", CORE_DEPS)
            .put("JACKSON",
                    ImmutableList.of("@jackson_annotations//jar", "@jackson_core//jar", "@jackson_databind//jar"))
            .put("KRYO", ImmutableList.of("@kryo//jar", "@reflectasm//jar", "@minlog//jar", "@objenesis//jar"))
            .put("CLI", ImmutableList.of("@org_apache_karaf_shell_core//jar", "//cli:onos-cli"))
            .put("REST", ImmutableList.of("@javax_ws_rs_api//jar", "//utils/rest:onlab-rest"))
            .put("METRICS", ImmutableList.of("@metrics_core//jar", "@metrics_json//jar"))
            .put("TEST", TEST)
            .put("TEST_ADAPTERS", TEST_ADAPTERS)
            .put("TEST_REST", TEST_REST)
            .build();

    private OnosDependencyLists() {
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return ImmutableList.<String>builder().addAll(first).addAll(second).build();
    }
}
