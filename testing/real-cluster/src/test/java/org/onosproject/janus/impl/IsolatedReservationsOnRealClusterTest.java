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

import org.junit.After;
import org.junit.Before;
import org.junit.ClassRule;
import org.junit.Test;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.IsolatedArbitration;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.strategy.DistributedReservationTable;
import org.onosproject.janus.impl.strategy.ReservationTable;
import org.onosproject.janus.impl.strategy.IsolatedSelector;
import org.onosproject.janus.realcluster.CountingStorageService;
import org.onosproject.janus.realcluster.SharedRealCluster;
import org.onosproject.janus.testing.MapLinkUsageView;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.store.primitives.DefaultConsistentMap;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.StorageService;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.JanusOnCluster.since;

/**
 * The {@code isolated} strategy's shared reservations ({@link DistributedReservationTable}) on a real
 * three-node ONOS cluster (Atomix Raft): one table per node on ONOS's own ConsistentMaps, built as
 * {@link JanusManager} builds them, each node's store calls counted. What a node's copy of the maps may
 * and may not do: lag, so that the node tries a taken path and the store refuses it, but never let two
 * flows take one free path. With {@code optimistic} arbitration, what the node's copy decides stands at
 * once and the store follows: a lost race shares the path, counted. Fresh maps per test, one cluster for
 * the class.
 */
public class IsolatedReservationsOnRealClusterTest {

    private static final int NODES = 3;
    private static final long BOUND_SECONDS = 30;
    private static final ApplicationId APP = new DefaultApplicationId(7, "org.onosproject.janus.reservations");
    private static final AtomicInteger TABLES = new AtomicInteger();

    @ClassRule
    public static final SharedRealCluster CLUSTER = new SharedRealCluster(NODES);

    private final FatTree tree = FatTree.of(4);
    private final DeviceId src = tree.edge(0, 0);
    private final DeviceId dst = tree.edge(1, 0);
    /** Four paths, one per core switch. */
    private final CandidatePaths interPod = FabricGraph.of(tree.links()).candidates(src, dst);
    private final MapLinkUsageView usage = new MapLinkUsageView();

    private String mapSuffix;
    private final List<CountingStorageService> storage = new ArrayList<>();
    private final List<DistributedReservationTable> tables = new ArrayList<>();
    // Where optimistic tables settle their writes; shut down after each test.
    private final ExecutorService settling = Executors.newSingleThreadExecutor();
    // Optimistic reservations that found their path taken by another node meanwhile, all nodes together.
    private final AtomicInteger sharedAfterRace = new AtomicInteger();

    /** One table per node on this test's own pair of maps, each node's storage counted. */
    @Before
    public void tablePerNode() {
        mapSuffix = "-" + TABLES.incrementAndGet();
        for (int node = 0; node < NODES; node++) {
            storage.add(new CountingStorageService(CLUSTER.cluster().node(node).storageService()));
            tables.add(table(storage.get(node).service(), false));
        }
    }

    @After
    public void closeTables() {
        tables.forEach(DistributedReservationTable::close);
        tables.get(0).clear();
        settling.shutdownNow();
    }

    private <K, V> ConsistentMap<K, V> map(StorageService service, String name) {
        return service.<K, V>consistentMapBuilder().withName(name + mapSuffix)
                .withSerializer(JanusSerializers.serializer(APP)).withApplicationId(APP).build();
    }

    private <K, V> AsyncConsistentMap<K, V> asyncMap(StorageService service, String name) {
        return service.<K, V>consistentMapBuilder().withName(name + mapSuffix)
                .withSerializer(JanusSerializers.serializer(APP)).withApplicationId(APP).buildAsyncMap();
    }

