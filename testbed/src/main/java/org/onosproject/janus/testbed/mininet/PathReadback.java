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

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A packet's path read back from what the switches hold: from the source host's edge port, the
 * highest-priority entry of {@code eligible} flows that matches the packet names an output port; the
 * cable at that port leads to the next switch (or to the destination host), and so on. The answer is
 * the switches' bridge names in order, or why the walk stopped.
 */
public final class PathReadback {

    private static final int MAX_HOPS = 16;

    private PathReadback() {
    }

    /** The outcome of one walk: the switches passed, and whether it reached the destination host. */
    public static final class Walk {
        public final ImmutableList<String> switches;
        public final boolean delivered;
        public final String stoppedBecause;

        Walk(List<String> switches, boolean delivered, String stoppedBecause) {
            this.switches = ImmutableList.copyOf(switches);
            this.delivered = delivered;
            this.stoppedBecause = stoppedBecause;
        }

        @Override
        public String toString() {
            return String.join(" > ", switches) + (delivered ? "" : " (stopped: " + stoppedBecause + ")");
        }
    }

    /**
     * Follows an IPv4 packet from {@code src} to {@code dst} through the switches' flows.
     *
     * @param header   extra header fields besides in_port, nw_src and nw_dst (nw_proto, tp_src, tp_dst)
     * @param flows    every bridge's flow entries, by bridge name
     * @param eligible which entries count (e.g. those whose cookie is one of the intents' rules)
     */
    public static Walk follow(FabricLayout layout, FabricLayout.Host src, FabricLayout.Host dst,
                              Map<String, String> header, Map<String, List<OvsFlow>> flows,
                              Predicate<OvsFlow> eligible) {
        List<String> passed = new ArrayList<>();
        String node = src.edge;
        int inPort = layout.edgePort(src);
        for (int hop = 0; hop < MAX_HOPS; hop++) {
            passed.add(node);
            Map<String, String> packet = new HashMap<>(header);
            packet.put("in_port", String.valueOf(inPort));
            packet.put("nw_src", src.ip);
            packet.put("nw_dst", dst.ip);
            Optional<OvsFlow> hit = flows.getOrDefault(node, List.of()).stream()
                    .filter(eligible).filter(f -> f.matches(packet))
                    .max(Comparator.comparingInt(OvsFlow::priority));
            if (hit.isEmpty()) {
                return new Walk(passed, false, "no entry on " + node + " for in_port=" + inPort);
            }
            List<Integer> outs = hit.get().outputs();
            if (outs.size() != 1 || outs.get(0) == OvsFlow.CONTROLLER) {
                return new Walk(passed, false, "entry on " + node + " does not forward to one port: " + hit.get());
            }
            Optional<FabricLayout.End> next = layout.peer(node, outs.get(0));
            if (next.isEmpty()) {
                return new Walk(passed, false, "port " + outs.get(0) + " of " + node + " is not cabled");
            }
            if (next.get().node.equals(dst.name)) {
                return new Walk(passed, true, "");
            }
            if (!layout.isSwitch(next.get().node)) {
                return new Walk(passed, false, "delivered to the wrong host " + next.get().node);
            }
            node = next.get().node;
            inPort = next.get().port;
        }
        return new Walk(passed, false, "more than " + MAX_HOPS + " hops (a loop?)");
    }
}
