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
/**
 * A real single-node ONOS 2.5.6 for tests and for people: Apache Karaf 4.2.9 on a Java 11 runtime with
 * ONOS's own core, CLI, driver and REST bundles from Maven Central, each run in its own folder on free
 * ports, driven the way an operator drives ONOS (application REST API, Karaf shell, REST with basic
 * auth). {@link org.onosproject.janus.onoskaraf.KarafOnos} is the entry point.
 */
package org.onosproject.janus.onoskaraf;
