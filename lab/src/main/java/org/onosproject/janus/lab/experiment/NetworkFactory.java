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
package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.net.BuildListener;

/**
 * Builds the network of one run. The lab's implementation wraps the emulated network on the
 * embedded ONOS core running Janus; tests use an ideal fabric.
 */
public interface NetworkFactory {

    /**
     * A fresh network for {@code spec}, at virtual time 0, with no flows and no rules, telling
     * {@code progress} how the building goes (a factory whose networks build at once may ignore it).
     *
     * @throws IllegalArgumentException if the fabric or strategy cannot be built
     */
    LabSession open(NetworkSpec spec, BuildListener progress);
}
