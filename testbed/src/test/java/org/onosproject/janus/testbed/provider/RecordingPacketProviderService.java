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
