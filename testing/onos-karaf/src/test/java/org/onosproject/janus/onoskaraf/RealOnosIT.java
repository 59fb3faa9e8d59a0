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
package org.onosproject.janus.onoskaraf;

import org.junit.ClassRule;
import org.junit.runner.RunWith;
import org.junit.runners.Suite;

/**
 * Janus's .oar in a real ONOS 2.5.6 (Karaf 4.2.9, ONOS's own bundles): one Karaf boot shared by every
 * check, in this order (the log is read last, after everything the others did).
 */
@RunWith(Suite.class)
@Suite.SuiteClasses({
        ApplicationLifecycleChecks.class,
        KarafCommandChecks.class,
        RestApiChecks.class,
        ComponentConfigChecks.class,
        KarafLogChecks.class,
})
public final class RealOnosIT {

    /** The suite's ONOS; the member classes reach it here. */
    @ClassRule
    public static final SharedOnos ONOS = new SharedOnos();

    private RealOnosIT() {
        // JUnit's Suite runner never instantiates the suite class
    }
}
