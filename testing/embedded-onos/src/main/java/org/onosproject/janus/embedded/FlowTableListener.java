package org.onosproject.janus.embedded;

import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowRule;

import java.util.List;

/** Told when an emulated switch's flow table changes; runs on the thread that changed it. */
@FunctionalInterface
public interface FlowTableListener {

    /** Rules {@code added} (or modified in place) and {@code removed} on {@code deviceId}. */
    void tableChanged(DeviceId deviceId, List<FlowRule> added, List<FlowRule> removed);
}
