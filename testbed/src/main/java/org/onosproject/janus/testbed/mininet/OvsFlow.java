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
package org.onosproject.janus.testbed.mininet;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One flow entry as {@code ovs-ofctl -O OpenFlow13 --no-names dump-flows} prints it: cookie, priority,
 * packet and byte counters, the match fields ({@code in_port=1}, {@code nw_dst=10.1.0.2}; bare words such
 * as {@code ip} map to an empty value) and the output ports of its actions ({@code CONTROLLER} as -1).
 */
public final class OvsFlow {

    /** The output port {@code CONTROLLER} stands for. */
    public static final int CONTROLLER = -1;

    private final long cookie;
    private final int priority;
    private final long packets;
    private final long bytes;
    private final ImmutableMap<String, String> match;
    private final ImmutableList<Integer> outputs;
    private final String line;

    private OvsFlow(long cookie, int priority, long packets, long bytes, Map<String, String> match,
                    List<Integer> outputs, String line) {
        this.cookie = cookie;
        this.priority = priority;
        this.packets = packets;
        this.bytes = bytes;
        this.match = ImmutableMap.copyOf(match);
        this.outputs = ImmutableList.copyOf(outputs);
        this.line = line;
    }

    /** The flow of one dump line, or empty for a line that is not a flow (the reply header). */
    public static Optional<OvsFlow> parse(String dumpLine) {
        String text = dumpLine.trim();
        int actionsAt = text.indexOf(" actions=");
        if (!text.startsWith("cookie=") || actionsAt < 0) {
            return Optional.empty();
        }
        String head = text.substring(0, actionsAt);
        String actions = text.substring(actionsAt + " actions=".length());
        long cookie = 0;
        int priority = 32768;
        long packets = 0;
        long bytes = 0;
        Map<String, String> match = new LinkedHashMap<>();
        for (String field : head.split(",\\s*|\\s+")) {
            if (field.isEmpty()) {
                continue;
            }
            int eq = field.indexOf('=');
            String key = eq < 0 ? field : field.substring(0, eq);
            String value = eq < 0 ? "" : field.substring(eq + 1);
            switch (key) {
                case "cookie":
                    cookie = Long.parseUnsignedLong(value.replaceFirst("^0x", ""), 16);
                    break;
                case "priority":
                    priority = Integer.parseInt(value);
                    break;
                case "n_packets":
                    packets = Long.parseLong(value);
                    break;
                case "n_bytes":
                    bytes = Long.parseLong(value);
                    break;
                case "duration": case "table": case "idle_age": case "hard_age": case "idle_timeout":
                case "hard_timeout": case "reset_counts": case "send_flow_rem": case "importance":
                    break;
                default:
                    match.put(key, value);
            }
        }
        ImmutableList.Builder<Integer> outputs = ImmutableList.builder();
        for (String action : actions.split(",")) {
            String a = action.trim();
            if (a.startsWith("output:")) {
                outputs.add(Integer.parseInt(a.substring("output:".length())));
            } else if (a.startsWith("CONTROLLER")) {
                outputs.add(CONTROLLER);
            } else if (a.matches("\\d+")) {
                outputs.add(Integer.parseInt(a));
            }
        }
        return Optional.of(new OvsFlow(cookie, priority, packets, bytes, match, outputs.build(), text));
    }

    public long cookie() {
        return cookie;
    }

    public int priority() {
        return priority;
    }

    public long packets() {
        return packets;
    }

    public long bytes() {
        return bytes;
    }

    /** Match fields by their ovs-ofctl names. */
    public Map<String, String> match() {
        return match;
    }

    /** Output ports of the actions, in order ({@link #CONTROLLER} for the controller). */
    public List<Integer> outputs() {
        return outputs;
    }

    /** Forwards to a switch port (not only to the controller). */
    public boolean forwards() {
        return outputs.stream().anyMatch(p -> p != CONTROLLER);
    }

    /**
     * Whether a packet with these header fields ({@code in_port}, {@code nw_src}, {@code nw_dst},
     * {@code nw_proto}, {@code tp_src}, {@code tp_dst}; the packet is IPv4) hits this entry: every match
     * field the entry names agrees with the packet (addresses with a {@code /32} or none), and the entry
     * names no field the packet lacks. Protocol words ({@code ip}, {@code tcp}, {@code udp}) and
     * {@code dl_type} are checked against IPv4 and {@code nw_proto}.
     */
    public boolean matches(Map<String, String> packet) {
        for (Map.Entry<String, String> field : match.entrySet()) {
            String key = field.getKey();
            String value = field.getValue();
            switch (key) {
                case "ip":
                    break;
                case "dl_type":
                    if (!value.equalsIgnoreCase("0x0800")) {
                        return false;
                    }
                    break;
                case "tcp":
                    if (!"6".equals(packet.get("nw_proto"))) {
                        return false;
                    }
                    break;
                case "udp":
                    if (!"17".equals(packet.get("nw_proto"))) {
                        return false;
                    }
                    break;
                case "icmp":
                    if (!"1".equals(packet.get("nw_proto"))) {
                        return false;
                    }
                    break;
                case "arp": case "lldp":
                    return false;
                default:
                    String have = packet.get(key);
                    if (have == null || !have.equals(value.replaceFirst("/32$", ""))) {
                        return false;
                    }
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return line;
    }
}
