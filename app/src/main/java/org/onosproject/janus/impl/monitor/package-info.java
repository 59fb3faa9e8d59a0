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
 * The link-usage graph: per directed infrastructure link, the transmit rate, capacity and
 * utilisation measured from port statistics (Link Monitor + Topology Manager of thesis §3.1), the load
 * Janus has committed to it, and the expected load strategies see.
 * <p>
 * <b>Two ways to read the expected load.</b> {@link org.onosproject.janus.impl.monitor.LinkUsageMonitor}
 * and {@link org.onosproject.janus.impl.monitor.CommittedLoad} keep their values in concurrent maps
 * keyed by {@link org.onosproject.janus.impl.graph.LinkEnds}, the source of truth, read by the CLI, the
 * REST API and {@link org.onosproject.janus.impl.monitor.ExpectedUsage#utilisation(org.onosproject.net.Link)}.
 * Path searches read one cost per link of a candidate DAG on every selection; for them
 * {@code ExpectedUsage} keeps, per link of the newest fabric graph and by its dense link index, the
 * expected utilisation, expected rate and measured utilisation precomputed from both stores
 * ({@link org.onosproject.janus.impl.monitor.ExpectedLoadTable}), updated whenever either store changes
 * a link, and reads a whole DAG from it (the costs {@code utilisationCost()} and its kin). The
 * formula and the staleness rule (three polling intervals, judged at read time) are the same code
 * either way, and the two give identical values.
 */
package org.onosproject.janus.impl.monitor;
