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

import org.onosproject.event.impl.CoreEventDispatcher;
import org.onosproject.janus.embedded.Wiring;

import java.util.Collection;
import java.util.concurrent.ExecutorService;

/**
 * ONOS's real event dispatcher, which on deactivation also ends its threads. ONOS stops each
 * dispatch loop but never shuts down the single-thread executor the loop ran on (in Karaf the
 * component lives as long as the JVM), so every stopped node would leave three idle non-daemon
 * threads behind in a test JVM.
 */
final class ThreadFreeingEventDispatcher extends CoreEventDispatcher {

    @Override
    public void deactivate() {
        super.deactivate();
        for (Object loop : (Collection<?>) Wiring.read(this, "dispatchers")) {
            ((ExecutorService) Wiring.read(loop, "executor")).shutdownNow();
        }
    }
}
