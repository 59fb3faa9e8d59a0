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
 * An embedded ONOS 2.5.6 core for tests and the lab: the real managers, compilers and installer
 * wired in one JVM ({@link org.onosproject.janus.embedded.EmbeddedOnos}), driven by emulated
 * switches ({@link org.onosproject.janus.embedded.EmulatedSwitches}), with a fat-tree builder
 * ({@link org.onosproject.janus.embedded.FatTree}) and an intent event counter
 * ({@link org.onosproject.janus.embedded.IntentEventCounter}).
 * Knows nothing of Janus.
 */
package org.onosproject.janus.embedded;
