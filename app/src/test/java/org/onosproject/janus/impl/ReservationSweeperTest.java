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
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.strategy.InMemoryReservationTable;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;
import org.onosproject.net.provider.ProviderId;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * {@link ReservationSweeper}: a reservation whose flow is gone is released on the second sweep that finds
 * it so; a flow recorded, being provisioned, or owned by another node keeps its reservation.
 */
public class ReservationSweeperTest {

    private static final ApplicationId APP = new TestApplicationId("sweeper");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000002/1");
    private static final List<Link> PATH = ImmutableList.of(DefaultLink.builder()
            .providerId(new ProviderId("test", "sweeper")).src(ConnectPoint.deviceConnectPoint("of:01/3"))
            .dst(ConnectPoint.deviceConnectPoint("of:02/3")).type(Link.Type.DIRECT).build());

    private final ManualScheduler clock = new ManualScheduler();
    private final FlowTable flows = TestFlowTables.inMemory(clock);
    private final InMemoryReservationTable reservations = new InMemoryReservationTable();
    private final JanusCounters counters = new JanusCounters();
    private final Set<Key> othersFlows = new HashSet<>();
    private final ReservationSweeper sweeper = new ReservationSweeper(
            reservations, flows, flow -> FlowIntents.keyOf(flow, APP), key -> !othersFlows.contains(key),
            counters, clock);

    private static FlowKey flowKey(int port) {
        return FlowKey.ofFiveTuple(Ip4Address.valueOf("10.0.0.1"), Ip4Address.valueOf("10.0.0.2"), (byte) 6, port,
                                   5001);
    }

    private static ProvisionedFlow flow(FlowKey flowKey, long nowMillis) {
        FlowRequest request = new FlowRequest(flowKey, HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"), A, B);
        return new ProvisionedFlow(FlowIntents.keyOf(flowKey, APP), request, Selection.of(PATH, "test"), "isolated",
                                   nowMillis, 1000);
    }

    private void record(FlowKey flowKey) {
        assertTrue(flows.provision(FlowIntents.keyOf(flowKey, APP), () -> flow(flowKey, clock.nowMillis()))
                           .flow().isPresent());
    }

    private long swept() {
        return counters.snapshot().count(Statistic.ISOLATED_RESERVATIONS_SWEPT);
    }

    @Test
    public void aReservationWhoseFlowIsGoneIsReleasedOnTheSecondSweep() {
        reservations.reserve(flowKey(1), PATH);

        assertEquals("first sweep: only suspected", 0, sweeper.sweep());
        assertTrue(reservations.reservationOf(flowKey(1)).isPresent());
        assertEquals(1, sweeper.sweep());

        assertFalse(reservations.reservationOf(flowKey(1)).isPresent());
        assertEquals(1, swept());
    }

    @Test
    public void aRecordedFlowKeepsItsReservation() {
        record(flowKey(2));
        reservations.reserve(flowKey(2), PATH);

        sweeper.sweep();
        sweeper.sweep();

        assertTrue(reservations.reservationOf(flowKey(2)).isPresent());
        assertEquals(0, swept());
    }

    @Test
    public void aFlowRecordedBetweenTwoSweepsKeepsItsReservation() {
        reservations.reserve(flowKey(3), PATH);
        sweeper.sweep();

        record(flowKey(3));
        sweeper.sweep();
        sweeper.sweep();

        assertTrue(reservations.reservationOf(flowKey(3)).isPresent());
    }

    @Test
    public void aFlowSubmittedBeforeItsRecordIsWrittenKeepsItsReservation() {
        FlowKey provisioning = flowKey(4);
        flows.provision(FlowIntents.keyOf(provisioning, APP), () -> {
            reservations.reserve(provisioning, PATH);
            return flow(provisioning, clock.nowMillis());
        }, submitted -> {
            // Submitted, its record not written yet: as long as a slow store makes it last.
            sweeper.sweep();
            sweeper.sweep();
            sweeper.sweep();
            assertTrue(reservations.reservationOf(provisioning).isPresent());
            return true;
        }, new FlowTable.Settlement() {
            @Override
            public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            }

            @Override
            public void failed(ProvisionedFlow ours) {
            }
        });

        assertTrue(reservations.reservationOf(provisioning).isPresent());
        assertEquals(0, swept());
    }

    @Test
    public void aReservationOfAFlowAnotherNodeOwnsIsLeftToThatNode() {
        othersFlows.add(FlowIntents.keyOf(flowKey(5), APP));
        reservations.reserve(flowKey(5), PATH);

        sweeper.sweep();
        sweeper.sweep();

        assertTrue(reservations.reservationOf(flowKey(5)).isPresent());
    }

    @Test
    public void startedSweepsRunEveryPeriodOnTheScheduler() {
        reservations.reserve(flowKey(6), PATH);
        sweeper.start(5_000);

        clock.advance(5_000);
        assertTrue("one sweep: suspected only", reservations.reservationOf(flowKey(6)).isPresent());
        clock.advance(5_000);

        assertFalse(reservations.reservationOf(flowKey(6)).isPresent());
        sweeper.stop();
    }

    @Test
    public void aStoppedSweeperSweepsNoMore() {
        reservations.reserve(flowKey(7), PATH);
        sweeper.start(5_000);
        sweeper.stop();

        clock.advance(60_000);

        assertTrue(reservations.reservationOf(flowKey(7)).isPresent());
    }
}
