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

import org.junit.Test;
import org.onosproject.janus.lab.cli.UsageException;

import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

public class TestbedCommandLineTest {

    private static final LocalDateTime NOON = LocalDateTime.of(2026, 11, 23, 12, 0, 5);

    private static TestbedOptions parse(String... args) throws UsageException {
        return TestbedCommandLine.parse(args, () -> NOON);
    }

    private static String refusal(String... args) {
        try {
            parse(args);
        } catch (UsageException e) {
            return e.getMessage();
        }
        fail("accepted " + String.join(" ", args));
        return null;
    }

    @Test
    public void aScenarioAloneRunsTheDefaultStrategiesIntoATimestampedFolder() throws UsageException {
        TestbedOptions options = parse("correctness");
        assertEquals(List.of("correctness"), options.scenarios());
        assertEquals(List.of("luar", "ecmp", "shortest"), options.strategies());
        assertEquals(Paths.get("testbed-results", "correctness-20261123-120005"), options.out());
        assertEquals(0, options.port());
    }

    @Test
    public void everyOptionIsTakenWithASpaceOrAnEqualsSign() throws UsageException {
        TestbedOptions options = parse("permutation", "--strategies", "shortest,luar", "--out=/tmp/x",
                                       "--port", "6653", "--mbps=20", "--seed", "7", "--bytes", "2000000",
                                       "--idle-timeout", "15");
        assertEquals(List.of("shortest", "luar"), options.strategies());
        assertEquals(Paths.get("/tmp/x"), options.out());
        assertEquals(6653, options.port());
        assertEquals(20.0, options.linkMbps(), 0);
        assertEquals(7, options.seed());
        assertEquals(2_000_000, options.permutationBytes());
        assertEquals(15, options.idleTimeoutSeconds());
    }

    @Test
    public void oneRepetitionUnlessRepetitionsNamesMore() throws UsageException {
        assertEquals(1, parse("permutation").repetitions());
        assertEquals(3, parse("permutation", "--repetitions", "3").repetitions());
        assertEquals(5, parse("permutation", "--repetitions=5").repetitions());
    }

    @Test
    public void aRepetitionCountThatIsNotAWholeNumberFromOneToAHundredIsNamed() {
        assertThat(refusal("permutation", "--repetitions", "0"),
                   containsString("--repetitions: must be between 1 and 100, not 0"));
        assertThat(refusal("permutation", "--repetitions", "101"), containsString("--repetitions"));
        assertThat(refusal("permutation", "--repetitions", "three"),
                   containsString("--repetitions: not a whole number: 'three'"));
        assertThat(refusal("permutation", "--repetitions"), containsString("--repetitions: needs a value"));
    }

    @Test
    public void repetitionRUsesTheSeedPlusR() throws UsageException {
        TestbedOptions options = parse("permutation", "--seed", "40", "--repetitions", "3");
        assertEquals(40, options.forRepetition(0).seed());
        assertEquals(42, options.forRepetition(2).seed());
        assertEquals(options.strategies(), options.forRepetition(2).strategies());
        assertEquals(options.out(), options.forRepetition(2).out());
    }

    @Test
    public void theHpccRingRunsFourEightAndSixteenRanksUnlessRanksNamesSome() throws UsageException {
        assertEquals(List.of("hpcc-ring"), parse("hpcc-ring").scenarios());
        assertEquals(List.of(4, 8, 16), parse("hpcc-ring").ringRanks());
        assertEquals(List.of(16, 4), parse("hpcc-ring", "--ranks", "16,4").ringRanks());
        assertEquals(List.of("mpi-ring", "hpcc-ring"), parse("hpcc-ring,mpi-ring").scenarios());
    }

    @Test
    public void aNumberOfRanksOtherThanThePapersIsNamed() {
        assertThat(refusal("hpcc-ring", "--ranks", "4,6"), containsString("--ranks: unknown number of ranks '6'"));
        assertThat(refusal("hpcc-ring", "--ranks", ""), containsString("unknown number of ranks ''"));
    }

    @Test
    public void severalScenariosRunInTheCommandsOrder() throws UsageException {
        assertEquals(List.of("correctness", "failure", "permutation"),
                     parse("permutation,correctness,failure").scenarios());
    }

    @Test
    public void anUnknownScenarioIsNamed() {
        assertThat(refusal("ring-of-fire"), containsString("unknown scenario 'ring-of-fire'"));
        assertThat(refusal("correctness,nope"), containsString("unknown scenario 'nope'"));
    }

    @Test
    public void anUnknownStrategyIsNamed() {
        assertThat(refusal("failure", "--strategies", "luar,ospf"), containsString("unknown strategy 'ospf'"));
    }

    @Test
    public void anUnknownOptionIsNamed() {
        assertThat(refusal("smoke", "--colour", "red"), containsString("unknown option '--colour'"));
        assertThat(refusal("smoke", "--colour=red"), containsString("unknown option '--colour'"));
    }

    @Test
    public void malformedOrMissingValuesAreNamed() {
        assertThat(refusal("smoke", "--port", "70000"), containsString("--port: must be between 0 and 65535"));
        assertThat(refusal("smoke", "--mbps", "fast"), containsString("--mbps: not a number: 'fast'"));
        assertThat(refusal("smoke", "--seed"), containsString("--seed: needs a value"));
        assertThat(refusal("smoke", "--idle-timeout", "0"), containsString("--idle-timeout: must be between 1"));
    }

    @Test
    public void aScenarioIsRequiredOnce() {
        assertThat(refusal(), containsString("no scenario given"));
        assertThat(refusal("--mbps", "10"), containsString("no scenario given"));
        assertThat(refusal("smoke", "failure"), containsString("more than one scenario argument: 'failure'"));
    }
}
