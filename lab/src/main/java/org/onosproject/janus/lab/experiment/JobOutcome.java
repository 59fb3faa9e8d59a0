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
package org.onosproject.janus.lab.experiment;

import java.util.Optional;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * How a NAS application reached Janus in one run of a scenario that declares jobs, and what that left:
 * reactive (its flows provisioned on packet-in) or declared (a job through Janus's job service before it
 * started, removed when it ended). Either way, the packet-ins the controller received for the
 * application's own rank pairs; declared, also Janus's own count of packet-ins for the job's pairs, what
 * the removal left and the planes after the traffic and the idle timeout (the soak's leak check).
 * Immutable.
 */
public final class JobOutcome {

    private final String jobId;
    private final String pattern;
    private final int pairs;
    private final long pairPacketIns;
    private final long janusDeclaredPacketIns;
    private final JobRemoval removal;
    private final PlaneSnapshot after;

    private JobOutcome(String jobId, String pattern, int pairs, long pairPacketIns, long janusDeclaredPacketIns,
                       JobRemoval removal, PlaneSnapshot after) {
        checkArgument(pairs > 0, "an application has pairs: %s", pairs);
        this.jobId = jobId;
        this.pattern = pattern;
        this.pairs = pairs;
        this.pairPacketIns = pairPacketIns;
        this.janusDeclaredPacketIns = janusDeclaredPacketIns;
        this.removal = removal;
        this.after = after;
    }

    /**
     * An application left to packet-ins.
     *
     * @param pairs         its directed rank pairs
     * @param pairPacketIns packet-ins the controller received for them
     */
    public static JobOutcome reactive(int pairs, long pairPacketIns) {
        return new JobOutcome(null, null, pairs, pairPacketIns, 0, null, null);
    }

    /**
     * An application declared as a job.
     *
     * @param jobId                  the job's id
     * @param pattern                the pattern the declaration named
     * @param pairs                  the job's directed rank pairs
     * @param pairPacketIns          packet-ins the controller received for them
     * @param janusDeclaredPacketIns Janus's own count of packet-ins for the job's pairs, just before the removal
     * @param removal                what the removal left
     * @param after                  the planes once the traffic ended and the idle timeout passed
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public static JobOutcome declared(String jobId, String pattern, int pairs, long pairPacketIns,
                                      long janusDeclaredPacketIns, JobRemoval removal, PlaneSnapshot after) {
        return new JobOutcome(checkNotNull(jobId, "jobId"), checkNotNull(pattern, "pattern"), pairs, pairPacketIns,
                janusDeclaredPacketIns, checkNotNull(removal, "removal"), checkNotNull(after, "after"));
    }

    public boolean declared() {
        return jobId != null;
    }

    /** The job's id; empty when reactive. */
    public Optional<String> jobId() {
        return Optional.ofNullable(jobId);
    }

    /** The pattern the declaration named ({@code ring}, {@code all-to-all}, {@code pairs}); empty when reactive. */
    public Optional<String> pattern() {
        return Optional.ofNullable(pattern);
    }

    /** The application's directed rank pairs. */
    public int pairs() {
        return pairs;
    }

    /** Packet-ins the controller received for the application's rank pairs (an observer beside Janus). */
    public long pairPacketIns() {
        return pairPacketIns;
    }

    /** Janus's own count of packet-ins for the job's pairs (0 when reactive). */
    public long janusDeclaredPacketIns() {
        return janusDeclaredPacketIns;
    }

    /** What the removal left; empty when reactive. */
    public Optional<JobRemoval> removal() {
        return Optional.ofNullable(removal);
    }

    /** The planes after the traffic and the idle timeout; empty when reactive. */
    public Optional<PlaneSnapshot> after() {
        return Optional.ofNullable(after);
    }

    /**
     * What went wrong with a declared job, empty if nothing (and always for a reactive run): a packet-in
     * for a declared pair, something of the job left after its removal, or anything of Janus left after
     * the traffic and the idle timeout.
     */
    public Optional<String> problem() {
        if (!declared()) {
            return Optional.empty();
        }
        if (pairPacketIns > 0 || janusDeclaredPacketIns > 0) {
            return Optional.of("declared pairs had packet-ins (" + pairPacketIns + " seen by the controller, "
                    + janusDeclaredPacketIns + " counted by Janus)");
        }
        if (!removal.clean()) {
            return Optional.of("job " + jobId + " left something after its removal: " + removal.intentsLeft()
                    + " intent(s), " + removal.rulesLeft() + " of " + removal.rulesBefore() + " rule(s), record "
                    + (removal.recordLeft() ? "kept" : "gone"));
        }
        if (!after.nothingLeft()) {
            return Optional.of("Janus state left after the traffic and the idle timeout: " + after.janusIntents()
                    + " intent(s), " + after.rulesOnSwitches() + " rule(s), " + after.reservations()
                    + " reservation(s), " + after.flowRecords() + " flow record(s)");
        }
        return Optional.empty();
    }
}
