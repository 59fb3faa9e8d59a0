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
/**
 * Virtual time.
 * <p>
 * {@link org.onosproject.janus.lab.sim.EventEngine} is the deterministic discrete-event engine (events in
 * time order, then scheduling order; time moves only once the control plane is quiescent, see
 * {@link org.onosproject.janus.lab.sim.QuiescenceBarrier}).
 * {@link org.onosproject.janus.lab.sim.VirtualScheduler} is Janus's {@code Scheduler} on that clock.
 * <p>
 * Depends only on the Janus app's {@code Scheduler} interface.
 */
package org.onosproject.janus.lab.sim;
