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
import org.onosproject.core.ApplicationId;
import org.onosproject.core.CoreServiceAdapter;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.core.IdGenerator;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Core service of the embedded ONOS: application ids by name, and one id sequence per topic. */
final class EmbeddedCoreService extends CoreServiceAdapter {

    private final Map<String, ApplicationId> appsByName = new LinkedHashMap<>();
    private final Map<String, IdGenerator> idGenerators = new ConcurrentHashMap<>();

    EmbeddedCoreService() {
        registerApplication(CORE_APP_NAME);
    }

    @Override
    public synchronized ApplicationId registerApplication(String name) {
        return appsByName.computeIfAbsent(name, n -> new DefaultApplicationId(appsByName.size() + 1, n));
    }

    @Override
    public ApplicationId registerApplication(String name, Runnable preDeactivate) {
        return registerApplication(name);
    }

    @Override
    public synchronized ApplicationId getAppId(String name) {
        return appsByName.get(name);
    }

    @Override
    public synchronized ApplicationId getAppId(Short id) {
        return appsByName.values().stream().filter(a -> a.id() == id).findFirst().orElse(null);
    }

    @Override
    public synchronized Set<ApplicationId> getAppIds() {
        return ImmutableSet.copyOf(appsByName.values());
    }

    @Override
    public IdGenerator getIdGenerator(String topic) {
        return idGenerators.computeIfAbsent(topic, t -> {
            AtomicLong next = new AtomicLong();
            return next::incrementAndGet;
        });
    }
}
