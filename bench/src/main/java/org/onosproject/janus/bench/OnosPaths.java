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
package org.onosproject.janus.bench;

import org.onlab.packet.ChassisId;
import org.onosproject.common.event.impl.TestEventDispatcher;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.DefaultDevice;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.host.HostServiceAdapter;
import org.onosproject.net.provider.AbstractProvider;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.net.topology.DefaultGraphDescription;
import org.onosproject.net.topology.PathService;
import org.onosproject.net.topology.TopologyProvider;
import org.onosproject.net.topology.TopologyProviderService;
import org.onosproject.net.topology.impl.PathManager;
import org.onosproject.net.topology.impl.TopologyManager;
import org.onosproject.store.trivial.SimpleTopologyStore;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * ONOS's own path service on the same fat-tree: the real {@code PathManager} over the real
 * {@code TopologyManager}, whose store ({@code SimpleTopologyStore}, ONOS's trivial in-memory store)
 * holds a real {@code DefaultTopology} built from the fabric's devices and links, as ONOS's topology
 * provider would submit them. {@code getPaths(srcDevice, dstDevice)} then answers with every
 * equal-cost shortest path by hop count (ONOS's default weigher and path search), as a set of
 * {@code Path} objects: what an ONOS app that asks the core for paths gets.
 * <p>
 * No Karaf/OSGi: the components' {@code @Reference} fields are set by reflection and {@code activate}
 * is called, the way the embedded core of {@code testing/embedded-onos} wires them.
 */
final class OnosPaths {

    private static final ProviderId PROVIDER = new ProviderId("of", "org.onosproject.janus.bench.topology");

    private OnosPaths() {
    }

    /** A path service answering on {@code tree}'s current topology. */
    static PathService of(FatTree tree) {
        SimpleTopologyStore store = new SimpleTopologyStore();
        store.activate();
        TopologyManager topology = new TopologyManager();
        inject(topology, "store", store);
        inject(topology, "eventDispatcher", new TestEventDispatcher());
        topology.activate();
        PathManager paths = new PathManager();
        inject(paths, "topologyService", topology);
        inject(paths, "hostService", new HostServiceAdapter());
        paths.activate();

        List<Device> devices = new ArrayList<>();
        for (DeviceId id : tree.devices()) {
            devices.add(new DefaultDevice(PROVIDER, id, Device.Type.SWITCH, "janus", "bench", "1", "0",
                                          new ChassisId()));
        }
        TopologyProviderService service = topology.register(new Provider());
        service.topologyChanged(new DefaultGraphDescription(System.nanoTime(), System.currentTimeMillis(),
                                                            devices, tree.links()), null);
        if (topology.currentTopology().linkCount() != tree.links().size()) {
            throw new IllegalStateException("ONOS topology has " + topology.currentTopology().linkCount()
                                                    + " links, the fabric " + tree.links().size());
        }
        return paths;
    }

    private static void inject(Object component, String name, Object value) {
        for (Class<?> type = component.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                field.set(component, value);
                return;
            } catch (NoSuchFieldException e) {
                // look in the superclass
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot set " + name + " of " + component, e);
            }
        }
        throw new IllegalStateException(component.getClass() + " has no field " + name);
    }

    private static final class Provider extends AbstractProvider implements TopologyProvider {
        Provider() {
            super(PROVIDER);
        }

        @Override
        public void triggerRecompute() {
        }
    }
}
