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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Iterables;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onosproject.core.ApplicationId;
import org.onosproject.event.ListenerRegistry;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.packet.PacketService;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.fail;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Janus activated exactly as ONOS activates it: no injected scheduler, so the wall clock, its own timer
 * thread, its own provisioning thread and its own event thread, on the real ONOS core (k=4 fat-tree),
 * on real time with short timeouts. Nothing here asserts on durations: work on Janus's threads is
 * awaited up to a generous bound ({@link Await}).
 */
public class JanusProductionThreadsTest {

    private static final String JANUS_THREAD_PREFIX = "onos-janus-";

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private EmbeddedOnos onos;
    private JanusManager janus;
    private ApplicationId appId;
    private Set<Thread> threadsBefore;
    // Lets a strategy held by a test go, whatever the test's outcome.
    private final CountDownLatch release = new CountDownLatch(1);

    @Before
    public void startOnos() {
        threadsBefore = janusThreads();
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
    }

    @After
    public void stopAll() {
        release.countDown();
        if (janus != null) {
            janus.deactivate();
        }
        onos.stop();
    }

    private JanusManager startJanus(Map<String, ?> properties) {
        JanusTestWiring wiring = JanusTestWiring.on(onos);
        properties.forEach(wiring::property);
        JanusManager started = wiring.activate();
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
        return started;
    }

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    private void send(Host src, Host dst, int srcPort) {
        onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                         dst.ip().toString(), srcPort, 5001));
    }

    private List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    private boolean installed(JanusPath path) {
        return onos.intentService().getIntentState(Key.of(path.intentKey(), appId)) == IntentState.INSTALLED;
    }

    /** Janus's threads alive now (its threads are named onos-janus-...). */
    private static Set<Thread> janusThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith(JANUS_THREAD_PREFIX))
                .collect(Collectors.toSet());
    }

    /** Janus's threads started by this test that are still alive once each had the bound to end. */
    private Set<String> janusThreadsLeft() {
        Set<Thread> started = janusThreads();
        started.removeAll(threadsBefore);
        for (Thread thread : started) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(Await.BOUND_SECONDS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        return started.stream().filter(Thread::isAlive).map(Thread::getName).collect(Collectors.toSet());
    }

    private static int listeners(Object manager) {
        ListenerRegistry<?, ?> registry = TestUtils.getField(manager, "listenerRegistry");
        Set<?> set = TestUtils.getField(registry, "listeners");
        return set.size();
    }

    private Map<String, Integer> listenerCounts() {
        return Map.of("intent", listeners(onos.intentService()),
                               "link", listeners(onos.linkService()),
                               "topology", listeners(onos.topologyService()),
                               "device", listeners(onos.deviceService()),
                               "packet processors", onos.packetService().getProcessors().size(),
                               "packet requests", onos.packetService().getRequests().size());
    }

    @Test
    public void packetInIntentIdleWithdrawalAndPurgeOnRealTime() {
        janus = startJanus(ImmutableMap.of("strategy", "ecmp", "idleTimeout", 1, "statsPollInterval", 1));

        send(host(0, 0), host(3, 1), 40000);

        Await.until("the packet-in's flow is provisioned and its intent installed",
                    () -> janus.paths().size() == 1 && installed(Iterables.getOnlyElement(janus.paths())));
        assertEquals(1, janus.statistics().count(Statistic.PROGRAMMING));
        // The event thread starts with its first task (Janus hearing of the install), which may come a little
        // after ONOS reports the intent installed.
        Await.until("Janus's own timer, provisioning and event threads run",
                    () -> janusThreads().stream().map(Thread::getName).collect(Collectors.toSet())
                            .containsAll(ImmutableSet.of("onos-janus-janus-0", "onos-janus-provisioner-0",
                                                         "onos-janus-events-0")));

        // The switches report no bytes for the flow: once Janus has seen its intent installed (on its
        // event thread), the idle clock runs; the flow is withdrawn, then purged.
        Await.until("the idle intent is withdrawn and purged",
                    () -> janusIntents().isEmpty() && janus.paths().isEmpty());
        assertEquals(1, janus.statistics().count(Statistic.IDLE_WITHDRAWALS));
        Await.until("its flow rules are removed from the switches", () -> IntentFrameworkRules.on(onos).isEmpty());

        // The next packet of the pair is programmed afresh.
        send(host(0, 0), host(3, 1), 40001);
        Await.until("the next packet-in is provisioned again", () -> janusIntents().size() == 1);
        assertEquals(1, janus.statistics().count(Statistic.REPROGRAMMING));

        janus.deactivate();
        janus = null;
        assertThat("every Janus thread ended with deactivation", janusThreadsLeft(), is(empty()));
        assertThat(janusIntents(), is(empty()));
    }

    @Test
    public void linkLossIsHandledOnJanussEventThreadWhileOnosDeliversTheEventOn() {
        CountDownLatch selecting = new CountDownLatch(1);
        AtomicReference<Thread> selectedOn = new AtomicReference<>();
        AtomicBoolean armed = new AtomicBoolean();
        janus = startJanus(ImmutableMap.of("idleTimeout", 0));
        janus.registerSelector(new HeldSelector(armed, selectedOn, selecting, release));
        janus.setActiveStrategy(HeldSelector.NAME);
        send(host(0, 0), host(3, 0), 40000);
        Await.until("the flow is provisioned", () -> janus.paths().size() == 1
                && installed(Iterables.getOnlyElement(janus.paths())));
        JanusPath before = Iterables.getOnlyElement(janus.paths());
        Link dying = before.links().get(1);

        // A listener added after Janus's is told of the link's removal only once Janus's returned.
        CountDownLatch delivered = new CountDownLatch(1);
        AtomicReference<Thread> deliveredOn = new AtomicReference<>();
        LinkListener after = event -> {
            if (event.type() == LinkEvent.Type.LINK_REMOVED && LinkKey.linkKey(event.subject())
                    .equals(LinkKey.linkKey(dying))) {
                deliveredOn.set(Thread.currentThread());
                delivered.countDown();
            }
        };
        onos.linkService().addListener(after);
        armed.set(true);
        try {
            onos.switches().removeLink(dying.src(), dying.dst());

            Await.latch("ONOS delivered the link event past Janus's listener while the reroute is held", delivered);
            Await.latch("the reroute reached the strategy", selecting);
            assertEquals("the reroute is still held", 1, release.getCount());
            assertNotEquals("not on the thread that delivered the event", deliveredOn.get(), selectedOn.get());
            assertThat(selectedOn.get().getName(), startsWith("onos-janus-events-"));
        } finally {
            release.countDown();
            onos.linkService().removeListener(after);
        }

        Await.until("the flow is moved off the dead link", () -> janus.path(before.intentKey())
                .map(p -> !p.links().contains(dying) && p.links().stream()
                        .noneMatch(l -> LinkKey.linkKey(l).equals(LinkKey.linkKey(dying))))
                .orElse(false));
        Await.until("the rerouted intent is installed", () -> janus.statistics().count(Statistic.REROUTES) == 1
                && installed(janus.path(before.intentKey()).orElseThrow()));
    }

    @Test
    public void activationThatFailsMidwayStopsEverythingItStarted() {
        Map<String, Integer> before = listenerCounts();
        PacketService real = onos.packetService();
        PacketService failing = (PacketService) Proxy.newProxyInstance(
                PacketService.class.getClassLoader(), new Class<?>[]{PacketService.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("addProcessor")) {
                        throw new IllegalStateException("packet service refused the processor");
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        JanusTestWiring wiring = JanusTestWiring.on(onos).packetService(failing).property("idleTimeout", 1);
        JanusManager failed = null;
        try {
            failed = wiring.activate();
            fail("activation should have failed");
        } catch (IllegalStateException e) {
            assertThat(e.getMessage(), is("packet service refused the processor"));
        }
        assertSame(null, failed);

        assertEquals("listeners, processors and packet requests all removed", before, listenerCounts());
        assertThat("timer, provisioning and event threads all stopped", janusThreadsLeft(), is(empty()));

        // Nothing half-started is left in the way: Janus starts and works afterwards.
        janus = startJanus(ImmutableMap.of("idleTimeout", 0));
        send(host(1, 0), host(2, 0), 40000);
        Await.until("a flow is provisioned after the failed activation", () -> janus.paths().size() == 1);
        assertThat(listenerCounts(), is(not(before)));
        janus.deactivate();
        janus = null;
        assertEquals(before, listenerCounts());
        assertThat(janusThreadsLeft(), is(empty()));
    }

    /** The first path; once armed, the next selection (the reroute) is held until released. */
    private static final class HeldSelector implements PathSelector {
        static final String NAME = "held";

        private final AtomicBoolean armed;
        private final AtomicReference<Thread> selectedOn;
        private final CountDownLatch selecting;
        private final CountDownLatch release;

        HeldSelector(AtomicBoolean armed, AtomicReference<Thread> selectedOn, CountDownLatch selecting,
                     CountDownLatch release) {
            this.armed = armed;
            this.selectedOn = selectedOn;
            this.selecting = selecting;
            this.release = release;
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public String description() {
            return "the first path; once armed, the next selection waits for the test";
        }

        @Override
        public Selection select(SelectionContext context) {
            if (armed.compareAndSet(true, false)) {
                selectedOn.set(Thread.currentThread());
                selecting.countDown();
                try {
                    // Longer than the test waits for the event's delivery: a listener that does the
                    // reroute itself holds ONOS's event thread here, and the test fails first.
                    release.await(2 * Await.BOUND_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return Selection.of(context.candidates().path(0), "first path");
        }
    }
}
