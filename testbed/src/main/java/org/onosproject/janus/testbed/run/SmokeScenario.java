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

/**
 * The CI smoke path on one strategy: (the session has connected the switches and discovered links and
 * hosts) pingall with 0% loss, every intent's path checked against the switches, then one link failure
 * under traffic with the flow checked on its new path. Teardown is the session's.
 */
public final class SmokeScenario implements TestbedScenario {

    private final CorrectnessScenario correctness = new CorrectnessScenario(true);
    private final FailureScenario failure = new FailureScenario(true);

    @Override
    public String name() {
        return "smoke";
    }

    @Override
    public void run(TestbedSession session, TestbedOptions options, TestbedReport report) {
        correctness.run(session, options, report);
        failure.run(session, options, report);
    }
}
