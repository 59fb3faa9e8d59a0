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
