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

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onosproject.net.flow.FlowRule;

import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/** Where a flow's packets go under the rules installed now. Immutable. */
public final class Resolution {

    /** The outcomes of following a flow's packets hop by hop. */
    public enum Outcome {
        /** Reached the destination host. */
        DELIVERED,
        /** No rule for it at the ingress switch: the switch sends a packet-in. */
        TABLE_MISS,
        /** The rules lead onto a link that is down: packets are lost until the rules change. */
        LINK_DOWN,
        /** Looped, black-holed or left by a wrong port: {@link #reason()} says which. */
        MISROUTED
    }

    private final Outcome outcome;
    private final int[] links;
    private final List<FlowRule> rules;
    private final String reason;

    private Resolution(Outcome outcome, int[] links, List<FlowRule> rules, String reason) {
        this.outcome = checkNotNull(outcome);
        this.links = links.clone();
        this.rules = ImmutableList.copyOf(rules);
        this.reason = reason;
    }

    static Resolution delivered(int[] links, List<FlowRule> rules) {
        return new Resolution(Outcome.DELIVERED, links, rules, "");
    }

    static Resolution of(Outcome outcome, int[] linksSoFar, List<FlowRule> rulesSoFar, String reason) {
        return new Resolution(outcome, linksSoFar, rulesSoFar, reason);
    }

    /** The same path, as a failure for {@code reason}. */
    Resolution misrouted(String reason) {
        return new Resolution(Outcome.MISROUTED, links, rules, reason);
    }

    public Outcome outcome() {
        return outcome;
    }

    /** Directed links crossed, host NICs included (for a failure: the links up to where it went wrong). */
    public int[] links() {
        return links.clone();
    }

    /** The rule applied at each switch on the way, in order. */
    public List<FlowRule> rules() {
        return rules;
    }

    /** Empty when delivered; otherwise what went wrong, naming the switch and port. */
    public String reason() {
        return reason;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("outcome", outcome).add("hops", rules.size())
                .add("reason", reason).toString();
    }
}
