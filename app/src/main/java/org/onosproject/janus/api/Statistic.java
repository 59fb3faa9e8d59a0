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
package org.onosproject.janus.api;

import com.google.common.base.CaseFormat;
import com.google.common.collect.ImmutableList;

import java.util.Arrays;
import java.util.List;

import static org.onosproject.janus.api.Statistic.Kind.COUNT;
import static org.onosproject.janus.api.Statistic.Kind.COUNTS;
import static org.onosproject.janus.api.Statistic.Kind.LATENCY;

/**
 * Every one of Janus's statistics, declared once: its {@link Group}, the {@link Kind} of value it holds, the
 * label {@code janus-stats} and the GUI show, and a one-sentence description (the REST model's). Its JSON
 * field is the constant's name in lower camel case ({@code QUEUE_PEAK_DEPTH} is {@code queuePeakDepth}).
 * Statistics are declared group by group, in the order every view shows them; the JSON codec,
 * {@code janus-stats}, the Swagger model and the GUI panel walk {@link #values()}, so a statistic declared
 * here shows in all of them. {@link JanusStatistics} is a snapshot of their values.
 */
public enum Statistic {
    PROGRAMMING(Group.PROVISIONING, COUNT, "programming",
            "First provisionings of a path for a host pair."),
    REPROGRAMMING(Group.PROVISIONING, COUNT, "reprogramming",
            "Later provisionings for a pair that had a path before (after an idle or hard timeout)."),
    ACTIVE_INTENTS(Group.PROVISIONING, COUNT, "activeIntents",
            "Janus intents currently submitted or installed."),
    DECLARED_PAIR_PACKET_INS(Group.PROVISIONING, COUNT, "declared-pair packet-ins",
            "Packets of a declared job's host pair, sent along the job's path instead of a reactive choice."),
    RACES_LOST(Group.PROVISIONING, COUNT, "races lost",
            "New flows this node provisioned in the same moment as another ONOS node, whose record the store"
                    + " kept: this node then gave way to that node's path."),
    IGNORED_PACKETS(Group.PROVISIONING, COUNTS, "ignored packets",
            "Packets the processor ignored, per reason (e.g. unknownHost, malformed)."),

    IDLE_WITHDRAWALS(Group.WITHDRAWALS, COUNT, "idle",
            "Intents withdrawn because their flow was idle for idleTimeout."),
    HARD_TIMEOUT_WITHDRAWALS(Group.WITHDRAWALS, COUNT, "hardTimeout",
            "Intents withdrawn at hardTimeout, however busy their flow."),
    CAP_RECLAIMS(Group.WITHDRAWALS, COUNT, "capReclaim",
            "Intents withdrawn to admit a new flow when maxIntents was reached (longest-idle first)."),
    UNRECORDED_WITHDRAWALS(Group.WITHDRAWALS, COUNT, "unrecorded",
            "Janus intents no flow record named on two polls in a row (their node stopped between the submit and"
                    + " the record), withdrawn by their key's owner."),

    QUEUE_DEPTH(Group.PROVISIONING_QUEUE, COUNT, "depth",
            "New flows now waiting between packet-in and provisioning."),
    QUEUE_PEAK_DEPTH(Group.PROVISIONING_QUEUE, COUNT, "peak",
            "The most new flows that ever waited at once."),
    QUEUE_DROPS(Group.PROVISIONING_QUEUE, COUNT, "drops",
            "Packet-ins of new flows dropped because the provisioning queue was full."),
    QUEUE_COALESCED(Group.PROVISIONING_QUEUE, COUNT, "coalesced",
            "Packet-ins of a new flow that was already waiting in the queue (folded into it, not queued again)."),

    REROUTES(Group.REROUTES, COUNT, "rerouted",
            "Intents re-selected by the active strategy and resubmitted because a link on their path died."),
    NO_PATH_WITHDRAWALS(Group.REROUTES, COUNT, "noPathWithdrawals",
            "Intents withdrawn because a link on their path died and no path was left."),
    REROUTE_LATENCY(Group.REROUTES, LATENCY, "reroute latency (link down to resubmit)",
            "Time from a link-down event to the resubmission of each intent it affected, over recent reroutes."),
    REROUTE_INSTALL_LATENCY(Group.REROUTES, LATENCY, "reroute install latency (link down to installed)",
            "Time from a link-down event until ONOS reported each rerouted intent installed on its new path."),

