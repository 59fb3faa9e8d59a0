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
package org.onosproject.janus.testbed.provider;

import com.google.common.collect.ImmutableList;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowClassifierListener;
import org.onosproject.openflow.controller.OpenFlowController;
import org.onosproject.openflow.controller.OpenFlowEventListener;
import org.onosproject.openflow.controller.OpenFlowMessageListener;
import org.onosproject.openflow.controller.OpenFlowSwitch;
import org.onosproject.openflow.controller.OpenFlowSwitchListener;
import org.onosproject.openflow.controller.PacketListener;
import org.onosproject.openflow.controller.RoleState;
import org.projectfloodlight.openflow.protocol.OFMessage;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The controller as its providers see it: switches connect and disconnect, and messages from
 * them reach the listeners, when the test says so. Role requests are recorded.
 */
final class FakeController implements OpenFlowController {

    private final Map<Dpid, FakeSwitch> switches = new ConcurrentHashMap<>();
    private final List<OpenFlowSwitchListener> switchListeners = new CopyOnWriteArrayList<>();
    private final List<OpenFlowEventListener> eventListeners = new CopyOnWriteArrayList<>();
    private final List<PacketListener> packetListeners = new CopyOnWriteArrayList<>();
    private final Map<Dpid, RoleState> requestedRoles = new ConcurrentHashMap<>();

    /** The switch completed its handshake: listeners hear of it. */
    void connect(FakeSwitch sw) {
        switches.put(sw.getDpid(), sw);
        switchListeners.forEach(l -> l.switchAdded(sw.getDpid()));
    }

    /** The switch is there already, before any provider listens. */
    void alreadyConnected(FakeSwitch sw) {
        switches.put(sw.getDpid(), sw);
    }

    void disconnect(FakeSwitch sw) {
        switches.remove(sw.getDpid());
        sw.disconnect();
        switchListeners.forEach(l -> l.switchRemoved(sw.getDpid()));
    }

    /** A message from the switch, delivered to the event listeners as the controller does. */
    void receive(FakeSwitch sw, OFMessage msg) {
        eventListeners.forEach(l -> l.handleMessage(sw.getDpid(), msg));
    }

    List<OpenFlowSwitchListener> switchListeners() {
        return ImmutableList.copyOf(switchListeners);
    }

    List<OpenFlowEventListener> eventListeners() {
        return ImmutableList.copyOf(eventListeners);
    }

    List<PacketListener> packetListeners() {
        return ImmutableList.copyOf(packetListeners);
    }

    RoleState requestedRole(Dpid dpid) {
        return requestedRoles.get(dpid);
    }

    @Override
    public Iterable<OpenFlowSwitch> getSwitches() {
        return ImmutableList.copyOf(switches.values());
    }

    @Override
    public Iterable<OpenFlowSwitch> getMasterSwitches() {
        return getSwitches();
    }

    @Override
    public Iterable<OpenFlowSwitch> getEqualSwitches() {
        return ImmutableList.of();
    }

    @Override
    public OpenFlowSwitch getSwitch(Dpid dpid) {
        return switches.get(dpid);
    }

    @Override
    public OpenFlowSwitch getMasterSwitch(Dpid dpid) {
        return switches.get(dpid);
    }

    @Override
    public OpenFlowSwitch getEqualSwitch(Dpid dpid) {
        return null;
    }

    @Override
    public void addListener(OpenFlowSwitchListener listener) {
        switchListeners.add(listener);
    }

    @Override
    public void removeListener(OpenFlowSwitchListener listener) {
        switchListeners.remove(listener);
    }

    @Override
    public void addMessageListener(OpenFlowMessageListener listener) {
    }

    @Override
    public void removeMessageListener(OpenFlowMessageListener listener) {
    }

    @Override
    public void addPacketListener(int priority, PacketListener listener) {
        packetListeners.add(listener);
    }

    @Override
    public void removePacketListener(PacketListener listener) {
        packetListeners.remove(listener);
    }

    @Override
    public void addEventListener(OpenFlowEventListener listener) {
        eventListeners.add(listener);
    }

    @Override
    public void removeEventListener(OpenFlowEventListener listener) {
        eventListeners.remove(listener);
    }

    @Override
    public void write(Dpid dpid, OFMessage msg) {
        switches.get(dpid).sendMsg(msg);
    }

    @Override
    public CompletableFuture<OFMessage> writeResponse(Dpid dpid, OFMessage msg) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void processPacket(Dpid dpid, OFMessage msg) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void setRole(Dpid dpid, RoleState role) {
        requestedRoles.put(dpid, role);
    }

    @Override
    public void removeClassifierListener(OpenFlowClassifierListener listener) {
    }

    @Override
    public void addClassifierListener(OpenFlowClassifierListener listener) {
    }
}
