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
package org.onosproject.janus.labcluster;

import org.junit.Test;
import org.onosproject.janus.lab.experiment.ExperimentResult;

import java.util.List;
import java.util.Optional;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertThat;

/** The cluster section never calls a run that did not finish a pass. */
public class ClusterReportTest {

    @Test
    public void aClusterRunThatNeverFinishedFailsTheReport() throws Exception {
        ClusterScenario scenario = ClusterScenario.clusterK4();
        ExperimentResult none = new ExperimentResult(scenario.lab(), List.of(), 3, "the cluster did not form");

        ClusterReport report = new ClusterReport(scenario, List.of(), none, Optional.empty());

        assertThat(report.failedChecks(), contains(containsString("3 of 3 cluster runs did not finish")));
        assertThat(report.terminal(), containsString("FAILED"));
    }
}
