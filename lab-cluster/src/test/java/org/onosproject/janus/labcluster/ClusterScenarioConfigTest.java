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

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.workload.NasBenchmarks;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.fail;

/** What {@code janus-lab run cluster-k4} accepts, and the clear error and exit code 2 for what it does not. */
public class ClusterScenarioConfigTest {

    @Rule
    public TemporaryFolder folder = new TemporaryFolder();

    private static ClusterScenario scenario(String... options) throws ConfigException {
        String[] args = new String[options.length + 2];
        args[0] = "run";
        args[1] = "cluster-k4";
        System.arraycopy(options, 0, args, 2, options.length);
        return ClusterLab.scenario(ClusterLab.parse(args));
    }

    private static ConfigException rejected(String... options) {
        try {
            scenario(options);
        } catch (ConfigException e) {
            return e;
        }
        fail("accepted " + List.of(options));
        return null;
    }

    @Test
    public void clusterK4IsTheThesisHeadlineOnThreeNodesWithTheBusiestOwnerDyingAtAThirdAndRejoiningAtTwoThirds()
            throws ConfigException {
        ClusterScenario s = scenario();

        assertThat(s.lab().fabric(), is(FabricSpec.thesis()));
        assertThat(s.lab().workloads().get(0).app(), is("LU"));
        assertThat(s.lab().strategies(), is(List.of("luar", "ecmp", "shortest")));
        assertThat(s.lab().concurrencyPercents(), is(List.of(75)));
        assertThat(s.lab().idleTimeoutsSeconds(), is(List.of(10)));
        assertThat(s.plan().nodes(), is(3));
        assertThat("no node named: the owner of the most flows dies", s.plan().namedDeadNode(),
                   is(OptionalInt.empty()));
        assertThat(s.plan().formationSeconds(), is(ClusterPlan.DEFAULT_FORMATION_SECONDS));
        double lu = NasBenchmarks.calibration("LU").orElseThrow().targetRuntimeSeconds() * 1000;
        long warmup = s.lab().warmupSeconds() * 1000;
        assertEquals(warmup + Math.round(lu / 3), s.killMillis());
        assertEquals(warmup + Math.round(2 * lu / 3), s.rejoinMillis());
    }

    @Test
    public void optionsChangeTheApplicationStrategiesSeedAndTimes() throws ConfigException {
        ClusterScenario s = scenario("--app", "bt", "--strategies", "luar", "--seed", "7", "--kill-at", "1/4",
                                     "--rejoin-at", "0.5", "--dead-node", "1", "--concurrency", "25",
                                     "--formation-timeout", "600");

        assertThat(s.lab().workloads().get(0).app(), is("BT"));
        assertThat(s.lab().strategies(), is(List.of("luar")));
        assertThat(s.lab().seed(), is(7L));
        assertThat(s.lab().concurrencyPercents(), is(List.of(25)));
        assertEquals(0.25, s.plan().killAt(), 1e-9);
        assertEquals(0.5, s.plan().rejoinAt(), 1e-9);
        assertThat(s.plan().namedDeadNode(), is(OptionalInt.of(1)));
        assertThat(s.plan().formationSeconds(), is(600));
    }

    @Test
    public void aRejoinBeforeTheKillIsRefusedNamingRejoinAt() {
        assertThat(rejected("--kill-at", "0.7", "--rejoin-at", "0.5").field(), is("rejoinAt"));
    }

    @Test
    public void aKillOutsideTheRunIsRefusedNamingKillAt() {
        assertThat(rejected("--kill-at", "0").field(), is("killAt"));
        assertThat(rejected("--kill-at", "1.5").field(), is("killAt"));
        assertThat(rejected("--kill-at", "soon").getMessage(), containsString("not a fraction"));
    }

    @Test
    public void aDeadNodeOutsideTheClusterIsRefused() {
        assertThat(rejected("--dead-node", "4").field(), is("deadNode"));
        assertThat(rejected("--dead-node", "0").field(), is("deadNode"));
    }

