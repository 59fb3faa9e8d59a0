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

import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.time.Scheduler;

/**
 * The ONOS application that reacts to the emulated network's packet-ins (Janus, in every real run),
 * started on the embedded core with the lab's virtual-time scheduler.
 */
public interface LabController {

    /** No application: only rules installed by hand exist (for tests of the data plane itself). */
    LabController NONE = new LabController() {
        @Override
        public void start(EmbeddedOnos onos, Scheduler scheduler) {
        }

        @Override
        public void stop() {
        }

        @Override
        public String toString() {
            return "none";
        }
    };

    /** Activates the application on {@code onos}; all its timers must go through {@code scheduler}. */
    void start(EmbeddedOnos onos, Scheduler scheduler);

    /** Deactivates it; called before the embedded core stops. */
    void stop();
}
