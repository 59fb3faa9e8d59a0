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
 * The emulated network: an embedded ONOS core whose emulated switches forward by the flow rules ONOS
 * really installed, with Janus on the same virtual clock, and a fluid traffic model on top.
 * <p>
 * {@link org.onosproject.janus.lab.net.EmulatedNetwork} is the facade: it builds a topology into the
 * embedded core (telling a {@link org.onosproject.janus.lab.net.BuildListener} how far it got), starts the
 * {@link org.onosproject.janus.lab.net.LabController} (in real runs the
 * {@link org.onosproject.janus.lab.net.JanusController}: the real {@code JanusManager}) and wires the parts:
 * <ul>
 * <li>{@code FlowLifecycle}: flows from packet-in to last byte. A table miss is a packet-in; the path is
 * followed rule by rule ({@link org.onosproject.janus.lab.net.PathResolver},
 * {@link org.onosproject.janus.lab.net.RuleMatcher}, {@link org.onosproject.janus.lab.net.Resolution}); carried
 * flows share links max-min fairly ({@link org.onosproject.janus.lab.net.FluidTraffic},
 * {@link org.onosproject.janus.lab.net.MaxMinFairShare}); it records {@link org.onosproject.janus.lab.net.FlowRecord}s,
 * {@link org.onosproject.janus.lab.net.Disruption}s and keeps the network's
 * {@link org.onosproject.janus.lab.net.FlowLedger} (finished flows, packet-ins, delivery gaps).</li>
 * <li>{@code FailureInjection}: links and switches down and up, told to ONOS after the detection delay.</li>
 * <li>{@code StatisticsPush}: port and flow statistics into ONOS.</li>
 * <li>{@code ControlPlaneQuiescence}: the event engine's barrier (ONOS quiescent, data plane caught up).</li>
 * </ul>
 * {@link org.onosproject.janus.lab.net.Fabric} numbers the topology's devices, ports and directed links;
 * {@link org.onosproject.janus.lab.net.NetworkSettings} holds what shapes a network apart from its controller,
 * among it the one set of timing settings, {@link org.onosproject.janus.lab.net.Timing} (control delay,
 * statistics intervals, Janus's statistics poll, failure detection), which scenarios carry too.
 * <p>
 * {@link org.onosproject.janus.lab.net.LabNetwork} is the seam workloads and experiments drive, with its
 * values {@link org.onosproject.janus.lab.net.LabHost}, {@link org.onosproject.janus.lab.net.FlowSpec} and
 * {@link org.onosproject.janus.lab.net.FlowResult}; they name nothing of ONOS, so another network (a real
 * OpenFlow testbed) can implement it.
 * <p>
 * Depends on {@code sim} (event engine, virtual scheduler), {@code topo}, the test module
 * {@code embedded-onos} and the Janus app itself.
 */
package org.onosproject.janus.lab.net;
