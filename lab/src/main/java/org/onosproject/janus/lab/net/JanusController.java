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
package org.onosproject.janus.lab.net;

import com.google.common.collect.ImmutableMap;
import org.onlab.osgi.ComponentContextAdapter;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.api.JanusProperty;
import org.onosproject.janus.impl.time.Scheduler;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

/**
 * The real Janus component ({@link JanusManager}) on the embedded core, outside OSGi: its
 * {@code @Reference} services are set from the embedded ONOS, its scheduler is the lab's virtual clock,
 * and its component properties are given as OSGi would give them.
 */
public final class JanusController implements LabController {

    private final Map<String, Object> properties;
    private final Map<Class<?>, Object> serviceOverrides;
    private JanusManager manager;

    private JanusController(Map<String, Object> properties, Map<Class<?>, Object> serviceOverrides) {
        this.properties = ImmutableMap.copyOf(properties);
        this.serviceOverrides = ImmutableMap.copyOf(serviceOverrides);
    }

    /**
     * Janus with a strategy and an idle timeout; the other properties keep their defaults except the
     * statistics poll interval, which should match the network's port statistics interval.
     *
     * @param strategy           e.g. {@code luar}, {@code shortest}, {@code ecmp}, {@code isolated}, {@code traffic}
     * @param idleTimeoutSeconds 0 = never
     */
    public static JanusController of(String strategy, int idleTimeoutSeconds, int statsPollIntervalSeconds) {
        return builder().strategy(strategy).idleTimeoutSeconds(idleTimeoutSeconds)
                .statsPollIntervalSeconds(statsPollIntervalSeconds).build();
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public void start(EmbeddedOnos onos, Scheduler scheduler) {
        checkState(manager == null, "Janus already started");
        JanusManager janus = new JanusManager();
        Map<Class<?>, Object> shared = ImmutableMap.<Class<?>, Object>builder()
                .put(org.onosproject.core.CoreService.class, onos.coreService())
                .put(org.onosproject.net.packet.PacketService.class, onos.packetService())
                .put(org.onosproject.net.host.HostService.class, onos.hostService())
                .put(org.onosproject.net.link.LinkService.class, onos.linkService())
                .put(org.onosproject.net.device.DeviceService.class, onos.deviceService())
                .put(org.onosproject.net.intent.IntentService.class, onos.intentService())
                .put(org.onosproject.net.flow.FlowRuleService.class, onos.flowRuleService())
                .put(org.onosproject.net.edge.EdgePortService.class, onos.edgePortService())
                .put(org.onosproject.cfg.ComponentConfigService.class, onos.componentConfigService())
                .put(org.onosproject.store.service.StorageService.class, onos.storageService())
                .put(org.onosproject.net.intent.WorkPartitionService.class, onos.workPartitionService())
                .put(org.onosproject.cluster.ClusterService.class, onos.clusterService())
                .build();
        Map<Class<?>, Object> services = new java.util.HashMap<>(shared);
        services.putAll(serviceOverrides);
        wire(janus, services);
        janus.setScheduler(scheduler);
        janus.activate(new Context(properties));
        manager = janus;
        // Janus logs and ignores a bad property; a lab run must not silently use another setting.
        Object strategy = properties.get(JanusProperty.STRATEGY.name());
        if (strategy != null && !strategy.equals(janus.activeStrategy())) {
            stop();
            throw new IllegalArgumentException("strategy: unknown strategy '" + strategy + "' (valid: "
                    + janus.strategies().stream().map(s -> s.name()).collect(Collectors.joining(", ")) + ")");
        }
        Object idle = properties.get(JanusProperty.IDLE_TIMEOUT.name());
        if (idle != null && ((Number) idle).intValue() != janus.config().idleTimeoutSeconds()) {
            stop();
            throw new IllegalArgumentException("idleTimeout: Janus rejected " + idle + " s");
        }
    }

    @Override
    public void stop() {
        if (manager != null) {
            manager.deactivate();
            manager = null;
        }
    }

    /** The running Janus service (strategies, paths, statistics). */
    public JanusService janus() {
        checkState(manager != null, "Janus is not running");
        return manager;
    }

    /** The running Janus's job service (declared jobs), as its REST API and CLI reach it. */
    public JanusJobService jobs() {
        checkState(manager != null, "Janus is not running");
        return manager;
    }

    /** The component properties Janus was started with. */
    public Map<String, Object> properties() {
        return properties;
    }

    @Override
    public String toString() {
        return "janus" + properties;
    }

    /**
     * Sets every service field by its type, as OSGi's {@code @Reference} injection would (the DS
     * annotations are not kept at run time, so the field types decide). Fails if a field that looks
     * like a service reference stays unset.
     */
    private static void wire(Object component, Map<Class<?>, Object> services) {
        for (Class<?> c = component.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                Object service = services.get(field.getType());
                if (service == null) {
                    checkState(!field.getType().getSimpleName().endsWith("Service")
                                       || Modifier.isStatic(field.getModifiers()),
                               "the lab offers no %s for %s.%s", field.getType().getSimpleName(),
                               c.getSimpleName(), field.getName());
                    continue;
                }
                try {
                    field.setAccessible(true);
                    field.set(component, service);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot set " + field, e);
                }
            }
        }
    }

    /** The component context OSGi would pass: only the properties are used. */
    private static final class Context extends ComponentContextAdapter {
        private final Dictionary<String, Object> properties;

        private Context(Map<String, Object> properties) {
            this.properties = new Hashtable<>(properties);
        }

        @Override
        public Dictionary getProperties() {
            return properties;
        }
    }

    /** Janus's component properties (see its {@code JanusProperty}); unset ones keep their defaults. */
    public static final class Builder {
        private final Map<String, Object> properties = new java.util.LinkedHashMap<>();
        private final Map<Class<?>, Object> services = new java.util.LinkedHashMap<>();

        private Builder() {
        }

        public Builder strategy(String strategy) {
            properties.put(JanusProperty.STRATEGY.name(), checkNotNull(strategy, "strategy"));
            return this;
        }

        public Builder idleTimeoutSeconds(int seconds) {
            checkArgument(seconds >= 0, "idleTimeout: must be >= 0, got %s", seconds);
            properties.put(JanusProperty.IDLE_TIMEOUT.name(), seconds);
            return this;
        }

        public Builder statsPollIntervalSeconds(int seconds) {
            checkArgument(seconds > 0, "statsPollInterval: must be > 0, got %s", seconds);
            properties.put(JanusProperty.STATS_POLL_INTERVAL.name(), seconds);
            return this;
        }

        /** Any other property, by its name, as a string or number. */
        public Builder property(String name, Object value) {
            properties.put(checkNotNull(name), checkNotNull(value));
            return this;
        }

        /**
         * Gives Janus {@code service} instead of the embedded core's service of that type (e.g. one
         * cluster node's storage, work partitions and packet service, when several Janus instances
         * share one core as the nodes of a cluster do).
         */
        public <T> Builder service(Class<T> type, T service) {
            services.put(checkNotNull(type, "type"), checkNotNull(service, "service"));
            return this;
        }

        public JanusController build() {
            return new JanusController(properties, services);
        }
    }
}
