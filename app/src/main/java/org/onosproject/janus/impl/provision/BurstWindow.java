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

import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.DeviceId;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Gathers the new flows that reach provisioning within a short window into one burst: the first flow of a
 * burst opens it, and {@code windowMillis} later (on the injectable scheduler) every flow that arrived
 * meanwhile is handed over together, in arrival order, to be placed jointly on the provisioning executor.
 * A flow that arrives again while it waits is kept once. A flow's set-up latency counts its wait in the window
 * on the scheduler (the wall clock in ONOS, virtual time in the lab) and the rest on the ticker. Thread-safe.
 */
public final class BurstWindow {

    private static final Logger log = getLogger(BurstWindow.class);

    /** A new flow waiting for its burst, with what its provisioning needs. */
    public static final class Waiting {
        private final Key key;
        private final FlowRequest request;
        private final DeviceId ingress;
        private final ByteBuffer data;
        private final long setupStart;

        Waiting(Key key, FlowRequest request, DeviceId ingress, ByteBuffer data, long setupStart) {
            this.key = checkNotNull(key, "key");
            this.request = checkNotNull(request, "request");
            this.ingress = checkNotNull(ingress, "ingress");
            this.data = data;
            this.setupStart = setupStart;
        }

        Key key() {
            return key;
        }

        FlowRequest request() {
            return request;
        }

        DeviceId ingress() {
            return ingress;
        }

        /** The flow's first packet, to send on once it has a path; null if there is none. */
        ByteBuffer data() {
            return data;
        }

        /** The ticker reading from which the flow's set-up latency counts. */
        long setupStart() {
            return setupStart;
        }

        private Waiting startShiftedBy(long nanos) {
            return new Waiting(key, request, ingress, data, setupStart + nanos);
        }
    }

    private final Scheduler scheduler;
    private final Ticker ticker;
    private final Executor executor;
    private final Consumer<List<Waiting>> place;
    private final Map<Key, Waiting> burst = new LinkedHashMap<>();
    private Scheduler.Task closing;
    private volatile boolean stopped;

    /**
     * @param scheduler where the window's time passes
     * @param ticker    the clock of the flows' set-up latency outside the window
     * @param executor  where a burst is placed (provisioning's own executor)
     * @param place     places a burst's flows together
     */
    public BurstWindow(Scheduler scheduler, Ticker ticker, Executor executor, Consumer<List<Waiting>> place) {
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.ticker = checkNotNull(ticker, "ticker");
        this.executor = checkNotNull(executor, "executor");
        this.place = checkNotNull(place, "place");
    }

    /** Adds {@code flow} to the open burst, opening one that closes {@code windowMillis} from now if none is. */
    synchronized void join(Waiting flow, long windowMillis) {
        checkArgument(windowMillis > 0, "window must be > 0: %s", windowMillis);
        if (stopped) {
            return;
        }
        // The wait is timed on the scheduler: the start moves on by the scheduler's reading less the ticker's
        // now, and back by the same difference when the window closes.
        burst.putIfAbsent(flow.key(), flow.startShiftedBy(scheduler.nowNanos() - ticker.read()));
        if (closing == null) {
            closing = scheduler.schedule(this::close, windowMillis);
        }
    }

    /** Drops the open burst and takes no more; a burst handed over but not yet placed is dropped too. */
    public synchronized void stop() {
        stopped = true;
        burst.clear();
        if (closing != null) {
            closing.cancel();
            closing = null;
        }
    }

    private void close() {
        List<Waiting> flows;
        synchronized (this) {
            closing = null;
            if (stopped || burst.isEmpty()) {
                return;
            }
            long back = ticker.read() - scheduler.nowNanos();
            flows = burst.values().stream().map(flow -> flow.startShiftedBy(back))
                    .collect(ImmutableList.toImmutableList());
            burst.clear();
        }
        try {
            // Janus may stop between the hand-over and the placement: nothing may be submitted then.
            executor.execute(() -> {
                if (!stopped) {
                    place.accept(flows);
                }
            });
        } catch (RejectedExecutionException e) {
            log.warn("Janus provisioning executor refused a burst; {} flows dropped", flows.size());
        }
    }
}
