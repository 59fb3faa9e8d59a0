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

import java.util.List;
import java.util.Optional;

/**
 * MPI jobs declared ahead of their traffic (by an operator or a batch scheduler's prolog): Janus places
 * every declared pair of a job at once, jointly, and keeps those paths, without idle timeout, until the
 * job is removed or its time to live runs out. Packets of a declared pair never wait for a reactive
 * path choice.
 */
public interface JanusJobService {

    /**
     * Declares a job and places its pairs.
     *
     * @param spec the job
     * @return the job as placed
     * @throws JobSpecException naming the field at fault (an unknown or repeated host, an unknown
     *                          pattern, a pair out of range, too many pairs, a job id in use); nothing
     *                          changes then
     * @throws IllegalStateException if Janus is not active
     */
    JobState declareJob(JobSpec spec);

    /** Every declared job, by id. */
    List<JobState> jobs();

    /** One job by id. */
    Optional<JobState> job(String id);

    /**
     * Removes a job: its intents are withdrawn and purged, its record forgotten.
     *
     * @return false if there is no job with that id
     */
    boolean removeJob(String id);
}
