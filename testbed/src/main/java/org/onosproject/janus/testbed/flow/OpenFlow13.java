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
package org.onosproject.janus.testbed.flow;

import org.projectfloodlight.openflow.protocol.OFFactories;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFVersion;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/** The one OpenFlow version the testbed speaks: the one Janus's switches (Open vSwitch) are set to. */
public final class OpenFlow13 {

    /** openflowj's message factory for OpenFlow 1.3. */
    public static final OFFactory FACTORY = OFFactories.getFactory(OFVersion.OF_13);

    private OpenFlow13() {
    }

    /** {@code factory}, if it builds OpenFlow 1.3 messages. */
    static OFFactory check(OFFactory factory) {
        checkNotNull(factory, "factory");
        checkArgument(factory.getVersion() == OFVersion.OF_13,
                      "the testbed speaks OpenFlow 1.3 only, not %s", factory.getVersion());
        return factory;
    }
}
