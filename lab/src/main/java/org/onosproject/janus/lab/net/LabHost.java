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

/** A host as workloads place ranks on it: its index, edge switch id text and pod (-1 if not a fat-tree). */
public final class LabHost {

    private final int index;
    private final String edgeSwitch;
    private final int pod;

    public LabHost(int index, String edgeSwitch, int pod) {
        this.index = index;
        this.edgeSwitch = edgeSwitch;
        this.pod = pod;
    }

    public int index() {
        return index;
    }

    public String edgeSwitch() {
        return edgeSwitch;
    }

    public int pod() {
        return pod;
    }
}
