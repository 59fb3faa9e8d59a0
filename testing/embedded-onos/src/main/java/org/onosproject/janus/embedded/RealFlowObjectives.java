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

import org.onlab.osgi.ComponentContextAdapter;
import org.onlab.osgi.TestServiceDirectory;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cluster.ClusterService;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.driver.DriverService;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.flowobjective.FlowObjectiveService;
import org.onosproject.net.flowobjective.FlowObjectiveStore;
import org.onosproject.net.flowobjective.impl.FlowObjectiveManager;
import org.onosproject.net.group.GroupServiceAdapter;
import org.osgi.service.component.ComponentContext;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;

/**
 * ONOS's real FlowObjectiveManager as the embedded core runs it for real switches: objectives
 * (PacketManager's packet requests, as forwarding objectives) become flow rules through the
 * {@code Pipeliner} of each device's driver, e.g. onos-drivers-default's {@code ovs} driver and
 * its {@code DefaultSingleTablePipeline}. The pipeliner finds the FlowRuleService and the
 * flow-objective store in the manager's service directory, which is OSGi's unless set; it is set
 * here. Groups are not supported (an adapter): single-table switches need none.
 */
final class RealFlowObjectives {

    private final FlowObjectiveManager manager = new FlowObjectiveManager();

    /** The manager; usable as a reference before {@link #activate}, as OSGi would hand it out. */
    FlowObjectiveService service() {
        return manager;
    }

    void activate(DriverService drivers, DeviceService devices, ClusterService cluster, FlowRuleService flowRules,
                  ComponentConfigService config) {
        FlowObjectiveStore store = new InMemoryFlowObjectiveStore();
        Map.<String, Object>of("driverService", drivers, "deviceService", devices, "clusterService", cluster,
                               "flowRuleService", flowRules, "groupService", new GroupServiceAdapter(),
                               "flowObjectiveStore", store, "cfgService", config,
                               "serviceDirectory", new TestServiceDirectory()
                                       .add(FlowRuleService.class, flowRules).add(FlowObjectiveStore.class, store))
                .forEach((field, value) -> Wiring.inject(manager, field, value));
        activateWithDefaultProperties();
    }

    void deactivate() {
        Wiring.call(manager, "deactivate");
    }

    /** Its activate reads its properties from the context (null in an empty one): none set, ONOS's defaults. */
    private void activateWithDefaultProperties() {
        Hashtable<String, Object> none = new Hashtable<>();
        ComponentContext context = new ComponentContextAdapter() {
            @Override
            public Dictionary getProperties() {
                return none;
            }
        };
        try {
            Method activate = FlowObjectiveManager.class.getDeclaredMethod("activate", ComponentContext.class);
            activate.setAccessible(true);
            activate.invoke(manager, context);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("FlowObjectiveManager failed to activate", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot activate FlowObjectiveManager", e);
        }
    }
}
