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
