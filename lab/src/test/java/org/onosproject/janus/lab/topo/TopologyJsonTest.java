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
package org.onosproject.janus.lab.topo;

import org.junit.Test;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.onosproject.janus.lab.topo.TopologiesTest.assertField;

public class TopologyJsonTest {

    private static final String TWO_SWITCHES = "{\"name\": \"pair\", \"capacityMbps\": 100,"
            + " \"switches\": [\"s1\", {\"name\": \"s2\", \"layer\": \"edge\", \"pod\": 0}],"
            + " \"links\": [{\"a\": \"s1\", \"b\": \"s2\", \"capacityMbps\": 10}],"
            + " \"hosts\": [{\"name\": \"h1\", \"switch\": \"s1\", \"ip\": \"10.9.0.1\"},"
            + "            {\"name\": \"h2\", \"switch\": \"s2\"}]}";

    @Test
    public void aCustomTopologyKeepsItsCapacitiesAndDefaultsTheRest() {
        TopologySpec t = TopologyJson.parse(TWO_SWITCHES).topology();
        assertEquals("pair", t.name());
        assertEquals(10_000_000L, t.links().get(0).capacityBps());
        assertEquals(100_000_000L, t.hosts().get(0).capacityBps());
        assertEquals("02:00:0a:09:00:01", t.hosts().get(0).mac());
        assertFalse(t.hosts().get(1).ip().isEmpty());
        assertEquals(0, t.switches().get(1).pod());
    }

    @Test
    public void aFatTreeCanBeNamedByItsParameters() {
        TopologySpec t = TopologyJson.parse("{\"type\": \"fatTree\", \"k\": 4, \"hostsPerEdge\": 2}").topology();
        assertEquals(16, t.hosts().size());
    }

    @Test
    public void linkEventsAreReadAndSortedByTime() {
        String json = "{\"type\": \"fatTree\", \"k\": 4, \"hostsPerEdge\": 1, \"linkEvents\": ["
                + "{\"atMillis\": 9000, \"a\": \"agg-0-0\", \"b\": \"core-0\", \"state\": \"up\"},"
                + "{\"atMillis\": 1000, \"a\": \"agg-0-0\", \"b\": \"core-0\", \"state\": \"down\"}]}";
        LinkSchedule s = TopologyJson.parse(json).linkSchedule();
        assertEquals(LinkChange.failure(1000, "agg-0-0", "core-0"), s.changes().get(0));
        assertEquals(LinkChange.recovery(9000, "agg-0-0", "core-0"), s.changes().get(1));
    }

    @Test
    public void aLinkToAnUnknownSwitchIsRejectedNamingTheLink() {
        assertField("links[0].b", () -> TopologyJson.parse(TWO_SWITCHES.replace("\"b\": \"s2\"", "\"b\": \"s9\"")));
    }

    @Test
    public void aNegativeCapacityIsRejectedNamingTheField() {
        assertField("links[0].capacityMbps",
                    () -> TopologyJson.parse(TWO_SWITCHES.replace("\"capacityMbps\": 10}", "\"capacityMbps\": -5}")));
    }

    @Test
    public void aHostOnAnUnknownSwitchIsRejected() {
        assertField("hosts[1].switch",
                    () -> TopologyJson.parse(TWO_SWITCHES.replace("\"switch\": \"s2\"", "\"switch\": \"nope\"")));
    }

    @Test
    public void anUnknownKeyIsRejected() {
        assertField("colour", () -> TopologyJson.parse("{\"type\": \"fatTree\", \"colour\": \"red\"}"));
    }

    @Test
    public void anOddKInJsonIsRejectedNamingK() {
        assertField("k", () -> TopologyJson.parse("{\"type\": \"fatTree\", \"k\": 3}"));
    }

    @Test
    public void aDisconnectedFabricIsRejected() {
        assertField("links", () -> TopologyJson.parse(TWO_SWITCHES.replace(
                "[{\"a\": \"s1\", \"b\": \"s2\", \"capacityMbps\": 10}]", "[]")));
    }

    @Test
    public void duplicateHostAddressesAreRejected() {
        assertField("hosts[1].ip", () -> TopologyJson.parse(TWO_SWITCHES.replace(
                "{\"name\": \"h2\", \"switch\": \"s2\"}",
                "{\"name\": \"h2\", \"switch\": \"s2\", \"ip\": \"10.9.0.1\", \"mac\": \"02:00:00:00:00:09\"}")));
    }

    @Test
    public void aFailureOfAMissingLinkIsRejected() {
        assertField("linkEvents[0].link", () -> TopologyJson.parse("{\"type\": \"fatTree\", \"k\": 4,"
                + " \"linkEvents\": [{\"atMillis\": 5, \"a\": \"edge-0-0\", \"b\": \"core-0\", \"state\": "
                        + "\"down\"}]}"));
    }

    @Test
    public void aNegativeFailureTimeIsRejected() {
        assertField("linkEvents[0].atMillis", () -> TopologyJson.parse("{\"type\": \"fatTree\", \"k\": 4,"
                + " \"linkEvents\": [{\"atMillis\": -5, \"a\": \"agg-0-0\", \"b\": \"core-0\", \"state\": "
                        + "\"down\"}]}"));
    }

    @Test
    public void malformedJsonIsRejected() {
        assertField("topology", () -> TopologyJson.parse("{\"type\": "));
    }

    @Test
    public void aSwitchWithNothingAttachedIsRejected() {
        assertField("switches[1]", () -> TopologyJson.parse(TWO_SWITCHES.replace("\"s1\", {", "\"s1\", \"s3\", {")));
    }

    @Test
    public void zeroHostsAreRejected() {
        assertField("hosts", () -> TopologyJson.parse("{\"switches\": [\"s1\"], \"links\": [], \"hosts\": []}"));
    }
}
