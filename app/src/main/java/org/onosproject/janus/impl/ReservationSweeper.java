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
package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.strategy.ReservationTable;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.StorageException;
import org.slf4j.Logger;

import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Releases isolated reservations whose flow is gone. With optimistic arbitration a new flow's reservation
 * reaches the store after its intent is submitted, from the node that provisioned it; if the flow's owner
 * (another node) removed the flow before that, its release found nothing to release and the reservation
 * would hold its path until the last Janus node stops. Every statistics interval this node looks, in its
 * copy, at the reservations of the flows it owns: one whose flow it knows no record of on two sweeps in a
 * row, and which the store confirms has no record, is released. While there is none, a sweep reads only
 * this node's copies. (A flow another node has just provisioned has a record within a store round trip,
 * so well within the interval between two sweeps; if its write outlasts both, its flow keeps its path
 * unreserved.)
 */
final class ReservationSweeper {

    private static final Logger log = getLogger(ReservationSweeper.class);

    private final ReservationTable reservations;
    private final FlowTable flows;
    private final Function<FlowKey, Key> intentKeyOf;
    private final Predicate<Key> isMine;
    private final JanusCounters counters;
    private final Scheduler scheduler;
    // Reservations of this node's flows without a flow record at the last sweep.
    private Set<FlowKey> suspects = ImmutableSet.of();
    private Scheduler.Task task;

    ReservationSweeper(ReservationTable reservations, FlowTable flows, Function<FlowKey, Key> intentKeyOf,
                       Predicate<Key> isMine, JanusCounters counters, Scheduler scheduler) {
        this.reservations = checkNotNull(reservations, "reservations");
        this.flows = checkNotNull(flows, "flows");
        this.intentKeyOf = checkNotNull(intentKeyOf, "intentKeyOf");
        this.isMine = checkNotNull(isMine, "isMine");
        this.counters = checkNotNull(counters, "counters");
        this.scheduler = checkNotNull(scheduler, "scheduler");
    }

    /** (Re)starts a sweep every {@code periodMillis}. */
    synchronized void start(long periodMillis) {
        checkArgument(periodMillis > 0, "period must be > 0: %s", periodMillis);
        stop();
        task = scheduler.scheduleAtFixedRate(this::sweepGuarded, periodMillis, periodMillis);
    }

    synchronized void stop() {
        if (task != null) {
            task.cancel();
            task = null;
        }
        suspects = ImmutableSet.of();
    }

    private void sweepGuarded() {
        try {
            sweep();
        } catch (StorageException e) {
            log.warn("Janus could not sweep the reservations of gone flows this time: {}", e.toString());
        }
    }

    /**
     * One sweep.
     *
     * @return the reservations released
     */
    synchronized int sweep() {
        ImmutableSet.Builder<FlowKey> unrecorded = ImmutableSet.builder();
        int released = 0;
        for (FlowKey flow : reservations.knownFlows()) {
            Key key = intentKeyOf.apply(flow);
            if (!isMine.test(key) || flows.cached(key).isPresent()) {
                continue;
            }
            if (!suspects.contains(flow) || flows.recorded(key)) {
                unrecorded.add(flow);
            } else if (reservations.release(flow)) {
                log.info("Released the reservation of {}: its flow is gone", flow);
                counters.increment(Statistic.ISOLATED_RESERVATIONS_SWEPT);
                released++;
            }
        }
        suspects = unrecorded.build();
        return released;
    }
}
