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

import com.google.common.collect.ImmutableSet;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketProvider;
import org.onosproject.net.packet.PacketProviderRegistry;
import org.onosproject.net.packet.PacketProviderService;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/** ONOS's packet subsystem as a provider sees it, recording the packets it is given. */
final class RecordingPacketProviderService implements PacketProviderRegistry, PacketProviderService {

    final List<PacketContext> processed = new CopyOnWriteArrayList<>();
    private volatile PacketProvider provider;

    @Override
    public PacketProviderService register(PacketProvider provider) {
        this.provider = provider;
        return this;
    }

    @Override
    public void unregister(PacketProvider provider) {
        this.provider = null;
    }

    @Override
    public Set<ProviderId> getProviders() {
        return provider == null ? ImmutableSet.of() : ImmutableSet.of(provider.id());
    }

    @Override
    public PacketProvider provider() {
        return provider;
    }

    @Override
    public void processPacket(PacketContext context) {
        processed.add(context);
    }
}
