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
package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Keeps the concurrency level of a {@link BackgroundSpec} on a pool of hosts until stopped. */
public final class BackgroundTraffic {
    static final int DST_PORT = 5001;

    private final BackgroundSpec spec;
    private final ImmutableList<Integer> pool;
    private final Random random;
    private final Set<Integer> sending = new HashSet<>();
    private LabNetwork network;
    private boolean running;
    private long flowsStarted;
    private long elephantsStarted;

    public BackgroundTraffic(BackgroundSpec spec, List<Integer> pool, long seed) {
        if (spec.targetSenders(pool.size()) > 0 && pool.size() < 2) {
            throw new IllegalArgumentException("background traffic needs at least 2 hosts, pool has " + pool.size());
        }
        this.spec = spec;
        this.pool = ImmutableList.copyOf(pool);
        this.random = new Random(seed);
    }

    /** Starts the warm-up at the network's current time: senders join evenly spread over it. */
    public void start(LabNetwork network) {
        this.network = network;
        this.running = true;
        int target = targetSenders();
        for (int i = 0; i < target; i++) {
            long at = target == 0 ? 0 : spec.warmupMillis() * i / target;
            network.schedule(at, this::startSession);
        }
    }

    /** No new flows from now on; those under way finish. */
    public void stop() {
        running = false;
    }

    public int targetSenders() {
        return spec.targetSenders(pool.size());
    }

    /** Hosts sending a background flow right now. */
    public int activeSenders() {
        return sending.size();
    }

    public long flowsStarted() {
        return flowsStarted;
    }

    public long elephantsStarted() {
        return elephantsStarted;
    }

    private void startSession() {
        if (!running || sending.size() >= targetSenders()) {
            return;
        }
        List<Integer> idle = new ArrayList<>();
        for (int h : pool) {
            if (!sending.contains(h)) {
                idle.add(h);
            }
        }
        int src = idle.get(random.nextInt(idle.size()));
        int dst;
        do {
            dst = pool.get(random.nextInt(pool.size()));
        } while (dst == src);
        long duration = BackgroundSpec.MIN_DURATION_MILLIS
                + (long) (random.nextDouble() * (spec.maxDurationMillis() - BackgroundSpec.MIN_DURATION_MILLIS));
        boolean mouse = random.nextDouble() < spec.mouseFraction();
        long bytes = mouse
                ? BackgroundSpec.MIN_MOUSE_BYTES
                    + (long) (random.nextDouble() * (BackgroundSpec.MAX_MOUSE_BYTES - BackgroundSpec.MIN_MOUSE_BYTES))
                : Math.max(BackgroundSpec.MIN_ELEPHANT_BYTES,
                    (long) (duration / 1000.0 * spec.elephantBytesPerSecond()));
        int srcPort = 32768 + random.nextInt(28000);
        sending.add(src);
        flowsStarted++;
        if (!mouse) {
            elephantsStarted++;
        }
        int sender = src;
        // The session ends when both its duration has passed and its bytes have arrived.
        int[] parts = {2};
        Runnable partDone = () -> {
            if (--parts[0] == 0) {
                sending.remove(sender);
                startSession();
            }
        };
        network.schedule(duration, partDone);
        network.startFlow(new FlowSpec(src, dst, bytes, srcPort, DST_PORT, mouse ? "bg:mouse" : "bg:elephant"),
                result -> partDone.run());
    }
}
