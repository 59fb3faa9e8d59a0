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
/**
 * Failures injected into a scenario's runs ({@code faults-k4}): a core link and then an aggregation
 * switch fail and recover while a NAS application runs under background load.
 * <p>
 * A {@link org.onosproject.janus.lab.faults.FaultPlan} (what fails when, for how long, the reroute
 * budget) is part of a {@link org.onosproject.janus.lab.experiment.Scenario}; the runner arms it through
 * the run's {@link org.onosproject.janus.lab.experiment.LabSession}, which on the emulated network is a
 * {@link org.onosproject.janus.lab.faults.FaultInjector}: it picks the busiest target when a failure is
 * due, fails and restores it, and at the end makes a
 * {@link org.onosproject.janus.lab.faults.FaultOutcome} of
 * {@link org.onosproject.janus.lab.faults.FaultEvent}s that the run's record carries and the report's
 * failures section shows.
 * <p>
 * Depends on {@code net} and {@code topo}, and on the Janus API (paths, statistics).
 */
package org.onosproject.janus.lab.faults;
