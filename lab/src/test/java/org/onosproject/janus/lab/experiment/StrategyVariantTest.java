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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.junit.Test;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class StrategyVariantTest {

    private static String refusal(String label) {
        try {
            StrategyVariant.parse(label);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError(label + " was accepted");
    }

    @Test
    public void aPlainNameIsTheStrategyWithNoProperties() {
        StrategyVariant v = StrategyVariant.parse("luar");
        assertEquals("luar", v.strategy());
        assertEquals(ImmutableMap.of(), v.properties());
    }

    @Test
    public void bracketsSetJanusPropertiesForTheStrategysRuns() {
        StrategyVariant v = StrategyVariant.parse("luar[rebalance=true,rebalanceThreshold=0.8]");
        assertEquals("luar", v.strategy());
        assertEquals(ImmutableMap.of("rebalance", "true", "rebalanceThreshold", "0.8"), v.properties());
        assertEquals("luar[rebalance=true,rebalanceThreshold=0.8]", v.label());
    }

    @Test
    public void anUnknownStrategyIsRefusedWithTheKnownOnes() {
        String message = refusal("ospf[rebalance=true]");
        assertThat(message, containsString("unknown strategy 'ospf'"));
        assertThat(message, containsString("bottleneck"));
    }

    @Test
    public void aPropertyAVariantCannotSetIsRefused() {
        String message = refusal("luar[strategy=ecmp]");
        assertThat(message, containsString("cannot be set per strategy"));
    }

    @Test
    public void aValueJanusWouldRefuseIsRefusedWithJanussReason() {
        String message = refusal("luar[rebalanceThreshold=NaN]");
        assertThat(message, containsString("rebalanceThreshold"));
        assertThat(message, containsString("not a finite number"));
    }

    @Test
    public void aVariantMaySetTheAdaptiveIdleTimeoutButNotAMinimumAboveItsMaximum() {
        StrategyVariant v = StrategyVariant.parse("luar[idleTimeoutMode=adaptive,adaptiveIdleMaxSeconds=30]");
        assertEquals(ImmutableMap.of("idleTimeoutMode", "adaptive", "adaptiveIdleMaxSeconds", "30"), v.properties());

        assertThat(refusal("luar[adaptiveIdleMinSeconds=90]"), containsString("adaptiveIdleMinSeconds 90 > "
                + "adaptiveIdleMaxSeconds 60"));
    }

    @Test
    public void malformedBracketsAreRefused() {
        for (String bad : ImmutableList.of("luar[", "luar[]", "luar[rebalance]", "luar[rebalance=true",
                                           "luar[rebalance=true,rebalance=false]")) {
            try {
                StrategyVariant.parse(bad);
                throw new AssertionError(bad + " was accepted");
            } catch (IllegalArgumentException expected) {
                assertThat(bad, expected.getMessage().isEmpty(), is(false));
            }
        }
    }

    @Test
    public void aListSplitsOnCommasOutsideBracketsOnly() {
        assertEquals(ImmutableList.of("ecmp", "luar[rebalance=true,placementRepair=false]", "bottleneck"),
                     StrategyVariant.splitList(" ECMP, luar[rebalance=true,placementRepair=false] ,bottleneck"));
    }

    @Test
    public void aScenarioWithABadVariantNamesTheStrategyField() {
        try {
            Scenario.builder("x").fabric(FabricSpec.thesis()).workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4)))
                    .strategies(ImmutableList.of("luar", "luar[rebalanceMaxMoves=-1]")).build();
            throw new AssertionError("accepted");
        } catch (ConfigException e) {
            assertThat(e.getMessage(), containsString("strategies[1]"));
        }
    }

    @Test
    public void paperNamesKeepTheVariant() {
        assertThat(Strategies.paperName("shortest[hardTimeout=5]"), is("stp[hardTimeout=5]"));
        assertThat(Strategies.paperName("ecmp"), is("ecmp"));
    }

    @Test
    public void theDeclaredSuffixKeepsTheStrategyAndItsPropertiesAndDeclaresJobs() {
        StrategyVariant v = StrategyVariant.parse("luar[rebalance=true]+declared");
        assertEquals("luar", v.strategy());
        assertEquals(ImmutableMap.of("rebalance", "true"), v.properties());
        assertThat(v.declaresJobs(), is(true));
        assertEquals("luar[rebalance=true]", v.reactiveLabel());
        assertEquals("luar[rebalance=true]+declared", v.label());
    }

    @Test
    public void aLabelWithoutTheSuffixLeavesTheApplicationToPacketIns() {
        StrategyVariant v = StrategyVariant.parse("ecmp");
        assertThat(v.declaresJobs(), is(false));
        assertEquals("ecmp", v.reactiveLabel());
    }

    @Test
    public void anUnknownSuffixIsRefusedWithTheKnownOne() {
        String message = refusal("ecmp+prolog");
        assertThat(message, containsString("unknown suffix '+prolog'"));
        assertThat(message, containsString("+declared"));
    }

    @Test
    public void splittingALabelListLowerCasesTheSuffixButNotThePropertyNames() {
        assertEquals(ImmutableList.of("luar[matchGranularity=fiveTuple]+declared", "ecmp+declared"),
                StrategyVariant.splitList("LUAR[matchGranularity=fiveTuple]+Declared,ECMP+DECLARED"));
    }

    @Test
    public void sprayIsTheLabsReferenceAndTakesNoPropertiesOrSuffix() {
        assertEquals("spray", StrategyVariant.parse("spray").strategy());
        assertTrue(Strategies.isReference("spray"));
        assertThat(refusal("spray[rebalance=true]"), containsString("per-packet multipath reference"));
        assertThat(refusal("spray+declared"), containsString("per-packet multipath reference"));
    }
}
