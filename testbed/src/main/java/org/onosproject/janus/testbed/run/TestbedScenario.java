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
package org.onosproject.janus.testbed.run;

/** One scenario, run on one strategy's fresh testbed; it adds rows and checks to the report. */
public interface TestbedScenario {

    String name();

    /**
     * Runs before the strategy's testbed starts, e.g. the fluid lab's prediction: the embedded ONOS core
     * is one per JVM, so the lab cannot run while a session is open.
     */
    default void prepare(String strategy, TestbedOptions options) {
    }

    void run(TestbedSession session, TestbedOptions options, TestbedReport report);
}
