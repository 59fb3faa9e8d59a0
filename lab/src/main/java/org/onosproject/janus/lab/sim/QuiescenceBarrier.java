package org.onosproject.janus.lab.sim;

/**
 * Blocks until the control plane has nothing in flight (no intent or flow-rule batch pending), so the
 * event engine never moves virtual time past work that the real ONOS managers are still doing.
 */
@FunctionalInterface
public interface QuiescenceBarrier {

    /** A barrier for runs without a control plane. */
    QuiescenceBarrier NONE = () -> { };

    void awaitQuiescent();
}
