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
