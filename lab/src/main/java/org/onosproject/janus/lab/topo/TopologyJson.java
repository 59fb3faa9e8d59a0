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

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.lab.topo.TopologySpec.HostSpec;
import org.onosproject.janus.lab.topo.TopologySpec.LinkSpec;
import org.onosproject.janus.lab.topo.TopologySpec.SwitchSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Set;

/**
 * Reads topologies from JSON. Three forms, chosen by {@code type}:
 * <pre>
 * {"type": "fatTree", "k": 4, "hostsPerEdge": 4, "capacityMbps": 1000}
 * {"type": "leafSpine", "leaves": 4, "spines": 2, "hostsPerLeaf": 8, "capacityMbps": 1000}
 * {"type": "custom", "name": "two-switches", "capacityMbps": 1000,
 *  "switches": ["s1", {"name": "s2", "layer": "edge", "pod": 0}],
 *  "links": [{"a": "s1", "b": "s2", "capacityMbps": 100}],
 *  "hosts": [{"name": "h1", "switch": "s1", "ip": "10.0.0.1"}, {"name": "h2", "switch": "s2"}]}
 * </pre>
 * {@code type} defaults to {@code custom}; {@code capacityMbps} (default 1000) applies to links and hosts
 * that give none. A host without {@code ip} gets {@code 10.0.x.y} from its index, without {@code mac}
 * one derived from its IP. Optional {@code linkEvents}:
 * {@code [{"atMillis": 5000, "a": "s1", "b": "s2", "state": "down"}]}. Unknown keys are errors.
 */
public final class TopologyJson {

    private static final Set<String> COMMON = ImmutableSet.of("type", "name", "capacityMbps", "linkEvents");
    private static final Set<String> FAT_TREE = ImmutableSet.of("k", "hostsPerEdge");
    private static final Set<String> LEAF_SPINE = ImmutableSet.of("leaves", "spines", "hostsPerLeaf");
    private static final Set<String> CUSTOM = ImmutableSet.of("switches", "links", "hosts");
    private static final Set<String> SWITCH_KEYS = ImmutableSet.of("name", "layer", "pod");
    private static final Set<String> LINK_KEYS = ImmutableSet.of("a", "b", "capacityMbps");
    private static final Set<String> HOST_KEYS = ImmutableSet.of("name", "switch", "ip", "mac", "capacityMbps", "pod");
    private static final Set<String> EVENT_KEYS = ImmutableSet.of("atMillis", "a", "b", "state");

    private final TopologySpec topology;
    private final LinkSchedule linkSchedule;

    private TopologyJson(TopologySpec topology, LinkSchedule linkSchedule) {
        this.topology = topology;
        this.linkSchedule = linkSchedule;
    }

    public TopologySpec topology() {
        return topology;
    }

    public LinkSchedule linkSchedule() {
        return linkSchedule;
    }

