package org.onosproject.janus.realcluster;

import org.onosproject.event.impl.CoreEventDispatcher;
import org.onosproject.janus.embedded.Wiring;

import java.util.Collection;
import java.util.concurrent.ExecutorService;

/**
 * ONOS's real event dispatcher, which on deactivation also ends its threads. ONOS stops each
 * dispatch loop but never shuts down the single-thread executor the loop ran on (in Karaf the
 * component lives as long as the JVM), so every stopped node would leave three idle non-daemon
 * threads behind in a test JVM.
 */
final class ThreadFreeingEventDispatcher extends CoreEventDispatcher {

    @Override
    public void deactivate() {
        super.deactivate();
        for (Object loop : (Collection<?>) Wiring.read(this, "dispatchers")) {
            ((ExecutorService) Wiring.read(loop, "executor")).shutdownNow();
        }
    }
}
