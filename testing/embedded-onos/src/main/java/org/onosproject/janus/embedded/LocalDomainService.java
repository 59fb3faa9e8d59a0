package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableSet;
import org.onosproject.net.DeviceId;
import org.onosproject.net.domain.DomainId;
import org.onosproject.net.domain.DomainService;
import org.onosproject.net.device.DeviceService;

import java.util.Set;

/** Every device is in the local domain: no multi-domain intent processing. */
final class LocalDomainService implements DomainService {

    private final DeviceService deviceService;

    LocalDomainService(DeviceService deviceService) {
        this.deviceService = deviceService;
    }

    @Override
    public Set<DomainId> getDomainIds() {
        return ImmutableSet.of(DomainId.LOCAL);
    }

    @Override
    public Set<DeviceId> getDeviceIds(DomainId domainId) {
        if (!DomainId.LOCAL.equals(domainId)) {
            return ImmutableSet.of();
        }
        ImmutableSet.Builder<DeviceId> ids = ImmutableSet.builder();
        deviceService.getDevices().forEach(d -> ids.add(d.id()));
        return ids.build();
    }

    @Override
    public DomainId getDomain(DeviceId deviceId) {
        return DomainId.LOCAL;
    }
}