    /** Reads a file; I/O problems and bad JSON become a {@link TopologyException} naming the file. */
    public static TopologyJson read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new TopologyException("topology", "cannot read " + file + ": " + e.getMessage());
        }
        return parse(text);
    }

    public static TopologyJson parse(String json) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new TopologyException("topology", "not valid JSON: " + e.getOriginalMessage());
        }
        return fromJson(root);
    }

    /** Reads a parsed topology object (e.g. the {@code topology} member of a run config). */
    public static TopologyJson fromJson(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new TopologyException("topology", "must be a JSON object");
        }
        String type = text(root, "type", "custom");
        long capacity = capacityBps(root, "capacityMbps", Topologies.DEFAULT_CAPACITY_BPS);
        TopologySpec spec;
        switch (type) {
            case "fatTree":
                checkKeys(root, "", union(COMMON, FAT_TREE));
                spec = Topologies.fatTree(integer(root, "k", 4), integer(root, "hostsPerEdge", 4), capacity);
                break;
            case "leafSpine":
                checkKeys(root, "", union(COMMON, LEAF_SPINE));
                spec = Topologies.leafSpine(integer(root, "leaves", 4), integer(root, "spines", 2),
                                            integer(root, "hostsPerLeaf", 4), capacity);
                break;
            case "custom":
                checkKeys(root, "", union(COMMON, CUSTOM));
                spec = custom(root, capacity);
                break;
            default:
                throw new TopologyException("type", "unknown topology type '" + type
                        + "' (valid: fatTree, leafSpine, custom)");
        }
        return new TopologyJson(spec, linkEvents(root.get("linkEvents"), spec));
    }

    private static TopologySpec custom(JsonNode root, long capacity) {
        ImmutableList.Builder<SwitchSpec> switches = ImmutableList.builder();
        JsonNode sw = array(root, "switches");
        for (int i = 0; i < sw.size(); i++) {
            JsonNode s = sw.get(i);
            String field = "switches[" + i + "]";
            if (s.isTextual()) {
                switches.add(new SwitchSpec(s.asText(), "", -1));
            } else if (s.isObject()) {
                checkKeys(s, field + ".", SWITCH_KEYS);
                switches.add(new SwitchSpec(requiredText(s, "name", field), text(s, "layer", ""),
                                            integer(s, "pod", -1, field + ".pod")));
            } else {
                throw new TopologyException(field, "must be a name or an object");
            }
        }
        ImmutableList.Builder<LinkSpec> links = ImmutableList.builder();
        JsonNode ln = array(root, "links");
        for (int i = 0; i < ln.size(); i++) {
            JsonNode l = ln.get(i);
            String field = "links[" + i + "]";
            requireObject(l, field);
            checkKeys(l, field + ".", LINK_KEYS);
            links.add(new LinkSpec(requiredText(l, "a", field), requiredText(l, "b", field),
                                   capacityBps(l, "capacityMbps", capacity, field + ".capacityMbps")));
        }
        ImmutableList.Builder<HostSpec> hosts = ImmutableList.builder();
        JsonNode hn = array(root, "hosts");
        for (int i = 0; i < hn.size(); i++) {
            JsonNode h = hn.get(i);
            String field = "hosts[" + i + "]";
            requireObject(h, field);
            checkKeys(h, field + ".", HOST_KEYS);
            String ip = text(h, "ip", defaultIp(i));
            hosts.add(new HostSpec(requiredText(h, "name", field), requiredText(h, "switch", field), ip,
                                   text(h, "mac", Topologies.macFor(ip)),
                                   capacityBps(h, "capacityMbps", capacity, field + ".capacityMbps"),
                                   integer(h, "pod", -1, field + ".pod")));
        }
        return new TopologySpec(text(root, "name", "custom"), switches.build(), links.build(), hosts.build());
    }

    private static LinkSchedule linkEvents(JsonNode events, TopologySpec spec) {
        if (events == null || events.isNull()) {
            return LinkSchedule.none(spec);
        }
        if (!events.isArray()) {
            throw new TopologyException("linkEvents", "must be an array");
        }
        ImmutableList.Builder<LinkChange> changes = ImmutableList.builder();
        for (int i = 0; i < events.size(); i++) {
            JsonNode e = events.get(i);
            String field = "linkEvents[" + i + "]";
            requireObject(e, field);
            checkKeys(e, field + ".", EVENT_KEYS);
            JsonNode at = e.get("atMillis");
            if (at == null || !at.canConvertToLong()) {
                throw new TopologyException(field + ".atMillis", "required, a whole number of milliseconds");
            }
            String state = requiredText(e, "state", field);
            if (!state.equals("down") && !state.equals("up")) {
                throw new TopologyException(field + ".state", "must be 'down' or 'up', got '" + state + "'");
            }
            changes.add(new LinkChange(at.asLong(), requiredText(e, "a", field), requiredText(e, "b", field),
                                       state.equals("up")));
        }
        return new LinkSchedule(spec, changes.build());
    }

    private static String defaultIp(int index) {
        int n = index + 1;
        return "10.0." + (n / 250) + "." + (n % 250 + 1);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        return ImmutableSet.<String>builder().addAll(a).addAll(b).build();
    }

    private static void checkKeys(JsonNode node, String prefix, Set<String> allowed) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String n = names.next();
            if (!allowed.contains(n)) {
                throw new TopologyException(prefix + n, "unknown key (valid: " + String.join(", ", allowed) + ")");
            }
        }
    }

    private static void requireObject(JsonNode node, String field) {
        if (!node.isObject()) {
            throw new TopologyException(field, "must be a JSON object");
        }
    }

    private static JsonNode array(JsonNode root, String key) {
        JsonNode n = root.get(key);
        if (n == null || !n.isArray()) {
            throw new TopologyException(key, "required, a JSON array");
        }
        return n;
    }

    private static String text(JsonNode node, String key, String fallback) {
        JsonNode n = node.get(key);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw new TopologyException(key, "must be a string");
        }
        return n.asText();
    }

    private static String requiredText(JsonNode node, String key, String field) {
        JsonNode n = node.get(key);
        if (n == null || !n.isTextual()) {
            throw new TopologyException(field + "." + key, "required, a string");
        }
        return n.asText();
    }

    private static int integer(JsonNode node, String key, int fallback) {
        return integer(node, key, fallback, key);
    }

    private static int integer(JsonNode node, String key, int fallback, String field) {
        JsonNode n = node.get(key);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            throw new TopologyException(field, "must be a whole number, got " + n);
        }
        return n.asInt();
    }

    private static long capacityBps(JsonNode node, String key, long fallback) {
        return capacityBps(node, key, fallback, key);
    }

    private static long capacityBps(JsonNode node, String key, long fallback, String field) {
        JsonNode n = node.get(key);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isNumber()) {
            throw new TopologyException(field, "must be a number of Mbps, got " + n);
        }
        double mbps = n.asDouble();
        if (!(mbps > 0) || Double.isInfinite(mbps)) {
            throw new TopologyException(field, "capacity must be > 0, got " + n + " Mbps");
        }
        return Math.round(mbps * 1e6);
    }

    /** Convenience for callers that want only the spec. */
    public static TopologySpec readSpec(Path file) {
        return read(file).topology();
    }

}
