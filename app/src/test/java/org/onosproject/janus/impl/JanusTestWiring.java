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
package org.onosproject.janus.impl;

import org.onlab.osgi.ComponentContextAdapter;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cluster.ClusterService;
import org.onosproject.cluster.ClusterServiceAdapter;
import org.onosproject.core.CoreService;
import org.onosproject.janus.embedded.ClusterWideStorageService;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.edge.EdgePortService;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.host.HostService;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.packet.PacketService;
import org.onosproject.store.service.StorageService;
import org.osgi.service.component.ComponentContext;

import java.util.Dictionary;
import java.util.Hashtable;
import java.util.LinkedHashMap;
import java.util.Map;

import static com.google.common.base.Preconditions.checkState;

/**
 * Builds and activates a {@link JanusManager} outside OSGi, the way the service component runtime
 * would: sets its references, its scheduler and its properties, then calls activate. For tests of
 * Janus and of the bundles built on it (CLI, web), against the embedded ONOS core or adapters.
 * The cluster services default to one node: a fresh {@link ClusterWideStorageService}, a work partition
 * service that gives this node every key, and a cluster adapter; set them to run several Janus
 * instances as the nodes of one cluster.
 * <pre>
 * JanusManager janus = JanusTestWiring.on(onos).scheduler(new ManualScheduler())
 *         .property("idleTimeout", 10)
 *         .activate();
 * </pre>
 */
public final class JanusTestWiring {

    private final JanusManager janus = new JanusManager();
    private final Map<String, Object> properties = new LinkedHashMap<>();
    private Scheduler scheduler;

    private JanusTestWiring() {
    }

    public static JanusTestWiring builder() {
        return new JanusTestWiring();
    }

    /**
     * A builder with the ONOS services of {@code onos} set (core, packet, host, link, device,
     * intent, flow rule, edge port, component config); the cluster services keep their one-node defaults.
     * Set any of them again to replace it.
     */
    public static JanusTestWiring on(EmbeddedOnos onos) {
        return builder()
                .coreService(onos.coreService()).packetService(onos.packetService())
                .hostService(onos.hostService())
                .linkService(onos.linkService()).deviceService(onos.deviceService())
                .intentService(onos.intentService()).flowRuleService(onos.flowRuleService())
                .edgePortService(onos.edgePortService()).componentConfigService(onos.componentConfigService());
    }

    /** A component context whose properties are {@code values} (as the config admin would pass them). */
    public static ComponentContext context(Map<String, ?> values) {
        Hashtable<String, Object> table = new Hashtable<>(values);
        return new ComponentContextAdapter() {
            @Override
            public Dictionary getProperties() {
                return table;
            }
        };
    }

    /** Reconfigures an active Janus as ONOS does when an operator sets properties. */
    public static void modify(JanusManager janus, Map<String, ?> values) {
        janus.modified(context(values));
    }

    public JanusTestWiring coreService(CoreService service) {
        janus.coreService = service;
        return this;
    }

    public JanusTestWiring packetService(PacketService service) {
        janus.packetService = service;
        return this;
    }

    public JanusTestWiring hostService(HostService service) {
        janus.hostService = service;
        return this;
    }

    public JanusTestWiring linkService(LinkService service) {
        janus.linkService = service;
        return this;
    }

    public JanusTestWiring deviceService(DeviceService service) {
        janus.deviceService = service;
        return this;
    }

    public JanusTestWiring intentService(IntentService service) {
        janus.intentService = service;
        return this;
    }

    public JanusTestWiring flowRuleService(FlowRuleService service) {
        janus.flowRuleService = service;
        return this;
    }

    public JanusTestWiring edgePortService(EdgePortService service) {
        janus.edgePortService = service;
        return this;
    }

    public JanusTestWiring componentConfigService(ComponentConfigService service) {
        janus.cfgService = service;
        return this;
    }

    /** The cluster's storage (shared maps); default a fresh {@link ClusterWideStorageService}. */
    public JanusTestWiring storageService(StorageService service) {
        janus.storageService = service;
        return this;
    }

    /** Which intent keys this node owns; default all of them. */
    public JanusTestWiring partitionService(WorkPartitionService service) {
        janus.partitionService = service;
        return this;
    }

    /** This node and its peers; default a one-node cluster adapter. */
    public JanusTestWiring clusterService(ClusterService service) {
        janus.clusterService = service;
        return this;
    }

    /** Virtual time (e.g. a ManualScheduler); without it Janus runs on the wall clock. */
    public JanusTestWiring scheduler(Scheduler value) {
        this.scheduler = value;
        return this;
    }

    /** A component property, e.g. {@code property("idleTimeout", 10)}. */
    public JanusTestWiring property(String name, Object value) {
        properties.put(name, value);
        return this;
    }

    /** Activates Janus with everything set so far. */
    public JanusManager activate() {
        checkState(janus.coreService != null && janus.packetService != null && janus.hostService != null
                           && janus.linkService != null
                           && janus.deviceService != null && janus.intentService != null
                           && janus.flowRuleService != null && janus.edgePortService != null
                           && janus.cfgService != null, "every ONOS service must be set");
        if (janus.storageService == null) {
            janus.storageService = new ClusterWideStorageService();
        }
        if (janus.partitionService == null) {
            janus.partitionService = new WorkPartitionServiceAdapter();
        }
        if (janus.clusterService == null) {
            janus.clusterService = new ClusterServiceAdapter();
        }
        if (scheduler != null) {
            janus.setScheduler(scheduler);
        }
        janus.activate(context(properties));
        return janus;
    }
}
