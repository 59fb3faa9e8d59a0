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
package org.onosproject.janus.impl;

import org.onlab.packet.Ip4Address;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.flow.criteria.IPCriterion;
import org.onosproject.net.flow.criteria.PortCriterion;
import org.onosproject.net.flow.instructions.Instruction;
import org.onosproject.net.flow.instructions.Instructions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Follows an IPv4 packet through the emulated switches' installed rules, hop by hop, the way the
 * data plane would: the highest-priority matching rule's output port, then the link from it.
 */
final class RuleTrace {

    private static final int MAX_HOPS = 16;

    private RuleTrace() {
    }

    /**
     * The fabric links a packet from {@code src} to {@code dst} entering at {@code ingress} crosses,
     * if the rules deliver it to {@code egress}; empty if it is dropped, sent to the controller or loops.
     */
    static Optional<List<Link>> deliveredPath(EmbeddedOnos onos, ConnectPoint ingress, ConnectPoint egress,
                                              Ip4Address src, Ip4Address dst) {
        List<Link> links = new ArrayList<>();
        ConnectPoint at = ingress;
        for (int hop = 0; hop < MAX_HOPS; hop++) {
            Optional<PortNumber> out = output(onos, at, src, dst);
            if (out.isEmpty()) {
                return Optional.empty();
            }
            ConnectPoint leaving = new ConnectPoint(at.deviceId(), out.get());
            if (leaving.equals(egress)) {
                return Optional.of(links);
            }
            Optional<Link> link = onos.linkService().getEgressLinks(leaving).stream().findFirst();
            if (link.isEmpty()) {
                return Optional.empty();
            }
            links.add(link.get());
            at = link.get().dst();
        }
        return Optional.empty();
    }

    private static Optional<PortNumber> output(EmbeddedOnos onos, ConnectPoint at, Ip4Address src, Ip4Address dst) {
        DeviceId device = at.deviceId();
        return onos.switches().flowTable(device).stream()
                .filter(rule -> matches(rule, at.port(), src, dst))
                .max(Comparator.comparingInt(FlowRule::priority))
                .flatMap(RuleTrace::outputOf);
    }

    private static boolean matches(FlowRule rule, PortNumber inPort, Ip4Address src, Ip4Address dst) {
        for (Criterion criterion : rule.selector().criteria()) {
            switch (criterion.type()) {
                case IN_PORT:
                    if (!((PortCriterion) criterion).port().equals(inPort)) {
                        return false;
                    }
                    break;
                case IPV4_SRC:
                    if (!((IPCriterion) criterion).ip().contains(src)) {
                        return false;
                    }
                    break;
                case IPV4_DST:
                    if (!((IPCriterion) criterion).ip().contains(dst)) {
                        return false;
                    }
                    break;
                case ETH_TYPE:
                    break;
                default:
                    return false;
            }
        }
        return true;
    }

    private static Optional<PortNumber> outputOf(FlowRule rule) {
        for (Instruction instruction : rule.treatment().allInstructions()) {
            if (instruction instanceof Instructions.OutputInstruction) {
                PortNumber port = ((Instructions.OutputInstruction) instruction).port();
                return PortNumber.CONTROLLER.equals(port) ? Optional.empty() : Optional.of(port);
            }
        }
        return Optional.empty();
    }

}
