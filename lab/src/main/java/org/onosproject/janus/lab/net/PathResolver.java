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
package org.onosproject.janus.lab.net;

import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.instructions.Instruction;
import org.onosproject.net.flow.instructions.Instructions.OutputInstruction;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;

import static org.onosproject.janus.lab.net.Resolution.Outcome.LINK_DOWN;
import static org.onosproject.janus.lab.net.Resolution.Outcome.MISROUTED;
import static org.onosproject.janus.lab.net.Resolution.Outcome.TABLE_MISS;

/**
 * Follows a flow's packets through the emulated switches by the flow rules installed on them: at each
 * switch the best-matching rule's OUTPUT port names the next link, until the packets reach a host.
 * Detects table misses (at the ingress: a packet-in), loops, black holes, drops and exits by a wrong
 * port, so a bad rule is reported and never makes the emulation hang.
 * <p>
 * Rule actions other than OUTPUT (header rewrites, meters, table jumps) are ignored; outputs to
 * FLOOD/ALL/NORMAL/LOCAL or to several ports are reported as misrouting, since Janus's paths are
 * unicast. A rule that only sends to the controller counts as a table miss at the ingress.
 */
public final class PathResolver {

    /**
     * The flow rules currently installed on a switch that could match a packet: all of them will do;
     * fewer (never leaving out one that matches) make large tables fast to search.
     */
    @FunctionalInterface
    public interface RuleSource {
        Collection<? extends FlowRule> rules(DeviceId device, PacketHeader packet);
    }

    private final Fabric fabric;
    private final RuleSource rules;
    private final IntPredicate linkUp;

    public PathResolver(Fabric fabric, RuleSource rules, IntPredicate linkUp) {
        this.fabric = fabric;
        this.rules = rules;
        this.linkUp = linkUp;
    }

    public Resolution resolve(int srcHost, int dstHost, PacketHeader packet) {
        List<Integer> links = new ArrayList<>();
        List<FlowRule> applied = new ArrayList<>();
        Set<ConnectPoint> visited = new HashSet<>();
        links.add(fabric.hostUplink(srcHost));
        ConnectPoint at = fabric.hostLocation(srcHost);
        while (true) {
            DeviceId device = at.deviceId();
            String where = name(device);
            if (!visited.add(at)) {
                return fail(MISROUTED, links, applied, "loop: packets came back to " + where
                        + " port " + at.port() + " after " + applied.size() + " hops");
            }
            boolean ingress = applied.isEmpty();
            Optional<FlowRule> rule = RuleMatcher.bestMatch(rules.rules(device, packet), at.port(), packet);
            if (rule.isEmpty()) {
                return ingress ? fail(TABLE_MISS, links, applied, "table miss at ingress " + where)
                        : fail(MISROUTED, links, applied, "black hole: no rule matches at " + where
                        + " (in port " + at.port() + ")");
            }
            List<PortNumber> outputs = outputs(rule.get());
            if (outputs.size() == 1 && outputs.get(0).equals(PortNumber.CONTROLLER)) {
                return ingress ? fail(TABLE_MISS, links, applied, "sent to the controller at ingress " + where)
                        : fail(MISROUTED, links, applied, "black hole: transit switch " + where
                        + " sends the flow to the controller");
            }
            applied.add(rule.get());
            if (outputs.isEmpty()) {
                return fail(MISROUTED, links, applied, "black hole: rule " + rule.get().id()
                        + " at " + where + " drops the packets");
            }
            if (outputs.size() > 1) {
                return fail(MISROUTED, links, applied, "misrouted: rule " + rule.get().id() + " at " + where
                        + " sends the packets to several ports " + outputs);
            }
            PortNumber out = outputs.get(0).equals(PortNumber.IN_PORT) ? at.port() : outputs.get(0);
            if (out.isLogical()) {
                return fail(MISROUTED, links, applied, "misrouted: rule " + rule.get().id() + " at " + where
                        + " outputs to logical port " + out);
            }
            int link = fabric.egressLink(new ConnectPoint(device, out));
            if (link < 0) {
                return fail(MISROUTED, links, applied, "black hole: " + where + " port " + out
                        + " leads nowhere");
            }
            links.add(link);
            int host = fabric.hostOfLink(link);
            if (host >= 0) {
                if (host == dstHost) {
                    return Resolution.delivered(toArray(links), applied);
                }
                return fail(MISROUTED, links, applied, "misrouted: " + where + " port " + out
                        + " delivers to host " + fabric.spec().hosts().get(host).name() + " instead of "
                        + fabric.spec().hosts().get(dstHost).name());
            }
            if (!linkUp.test(link)) {
                return fail(LINK_DOWN, links, applied, "link down: " + where + " port " + out);
            }
            at = fabric.linkDst(link);
        }
    }

    private String name(DeviceId device) {
        int i = fabric.switchIndex(device);
        return i < 0 ? device.toString() : fabric.spec().switches().get(i).name() + " (" + device + ")";
    }

    private static List<PortNumber> outputs(FlowRule rule) {
        List<PortNumber> ports = new ArrayList<>();
        for (Instruction i : rule.treatment().allInstructions()) {
            if (i.type() == Instruction.Type.OUTPUT) {
                ports.add(((OutputInstruction) i).port());
            }
        }
        return ports;
    }

    private static Resolution fail(Resolution.Outcome outcome, List<Integer> links, List<FlowRule> applied,
                                   String reason) {
        return Resolution.of(outcome, toArray(links), applied, reason);
    }

    private static int[] toArray(List<Integer> links) {
        return links.stream().mapToInt(Integer::intValue).toArray();
    }

}
