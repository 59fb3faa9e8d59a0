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

import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.cluster.Ownerships;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.store.TestFlowTables;
import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentListener;
import org.onosproject.net.intent.IntentServiceAdapter;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.MockIdGenerator;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.TestApplicationId;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.Executor;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

/**
 * Janus's listeners, called as ONOS's event thread would call them, with an executor that only queues:
 * each returns having done nothing but record the event, and the work happens when (and only when) the
 * executor runs it, in the order the events came.
 */
public class ListenerHandOffTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final ProviderId PID = new ProviderId("of", "test");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000002/1");

    /** Holds every task until the test runs it. */
    private final Queue<Runnable> queued = new ArrayDeque<>();
    private final Executor queueing = queued::add;
    private final ManualScheduler clock = new ManualScheduler(1_000);
    private long tickerNanos;
    private final Ticker ticker = new Ticker() {
        @Override
        public long read() {
            return tickerNanos;
        }
    };

    @Before
    public void bindIds() {
        MockIdGenerator.cleanBind();
    }

    @After
    public void unbindIds() {
        MockIdGenerator.unbind();
    }

    private void runQueued() {
        while (!queued.isEmpty()) {
            queued.poll().run();
        }
    }

    private static Link link(ConnectPoint src, ConnectPoint dst) {
        return DefaultLink.builder().providerId(PID).src(src).dst(dst).type(Link.Type.DIRECT)
                .state(Link.State.ACTIVE).build();
    }

    @Test
    public void aLostLinkIsHandedOverWithTheTimeItWasHeardOf() {
        List<LinkListener> listeners = new ArrayList<>();
        List<String> handled = new ArrayList<>();
        FabricTracker tracker = new FabricTracker(new LinkServiceAdapter() {
            @Override
            public void addListener(LinkListener listener) {
                listeners.add(listener);
            }
        }, new EveryDeviceAvailable(), queueing, ticker,
                (link, nanos) -> handled.add(link.src().deviceId() + "@" + nanos));
        tracker.start();
        LinkListener listener = listeners.get(0);

        tickerNanos = 100;
        listener.event(new LinkEvent(LinkEvent.Type.LINK_REMOVED, link(A, B)));
        tickerNanos = 200;
        listener.event(new LinkEvent(LinkEvent.Type.LINK_ADDED, link(B, A)));
        listener.event(new LinkEvent(LinkEvent.Type.LINK_REMOVED, link(B, A)));
        tickerNanos = 999;

        assertThat("the listener only recorded", handled, empty());
        assertEquals("a task per lost link, none for the added one", 2, queued.size());
        runQueued();
        assertThat(handled, contains("of:0000000000000001@100", "of:0000000000000002@200"));
    }

    private final FlowStore flows = TestFlowTables.inMemory(clock);
    private final List<IntentListener> intentListeners = new ArrayList<>();
    private final List<String> purged = new ArrayList<>();
    private final IntentServiceAdapter intents = new IntentServiceAdapter() {
        @Override
        public void addListener(IntentListener listener) {
            intentListeners.add(listener);
        }

        @Override
        public void purge(org.onosproject.net.intent.Intent intent) {
            purged.add(intent.key().toString());
        }
    };

    /** Janus's intent listener, on the queueing executor, with {@code partitions} deciding ownership. */
    private IntentListener intentListener(WorkPartitionService partitions) {
        new IntentLifecycle(TestGroups.onos(APP, intents),
                            TestGroups.context(JanusConfig::defaults, new JanusCounters(), clock, queueing),
                            TestGroups.state(flows, Ownerships.started(partitions, clock), clock),
                            new SelectorRegistry(BuiltInSelectors.create(new TestExpectedUsage()::usage),
                                                 "shortest")).start();
        return intentListeners.get(0);
    }

    /** A submitted flow's intent. */
    private PointToPointIntent submittedIntent() {
        FlowRequest request = new FlowRequest(FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"),
                                                                 Ip4Address.valueOf("10.0.0.2")),
                                              HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"), A, B);
        Key key = FlowIntents.keyOf(request.key(), APP);
        ProvisionedFlow flow = new ProvisionedFlow(key, request, Selection.of(ImmutableList.of(), "test"),
                                                   "shortest", clock.nowMillis(), 0);
        TestFlowTables.provision(flows, key, () -> flow);
        return FlowIntents.intentFor(flow, APP, 100);
    }

    /** Ownership that answers {@code mine} and counts the questions. */
    private static final class CountingPartitions extends WorkPartitionServiceAdapter {
        private final boolean mine;
        private int questions;

        CountingPartitions(boolean mine) {
            this.mine = mine;
        }

        @Override
        public <K> boolean isMine(K id, java.util.function.Function<K, Long> hasher) {
            questions++;
            return mine;
        }
    }

    @Test
    public void intentEventsAreHandledOnTheExecutorInTheirOrder() {
        IntentListener listener = intentListener(new WorkPartitionServiceAdapter());
        PointToPointIntent intent = submittedIntent();
        Key key = intent.key();

        listener.event(new IntentEvent(IntentEvent.Type.INSTALLED, intent));
        listener.event(new IntentEvent(IntentEvent.Type.WITHDRAWN, intent));
        listener.event(new IntentEvent(IntentEvent.Type.PURGED, intent));

        assertEquals("nothing done on the delivering thread", ProvisionedFlow.State.SUBMITTED,
                     flows.get(key).orElseThrow().state());
        assertThat(purged, empty());
        assertEquals(3, queued.size());

        queued.poll().run();
        assertEquals(ProvisionedFlow.State.INSTALLED, flows.get(key).orElseThrow().state());
        queued.poll().run();
        assertThat("withdrawn, so purged", purged, contains(key.toString()));
        assertNotNull(flows.get(key).orElse(null));
        queued.poll().run();
        assertEquals("purged, so forgotten", false, flows.get(key).isPresent());
    }

    @Test
    public void whoOwnsAFlowIsNeverAskedOfTheStorePerEvent() {
        CountingPartitions partitions = new CountingPartitions(true);
        IntentListener listener = intentListener(partitions);
        int atStart = partitions.questions;
        IntentEvent installed = new IntentEvent(IntentEvent.Type.INSTALLED, submittedIntent());

        assertTrue(listener.isRelevant(installed));
        listener.event(installed);
        assertEquals("no store read on ONOS's event thread", atStart, partitions.questions);

        runQueued();
        assertEquals("the answer is the node's own, read before", atStart, partitions.questions);
        assertEquals(ProvisionedFlow.State.INSTALLED,
                     flows.get(installed.subject().key()).orElseThrow().state());
    }

    @Test
    public void anEventOfAFlowAnotherNodeOwnsIsLeftToThatNode() {
        IntentListener listener = intentListener(new CountingPartitions(false));
        PointToPointIntent intent = submittedIntent();

        listener.event(new IntentEvent(IntentEvent.Type.WITHDRAWN, intent));
        runQueued();

        assertThat("not purged here", purged, empty());
        assertEquals(ProvisionedFlow.State.SUBMITTED, flows.get(intent.key()).orElseThrow().state());
    }
}