    /** A table on this test's maps; a deaf one never hears the maps' events (its copy only learns from its calls). */
    private DistributedReservationTable table(StorageService service, boolean deaf) {
        AsyncConsistentMap<FlowKey, List<Link>> pathOf = asyncMap(service, JanusManager.RESERVATIONS_MAP);
        AsyncConsistentMap<String, Set<FlowKey>> holdersOf = asyncMap(service, JanusManager.RESERVATION_HOLDERS_MAP);
        return deaf ? new DistributedReservationTable(deaf(pathOf), deaf(holdersOf))
                : new DistributedReservationTable(pathOf, holdersOf);
    }

    /** An optimistic table on this test's maps, each map seen through {@code through}. */
    private DistributedReservationTable optimisticTable(StorageService service, UnaryOperator<AsyncConsistentMap<?, ?>>
            through) {
        @SuppressWarnings("unchecked")
        AsyncConsistentMap<FlowKey, List<Link>> pathOf = (AsyncConsistentMap<FlowKey, List<Link>>)
                through.apply(asyncMap(service, JanusManager.RESERVATIONS_MAP));
        @SuppressWarnings("unchecked")
        AsyncConsistentMap<String, Set<FlowKey>> holdersOf = (AsyncConsistentMap<String, Set<FlowKey>>)
                through.apply(asyncMap(service, JanusManager.RESERVATION_HOLDERS_MAP));
        DistributedReservationTable table = new DistributedReservationTable(
                pathOf, holdersOf, () -> IsolatedArbitration.OPTIMISTIC, settling, sharedAfterRace::incrementAndGet);
        tables.add(table);
        return table;
    }

