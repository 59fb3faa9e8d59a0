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
 * Moving a provisioned flow to another path: the one flow mover, and the four reasons to move: a dead link
 * (reroute), a hot link (rebalance), a new flow that would overload a link (placement repair) and a burst of
 * new flows placed jointly at its window's close (burst re-placement).
 */
package org.onosproject.janus.impl.move;
