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
 * Janus's implementation: the component ({@code JanusManager}) that turns packet-ins into intents on
 * paths the active strategy chooses, watches them until they idle out, reroutes them when a link dies,
 * repairs and rebalances their placement, and keeps the shared state of a cluster. This package holds
 * only the component and its wiring ({@code Running}, one activation; {@code PollCycle}, {@code EventWorker});
 * each responsibility has a sub-package, which is where a change to it belongs:
 * <ul>
 * <li>{@code packet}: packet-ins classified, ARP answered, hosts looked up;</li>
 * <li>{@code provision}: from a new flow to an intent (queue, bursts, selector registry, intents);</li>
 * <li>{@code strategy}: the built-in path selectors; {@code graph}: the fabric graph and its
 * shortest-path DAGs;</li>
 * <li>{@code monitor}: measured, committed and expected link load, and the fabric's topology;</li>
 * <li>{@code store}: the flow records shared by the cluster; {@code cluster}: members, ownership,
 * back-off;</li>
 * <li>{@code move}: moving a flow (reroute, rebalance, placement repair); {@code lifecycle}: the end of a
 * flow's life (reaper, intent withdrawal and purge, learnt idle timeouts);</li>
 * <li>{@code jobs}: declared MPI jobs;</li>
 * <li>{@code config}: the settings and what every part of an activation is given; {@code stats}: the
 * statistics; {@code time}: wall-clock or virtual time.</li>
 * </ul>
 */
package org.onosproject.janus.impl;
