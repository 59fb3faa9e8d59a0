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
package org.onosproject.janus.testbed.provider;

import org.onosproject.net.provider.ProviderId;

/**
 * The one provider id of every testbed provider (devices, flow rules, packets, links, hosts).
 * ONOS finds some providers by the id of the provider of the device (PacketManager emits through
 * the packet provider whose id is the device's provider id), as ONOS's own OpenFlow providers
 * share one id: with different ids, emitted packets (LLDP probes, ARP replies) would go nowhere.
 * It is a primary provider of the {@code of} scheme: no other primary {@code of} provider (e.g. the
 * embedded core's emulated switches) may be registered at the same time.
 */
public final class TestbedProviderId {

    public static final ProviderId PROVIDER_ID = new ProviderId("of", "org.onosproject.janus.testbed");

    private TestbedProviderId() {
    }
}