    @Test
    public void aFormationBoundOutsideItsRangeIsRefusedNamingFormationTimeout() {
        ConfigException tooShort = rejected("--formation-timeout", "5");
        assertThat(tooShort.field(), is("formationTimeout"));
        assertThat(tooShort.getMessage(), containsString(ClusterPlan.MIN_FORMATION_SECONDS + ".."
                + ClusterPlan.MAX_FORMATION_SECONDS));
        assertThat(rejected("--formation-timeout", "7200").field(), is("formationTimeout"));
    }

    @Test
    public void aFormationBoundThatIsNotAWholeNumberOfSecondsIsRefused() {
        ConfigException e = rejected("--formation-timeout", "2min");
        assertThat(e.field(), is("--formation-timeout"));
        assertThat(e.getMessage(), containsString("not a whole number"));
        assertThat(rejected("--formation-timeout", "-60").field(), is("--formation-timeout"));
    }

    @Test
    public void aBadFormationBoundExitsWithTwoBeforeAnythingRuns() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path out = folder.getRoot().toPath().resolve("report");
        int code = new ClusterLab(new PrintStream(new ByteArrayOutputStream()),
                                  new PrintStream(err, true, StandardCharsets.UTF_8))
                .execute("run", "cluster-k4", "--formation-timeout", "0", "--out", out.toString());

        assertThat(code, is(ClusterLab.USAGE));
        assertThat(err.toString(StandardCharsets.UTF_8), containsString("formationTimeout"));
        assertFalse("nothing written", Files.exists(out));
    }

    @Test
    public void anUnknownApplicationIsRefusedNamingTheKnownOnes() {
        ConfigException e = rejected("--app", "HPL");
        assertThat(e.field(), is("--app"));
        assertThat(e.getMessage(), containsString("LU"));
    }

    @Test
    public void anUnknownStrategyIsRefusedNamingIt() {
        ConfigException e = rejected("--strategies", "luar,ospf");
        assertThat(e.field(), is("strategies[1]"));
        assertThat(e.getMessage(), containsString("ospf"));
    }

    @Test
    public void aConcurrencyAboveAHundredPercentIsRefused() {
        assertThat(rejected("--concurrency", "120").field(), is("concurrency[0]"));
    }

    @Test
    public void unknownOptionsMissingValuesAndOtherScenariosAreRefused() {
        assertThat(rejected("--colour", "red").field(), is("--colour"));
        assertThat(rejected("--seed").getMessage(), containsString("needs a value"));
        assertThat(rejected("--seed", "-3").field(), is("--seed"));
        try {
            ClusterLab.parse("run", "cluster-k8");
            fail("accepted cluster-k8");
        } catch (ConfigException e) {
            assertThat(e.field(), is("scenario"));
        }
    }

    @Test
    public void aClusterOfTwoIsRefusedForItCannotSurviveADeath() {
        try {
            ClusterPlan.builder().nodes(2).deadNode(2).build();
            fail("accepted two nodes");
        } catch (ConfigException e) {
            assertThat(e.field(), is("nodes"));
        }
    }

    @Test
    public void aBadConfigurationExitsWithTwoAndNamesTheFieldBeforeAnythingRuns() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path out = folder.getRoot().toPath().resolve("report");
        int code = new ClusterLab(new PrintStream(new ByteArrayOutputStream()),
                                  new PrintStream(err, true, StandardCharsets.UTF_8))
                .execute("run", "cluster-k4", "--kill-at", "0.9", "--rejoin-at", "0.2", "--out", out.toString());

        assertThat(code, is(ClusterLab.USAGE));
        assertThat(err.toString(StandardCharsets.UTF_8), containsString("rejoinAt"));
        assertFalse("nothing written", Files.exists(out));
    }

    @Test
    public void aReportFolderThatHoldsSomethingElseIsRefusedBeforeAnythingRuns() throws Exception {
        Path out = folder.newFolder("mine").toPath();
        Files.write(out.resolve("notes.txt"), "mine".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new ClusterLab(new PrintStream(new ByteArrayOutputStream()),
                                  new PrintStream(err, true, StandardCharsets.UTF_8))
                .execute("run", "cluster-k4", "--out", out.toString());

        assertThat(code, is(ClusterLab.USAGE));
        assertThat(err.toString(StandardCharsets.UTF_8), containsString("not a janus-lab report folder"));
        assertThat(Map.of("files", List.of(out.toFile().list())), is(Map.of("files", List.of("notes.txt"))));
    }
}