    REBALANCE_ROUNDS(Group.REBALANCER, COUNT, "rounds",
            "Rebalancer rounds that found a link above rebalanceThreshold."),
    REBALANCE_MOVES(Group.REBALANCER, COUNT, "moves",
            "Running flows the rebalancer moved to a path with more headroom."),

    PLACEMENT_REPAIRS(Group.PLACEMENT_REPAIR, COUNT, "placements",
            "New flows placed after moving just-placed flows aside to make room (a joint placement)."),
    PLACEMENT_REPAIR_MOVES(Group.PLACEMENT_REPAIR, COUNT, "flows moved aside",
            "Just-placed flows moved aside for those placements."),
    BURST_PLACEMENTS(Group.PLACEMENT_REPAIR, COUNT, "bursts placed jointly",
            "Bursts of new flows (burstWindowMillis) re-placed together when their window closed."),
    BURST_MOVES(Group.PLACEMENT_REPAIR, COUNT, "flows moved with their burst",
            "Flows of those bursts moved, before carrying data, to the path their joint placement gave them."),

    SELECTIONS(Group.SELECTION, COUNTS, "selections per strategy",
            "Selections made, per strategy name."),
    FALLBACKS(Group.SELECTION, COUNTS, "fallbacks per strategy",
            "Selections where the strategy had to fall back, per strategy name."),
    SELECTION_LATENCY(Group.SELECTION, LATENCY, "selection latency",
            "Latency of path selection (candidates plus strategy) over recent selections."),
    SETUP_LATENCY(Group.SELECTION, LATENCY, "set-up latency (packet-in to intent submitted)",
            "Time from a new flow's first packet-in to the submission of its intent, over recent new flows:"
                    + " queueing, selection and the submit."),
    ISOLATED_SHARED_AFTER_RACE(Group.SELECTION, COUNT, "isolated shared after race",
            "Isolated flows that took as free a path another ONOS node's flow took as free in the same "
                    + "moment: each shares it with that flow (every node counts each once)."),

    SKIPPED_SAMPLES(Group.LINK_USAGE, COUNT, "skipped samples",
            "Port-counter samples the link monitor rejected (a counter reset or wrap, a missing or"
                    + " inconsistent value, a rate above 100 times the port's capacity): the link kept its last.");

    /** The groups statistics are shown in, in the order views show them. */
    public enum Group {
        PROVISIONING("provisioning"),
        WITHDRAWALS("withdrawals"),
        PROVISIONING_QUEUE("provisioning queue"),
        REROUTES("reroutes after link loss"),
        REBALANCER("rebalancer"),
        PLACEMENT_REPAIR("placement repair"),
        SELECTION("selection"),
        LINK_USAGE("link usage");

        private final String title;

        Group(String title) {
            this.title = title;
        }

        /** The group's name, its constant's in lower camel case, e.g. {@code provisioningQueue}. */
        public String field() {
            return CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_CAMEL, name());
        }

        /** How {@code janus-stats} and the GUI head the group, e.g. {@code provisioning queue}. */
        public String title() {
            return title;
        }

        /** The group's statistics, in the order views show them. */
        public List<Statistic> statistics() {
            return Arrays.stream(Statistic.values()).filter(s -> s.group == this)
                    .collect(ImmutableList.toImmutableList());
        }
    }

    /** The kinds of value a statistic holds. */
    public enum Kind {
        /** One number. */
        COUNT,
        /** A number per name, e.g. per strategy or per reason. */
        COUNTS,
        /** Percentiles of a latency distribution ({@link JanusStatistics.LatencySummary}). */
        LATENCY
    }

    private final Group group;
    private final Kind kind;
    private final String field;
    private final String label;
    private final String description;

    Statistic(Group group, Kind kind, String label, String description) {
        this.group = group;
        this.kind = kind;
        this.field = CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_CAMEL, name());
        this.label = label;
        this.description = description;
    }

    /** The JSON field operators read, e.g. {@code queuePeakDepth}. */
    public String field() {
        return field;
    }

    public Group group() {
        return group;
    }

    public Kind kind() {
        return kind;
    }

    /** How {@code janus-stats} and the GUI name it beside its group's others, e.g. {@code peak}. */
    public String label() {
        return label;
    }

    /** One sentence saying what it counts. */
    public String description() {
        return description;
    }
}
