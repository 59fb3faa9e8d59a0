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
package org.onosproject.janus.realcluster;

import org.onosproject.core.Version;
import org.onosproject.core.VersionService;
import org.onosproject.upgrade.Upgrade;
import org.onosproject.upgrade.UpgradeEventListener;
import org.onosproject.upgrade.UpgradeService;

/**
 * The software version of every node, and an upgrade service saying no upgrade is under way. They
 * must agree: ONOS's leadership store names each election topic after the local version and looks
 * leaders up under the cluster version, so an upgrade service without a version (as the test adapter
 * has) hides every leader.
 */
final class SteadyVersion implements VersionService, UpgradeService {

    /** The ONOS version these stacks are built from. */
    static final Version ONOS_VERSION = Version.version("2.5.6");

    @Override
    public Version version() {
        return ONOS_VERSION;
    }

    @Override
    public Version getVersion() {
        return ONOS_VERSION;
    }

    @Override
    public Upgrade getState() {
        return new Upgrade(ONOS_VERSION, ONOS_VERSION, Upgrade.Status.INACTIVE);
    }

    @Override
    public boolean isUpgrading() {
        return false;
    }

    @Override
    public boolean isLocalActive() {
        return true;
    }

    @Override
    public boolean isLocalUpgraded() {
        return false;
    }

    @Override
    public void addListener(UpgradeEventListener listener) {
        // no upgrade ever happens
    }

    @Override
    public void removeListener(UpgradeEventListener listener) {
        // no upgrade ever happens
    }
}
