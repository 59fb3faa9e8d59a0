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
package org.onosproject.janus.impl.config;

import org.onosproject.core.ApplicationId;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.packet.PacketService;

import static com.google.common.base.Preconditions.checkNotNull;

/** Janus's application id and the ONOS services its parts call, as the component's references gave them. */
public final class OnosServices {

    private final ApplicationId appId;
    private final IntentService intents;
    private final FlowRuleService flowRules;
    private final PacketService packets;

    public OnosServices(ApplicationId appId, IntentService intents, FlowRuleService flowRules, PacketService packets) {
        this.appId = checkNotNull(appId, "appId");
        this.intents = checkNotNull(intents, "intents");
        this.flowRules = checkNotNull(flowRules, "flowRules");
        this.packets = checkNotNull(packets, "packets");
    }

    public ApplicationId appId() {
        return appId;
    }

    public IntentService intents() {
        return intents;
    }

    public FlowRuleService flowRules() {
        return flowRules;
    }

    public PacketService packets() {
        return packets;
    }
}
