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

import org.onosproject.driver.pipeline.DefaultSingleTablePipeline;
import org.onosproject.net.DeviceId;
import org.onosproject.net.behaviour.Pipeliner;
import org.onosproject.net.driver.DefaultDriver;
import org.onosproject.net.driver.DefaultDriverData;
import org.onosproject.net.driver.DefaultDriverHandler;
import org.onosproject.net.driver.Driver;
import org.onosproject.net.driver.DriverHandler;
import org.onosproject.net.driver.DriverServiceAdapter;

import java.util.List;
import java.util.Map;

/** One driver for every device: ONOS's single-table pipeliner, packet requests supported (as ONOS's ovs driver). */
final class SingleTableSwitchDrivers extends DriverServiceAdapter {

    private final Driver driver = new DefaultDriver("single-table", List.of(), "test", "switch", "1.0",
                                                    Map.of(Pipeliner.class, DefaultSingleTablePipeline.class),
                                                    Map.of("supportPacketRequest", "true"));

    @Override
    public Driver getDriver(DeviceId deviceId) {
        return driver;
    }

    @Override
    public DriverHandler createHandler(DeviceId deviceId, String... credentials) {
        return new DefaultDriverHandler(new DefaultDriverData(driver, deviceId));
    }
}