    /**
     * The map, its writes ({@code put}, {@code putIfAbsent}) answered only once {@code gate} completes; if
     * {@code unreachable}, every call fails from then on, as with a store cut off.
     */
    @SuppressWarnings("unchecked")
    private static AsyncConsistentMap<?, ?> gated(AsyncConsistentMap<?, ?> map, CompletableFuture<Void> gate,
                                                  boolean unreachable) {
        return (AsyncConsistentMap<?, ?>) Proxy.newProxyInstance(
                AsyncConsistentMap.class.getClassLoader(), new Class<?>[]{AsyncConsistentMap.class},
                (self, method, args) -> {
                    String name = method.getName();
                    if (name.equals("asConsistentMap")) {
                        return new DefaultConsistentMap<>((AsyncConsistentMap<Object, Object>) self,
                                                          DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS);
                    }
                    boolean listening = name.equals("addListener") || name.equals("removeListener");
                    if (unreachable && gate.isDone() && !listening) {
                        return CompletableFuture.failedFuture(new StorageException.Unavailable());
                    }
                    if (name.equals("put") || name.equals("putIfAbsent")) {
                        return gate.thenCompose(open -> unreachable
                                ? CompletableFuture.failedFuture(new StorageException.Unavailable())
                                : invoke(map, method, args));
                    }
                    try {
                        return method.invoke(map, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @SuppressWarnings("unchecked")
    private static CompletableFuture<Object> invoke(Object target, java.lang.reflect.Method method, Object[] args) {
        try {
            return (CompletableFuture<Object>) method.invoke(target, args);
        } catch (InvocationTargetException e) {
            return CompletableFuture.failedFuture(e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <K, V> AsyncConsistentMap<K, V> deaf(AsyncConsistentMap<K, V> map) {
        return (AsyncConsistentMap<K, V>) Proxy.newProxyInstance(
                AsyncConsistentMap.class.getClassLoader(), new Class<?>[]{AsyncConsistentMap.class},
                (self, method, args) -> {
                    if (method.getName().equals("addListener") || method.getName().equals("removeListener")) {
                        return CompletableFuture.completedFuture(null);
                    }
                    if (method.getName().equals("asConsistentMap")) {
                        return new DefaultConsistentMap<>((AsyncConsistentMap<K, V>) self,
                                                          DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS);
                    }
                    try {
                        return method.invoke(map, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** The holders of every path as the store has them (read through node 0's uncounted storage). */
    private Map<String, Set<FlowKey>> storedHolders() {
        ConsistentMap<String, Set<FlowKey>> holdersOf =
                map(CLUSTER.cluster().node(0).storageService(), JanusManager.RESERVATION_HOLDERS_MAP);
        return holdersOf.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().value()));
    }

    private Map<FlowKey, List<Link>> storedPaths() {
        ConsistentMap<FlowKey, List<Link>> pathOf =
                map(CLUSTER.cluster().node(0).storageService(), JanusManager.RESERVATIONS_MAP);
        return pathOf.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().value()));
    }

    private FlowKey flow(int srcPort) {
        return FlowKey.ofFiveTuple(tree.hostIp(src, 0), tree.hostIp(dst, 0), (byte) 6, srcPort, 5001);
    }

    private List<Link> path(long index) {
        return interPod.path(index);
    }

    private static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (!condition.getAsBoolean()) {
            assertTrue("not within " + BOUND_SECONDS + " s: " + what, System.nanoTime() < deadline);
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** Every node has heard that {@code path} has {@code holders} holders. */
    private void awaitEveryNodeHearing(List<Link> path, int holders) {
        await("every node hearing " + holders + " holders",
              () -> tables.stream().allMatch(t -> t.holders(path) == holders));
    }

    @Test
    public void nodesRacingForOneFreePathNeverBothTakeIt() throws Exception {
        int rounds = 20;
        ExecutorService pool = Executors.newFixedThreadPool(NODES);
        try {
            for (int round = 0; round < rounds; round++) {
                List<Link> path = path(round % 4);
                awaitEveryNodeHearing(path, 0);
                CyclicBarrier together = new CyclicBarrier(NODES);
                List<Future<Boolean>> took = new ArrayList<>();
                for (int node = 0; node < NODES; node++) {
                    DistributedReservationTable table = tables.get(node);
                    FlowKey flow = flow(40000 + round * NODES + node);
                    took.add(pool.submit((Callable<Boolean>) () -> {
                        together.await(BOUND_SECONDS, TimeUnit.SECONDS);
                        return table.tryReserve(flow, path);
                    }));
                }
                List<FlowKey> winners = new ArrayList<>();
                for (int node = 0; node < NODES; node++) {
                    if (took.get(node).get(BOUND_SECONDS, TimeUnit.SECONDS)) {
                        winners.add(flow(40000 + round * NODES + node));
                    }
                }
                assertEquals("round " + round + ": one node took the free path", 1, winners.size());
                assertEquals("round " + round + ": the store holds the path for the winner only",
                             Set.copyOf(winners), storedHolders().values().iterator().next());
                assertTrue(tables.get(1).release(winners.get(0)));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    public void aNodeThatHasNotHeardAPathWasTakenIsRefusedByTheStoreAndTakesAnotherPath() {
        DistributedReservationTable deafNode = table(storage.get(0).service(), true);
        tables.add(deafNode);
        FlowKey flow = flow(41000);
        // Where the flow's hash leads it when every path is free.
        List<Link> hashed = new IsolatedSelector().select(SimpleSelectionContext.of(flow, interPod, usage)).path();
        FlowKey other = flow(41001);
        assertTrue(tables.get(1).tryReserve(other, hashed));
        assertThat("the deaf node has not heard", deafNode.holders(hashed), is(0));

        Selection selection = new IsolatedSelector(deafNode).select(SimpleSelectionContext.of(flow, interPod, usage));

        assertThat(selection.path(), is(not(hashed)));
        assertFalse(selection.isFallback());
        assertEquals(Set.of(other), storedHolders().get(ReservationTable.pathId(hashed)));
        assertEquals(Set.of(flow), storedHolders().get(ReservationTable.pathId(selection.path())));
        assertEquals("the flow's record written for the refused path was put back, then the one it got",
                     Map.of(other, hashed, flow, selection.path()), storedPaths());
        assertThat("the refusal told the deaf node", deafNode.holders(hashed), is(1));
    }

    @Test
    public void aReservationMadeOnOneNodeIsReleasedByAnother() {
        FlowKey flow = flow(42000);
        assertTrue(tables.get(0).tryReserve(flow, path(1)));

        assertTrue(tables.get(2).release(flow));

        assertTrue("no flow holds a path: " + storedPaths(), storedPaths().isEmpty());
        assertTrue("no path has holders: " + storedHolders(), storedHolders().isEmpty());
        awaitEveryNodeHearing(path(1), 0);
    }

    @Test
    public void aNodeReleasesByLinkTheReservationsOfANodeThatStoppedFollowingTheMaps() {
        FlowKey onLost = flow(43000);
        FlowKey elsewhere = flow(43001);
        assertTrue(tables.get(0).tryReserve(onLost, path(0)));
        assertTrue(tables.get(0).tryReserve(elsewhere, path(1)));
        tables.get(0).close();
        // A node that starts following the maps afterwards, as a node taking the flows over would.
        DistributedReservationTable taker = table(storage.get(2).service(), false);
        tables.add(taker);

        Set<FlowKey> released = taker.releaseUsing(path(0).get(1));

        assertEquals(Set.of(onLost), released);
        assertEquals(Map.of(elsewhere, path(1)), storedPaths());
        assertEquals(Map.of(ReservationTable.pathId(path(1)), Set.of(elsewhere)), storedHolders());
    }

    @Test
    public void aNewFlowOnAFreePathCostsOneConditionalWriteAndOneRecord() {
        IsolatedSelector selector = new IsolatedSelector(tables.get(0));
        Map<String, Long> before = storage.get(0).counts();

        Selection selection = selector.select(SimpleSelectionContext.of(flow(44000), interPod, usage));

        assertFalse(selection.isFallback());
        assertEquals(Map.of(JanusManager.RESERVATION_HOLDERS_MAP + mapSuffix + ".putIfAbsent", 1L,
                            JanusManager.RESERVATIONS_MAP + mapSuffix + ".put", 1L),
                     since(before, storage.get(0).counts()));
    }

    @Test
    public void aNewFlowFallingBackOnPathsTheNodeHeardTakenCostsOneCompareAndSwapAndOneRecord() {
        for (int i = 0; i < 4; i++) {
            assertTrue(tables.get(1).tryReserve(flow(45000 + i), path(i)));
        }
        for (int i = 0; i < 4; i++) {
            awaitEveryNodeHearing(path(i), 1);
        }
        IsolatedSelector selector = new IsolatedSelector(tables.get(0));
        Map<String, Long> before = storage.get(0).counts();

        Selection selection = selector.select(SimpleSelectionContext.of(flow(45100), interPod, usage));

        assertTrue(selection.isFallback());
        assertEquals(Map.of(JanusManager.RESERVATION_HOLDERS_MAP + mapSuffix + ".replace", 1L,
                            JanusManager.RESERVATIONS_MAP + mapSuffix + ".put", 1L),
                     since(before, storage.get(0).counts()));
        assertEquals(2, storedHolders().get(ReservationTable.pathId(selection.path())).size());
    }

    @Test
    public void optimisticNodesRacingForOneFreePathAllKeepItAndEveryLoserIsCountedAsSharing() throws Exception {
        List<DistributedReservationTable> optimistic = new ArrayList<>();
        for (int node = 0; node < NODES; node++) {
            optimistic.add(optimisticTable(storage.get(node).service(), map -> map));
        }
        int rounds = 10;
        ExecutorService pool = Executors.newFixedThreadPool(NODES);
        try {
            for (int round = 0; round < rounds; round++) {
                List<Link> path = path(round % 4);
                await("every optimistic node hearing the path free",
                      () -> optimistic.stream().allMatch(t -> t.holders(path) == 0));
                CyclicBarrier together = new CyclicBarrier(NODES);
                List<Future<Boolean>> took = new ArrayList<>();
                Set<FlowKey> racing = new java.util.HashSet<>();
                for (int node = 0; node < NODES; node++) {
                    DistributedReservationTable table = optimistic.get(node);
                    FlowKey flow = flow(46000 + round * NODES + node);
                    racing.add(flow);
                    took.add(pool.submit((Callable<Boolean>) () -> {
                        together.await(BOUND_SECONDS, TimeUnit.SECONDS);
                        return table.tryReserve(flow, path);
                    }));
                }
                for (Future<Boolean> each : took) {
                    assertTrue("round " + round + ": the node's copy showed the path free",
                               each.get(BOUND_SECONDS, TimeUnit.SECONDS));
                }
                int round0 = round;
                await("round " + round + ": the store holds the path for every racer",
                      () -> racing.equals(storedHolders().get(ReservationTable.pathId(path))));
                assertEquals("round " + round0 + ": the racers' records",
                             racing.stream().collect(Collectors.toMap(f -> f, f -> path)), storedPaths());
                assertEquals("round " + round + ": every racer but the first to reach the store shares",
                             (round + 1) * (NODES - 1), sharedAfterRace.get());
                for (FlowKey flow : racing) {
                    assertTrue(optimistic.get(1).release(flow));
                }
                assertTrue("round " + round + ": released", storedHolders().isEmpty() && storedPaths().isEmpty());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    public void anOptimisticReservationStandsBeforeTheStoreHasAnswered() {
        CompletableFuture<Void> gate = new CompletableFuture<>();
        DistributedReservationTable node = optimisticTable(storage.get(0).service(), map -> gated(map, gate, false));
        FlowKey flow = flow(47000);

        assertTrue(node.tryReserve(flow, path(2)));

        assertThat("the node counts the flow among the path's holders at once", node.holders(path(2)), is(1));
        assertTrue("nothing reached the store yet", storedPaths().isEmpty() && storedHolders().isEmpty());
        gate.complete(null);
        await("the reservation in the store",
                () -> Set.of(flow).equals(storedHolders().get(ReservationTable.pathId(path(2)))));
        assertEquals(Map.of(flow, path(2)), storedPaths());
        assertThat(sharedAfterRace.get(), is(0));
    }

    @Test
    public void aReleaseWaitsForTheOptimisticReservationItEnds() throws Exception {
        CompletableFuture<Void> gate = new CompletableFuture<>();
        DistributedReservationTable node = optimisticTable(storage.get(0).service(), map -> gated(map, gate, false));
        FlowKey flow = flow(48000);
        assertTrue(node.tryReserve(flow, path(3)));

        CompletableFuture<Boolean> released = CompletableFuture.supplyAsync(() -> node.release(flow));
        Thread.sleep(300);
        assertFalse("the release waits while the reservation has not reached the store", released.isDone());
        gate.complete(null);

        assertTrue(released.get(BOUND_SECONDS, TimeUnit.SECONDS));
        assertTrue("nothing left: " + storedPaths() + " " + storedHolders(),
                   storedPaths().isEmpty() && storedHolders().isEmpty());
    }

    @Test
    public void anOptimisticReservationTheStoreFailedToRecordIsForgottenAndItsPathLooksFreeAgain() {
        CompletableFuture<Void> gate = new CompletableFuture<>();
        DistributedReservationTable node = optimisticTable(storage.get(0).service(), map -> gated(map, gate, true));
        FlowKey flow = flow(49000);
        assertTrue(node.tryReserve(flow, path(0)));

        // The store becomes unreachable before it answers: nothing written, nothing to take back there.
        gate.complete(null);

        await("the node's copy forgetting the reservation", () -> node.holders(path(0)) == 0);
        assertFalse(node.knownFlows().contains(flow));
        assertTrue("nothing in the store: " + storedPaths() + " " + storedHolders(),
                   storedPaths().isEmpty() && storedHolders().isEmpty());
    }
}
