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
package org.onosproject.janus.impl.provision;

import com.google.common.util.concurrent.MoreExecutors;
import org.junit.Test;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.intent.Key;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** New flows gathered into bursts: the flows provisioned within the window are handed over once, together. */
public class BurstWindowTest {

    private final ManualScheduler clock = new ManualScheduler();
    private final List<List<Key>> replaced = new ArrayList<>();
    private final List<Runnable> handedOver = new ArrayList<>();

    private BurstWindow window(Executor executor) {
        return new BurstWindow(clock, executor, replaced::add);
    }

    private static Key flow(int host) {
        return Key.of(host, new DefaultApplicationId(1, "janus-test"));
    }

    @Test
    public void flowsJoiningWithinTheWindowAreHandedOverTogetherInArrivalOrderWhenItCloses() {
        BurstWindow bursts = window(MoreExecutors.directExecutor());
        bursts.join(flow(1), 5);
        clock.advance(3);
        bursts.join(flow(2), 5);
        bursts.join(flow(1), 5);
        assertTrue("nothing before the window closes", replaced.isEmpty());
        clock.advance(2);
        assertEquals(List.of(List.of(flow(1), flow(2))), replaced);
        bursts.join(flow(3), 5);
        clock.advance(5);
        assertEquals("a flow after the close opens the next burst", List.of(flow(3)), replaced.get(1));
    }

    @Test
    public void stoppingDropsTheOpenBurstAndOneHandedOverButNotYetReplaced() {
        BurstWindow bursts = window(handedOver::add);
        bursts.join(flow(1), 5);
        clock.advance(5);
        bursts.join(flow(2), 5);
        bursts.stop();
        clock.advance(5);
        handedOver.forEach(Runnable::run);
        assertEquals(1, handedOver.size());
        assertTrue(replaced.isEmpty());
        bursts.join(flow(3), 5);
        clock.advance(5);
        assertTrue("a stopped window takes no more flows", replaced.isEmpty());
        assertEquals(1, handedOver.size());
    }
}
