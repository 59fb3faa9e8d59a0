package org.onosproject.janus.lab.net;

import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.time.Scheduler;

/**
 * The ONOS application that reacts to the emulated network's packet-ins (Janus, in every real run),
 * started on the embedded core with the lab's virtual-time scheduler.
 */
public interface LabController {

    /** No application: only rules installed by hand exist (for tests of the data plane itself). */
    LabController NONE = new LabController() {
        @Override
        public void start(EmbeddedOnos onos, Scheduler scheduler) {
        }

        @Override
        public void stop() {
        }

        @Override
        public String toString() {
            return "none";
        }
    };

    /** Activates the application on {@code onos}; all its timers must go through {@code scheduler}. */
    void start(EmbeddedOnos onos, Scheduler scheduler);

    /** Deactivates it; called before the embedded core stops. */
    void stop();
}
