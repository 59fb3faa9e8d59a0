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
 * Janus's implementation: the component ({@code JanusManager}) that turns packet-ins into intents on
 * paths the active strategy chooses, watches them until they idle out, reroutes them when a link dies,
 * repairs and rebalances their placement, and keeps the shared state of a cluster.
 */
package org.onosproject.janus.impl;
