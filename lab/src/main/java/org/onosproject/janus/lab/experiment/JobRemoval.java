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

/**
 * What of a declared job was left once it was removed through Janus's job service and the control plane
 * settled: its intents in ONOS, its flow rules on the switches (those its intents had installed just
 * before the removal) and its record in Janus. Immutable.
 */
public final class JobRemoval {

    private final boolean removed;
    private final long rulesBefore;
    private final long intentsLeft;
    private final long rulesLeft;
    private final boolean recordLeft;

    /**
     * @param removed     whether the service knew the job and removed it
     * @param rulesBefore the job's flow rules installed on the switches just before the removal
     * @param intentsLeft the job's intents ONOS still holds after it
     * @param rulesLeft   of the {@code rulesBefore}, those still installed after it
     * @param recordLeft  whether Janus still lists the job (or its jobs map still holds it)
     */
    public JobRemoval(boolean removed, long rulesBefore, long intentsLeft, long rulesLeft, boolean recordLeft) {
        this.removed = removed;
        this.rulesBefore = rulesBefore;
        this.intentsLeft = intentsLeft;
        this.rulesLeft = rulesLeft;
        this.recordLeft = recordLeft;
    }

    public boolean removed() {
        return removed;
    }

    public long rulesBefore() {
        return rulesBefore;
    }

    public long intentsLeft() {
        return intentsLeft;
    }

    public long rulesLeft() {
        return rulesLeft;
    }

    public boolean recordLeft() {
        return recordLeft;
    }

    /** The job had rules to lose, and lost all of them, its intents and its record. */
    public boolean clean() {
        return removed && rulesBefore > 0 && intentsLeft == 0 && rulesLeft == 0 && !recordLeft;
    }
}
