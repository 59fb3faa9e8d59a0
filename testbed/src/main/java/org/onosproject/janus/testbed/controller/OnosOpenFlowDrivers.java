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

import org.onlab.util.ItemNotFoundException;
import org.onosproject.net.DeviceId;
import org.onosproject.net.driver.Behaviour;
import org.onosproject.net.driver.DefaultDriverData;
import org.onosproject.net.driver.DefaultDriverHandler;
import org.onosproject.net.driver.DefaultDriverProvider;
import org.onosproject.net.driver.Driver;
import org.onosproject.net.driver.DriverHandler;
import org.onosproject.net.driver.DriverServiceAdapter;
import org.onosproject.net.driver.XmlDriverLoader;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The drivers of ONOS's onos-drivers-default, read from its {@code onos-drivers.xml} outside OSGi,
 * for the testbed's switches, which are all Open vSwitch: every device gets the {@code ovs} driver
 * (its Nicira handshaker, ONOS's single-table pipeliner) whatever its version: ONOS 2.5's
 * {@code ovs} driver only names 2.x, and Open vSwitch 3.x would otherwise get {@code default}.
 */
public final class OnosOpenFlowDrivers extends DriverServiceAdapter {

    private final Map<String, Driver> byName;

    public OnosOpenFlowDrivers() {
        try (InputStream xml = getClass().getClassLoader().getResourceAsStream("onos-drivers.xml")) {
            if (xml == null) {
                throw new IllegalStateException("onos-drivers.xml (onos-drivers-default) is not on the class path");
            }
            XmlDriverLoader loader = new XmlDriverLoader(getClass().getClassLoader(), OnosOpenFlowDrivers::behaviour);
            DefaultDriverProvider drivers = loader.loadDrivers(xml, name -> null);
            byName = drivers.getDrivers().stream().collect(Collectors.toMap(Driver::name, Function.identity()));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read onos-drivers.xml", e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Class<? extends Behaviour> behaviour(String name) {
        try {
            return (Class<? extends Behaviour>) Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("no behaviour class " + name, e);
        }
    }

    @Override
    public Driver getDriver(String name) {
        Driver driver = byName.get(name);
        if (driver == null) {
            throw new ItemNotFoundException("no driver " + name);
        }
        return driver;
    }

    /**
     * Every device of the testbed is an Open vSwitch bridge: the {@code ovs} driver (which ONOS's
     * PacketManager also asks, for its "supportPacketRequest" property).
     */
    @Override
    public Driver getDriver(DeviceId deviceId) {
        return getDriver("ovs");
    }

    /** A handler of the {@code ovs} driver (its Pipeliner: ONOS's single-table pipeline) for any device. */
    @Override
    public DriverHandler createHandler(DeviceId deviceId, String... credentials) {
        return new DefaultDriverHandler(new DefaultDriverData(getDriver("ovs"), deviceId));
    }

    @Override
    public Driver getDriver(String manufacturer, String hardware, String software) {
        boolean openVSwitch = "Nicira, Inc.".equals(manufacturer) && "Open vSwitch".equals(hardware);
        return getDriver(openVSwitch ? "ovs" : "default");
    }
}
