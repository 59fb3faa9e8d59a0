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
package org.onosproject.janus.impl.store;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.intent.Key;
import org.onosproject.janus.embedded.ClusterWideStorageService;
import org.onosproject.janus.embedded.CompletedAsyncMaps;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.Versioned;
import org.onosproject.store.service.WallClockTimestamp;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * What the flow table asks of the shared store: a new flow costs one call, its record, written after the
 * intent is submitted (another node's record written first stands); a flow's activity
 * stays with the node that polls it, and reaches the other nodes, through the eventually consistent
 * activity map and never through the record, only when its charge changes materially, a poll's changes
 * in one write. Two stores on one set of maps stand for two ONOS nodes.
 */
public class DistributedFlowStoreTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000002/1");
    private static final Set<String> NOT_CALLS = Set.of("addListener", "removeListener", "name");

    private final ManualScheduler clock = new ManualScheduler(1_000);
    private final Map<String, Integer> calls = new TreeMap<>();
    // Reads of the eventually consistent map are answered from the node's own replica: not calls.
    private static final Set<String> LOCAL_READS = Set.of("get", "containsKey", "size", "isEmpty", "keySet",
                                                          "values", "entrySet");

    private final ClusterWideStorageService storage = new ClusterWideStorageService();
    private final ConsistentMap<String, ProvisionedFlow> sharedFlows = counted(
            storage.<String, ProvisionedFlow>consistentMapBuilder().withName("flows").build(), "flows",
            ConsistentMap.class, Set.of());
    private final EventuallyConsistentMap<String, ActivityBucket> sharedActivity = counted(
            storage.<String, ActivityBucket>eventuallyConsistentMapBuilder().withName("activity")
                    .withTimestampProvider((group, bucket) -> new WallClockTimestamp(
                            bucket == null ? clock.nowMillis() : bucket.writtenAtMillis()))
                    .build(), "activity", EventuallyConsistentMap.class, LOCAL_READS);
    private final FlowStore owner = table();
    private final FlowStore other = table();

    private static final FlowStore.Settlement NO_RACE = new FlowStore.Settlement() {
        @Override
        public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            throw new AssertionError("no race in this test");
        }

        @Override
        public void failed(ProvisionedFlow ours) {
            throw new AssertionError("no failure in this test");
        }
    };

    /** What a provisioning node was told of its flows' records. */
    private static final class Told implements FlowStore.Settlement {
        private final List<String> what = new ArrayList<>();

        @Override
        public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            what.add("lost " + ours.createdMillis() + " to " + recorded.createdMillis());
        }

        @Override
        public void failed(ProvisionedFlow ours) {
            what.add("failed " + ours.createdMillis());
        }
    }

    private FlowStore table() {
        return new DistributedFlowStore(CompletedAsyncMaps.of(sharedFlows), sharedActivity, clock,
                                        MoreExecutors.directExecutor());
    }

    // The map (a {@code type}), whose putIfAbsent answers {@code answer} instead.
    @SuppressWarnings("unchecked")
    private static <M> M withPutIfAbsent(Class<M> type, M map, Supplier<Object> answer) {
        return (M) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, (self, method, args) -> {
            if (method.getName().equals("putIfAbsent")) {
                return answer.get();
            }
            try {
                return method.invoke(map, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    @SuppressWarnings("unchecked")
    private <M> M counted(M map, String name, Class<?> type, Set<String> notCounted) {
        return (M) Proxy.newProxyInstance(
                type.getClassLoader(), new Class<?>[]{type}, (self, method, args) -> {
                    if (!NOT_CALLS.contains(method.getName()) && !notCounted.contains(method.getName())) {
                        calls.merge(name + "." + method.getName(), 1, Integer::sum);
                    }
                    try {
                        return method.invoke(map, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** One poll of the owner: every flow's counter read, then what changed materially shared. */
    private void poll(Map<Key, Long> counters) {
        counters.forEach((key, bytes) -> owner.observeBytes(key, bytes, clock.nowMillis()));
        owner.shareActivity();
    }

    private void poll(Key key, long bytes) {
        poll(Map.of(key, bytes));
    }

    private static ProvisionedFlow flow(String name, long nowMillis) {
        Key key = Key.of(name, APP);
        FlowRequest request = new FlowRequest(FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"),
                                                                 Ip4Address.valueOf("10.0.0.2")),
                                              HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"), A, B);
        return new ProvisionedFlow(key, request, Selection.of(ImmutableList.of(), "test"), "test", nowMillis, 1000);
    }

    private ProvisionedFlow installed(String name) {
        ProvisionedFlow flow = flow(name, clock.nowMillis());
        TestFlowTables.provision(owner, flow.intentKey(), () -> flow);
        owner.markInstalled(flow.intentKey(), clock.nowMillis());
        return flow;
    }

    private int calls() {
        return calls.values().stream().mapToInt(Integer::intValue).sum();
    }

    @Test
    public void aNewFlowCostsOneStoreCallFromSubmitToInstalled() {
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        calls.clear();
        Optional<ProvisionedFlow> outcome = TestFlowTables.provision(owner, flow.intentKey(), () -> flow);
        owner.markInstalled(flow.intentKey(), clock.nowMillis());

        assertTrue(outcome.isPresent());
        assertEquals(Map.of("flows.putIfAbsent", 1), calls);
    }

    @Test
    public void aNodeStartedLaterKnowsEveryRecordWithoutAStoreCallPerFlow() {
        ProvisionedFlow flow = installed("a");
        FlowStore late = table();
        calls.clear();
        assertEquals(flow.intentKey(), late.cached(flow.intentKey()).orElseThrow().intentKey());
        assertEquals(1, late.all().size());
        assertEquals(Map.of(), calls);
    }

    @Test
    public void aRecordAnotherNodeRemovedLeavesThisNodesCopyAndReachesItsDelegateOnce() {
        ProvisionedFlow flow = installed("a");
        List<FlowStoreEvent> heard = new ArrayList<>();
        other.setDelegate(heard::add);
        owner.remove(flow.intentKey());
        assertFalse(other.cached(flow.intentKey()).isPresent());
        assertEquals(1, heard.size());
        assertEquals(FlowStoreEvent.Type.REMOVED, heard.get(0).type());
        assertEquals(flow.intentKey(), heard.get(0).subject().intentKey());
    }

    @Test
    public void aClosedStoreHearsNothingMore() {
        List<FlowStoreEvent> heard = new ArrayList<>();
        other.setDelegate(heard::add);
        other.close();
        ProvisionedFlow flow = installed("a");
        assertEquals(List.of(), heard);
        assertFalse(other.cached(flow.intentKey()).isPresent());
    }

    @Test
    public void theIntentIsSubmittedBeforeAnyStoreCallAndTheRecordWrittenAfter() {
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        calls.clear();
        List<String> seenAtSubmit = new ArrayList<>();
        owner.provision(flow.intentKey(), () -> flow, f -> {
            seenAtSubmit.add("store calls=" + calls() + ", known here=" + owner.cached(f.intentKey()).isPresent());
            return true;
        }, NO_RACE);
        assertEquals(List.of("store calls=0, known here=true"), seenAtSubmit);
        assertTrue("recorded after", other.get(flow.intentKey()).isPresent());
    }

    @Test
    public void aFailedSubmitRecordsNothingAndCallsNoStore() {
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        calls.clear();
        Optional<ProvisionedFlow> outcome = owner.provision(flow.intentKey(), () -> flow, f -> false, NO_RACE);
        assertFalse(outcome.isPresent());
        assertFalse("forgotten here", owner.cached(flow.intentKey()).isPresent());
        assertEquals(Map.of(), calls);
        assertEquals(0, sharedFlows.size());
    }

    @Test
    public void aFlowAnotherNodeRecordedFirstGivesWayToThatRecord() {
        ProvisionedFlow ours = flow("a", clock.nowMillis());
        ProvisionedFlow theirs = flow("a", clock.nowMillis() + 1);
        Told told = new Told();
        // The other node records the flow while this one selects: this node's copy had not heard of it.
        Optional<ProvisionedFlow> outcome = owner.provision(ours.intentKey(), () -> {
            TestFlowTables.provision(other, theirs.intentKey(), () -> theirs);
            return ours;
        }, f -> true, told);

        assertEquals(List.of("lost 1000 to 1001"), told.what);
        assertEquals(theirs, outcome.orElseThrow());
        assertEquals(theirs, owner.cached(ours.intentKey()).orElseThrow());
        assertEquals(theirs, Versioned.valueOrNull(sharedFlows.get(ours.intentKey().toString())));
    }

    @Test
    public void aRecordTheStoreFailedToWriteIsForgottenAndTheSettlementTold() {
        // As a store that timed out.
        ConsistentMap<String, ProvisionedFlow> failing = withPutIfAbsent(ConsistentMap.class, sharedFlows, () -> {
            throw new StorageException.Timeout();
        });
        FlowStore table = new DistributedFlowStore(CompletedAsyncMaps.of(failing), sharedActivity, clock,
                                        MoreExecutors.directExecutor());
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        Told told = new Told();
        table.provision(flow.intentKey(), () -> flow, f -> true, told);

        assertEquals(List.of("failed " + flow.createdMillis()), told.what);
        assertFalse("forgotten by its node", table.cached(flow.intentKey()).isPresent());
        assertEquals(0, sharedFlows.size());
    }

    @Test
    public void aRecordTheStoreDoesNotAnswerInAStoreTimeoutFailsAndIsForgotten() {
        // As a store a node is cut off from.
        AsyncConsistentMap<String, ProvisionedFlow> unanswered = withPutIfAbsent(
                AsyncConsistentMap.class, CompletedAsyncMaps.of(sharedFlows), CompletableFuture::new);
        FlowStore table = new DistributedFlowStore(unanswered, sharedActivity, clock, MoreExecutors.directExecutor());
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        Told told = new Told();
        table.provision(flow.intentKey(), () -> flow, f -> true, told);
        assertTrue("known here while its record is being written", table.cached(flow.intentKey()).isPresent());

        clock.advance(DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS - 1);
        assertEquals(List.of(), told.what);
        clock.advance(1);

        assertEquals(List.of("failed " + flow.createdMillis()), told.what);
        assertFalse("forgotten by its node", table.cached(flow.intentKey()).isPresent());
    }

    @Test
    public void anInstallReportedBeforeTheRecordIsWrittenIsKept() {
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        Optional<ProvisionedFlow> outcome = owner.provision(flow.intentKey(), () -> flow, f -> {
            owner.markInstalled(f.intentKey(), 5_000);
            return true;
        }, NO_RACE);
        assertEquals(ProvisionedFlow.State.INSTALLED, outcome.orElseThrow().state());
        ProvisionedFlow seen = owner.get(flow.intentKey()).orElseThrow();
        assertEquals(ProvisionedFlow.State.INSTALLED, seen.state());
        assertEquals(5_000, seen.lastActiveMillis());
        assertTrue(owner.follows(flow.intentKey()));
    }

    @Test
    public void theInstalledStateStaysWithTheOwnerUntilTheNextDurableChange() {
        ProvisionedFlow flow = installed("a");
        Key key = flow.intentKey();
        assertEquals(ProvisionedFlow.State.INSTALLED, owner.get(key).orElseThrow().state());
        assertEquals(ProvisionedFlow.State.SUBMITTED, other.get(key).orElseThrow().state());
        clock.advance(5_000);
        poll(key, 5_000);
        assertEquals("not with a measurement", ProvisionedFlow.State.SUBMITTED, other.get(key).orElseThrow().state());
        owner.update(key, f -> f.movedTo(Selection.of(f.links(), "moved"), f.strategy()));
        assertEquals("with the next durable change", ProvisionedFlow.State.INSTALLED,
                     other.get(key).orElseThrow().state());
    }

    @Test
    public void anInstallHeardBeforeTheRecordArrivesIsAppliedWhenItDoes() {
        ProvisionedFlow flow = flow("a", clock.nowMillis());
        other.markInstalled(flow.intentKey(), 3_000);
        TestFlowTables.provision(owner, flow.intentKey(), () -> flow);
        ProvisionedFlow seen = other.cached(flow.intentKey()).orElseThrow();
        assertEquals(ProvisionedFlow.State.INSTALLED, seen.state());
        assertEquals(3_000, seen.lastActiveMillis());
        assertTrue(other.follows(flow.intentKey()));
    }

    @Test
    public void aKnownFlowIsReadWithoutAStoreCall() {
        ProvisionedFlow flow = installed("a");
        calls.clear();
        assertTrue(owner.cached(flow.intentKey()).isPresent());
        assertTrue(other.get(flow.intentKey()).isPresent());
        assertEquals(1, owner.all().size());
        assertEquals(1, other.size());
        assertEquals(0, calls());
    }

    @Test
    public void aPollOfASteadyFlowWritesNothingAfterItsFirstMeasurement() {
        ProvisionedFlow flow = installed("a");
        Key key = flow.intentKey();
        clock.advance(5_000);
        poll(key, 5_000);
        calls.clear();
        for (int poll = 2; poll <= 10; poll++) {
            clock.advance(5_000);
            poll(key, poll * 5_000L);
        }
        assertEquals("no store call for nine polls of a steady flow", 0, calls());
        ProvisionedFlow seen = owner.get(key).orElseThrow();
        assertEquals("the owner sees its latest reading", 50_000, seen.charge().bytes());
        assertEquals(clock.nowMillis(), seen.lastActiveMillis());
        assertEquals(1000, seen.charge().rateBytesPerSec());
        ProvisionedFlow shared = other.get(key).orElseThrow();
        assertEquals("another node sees the shared activity: the first measurement", 5_000, shared.charge().bytes());
        assertEquals(1000, shared.charge().rateBytesPerSec());
    }

    @Test
    public void aMaterialChangeOfTheChargeIsShared() {
        ProvisionedFlow flow = installed("a");
        Key key = flow.intentKey();
        clock.advance(5_000);
        poll(key, 5_000);
        clock.advance(5_000);
        poll(key, 5_000);
        assertEquals("the flow went idle: every node hears its charge is now 0",
                     0, other.get(key).orElseThrow().charge().rateBytesPerSec());
    }

    @Test
    public void aPollSharesEveryMaterialChangeInOneWriteWhateverTheirNumber() {
        Map<Key, Long> counters = new java.util.HashMap<>();
        for (int i = 0; i < 50; i++) {
            counters.put(installed("f" + i).intentKey(), 5_000L);
        }
        clock.advance(5_000);
        calls.clear();
        poll(counters);
        assertEquals("50 first measurements", Map.of("activity.putAll", 1), calls);
        assertTrue("in groups", sharedActivity.size() <= ActivityBucket.COUNT);
        counters.replaceAll((key, bytes) -> bytes + 50_000);
        clock.advance(5_000);
        calls.clear();
        poll(counters);
        assertEquals("50 rates ten times higher", Map.of("activity.putAll", 1), calls);
        for (Key key : counters.keySet()) {
            assertEquals(10_000, other.get(key).orElseThrow().charge().rateBytesPerSec());
        }
    }

    @Test
    public void aMeasuredChargeLeavesTheDurableRecordAsItWas() {
        ProvisionedFlow flow = installed("a");
        String id = flow.intentKey().toString();
        long version = sharedFlows.get(id).version();
        clock.advance(5_000);
        poll(flow.intentKey(), 5_000);
        assertEquals(version, sharedFlows.get(id).version());
        assertFalse(sharedFlows.get(id).value().charge().isMeasured());
        assertTrue(other.get(flow.intentKey()).orElseThrow().charge().isMeasured());
    }

    @Test
    public void anotherNodesListenersHearTheSharedCharge() {
        ProvisionedFlow flow = installed("a");
        List<FlowCharge> heard = new ArrayList<>();
        other.setDelegate(e -> heard.add(e.subject().charge()));
        clock.advance(5_000);
        owner.observeBytes(flow.intentKey(), 5_000, clock.nowMillis());
        assertEquals("nothing before the poll's share", List.of(), heard);
        owner.shareActivity();
        assertEquals(List.of(new FlowCharge(1000, true, clock.nowMillis(), 5_000, clock.nowMillis())), heard);
    }

    @Test
    public void aRemovedFlowTakesItsSharedActivityWithIt() {
        ProvisionedFlow flow = installed("a");
        clock.advance(5_000);
        poll(flow.intentKey(), 5_000);
        assertEquals(1, sharedActivity.size());
        owner.remove(flow.intentKey());
        owner.shareActivity();
        assertEquals(0, sharedActivity.size());
        assertFalse(other.get(flow.intentKey()).isPresent());
    }

    @Test
    public void aListenerHearsTheOwnersOwnReadings() {
        ProvisionedFlow flow = installed("a");
        List<Long> heard = new ArrayList<>();
        owner.setDelegate(e -> heard.add(e.subject().charge().bytes()));
        clock.advance(5_000);
        poll(flow.intentKey(), 5_000);
        clock.advance(5_000);
        poll(flow.intentKey(), 10_000);
        assertEquals(List.of(5_000L, 10_000L), heard);
    }

    @Test
    public void aNodeTakingAFlowOverCountsItActiveFromTheTakeOver() {
        ProvisionedFlow flow = installed("a");
        Key key = flow.intentKey();
        clock.advance(5_000);
        poll(key, 5_000);
        clock.advance(60_000);
        assertFalse(other.follows(key));
        ProvisionedFlow seen = other.observeBytes(key, 5_000, clock.nowMillis()).orElseThrow();
        assertEquals("idle by its counter, but active as of the take-over", clock.nowMillis(),
                     seen.lastActiveMillis());
        assertTrue(other.follows(key));
        clock.advance(5_000);
        assertEquals(5_000, other.observeBytes(key, 5_000, clock.nowMillis()).orElseThrow()
                .idleMillis(clock.nowMillis()));
    }

    @Test
    public void aDurableChangeCarriesTheOwnersActivity() {
        ProvisionedFlow flow = installed("a");
        Key key = flow.intentKey();
        clock.advance(5_000);
        poll(key, 5_000);
        clock.advance(5_000);
        poll(key, 10_000);
        owner.startWithdrawal(key);
        ProvisionedFlow shared = other.get(key).orElseThrow();
        assertEquals(ProvisionedFlow.State.WITHDRAWING, shared.state());
        assertEquals(10_000, shared.charge().bytes());
    }
}
