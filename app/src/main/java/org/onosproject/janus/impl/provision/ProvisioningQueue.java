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

import org.onosproject.janus.impl.stats.IgnoreReason;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * The bounded hand-off between ONOS's packet threads and provisioning (path selection and intent
 * submit): at most {@code capacity} new flows wait, each at most once (a packet-in for a flow already
 * waiting is folded into it), and a packet-in beyond the capacity is dropped and counted; the switch
 * sends another when the host retransmits. One drain runs at a time on the given executor, in arrival
 * order. Thread-safe.
 */
public final class ProvisioningQueue {

    private static final Logger log = getLogger(ProvisioningQueue.class);

    private final IntSupplier capacity;
    private final Executor drainer;
    private final JanusCounters counters;

    private final Map<Key, Runnable> waiting = new ConcurrentHashMap<>();
    private final Queue<Key> order = new ConcurrentLinkedQueue<>();
    private final AtomicInteger depth = new AtomicInteger();
    private final AtomicBoolean draining = new AtomicBoolean();
    private volatile boolean stopped;

    /**
     * @param capacity how many flows may wait (read on every offer, so it follows the configuration)
     * @param drainer  where the provisioning work runs; a direct executor runs it on the offering thread
     * @param counters where drops, folds and the peak depth are counted
     */
    public ProvisioningQueue(IntSupplier capacity, Executor drainer, JanusCounters counters) {
        this.capacity = checkNotNull(capacity, "capacity");
        this.drainer = checkNotNull(drainer, "drainer");
        this.counters = checkNotNull(counters, "counters");
        counters.gauge(Statistic.QUEUE_DEPTH, depth::get);
    }

    /**
     * Queues {@code work} for the flow {@code key} unless that flow already waits or the queue is full.
     *
     * @return false if the packet-in was dropped (the queue is full or stopped): nothing will happen for it;
     *         true if the flow waits (or, with a direct executor, was provisioned), this packet-in's work or
     *         that of an earlier one folded into it
     */
    boolean offer(Key key, Runnable work) {
        checkNotNull(key, "key");
        checkNotNull(work, "work");
        if (stopped) {
            counters.increment(Statistic.QUEUE_DROPS);
            return false;
        }
        if (waiting.containsKey(key)) {
            counters.increment(Statistic.QUEUE_COALESCED);
            return true;
        }
        int now = depth.incrementAndGet();
        if (now > capacity.getAsInt()) {
            depth.decrementAndGet();
            counters.increment(Statistic.QUEUE_DROPS);
            return false;
        }
        if (waiting.putIfAbsent(key, work) != null) {
            depth.decrementAndGet();
            counters.increment(Statistic.QUEUE_COALESCED);
            return true;
        }
        counters.peak(Statistic.QUEUE_PEAK_DEPTH, now);
        order.add(key);
        scheduleDrain();
        return true;
    }

    /** Drops everything waiting and refuses new work; work already running finishes. */
    public void stop() {
        stopped = true;
        Key key;
        while ((key = order.poll()) != null) {
            if (waiting.remove(key) != null) {
                depth.decrementAndGet();
            }
        }
    }

    private void scheduleDrain() {
        if (!draining.compareAndSet(false, true)) {
            return;
        }
        try {
            drainer.execute(this::drain);
        } catch (RejectedExecutionException e) {
            draining.set(false);
            log.warn("Janus provisioning executor refused work; {} flows dropped", depth.get());
            stop();
        }
    }

    /** The next waiting key, or null when none is waiting or the queue has stopped. */
    private Key nextKey() {
        return stopped ? null : order.poll();
    }

    private void drain() {
        do {
            for (Key key = nextKey(); key != null; key = nextKey()) {
                Runnable work = waiting.remove(key);
                if (work == null) {
                    continue;
                }
                depth.decrementAndGet();
                try {
                    work.run();
                } catch (RuntimeException e) {
                    log.warn("Janus could not provision {}", key, e);
                    counters.ignored(IgnoreReason.INTERNAL_ERROR);
                }
            }
            draining.set(false);
            // An offer between the last poll and the reset above found a drain running: pick it up.
        } while (!stopped && !order.isEmpty() && draining.compareAndSet(false, true));
    }
}
