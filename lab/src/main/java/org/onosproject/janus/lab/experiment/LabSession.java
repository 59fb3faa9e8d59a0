package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.net.LabNetwork;

import java.util.function.BooleanSupplier;

/** One run's network, its event loop and, afterwards, its control-plane counters. */
public interface LabSession extends AutoCloseable {

    /** The network that workloads drive. */
    LabNetwork network();

    /**
     * Processes events in virtual-time order until {@code done} holds (checked after every event),
     * no event is left, or the next event lies after {@code deadlineMillis} of virtual time.
     *
     * @return whether {@code done} holds
     */
    boolean runUntil(BooleanSupplier done, long deadlineMillis);

    /** Counters so far. */
    ControlPlaneCounters counters();

    /** Releases the network (and the embedded ONOS core behind it). */
    @Override
    void close();
}
