package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.net.BuildListener;

/**
 * Builds the network of one run. The lab's implementation wraps the emulated network on the
 * embedded ONOS core running Janus; tests use an ideal fabric.
 */
public interface NetworkFactory {

    /**
     * A fresh network for {@code spec}, at virtual time 0, with no flows and no rules, telling
     * {@code progress} how the building goes (a factory whose networks build at once may ignore it).
     *
     * @throws IllegalArgumentException if the fabric or strategy cannot be built
     */
    LabSession open(NetworkSpec spec, BuildListener progress);
}
