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
package org.onosproject.janus.testbed.controller;

import org.onlab.osgi.ComponentContextAdapter;
import org.onosproject.cfg.ComponentConfigAdapter;
import org.onosproject.core.CoreServiceAdapter;
import org.onosproject.net.config.NetworkConfigRegistryAdapter;
import org.onosproject.openflow.controller.OpenFlowController;
import org.onosproject.openflow.controller.OpenFlowService;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Collections;
import java.util.Dictionary;
import java.util.Hashtable;

/**
 * ONOS's real OpenFlow controller ({@code OpenFlowControllerImpl} of onos-protocols-openflow-ctl
 * 2.5.6) listening on one port, outside OSGi: its references are set by hand (core, component
 * config and network config adapters, the drivers of onos-drivers-default, and an OpenFlow
 * classifier service that has no classifiers), then it is activated as OSGi would.
 * The class comes from testing/onos-openflow-ctl (its jar re-packed: the one on Maven Central is corrupt).
 */
public final class RealOpenFlowController {

    private static final String IMPL = "org.onosproject.openflow.controller.impl.OpenFlowControllerImpl";

    private final Object impl;

    private RealOpenFlowController(Object impl) {
        this.impl = impl;
    }

    /** The controller, activated and listening on {@code port} with {@code workerThreads} threads. */
    public static RealOpenFlowController start(int port, int workerThreads) {
        try {
            Object impl = Class.forName(IMPL).getDeclaredConstructor().newInstance();
            set(impl, "coreService", new CoreServiceAdapter());
            set(impl, "cfgService", new ComponentConfigAdapter());
            set(impl, "netCfgService", new NetworkConfigRegistryAdapter());
            set(impl, "driverService", new OnosOpenFlowDrivers());
            set(impl, "openFlowManager", noClassifiers());
            Hashtable<String, Object> properties = new Hashtable<>();
            properties.put("openflowPorts", String.valueOf(port));
            properties.put("workerThreads", String.valueOf(workerThreads));
            Method activate = impl.getClass().getMethod("activate", org.osgi.service.component.ComponentContext.class);
            activate.invoke(impl, new ComponentContextAdapter() {
                @Override
                public Dictionary getProperties() {
                    return properties;
                }
            });
            return new RealOpenFlowController(impl);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot start ONOS's OpenFlow controller", e);
        }
    }

    public OpenFlowController controller() {
        return (OpenFlowController) impl;
    }

    public void stop() {
        try {
            impl.getClass().getMethod("deactivate").invoke(impl);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot stop ONOS's OpenFlow controller", e);
        }
    }

    /** The OpenFlow classifier service, with no classifier: listeners are accepted and never called. */
    private static OpenFlowService noClassifiers() {
        return (OpenFlowService) Proxy.newProxyInstance(OpenFlowService.class.getClassLoader(),
                new Class<?>[] {OpenFlowService.class}, (proxy, method, args) -> {
                    if (method.getReturnType() == java.util.Set.class) {
                        return Collections.emptySet();
                    }
                    if (method.getName().equals("toString")) {
                        return "no OpenFlow classifiers";
                    }
                    return null;
                });
    }

    private static void set(Object target, String name, Object value) throws ReflectiveOperationException {
        Field field = target.getClass().getDeclaredField(name);
        field.setAccessible(true);
        field.set(target, value);
    }
}
