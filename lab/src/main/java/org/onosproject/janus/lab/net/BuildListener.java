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

/**
 * Told how far the building of an {@link EmulatedNetwork} has got, stage by stage (switches, links,
 * hosts added to ONOS, ONOS settling, the controller starting), so that a large network does not build
 * in silence. A stage reports {@code (stage, 0, total)} when it starts, then at most about every
 * twentieth of its items, and {@code (stage, total, total)} when it is over.
 */
@FunctionalInterface
public interface BuildListener {
    /** Ignores everything. */
    BuildListener SILENT = (stage, done, total) -> {
    };

    /**
     * @param stage what is being built, e.g. {@code "links"}
     * @param done  items of the stage done so far
     * @param total items in the stage (1 for a stage that is one step)
     */
    void progress(String stage, long done, long total);
}
