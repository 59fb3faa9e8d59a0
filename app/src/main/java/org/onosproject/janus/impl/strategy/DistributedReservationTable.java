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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.util.concurrent.MoreExecutors;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.IsolatedArbitration;
import org.onosproject.net.Link;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.Versioned;
import org.slf4j.Logger;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * A {@link ReservationTable} shared by every ONOS node running Janus, on two ONOS ConsistentMaps: the
 * path each flow holds, and the flows holding each path (by a textual path id, so that equal paths are
 * one key whatever their links' annotations). Taking a free path is one {@code putIfAbsent}, so two
 * nodes can never both take the same free path; every other change of the holders is a compare-and-swap
 * on versions.
 * <p>
 * Each node keeps a copy of both maps fed by their events ({@link MapMirror}), so that choosing a path
 * costs the store only its writes: which paths look free, how many flows hold a path and whether a flow
 * holds one are read from the copy; a compare-and-swap uses the version the copy heard, and reads the
 * store only when it fails. A copy that lags can only make this node skip a path that was freed a moment
 * ago, or try a path that was taken a moment ago and fail (the store refuses the write): never take a
 * path another flow holds. What must be exact reads the store: {@link #release}, {@link #releaseUsing},
 * {@link #reservationOf}, {@link #size}. {@link #close} stops following the maps.
 * <p>
 * When the store decides is {@link IsolatedArbitration}, read at each reservation. {@code strict}: before
 * {@link #tryReserve} and {@link #reserve} return (the store refuses a path another node took a moment
 * ago, and the flow takes another). {@code optimistic}: they return what this node's copy decided, and
 * the store's writes follow on the {@code settling} executor; a flow that loses a race for a free path
 * joins its holders there (told to {@code sharedAfterRace}). Whatever reads or releases a flow's
 * reservation first waits for its writes to settle, so a release never overtakes the reservation it ends.
 */
public final class DistributedReservationTable implements ReservationTable {

    private static final Logger log = getLogger(DistributedReservationTable.class);

    private final AsyncConsistentMap<FlowKey, List<Link>> pathOfAsync;
    private final AsyncConsistentMap<String, Set<FlowKey>> holdersAsync;
    private final ConsistentMap<FlowKey, List<Link>> pathOf;
    private final ConsistentMap<String, Set<FlowKey>> holdersOf;
    private final MapMirror<FlowKey, List<Link>> knownPathOf;
    private final MapMirror<String, Set<FlowKey>> knownHolders;
    private final Supplier<IsolatedArbitration> arbitration;
    private final Executor settling;
    private final Runnable sharedAfterRace;
    // Optimistic reservations whose store writes have not settled yet, by flow.
    private final UnsettledWrites<FlowKey> unsettled = new UnsettledWrites<>();

    /** A table whose store decides every reservation before it returns ({@code strict}). */
    public DistributedReservationTable(AsyncConsistentMap<FlowKey, List<Link>> pathOf,
                                       AsyncConsistentMap<String, Set<FlowKey>> holdersOf) {
        this(pathOf, holdersOf, () -> IsolatedArbitration.STRICT, MoreExecutors.directExecutor(), () -> { });
    }

    /**
     * Follows both maps from now on (loading each once) until {@link #close}.
     *
     * @param pathOf          the path each flow holds
     * @param holdersOf       the flows holding each path, by {@link ReservationTable#pathId}
     * @param arbitration     when the store decides, read at each reservation
     * @param settling        where optimistic reservations' store writes are completed; it may block on the
     *                        store, so never a thread that delivers the store's answers
     * @param sharedAfterRace told of each optimistic reservation that found its path taken meanwhile
     */
    public DistributedReservationTable(AsyncConsistentMap<FlowKey, List<Link>> pathOf,
                                       AsyncConsistentMap<String, Set<FlowKey>> holdersOf,
                                       Supplier<IsolatedArbitration> arbitration, Executor settling,
                                       Runnable sharedAfterRace) {
        this.pathOfAsync = checkNotNull(pathOf, "pathOf");
        this.holdersAsync = checkNotNull(holdersOf, "holdersOf");
        this.pathOf = pathOf.asConsistentMap();
        this.holdersOf = holdersOf.asConsistentMap();
        this.arbitration = checkNotNull(arbitration, "arbitration");
        this.settling = checkNotNull(settling, "settling");
        this.sharedAfterRace = checkNotNull(sharedAfterRace, "sharedAfterRace");
        this.knownPathOf = new MapMirror<>(this.pathOf);
        this.knownHolders = new MapMirror<>(this.holdersOf);
    }

    /**
     * Waits for this node's unsettled reservations, then stops following the shared maps (when Janus stops
     * on this node); the reservations stay in them.
     */
    public void close() {
        try {
            awaitAllSettled();
        } catch (StorageException e) {
            log.warn("Janus stopped before every reservation of this node reached the store", e);
        }
        knownPathOf.close();
        knownHolders.close();
    }

    @Override
    public void reserve(FlowKey flow, List<Link> path) {
        checkNotNull(flow, "flow");
        List<Link> copy = ImmutableList.copyOf(checkNotNull(path, "path"));
        String id = ReservationTable.pathId(copy);
        awaitSettled(flow);
        if (arbitration.get() == IsolatedArbitration.OPTIMISTIC) {
            joinOptimistically(flow, copy, id);
            return;
        }
        // The flow's record is written while it joins the path's holders, which it always does in the end.
        CompletableFuture<Versioned<List<Link>>> recording = pathOfAsync.put(flow, copy);
        try {
            addHolder(id, flow);
        } catch (RuntimeException e) {
            restore(flow, recording, e);
            throw e;
        }
        recorded(flow, copy, await(recording));
    }

    /**
     * {@inheritDoc} A path this node has heard is held is refused without asking the store (it may have
     * been freed since this node heard of it: the flow then takes another path, or falls back).
     */
    @Override
    public boolean tryReserve(FlowKey flow, List<Link> path) {
        checkNotNull(flow, "flow");
        List<Link> copy = ImmutableList.copyOf(checkNotNull(path, "path"));
        String id = ReservationTable.pathId(copy);
        Versioned<Set<FlowKey>> known = knownHolders.get(id);
        if (known != null && !known.value().isEmpty()) {
            return false;
        }
        awaitSettled(flow);
        if (arbitration.get() == IsolatedArbitration.OPTIMISTIC) {
            takeOptimistically(flow, copy, id);
            return true;
        }
        Set<FlowKey> alone = ImmutableSet.of(flow);
        // The flow's record is written while the store decides (one round trip for both); put back as it
        // was if the store refuses the path.
        CompletableFuture<Versioned<List<Link>>> recording = pathOfAsync.put(flow, copy);
        Versioned<Set<FlowKey>> taken;
        try {
            taken = holdersOf.putIfAbsent(id, alone);
        } catch (RuntimeException e) {
            restore(flow, recording, e);
            throw e;
        }
        if (taken != null) {
            knownHolders.heard(id, taken);
            restore(flow, await(recording));
            return false;
        }
        knownHolders.wrote(id, alone);
        recorded(flow, copy, await(recording));
        return true;
    }

    // The free path as this node's copy shows it is the flow's at once; the store hears of it after. A path
    // another node took meanwhile is joined as a second holder: the flow's intent is on its way already.
    private void takeOptimistically(FlowKey flow, List<Link> path, String id) {
        Set<FlowKey> alone = ImmutableSet.of(flow);
        knownHolders.wrote(id, alone);
        knownPathOf.wrote(flow, path);
        CompletableFuture<Versioned<List<Link>>> recording = pathOfAsync.put(flow, path);
        CompletableFuture<Versioned<Set<FlowKey>>> taking = holdersAsync.putIfAbsent(id, alone);
        settleLater(flow, path, id, recording.thenCombine(taking, (old, taken) -> () -> {
            if (taken != null) {
                knownHolders.heard(id, taken);
                addHolder(id, flow, taken);
                log.debug("{} shares path {} with {}: another node took it a moment before", flow, id,
                          taken.value());
                sharedAfterRace.run();
            }
            recorded(flow, path, old);
        }));
    }

    // The fallback's path gains the flow as a holder in this node's copy at once, in the store after.
    private void joinOptimistically(FlowKey flow, List<Link> path, String id) {
        Versioned<Set<FlowKey>> known = knownHolders.get(id);
        Set<FlowKey> holders = known == null ? ImmutableSet.of(flow)
                : ImmutableSet.<FlowKey>builder().addAll(known.value()).add(flow).build();
        knownHolders.wrote(id, holders);
        knownPathOf.wrote(flow, path);
        CompletableFuture<Versioned<List<Link>>> recording = pathOfAsync.put(flow, path);
        // The holders as heard before this node's own provisional entry: the compare-and-swap's version.
        settleLater(flow, path, id, recording.thenApply(old -> () -> {
            addHolder(id, flow, known);
            recorded(flow, path, old);
        }));
    }

    // Completes a reservation once its first writes are answered: at once if they already are (a store in
    // this JVM), else on the settling executor.
    private void settleLater(FlowKey flow, List<Link> path, String id, CompletableFuture<Runnable> written) {
        if (written.isDone()) {
            settle(flow, path, id, written);
            return;
        }
        CompletableFuture<Void> settled = written.handleAsync((completion, failure) -> {
            settle(flow, path, id, written);
            return null;
        }, settling);
        unsettled.track(flow, settled);
    }

    // If the store failed, the flow keeps its path unreserved: what was written of it is taken back.
    private void settle(FlowKey flow, List<Link> path, String id, CompletableFuture<Runnable> written) {
        Throwable failed;
        try {
            written.join().run();
            return;
        } catch (CompletionException e) {
            failed = e.getCause();
        } catch (RuntimeException e) {
            failed = e;
        }
        takeBack(flow, path, id, failed);
    }

    private void takeBack(FlowKey flow, List<Link> path, String id, Throwable cause) {
        log.warn("The store failed to record the reservation of {}; its flow keeps its path unreserved", flow,
                 cause);
        knownPathOf.forgetOwnWrite(flow);
        knownHolders.forgetOwnWrite(id);
        try {
            Versioned<List<Link>> recorded = pathOf.get(flow);
            if (recorded != null && recorded.value().equals(path)) {
                pathOf.remove(flow, recorded.version());
            }
            removeHolder(id, flow);
        } catch (RuntimeException e) {
            log.warn("Could not take back what was written of the reservation of {}", flow, e);
        }
    }

    // Waits until the flow's optimistic reservation, if any, is in the store (or taken back).
    private void awaitSettled(FlowKey flow) {
        unsettled.await(flow);
    }

    private void awaitAllSettled() {
        unsettled.awaitAll();
    }

    // The flow's record now says path; the path it held before, if another, loses it as a holder.
    private void recorded(FlowKey flow, List<Link> path, Versioned<List<Link>> old) {
        knownPathOf.wrote(flow, path);
        if (old != null && !ReservationTable.pathId(old.value()).equals(ReservationTable.pathId(path))) {
            removeHolder(ReservationTable.pathId(old.value()), flow);
        }
    }

    // The flow's record as it was before a write for a path the flow did not get.
    private void restore(FlowKey flow, Versioned<List<Link>> old) {
        if (old == null) {
            pathOf.remove(flow);
            knownPathOf.absent(flow);
        } else {
            pathOf.put(flow, old.value());
            knownPathOf.wrote(flow, old.value());
        }
    }

    private void restore(FlowKey flow, CompletableFuture<Versioned<List<Link>>> recording, RuntimeException cause) {
        try {
            restore(flow, await(recording));
        } catch (RuntimeException e) {
            cause.addSuppressed(e);
        }
    }

    private static <T> T await(CompletableFuture<T> future) {
        return UnsettledWrites.await(future);
    }

    @Override
    public Optional<List<Link>> reservationOf(FlowKey flow) {
        awaitSettled(flow);
        return Optional.ofNullable(Versioned.valueOrNull(pathOf.get(flow)));
    }

    /** {@inheritDoc} As this node last heard (no store call). */
    @Override
    public int holders(List<Link> path) {
        Versioned<Set<FlowKey>> known = knownHolders.get(ReservationTable.pathId(path));
        return known == null ? 0 : known.value().size();
    }

    @Override
    public boolean release(FlowKey flow) {
        awaitSettled(flow);
        Versioned<List<Link>> old = pathOf.remove(flow);
        if (old == null) {
            knownPathOf.absent(flow);
            return false;
        }
        knownPathOf.removed(flow, old.version());
        removeHolder(ReservationTable.pathId(old.value()), flow);
        return true;
    }

    /**
     * {@inheritDoc} Asks the store only if this node has heard of a reservation of the flow: a reservation
     * made elsewhere a moment ago is replaced by the flow's next one (which releases what it replaces).
     */
    @Override
    public boolean releaseIfHeld(FlowKey flow) {
        return knownPathOf.get(flow) != null && release(flow);
    }

    /** {@inheritDoc} After the flow's own writes on this node settled. */
    @Override
    public void leave(FlowKey flow, List<Link> path) {
        awaitSettled(flow);
        removeHolder(ReservationTable.pathId(path), flow);
    }

    @Override
    public Set<FlowKey> releaseUsing(Link link) {
        awaitAllSettled();
        ImmutableSet.Builder<FlowKey> released = ImmutableSet.builder();
        for (Map.Entry<FlowKey, Versioned<List<Link>>> entry : pathOf.entrySet()) {
            List<Link> path = entry.getValue().value();
            if (uses(path, link) && pathOf.remove(entry.getKey(), entry.getValue().version())) {
                knownPathOf.removed(entry.getKey(), entry.getValue().version());
                removeHolder(ReservationTable.pathId(path), entry.getKey());
                released.add(entry.getKey());
            }
        }
        return released.build();
    }

    // By connect points: a link's state or annotations may differ between the stored and the live copy.
    private static boolean uses(List<Link> path, Link link) {
        return path.stream().anyMatch(l -> l.src().equals(link.src()) && l.dst().equals(link.dst()));
    }

    @Override
    public void clear() {
        awaitAllSettled();
        pathOf.clear();
        holdersOf.clear();
        knownPathOf.clear();
        knownHolders.clear();
    }

    /** {@inheritDoc} Including this node's own reservations the store has not confirmed yet. */
    @Override
    public Set<FlowKey> knownFlows() {
        return ImmutableSet.copyOf(knownPathOf.entries().keySet());
    }

    @Override
    public int size() {
        awaitAllSettled();
        return pathOf.size();
    }

    // Adds the flow to the path's holders: a compare-and-swap on the version this node heard, the store read
    // again only when that fails (or when this node wrote the entry last and does not know its version).
    private void addHolder(String path, FlowKey flow) {
        addHolder(path, flow, knownHolders.get(path));
    }

    // Likewise, starting from the holders as {@code known} (null: none heard).
    private void addHolder(String path, FlowKey flow, Versioned<Set<FlowKey>> known) {
        Versioned<Set<FlowKey>> current = known;
        boolean fromStore = false;
        if (current != null && current.version() == MapMirror.PROVISIONAL) {
            current = read(path);
            fromStore = true;
        }
        while (true) {
            if (current == null) {
                Set<FlowKey> alone = ImmutableSet.of(flow);
                Versioned<Set<FlowKey>> prior = holdersOf.putIfAbsent(path, alone);
                if (prior == null) {
                    knownHolders.wrote(path, alone);
                    return;
                }
                knownHolders.heard(path, prior);
                current = prior;
                fromStore = true;
            } else if (current.value().contains(flow)) {
                if (fromStore) {
                    return;
                }
                current = read(path);
                fromStore = true;
            } else {
                Set<FlowKey> more = ImmutableSet.<FlowKey>builder().addAll(current.value()).add(flow).build();
                if (holdersOf.replace(path, current.version(), more)) {
                    knownHolders.wrote(path, more);
                    return;
                }
                current = read(path);
                fromStore = true;
            }
        }
    }

    // Removes the flow from the path's holders, likewise; that the flow is not among them is always the
    // store's answer, never the copy's.
    private void removeHolder(String path, FlowKey flow) {
        Versioned<Set<FlowKey>> current = knownHolders.get(path);
        if (current == null || current.version() == MapMirror.PROVISIONAL || !current.value().contains(flow)) {
            current = read(path);
        }
        while (current != null && current.value().contains(flow)) {
            Set<FlowKey> fewer = current.value().stream().filter(f -> !f.equals(flow))
                    .collect(ImmutableSet.toImmutableSet());
            boolean done = fewer.isEmpty() ? holdersOf.remove(path, current.version())
                    : holdersOf.replace(path, current.version(), fewer);
            if (done) {
                if (fewer.isEmpty()) {
                    knownHolders.removed(path, current.version());
                } else {
                    knownHolders.wrote(path, fewer);
                }
                return;
            }
            current = read(path);
        }
    }

    // The path's holders as the store has them now, which this node's copy then knows.
    private Versioned<Set<FlowKey>> read(String path) {
        Versioned<Set<FlowKey>> stored = holdersOf.get(path);
        if (stored == null) {
            knownHolders.absent(path);
        } else {
            knownHolders.heard(path, stored);
        }
        return stored;
    }
}
