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
package org.onosproject.janus.lab.faults;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.net.Disruption;

import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One failure in a run: what failed and when, what was over it, how Janus reacted and the flows it
 * stopped. Immutable.
 */
public final class FaultEvent {

    /** What fails. */
    public enum Kind {
        CORE_LINK("core link"), AGGREGATION_SWITCH("aggregation switch");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private final Kind kind;
    private final String target;
    private final long atMillis;
    private final int appFlowsOnTarget;
    private final int flowsOnTarget;
    private final long janusReroutes;
    private final int onJanusPath;
    private final List<Disruption> disruptions;
    private final long disruptedAppFlows;

    @SuppressWarnings("checkstyle:ParameterNumber")
    FaultEvent(Kind kind, String target, long atMillis, int appFlowsOnTarget, int flowsOnTarget,
               long janusReroutes, int onJanusPath, List<Disruption> disruptions, long disruptedAppFlows) {
        this.kind = checkNotNull(kind);
        this.target = checkNotNull(target);
        this.atMillis = atMillis;
        this.appFlowsOnTarget = appFlowsOnTarget;
        this.flowsOnTarget = flowsOnTarget;
        this.janusReroutes = janusReroutes;
        this.onJanusPath = onJanusPath;
        this.disruptions = ImmutableList.copyOf(disruptions);
        this.disruptedAppFlows = disruptedAppFlows;
    }

    public Kind kind() {
        return kind;
    }

    /** The failed link ({@code a <-> b}) or switch. */
    public String target() {
        return target;
    }

    /** Virtual time of the failure, ms from the start of the run. */
    public long atMillis() {
        return atMillis;
    }

    /** Application flows carried over the target when it failed. */
    public int appFlowsOnTarget() {
        return appFlowsOnTarget;
    }

    /** All flows carried over the target when it failed. */
    public int flowsOnTarget() {
        return flowsOnTarget;
    }

    /** Intents Janus rerouted in reaction (its {@code reroutes} counter, before and after). */
    public long janusReroutes() {
        return janusReroutes;
    }

    /** Stopped flows that, once ONOS had reacted, ran on the very path Janus holds for them. */
    public int onJanusPath() {
        return onJanusPath;
    }

    /** The flows the failure stopped (stalled behind the dead link or switch). */
    public List<Disruption> disruptions() {
        return disruptions;
    }

    /** How many of the stopped flows were the measured application's. */
    public long disruptedAppFlows() {
        return disruptedAppFlows;
    }

    public long resumed() {
        return disruptions.stream().filter(Disruption::resumed).count();
    }


    /** Time to reroute: from the failure until the last stopped flow was carried again; -1 if none was. */
    public double timeToRerouteMillis() {
        return disruptions.stream().filter(Disruption::resumed).mapToDouble(d -> d.resumedAtMillis() - atMillis)
                .max().orElse(-1);
    }

    /** Median outage of the resumed flows, ms of virtual time; -1 if none resumed. */
    public double medianOutageMillis() {
        double[] o = disruptions.stream().filter(Disruption::resumed).mapToDouble(Disruption::outageMillis).sorted()
                .toArray();
        return o.length == 0 ? -1 : o[(o.length - 1) / 2];
    }

    /** Every stopped flow was carried again within {@code budgetMillis} of the failure. */
    public boolean allReroutedWithin(long budgetMillis) {
        return resumed() == disruptions.size() && timeToRerouteMillis() <= budgetMillis;
    }
}
