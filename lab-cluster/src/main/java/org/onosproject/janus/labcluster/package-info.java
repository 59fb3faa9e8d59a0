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
 * The lab's cluster scenario ({@code cluster-k4}): one Janus per node of a real ONOS cluster over the
 * lab's emulated fabric, traffic and workloads, a node killed and rejoining mid-run, and the report of
 * who acted on which flow, how long packet-ins waited through the stall, and what was left at the end.
 */
package org.onosproject.janus.labcluster;
