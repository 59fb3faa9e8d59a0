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
 * Fabric descriptions, independent of ONOS.
 * <p>
 * {@link org.onosproject.janus.lab.topo.TopologySpec} is a validated topology (switches, bidirectional
 * links with capacities, hosts with addresses); {@link org.onosproject.janus.lab.topo.Topologies} builds
 * the standard fat-trees and leaf-spines, {@link org.onosproject.janus.lab.topo.TopologyJson} reads them
 * (and custom ones) from JSON. {@link org.onosproject.janus.lab.topo.LinkSchedule} lists scheduled link
 * ({@link org.onosproject.janus.lab.topo.LinkChange}) and switch
 * ({@link org.onosproject.janus.lab.topo.SwitchChange}) failures and recoveries.
 * <p>
 * Depends on nothing else in the lab (Jackson and Guava only).
 */
package org.onosproject.janus.lab.topo;
