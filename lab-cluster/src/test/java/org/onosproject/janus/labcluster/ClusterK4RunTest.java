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
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.ProgressListener;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;

/**
 * A short {@code cluster-k4} (CG under 75% background, luar; the node owning the most Janus flows killed at
 * a fifth of the run and rejoining at half) on a real cluster: the run's invariants. Minutes (Atomix servers
 * in child JVMs, a kill, a rejoin with an empty disk), so it runs in the {@code cluster-crash} profile only:
 * {@code mvn -B -Pcluster-crash -pl lab-cluster -am test -Dtest=ClusterK4RunTest
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
public class ClusterK4RunTest {

    @Test
    public void aShortRunLeavesNothingBehindAndNoFlowWithTwoOwnersOrTwoActors() throws Exception {
        ClusterScenario scenario = ClusterLab.scenario(ClusterLab.parse("run", "cluster-k4", "--app", "CG",
                "--strategies", "luar", "--kill-at", "0.2", "--rejoin-at", "0.5"));
        ClusterNetworkFactory factory = new ClusterNetworkFactory(scenario);

        ExperimentResult result = new ExperimentRunner(factory).run(scenario.lab(), ProgressListener.SILENT);

        assertTrue("the run completed: " + result.failure().orElse(""), result.complete());
        ClusterOutcome o = factory.outcomes().get(0);
        System.out.println(new ClusterReport(scenario, factory.outcomes(), result, java.util.Optional.empty())
                                   .terminal());
        System.out.println("killed " + o.deadNode + "; flows owned at the kill " + o.flowsOwnedAtKill);
        assertThat("the dead node owned flows at its death", o.deadNodeFlows, greaterThan(0));
        assertThat("the dead node is the first owner of the most flows", o.deadNode,
                   is(firstOwnerOfMost(o.flowsOwnedAtKill)));
        assertThat("its flows are the ones it owned at the kill", o.deadNodeFlows,
                   is(o.flowsOwnedAtKill.get(o.deadNode)));
        assertThat("new flows were provisioned after the kill", o.phases.stream()
                .filter(p -> p.phase != Timeline.Phase.BEFORE_KILL).mapToLong(p -> p.provisioned).sum(),
                   greaterThan(0L));
        assertThat("no flow of the dead node acted on by two nodes", o.actedOnByTwo, is(0));
        assertThat("the dead Janus acted no more", o.deadNodeActs, is(Map.of()));
        assertThat("nothing provisioned twice", o.duplicateProvisions, is(0));
        assertThat("nothing withdrawn twice", o.doubleWithdrawals, is(0));
        assertThat("every flow one owner at the end", o.keysWithoutOneOwner, is(0));
        assertTrue("rebalanced after the rejoin", o.rebalancedMillis >= 0);
        assertThat("nothing left behind", List.of(o.leftovers.janusIntents, o.leftovers.flowRules,
                o.leftovers.flowRecords), is(List.of(0L, 0L, 0L)));
        assertThat(o.failedChecks(), is(empty()));
    }

    /** Node names sort as their numbers here (node-1 .. node-3). */
    private static String firstOwnerOfMost(Map<String, Integer> owned) {
        int most = Collections.max(owned.values());
        return new TreeMap<>(owned).entrySet().stream().filter(e -> e.getValue() == most).findFirst()
                .orElseThrow().getKey();
    }
}
