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
package org.onosproject.janus.impl.config;

import org.onosproject.janus.impl.JanusManager;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusProperty;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Dictionary;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class JanusConfigTest {

    private static final Set<String> STRATEGIES = ImmutableSet.of("shortest", "ecmp", "isolated", "traffic", "luar");

    private static Dictionary<String, Object> props(Object... pairs) {
        Hashtable<String, Object> d = new Hashtable<>();
        for (int i = 0; i < pairs.length; i += 2) {
            d.put((String) pairs[i], pairs[i + 1]);
        }
        return d;
    }

    private static JanusConfig.Parsed parse(Object... pairs) {
        return JanusConfig.parse(JanusConfig.defaults(), props(pairs), STRATEGIES);
    }

    // ONOS offers these (from the cfgdef onos-maven-plugin generates) as the properties' values.
    @Test
    public void theDefaultsOnosAdvertisesParseToTheDefaults() throws IOException {
        Hashtable<String, Object> advertised = new Hashtable<>();
        try (InputStream in = JanusManager.class.getResourceAsStream("JanusManager.cfgdef")) {
            assertTrue("the build generates JanusManager.cfgdef", in != null);
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] fields = line.split("\\|");
                if (!line.startsWith("#") && fields.length >= 3) {
                    advertised.put(fields[0], fields[2]);
                }
            }
        }
        JanusConfig.Parsed parsed = JanusConfig.parse(JanusConfig.defaults(), advertised, STRATEGIES);

        assertThat(parsed.rejected().toString(), parsed.rejected().isEmpty(), is(true));
        assertEquals(JanusConfig.defaults(), parsed.config());
        assertEquals(22, advertised.size());
    }

    @Test
    public void defaultsAreTheDocumentedValues() {
        JanusConfig c = JanusConfig.defaults();
        assertEquals("luar", c.strategy());
        assertEquals(30, c.idleTimeoutSeconds());
        assertEquals(0, c.hardTimeoutSeconds());
        assertEquals(MatchGranularity.HOST_PAIR, c.granularity());
        assertEquals(1000, c.defaultLinkCapacityMbps());
        assertEquals(100, c.intentPriority());
        assertEquals(5, c.statsPollIntervalSeconds());
        assertEquals(new RebalanceConfig(false, 0.9, 16, 0.1, 15), c.rebalance());
        assertEquals(4096, c.maxJobPairs());
        assertEquals(new IdleTimeoutConfig(IdleTimeoutMode.FIXED, 10, 60, 0.9), c.idle());
    }

    @Test
    public void theAdaptiveModeAndItsBoundsAreApplied() {
        JanusConfig.Parsed parsed = parse("idleTimeoutMode", "adaptive", "adaptiveIdleMinSeconds", "5",
                                          "adaptiveIdleMaxSeconds", 120, "adaptiveIdleQuantile", "1");

        assertThat(parsed.rejected().toString(), parsed.rejected().isEmpty(), is(true));
        assertEquals(new IdleTimeoutConfig(IdleTimeoutMode.ADAPTIVE, 5, 120, 1.0), parsed.config().idle());
    }

    @Test
    public void badAdaptiveValuesAreRejectedWithAReasonAndChangeNothing() {
        Object[][] bad = {
                {"idleTimeoutMode", "sometimes"}, {"idleTimeoutMode", "Adaptive"},
                {"adaptiveIdleMinSeconds", "0"}, {"adaptiveIdleMinSeconds", "86401"},
                {"adaptiveIdleMinSeconds", "ten"}, {"adaptiveIdleMaxSeconds", "0"},
                {"adaptiveIdleMaxSeconds", "86401"}, {"adaptiveIdleMaxSeconds", "1.5"},
                {"adaptiveIdleQuantile", "0"}, {"adaptiveIdleQuantile", "1.01"}, {"adaptiveIdleQuantile", "NaN"},
                {"adaptiveIdleQuantile", "-0.5"},
                // beyond the other bound in force (defaults: 10 to 60 s)
                {"adaptiveIdleMinSeconds", "61"}, {"adaptiveIdleMaxSeconds", "9"},
        };
        for (Object[] entry : bad) {
            JanusConfig.Parsed parsed = parse(entry);
            assertThat(entry[0] + "=" + entry[1], parsed.rejected(), hasKey((String) entry[0]));
            assertThat(entry[0] + "=" + entry[1], parsed.config(), sameInstance(JanusConfig.defaults()));
        }
    }

    @Test
    public void aMinimumAboveTheMaximumRefusesBothAndKeepsBothWhileOtherPropertiesApply() {
        JanusConfig previous = parse("adaptiveIdleMinSeconds", 20, "adaptiveIdleMaxSeconds", 40).config();
        JanusConfig.Parsed parsed = JanusConfig.parse(previous, props(
                "adaptiveIdleMinSeconds", 50, "adaptiveIdleMaxSeconds", 45, "idleTimeoutMode", "adaptive"),
                                                      STRATEGIES);

        assertThat(parsed.rejected().get("adaptiveIdleMinSeconds"),
                   containsString("adaptiveIdleMinSeconds 50 > adaptiveIdleMaxSeconds 45"));
        assertThat(parsed.rejected(), hasKey("adaptiveIdleMaxSeconds"));
        assertEquals(new IdleTimeoutConfig(IdleTimeoutMode.ADAPTIVE, 20, 40, 0.9), parsed.config().idle());
    }

    @Test
    public void raisingBothBoundsAtOnceIsAccepted() {
        JanusConfig.Parsed parsed = parse("adaptiveIdleMinSeconds", 100, "adaptiveIdleMaxSeconds", 200);

        assertThat(parsed.rejected().toString(), parsed.rejected().isEmpty(), is(true));
        assertEquals(100, parsed.config().idle().minSeconds());
        assertEquals(200, parsed.config().idle().maxSeconds());
    }

    @Test
    public void rebalanceSettingsAreReadWithTheirTypes() {
        Hashtable<String, Object> props = new Hashtable<>();
        props.put("rebalance", "true");
        props.put("rebalanceThreshold", "1.25");
        props.put("rebalanceMaxMoves", 3);
        props.put("rebalanceHysteresis", 0.0);
        props.put("rebalanceCooldown", "60");
        JanusConfig.Parsed parsed = JanusConfig.parse(JanusConfig.defaults(), props, STRATEGIES);

        assertThat(parsed.rejected().toString(), parsed.rejected().isEmpty(), is(true));
        assertEquals(new RebalanceConfig(true, 1.25, 3, 0.0, 60), parsed.config().rebalance());
    }

    @Test
    public void badRebalanceValuesAreRejectedWithAReasonAndKeepThePreviousValues() {
        String[][] bad = {
                {"rebalance", "yes"}, {"placementRepair", "1"}, {"rebalanceThreshold", "NaN"},
                {"rebalanceThreshold", "Infinity"},
                {"rebalanceThreshold", "0"}, {"rebalanceThreshold", "-0.5"}, {"rebalanceThreshold", "10.5"},
                {"rebalanceThreshold", "high"}, {"rebalanceMaxMoves", "-1"}, {"rebalanceMaxMoves", "100001"},
                {"rebalanceHysteresis", "-0.1"}, {"rebalanceHysteresis", "1.5"}, {"rebalanceHysteresis", "NaN"},
                {"rebalanceCooldown", "-5"}, {"rebalanceCooldown", "86401"}, {"rebalanceCooldown", "1.5"},
        };
        for (String[] entry : bad) {
            Hashtable<String, Object> props = new Hashtable<>();
            props.put(entry[0], entry[1]);
            JanusConfig.Parsed parsed = JanusConfig.parse(JanusConfig.defaults(), props, STRATEGIES);
            assertThat(entry[0] + "=" + entry[1], parsed.rejected().containsKey(entry[0]), is(true));
            assertEquals(entry[0] + "=" + entry[1], JanusConfig.defaults(), parsed.config());
        }
    }

    @Test
    public void burstSettingsAreReadAndTheWindowIsOffByDefault() {
        assertEquals(0, JanusConfig.defaults().burstWindowMillis());
        JanusConfig.Parsed parsed = parse("burstWindowMillis", "5", "burstMaxFlows", 64);

        assertThat(parsed.rejected().toString(), parsed.rejected().isEmpty(), is(true));
        assertEquals(5, parsed.config().burstWindowMillis());
        assertEquals(64, parsed.config().burstMaxFlows());
    }

    @Test
    public void badBurstValuesAreRejectedWithAReasonAndKeepThePreviousValues() {
        String[][] bad = {
                {"burstWindowMillis", "-1"}, {"burstWindowMillis", "NaN"}, {"burstWindowMillis", "2.5"},
                {"burstWindowMillis", "1001"}, {"burstWindowMillis", "soon"},
                {"burstMaxFlows", "0"}, {"burstMaxFlows", "-8"}, {"burstMaxFlows", "NaN"}, {"burstMaxFlows", "100001"},
        };
        JanusConfig previous = parse("burstWindowMillis", "3", "burstMaxFlows", "100").config();
        for (String[] entry : bad) {
            Hashtable<String, Object> props = new Hashtable<>();
            props.put(entry[0], entry[1]);
            JanusConfig.Parsed parsed = JanusConfig.parse(previous, props, STRATEGIES);
            assertThat(entry[0] + "=" + entry[1], parsed.rejected().containsKey(entry[0]), is(true));
            assertThat(entry[0] + "=" + entry[1] + ": a reason", parsed.rejected().get(entry[0]).isEmpty(), is(false));
            assertEquals(entry[0] + "=" + entry[1], previous, parsed.config());
        }
    }

    @Test
    public void absentOrNullPropertiesKeepThePreviousConfig() {
        JanusConfig previous = parse("idleTimeout", "10").config();
        assertThat(JanusConfig.parse(previous, props(), STRATEGIES).config(), sameInstance(previous));
        assertThat(JanusConfig.parse(previous, null, STRATEGIES).config(), sameInstance(previous));
    }

    @Test
    public void asPropertiesNamesEveryPropertyAndReadsBackToTheSameConfig() {
        JanusConfig c = parse("strategy", "ecmp", "idleTimeout", "45", "matchGranularity", "fiveTuple",
                              "rebalance", "true", "rebalanceThreshold", "0.7", "idleTimeoutMode", "adaptive").config();
        Set<String> names = new HashSet<>();
        JanusProperty.ALL.forEach(property -> names.add(property.name()));
        assertEquals(names, c.asProperties().keySet());
        Hashtable<String, Object> written = new Hashtable<>(c.asProperties());
        JanusConfig.Parsed back = JanusConfig.parse(JanusConfig.defaults(), written, STRATEGIES);
        assertTrue(back.rejected().isEmpty());
        assertEquals(c, back.config());
    }

    @Test
    public void everyValidPropertyIsApplied() {
        JanusConfig.Parsed p = parse("strategy", "ecmp", "idleTimeout", "0", "hardTimeout", 120,
                                     "matchGranularity", "fiveTuple", "defaultLinkCapacityMbps", "10000",
                                     "intentPriority", " 40000 ", "statsPollInterval", 2);
        assertTrue(p.rejected().isEmpty());
        JanusConfig c = p.config();
        assertEquals("ecmp", c.strategy());
        assertEquals(0, c.idleTimeoutSeconds());
        assertEquals(120, c.hardTimeoutSeconds());
        assertEquals(MatchGranularity.FIVE_TUPLE, c.granularity());
        assertEquals(10_000, c.defaultLinkCapacityMbps());
        assertEquals(40_000, c.intentPriority());
        assertEquals(2, c.statsPollIntervalSeconds());
    }

    @Test
    public void unknownStrategyIsRejectedNamingTheValidOnes() {
        JanusConfig.Parsed p = parse("strategy", "fastest");
        assertEquals("luar", p.config().strategy());
        assertThat(p.rejected().get("strategy"), containsString("ecmp, isolated, luar, shortest, traffic"));
    }

    @Test
    public void negativeIdleTimeoutIsRejected() {
        assertRejectedKeepsDefault("idleTimeout", "-1", "outside");
    }

    @Test
    public void idleTimeoutBeyondOneDayIsRejected() {
        assertRejectedKeepsDefault("idleTimeout", "86401", "outside");
    }

    @Test
    public void nonNumericHardTimeoutIsRejected() {
        assertRejectedKeepsDefault("hardTimeout", "soon", "not a whole number");
    }

    @Test
    public void unknownGranularityIsRejected() {
        assertRejectedKeepsDefault("matchGranularity", "perPacket", "hostPair, fiveTuple");
    }

    @Test
    public void loadLimitsDefaultToALargeFabric() {
        assertEquals(100_000, JanusConfig.defaults().maxIntents());
        assertEquals(10_000, JanusConfig.defaults().provisioningQueueSize());
    }

    @Test
    public void validLoadLimitsAreApplied() {
        JanusConfig.Parsed p = parse("maxIntents", "500", "provisioningQueueSize", 64);
        assertTrue(p.rejected().isEmpty());
        assertEquals(500, p.config().maxIntents());
        assertEquals(64, p.config().provisioningQueueSize());
    }

    @Test
    public void zeroMaxIntentsIsRejected() {
        assertRejectedKeepsDefault("maxIntents", "0", "outside");
    }

    @Test
    public void maxIntentsBeyondTenMillionIsRejected() {
        assertRejectedKeepsDefault("maxIntents", "10000001", "outside");
    }

    @Test
    public void zeroProvisioningQueueSizeIsRejected() {
        assertRejectedKeepsDefault("provisioningQueueSize", "0", "outside");
    }

    @Test
    public void nonNumericProvisioningQueueSizeIsRejected() {
        assertRejectedKeepsDefault("provisioningQueueSize", "lots", "not a whole number");
    }

    @Test
    public void zeroLinkCapacityIsRejected() {
        assertRejectedKeepsDefault("defaultLinkCapacityMbps", "0", "outside");
    }

    @Test
    public void intentPriorityOutsideOnosRangeIsRejected() {
        assertRejectedKeepsDefault("intentPriority", "0", "outside");
        assertRejectedKeepsDefault("intentPriority", "65536", "outside");
    }

    @Test
    public void zeroStatsPollIntervalIsRejected() {
        assertRejectedKeepsDefault("statsPollInterval", "0", "outside");
    }

    @Test
    public void emptyValueIsRejected() {
        assertRejectedKeepsDefault("strategy", "  ", "empty");
    }

    @Test
    public void badValueKeepsThePreviousNotTheDefault() {
        JanusConfig previous = parse("idleTimeout", "60", "strategy", "ecmp").config();
        JanusConfig.Parsed p = JanusConfig.parse(previous, props("idleTimeout", "x", "strategy", "nope"), STRATEGIES);
        assertEquals(60, p.config().idleTimeoutSeconds());
        assertEquals("ecmp", p.config().strategy());
        assertThat(p.rejected(), hasKey("idleTimeout"));
        assertThat(p.rejected(), hasKey("strategy"));
    }

    @Test
    public void oneBadValueDoesNotBlockTheGoodOnes() {
        JanusConfig.Parsed p = parse("idleTimeout", "-5", "hardTimeout", "300");
        assertEquals(30, p.config().idleTimeoutSeconds());
        assertEquals(300, p.config().hardTimeoutSeconds());
        assertThat(p.rejected().keySet(), is(ImmutableSet.of("idleTimeout")));
    }

    private static void assertRejectedKeepsDefault(String name, String value, String reasonPart) {
        JanusConfig.Parsed p = parse(name, value);
        assertThat(p.config(), is(JanusConfig.defaults()));
        assertThat(p.rejected(), hasKey(name));
        assertThat(p.rejected().get(name), containsString(reasonPart));
    }
}
