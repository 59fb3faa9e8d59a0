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
 * A flow that arrives again while it waits is kept once. Each flow's {@link SetupTimer} counts its wait in the
 * window on the scheduler and the rest on the ticker. Thread-safe.
 */
public final class BurstWindow {

    private static final Logger log = getLogger(BurstWindow.class);

    /** A new flow waiting for its burst, with what its provisioning needs. */
    public static final class Waiting {
        private final Key key;
        private final FlowRequest request;
        private final DeviceId ingress;
        private final ByteBuffer data;
        private final SetupTimer timer;

        Waiting(Key key, FlowRequest request, DeviceId ingress, ByteBuffer data, SetupTimer timer) {
            this.key = checkNotNull(key, "key");
            this.request = checkNotNull(request, "request");
            this.ingress = checkNotNull(ingress, "ingress");
            this.data = data;
            this.timer = checkNotNull(timer, "timer");
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

        /** The time since the flow's packet-in. */
        SetupTimer timer() {
            return timer;
        }

        private Waiting withTimer(SetupTimer resumed) {
            return new Waiting(key, request, ingress, data, resumed);
        }
    }

    /** A flow in the open burst and when it joined, on the ticker and on the scheduler. */
    private static final class Joined {
        private final Waiting flow;
        private final long tickerNanos;
        private final long schedulerNanos;

        private Joined(Waiting flow, long tickerNanos, long schedulerNanos) {
            this.flow = flow;
            this.tickerNanos = tickerNanos;
            this.schedulerNanos = schedulerNanos;
        }

        private Waiting resumed(long schedulerNanosNow, long tickerNanosNow) {
            return flow.withTimer(flow.timer().afterWait(tickerNanos, schedulerNanosNow - schedulerNanos,
                                                         tickerNanosNow));
        }
    }

    private final Scheduler scheduler;
    private final Ticker ticker;
    private final Executor executor;
    private final Consumer<List<Waiting>> place;
    private final Map<Key, Joined> burst = new LinkedHashMap<>();
    private Scheduler.Task closing;
    private boolean stopped;

    /**
     * @param scheduler where the window's time passes
     * @param ticker    the clock of the flows' {@link SetupTimer}s outside the window
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
        if (!burst.containsKey(flow.key())) {
            burst.put(flow.key(), new Joined(flow, ticker.read(), scheduler.nowNanos()));
        }
        if (closing == null) {
            closing = scheduler.schedule(this::close, windowMillis);
        }
    }

    /** Flows waiting in the open burst. */
    synchronized int waiting() {
        return burst.size();
    }

    private synchronized boolean stopped() {
        return stopped;
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
            long schedulerNanos = scheduler.nowNanos();
            long tickerNanos = ticker.read();
            flows = burst.values().stream().map(joined -> joined.resumed(schedulerNanos, tickerNanos))
                    .collect(ImmutableList.toImmutableList());
            burst.clear();
        }
        try {
            // Janus may stop between the hand-over and the placement: nothing may be submitted then.
            executor.execute(() -> {
                if (!stopped()) {
                    place.accept(flows);
                }
            });
        } catch (RejectedExecutionException e) {
            log.warn("Janus provisioning executor refused a burst; {} flows dropped", flows.size());
        }
    }
}
