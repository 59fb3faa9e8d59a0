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
package org.onosproject.janus.impl.strategy;

import org.onosproject.net.ConnectPoint;

import java.util.OptionalLong;

/** Numbers the fabric's host ports, as destination-based routing needs (see {@link DmodkSelector}). */
@FunctionalInterface
public interface HostIndex {

    /**
     * The index of the host port {@code attachment}, from 0; empty when it is not a host port of the fabric.
     *
     * @param attachment a host's attachment point (an edge switch port)
     * @return its index, or empty
     */
    OptionalLong indexOf(ConnectPoint attachment);
}
