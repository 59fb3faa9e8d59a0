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

import org.junit.Test;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.TestConsistentMap;
import org.onosproject.store.service.Versioned;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

/**
 * A node's copy of a ConsistentMap (on ONOS's in-memory test map, whose events are delivered at once;
 * the copy on a real cluster is tested in testing/real-cluster, IsolatedReservationsOnRealClusterTest).
 */
public class MapMirrorTest {

    private final ConsistentMap<String, Integer> map =
            new TestConsistentMap.Builder<String, Integer>().withName("mirrored").build();

    @Test
    public void loadsWhatTheMapHeldWhenItStarted() {
        map.put("a", 1);

        MapMirror<String, Integer> mirror = new MapMirror<>(map);

        assertThat(mirror.get("a"), is(map.get("a")));
    }

    @Test
    public void hearsEveryWriteToTheMapWithTheStoresVersion() {
        MapMirror<String, Integer> mirror = new MapMirror<>(map);

        map.put("a", 1);
        map.put("a", 2);

        assertThat(mirror.get("a").value(), is(2));
        assertThat(mirror.get("a").version(), is(map.get("a").version()));
    }

    @Test
    public void hearsARemoval() {
        map.put("a", 1);
        MapMirror<String, Integer> mirror = new MapMirror<>(map);

        map.remove("a");

        assertThat(mirror.get("a"), is(nullValue()));
    }

    @Test
    public void anEntryThisNodeWroteIsProvisionalUntilTheMapTellsItsVersion() {
        MapMirror<String, Integer> mirror = new MapMirror<>(map);

        mirror.wrote("a", 1);
        assertThat(mirror.get("a").version(), is(MapMirror.PROVISIONAL));
        map.put("a", 1);

        assertThat(mirror.get("a").version(), is(map.get("a").version()));
    }

    @Test
    public void aWriteThatMayNotHaveHappenedIsForgottenUnlessTheStoreWasHeardSince() {
        MapMirror<String, Integer> mirror = new MapMirror<>(map);
        mirror.wrote("a", 1);
        map.put("b", 2);
        mirror.wrote("b", 3);
        map.put("b", 4);

        mirror.forgetOwnWrite("a");
        mirror.forgetOwnWrite("b");

        assertThat(mirror.get("a"), is(nullValue()));
        assertThat(mirror.get("b"), is(map.get("b")));
    }

    @Test
    public void anEntryHeardLateNeverReplacesANewerOne() {
        MapMirror<String, Integer> mirror = new MapMirror<>(map);

        mirror.heard("a", new Versioned<>(2, 10));
        mirror.heard("a", new Versioned<>(1, 9));

        assertThat(mirror.get("a").value(), is(2));
    }

    @Test
    public void aRemovalOfAnOlderVersionLeavesANewerEntry() {
        MapMirror<String, Integer> mirror = new MapMirror<>(map);
        mirror.heard("a", new Versioned<>(2, 10));

        mirror.removed("a", 9);
        assertThat(mirror.get("a").value(), is(2));
        mirror.removed("a", 10);

        assertThat(mirror.get("a"), is(nullValue()));
    }

    @Test
    public void hearsNothingOnceClosed() {
        MapMirror<String, Integer> mirror = new MapMirror<>(map);

        mirror.close();
        map.put("a", 1);

        assertThat(mirror.get("a"), is(nullValue()));
    }
}
