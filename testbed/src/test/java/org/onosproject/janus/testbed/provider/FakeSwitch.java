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
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.testbed.flow.OpenFlow13;
import org.onosproject.net.Device;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowSwitch;
import org.onosproject.openflow.controller.RoleState;
import org.projectfloodlight.openflow.protocol.OFCapabilities;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFFeaturesReply;
import org.projectfloodlight.openflow.protocol.OFMessage;
import org.projectfloodlight.openflow.protocol.OFMeterFeatures;
import org.projectfloodlight.openflow.protocol.OFPortDesc;
import org.projectfloodlight.openflow.types.DatapathId;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

/** An OpenFlow 1.3 switch as the controller shows it after the handshake; it records what it is sent. */
final class FakeSwitch implements OpenFlowSwitch {

    private final Dpid dpid;
    private final List<OFPortDesc> ports;
    private final Set<OFCapabilities> capabilities;
    private final List<OFMessage> sent = new CopyOnWriteArrayList<>();
    private volatile RoleState role = RoleState.MASTER;
    private volatile boolean connected = true;

    FakeSwitch(long dpid, List<OFPortDesc> ports) {
        this(dpid, ports, ImmutableSet.of(OFCapabilities.FLOW_STATS, OFCapabilities.PORT_STATS));
    }

    FakeSwitch(long dpid, List<OFPortDesc> ports, Set<OFCapabilities> capabilities) {
        this.dpid = new Dpid(dpid);
        this.ports = ImmutableList.copyOf(ports);
        this.capabilities = capabilities;
    }

    List<OFMessage> sent() {
        return ImmutableList.copyOf(sent);
    }

    <T extends OFMessage> List<T> sent(Class<T> type) {
        return sent.stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
    }

    void clearSent() {
        sent.clear();
    }


    void disconnect() {
        connected = false;
    }

    @Override
    public void sendMsg(OFMessage msg) {
        sent.add(msg);
    }

    @Override
    public void sendMsg(List<OFMessage> msgs) {
        sent.addAll(msgs);
    }

    @Override
    public void handleMessage(OFMessage fromSwitch) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void setRole(RoleState role) {
        this.role = role;
    }

    @Override
    public RoleState getRole() {
        return role;
    }

    @Override
    public List<OFPortDesc> getPorts() {
        return ports;
    }

    @Override
    public OFMeterFeatures getMeterFeatures() {
        return null;
    }

    @Override
    public OFFeaturesReply features() {
        return OpenFlow13.FACTORY.buildFeaturesReply().setDatapathId(DatapathId.of(dpid.value()))
                .setNTables((short) 254).setNBuffers(0).setCapabilities(capabilities).build();
    }

    @Override
    public OFFactory factory() {
        return OpenFlow13.FACTORY;
    }

    @Override
    public String getStringId() {
        return dpid.toString();
    }

    @Override
    public long getId() {
        return dpid.value();
    }

    @Override
    public String manufacturerDescription() {
        return "Nicira, Inc.";
    }

    @Override
    public String datapathDescription() {
        return "s" + dpid.value();
    }

    @Override
    public String hardwareDescription() {
        return "Open vSwitch";
    }

    @Override
    public String softwareDescription() {
        return "3.1.0";
    }

    @Override
    public String serialNumber() {
        return "None";
    }

    @Override
    public boolean isConnected() {
        return connected;
    }

    @Override
    public void disconnectSwitch() {
        connected = false;
    }

    @Override
    public void returnRoleReply(RoleState requested, RoleState response) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Device.Type deviceType() {
        return Device.Type.SWITCH;
    }

    @Override
    public String channelId() {
        return "127.0.0.1:41234";
    }
}
