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
package org.onosproject.janus.impl.graph;

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** An index over candidate paths that came from somewhere other than a {@link FabricGraph}. */
final class IndexedCandidatesAdapter implements IndexedCandidates {

    private final CandidatePaths candidates;
    private final int[] firstLink;
    private final List<Link> links = new ArrayList<>();
    private final int[] linkSource;

    IndexedCandidatesAdapter(CandidatePaths candidates) {
        this.candidates = candidates;
        List<DeviceId> devices = candidates.devicesInBfsOrder();
        Map<DeviceId, Integer> local = new HashMap<>();
        for (int v = 0; v < devices.size(); v++) {
            local.put(devices.get(v), v);
        }
        firstLink = new int[devices.size() + 1];
        List<Integer> sources = new ArrayList<>();
        for (int v = 0; v < devices.size(); v++) {
            firstLink[v] = links.size();
            for (Link link : candidates.linksInto(devices.get(v))) {
                Integer from = local.get(link.src().deviceId());
                if (from == null) {
                    throw new IllegalArgumentException(link + " comes from outside the candidate DAG");
                }
                links.add(link);
                sources.add(from);
            }
        }
        firstLink[devices.size()] = links.size();
        linkSource = sources.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int dagSize() {
        return firstLink.length - 1;
    }

    @Override
    public int firstLinkInto(int v) {
        return firstLink[v];
    }

    @Override
    public int endLinkInto(int v) {
        return firstLink[v + 1];
    }

    @Override
    public Link dagLink(int i) {
        return links.get(i);
    }

    @Override
    public int dagLinkSource(int i) {
        return linkSource[i];
    }

    @Override
    public DeviceId source() {
        return candidates.source();
    }

    @Override
    public DeviceId destination() {
        return candidates.destination();
    }

    @Override
    public int hopCount() {
        return candidates.hopCount();
    }

    @Override
    public long pathCount() {
        return candidates.pathCount();
    }

    @Override
    public List<DeviceId> devicesInBfsOrder() {
        return candidates.devicesInBfsOrder();
    }

    @Override
    public List<Link> linksInto(DeviceId device) {
        return candidates.linksInto(device);
    }

    @Override
    public List<Link> path(long index) {
        return candidates.path(index);
    }

    @Override
    public List<List<Link>> paths() {
        return candidates.paths();
    }
}
