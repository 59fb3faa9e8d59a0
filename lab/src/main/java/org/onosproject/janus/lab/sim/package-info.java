/**
 * Virtual time.
 * <p>
 * {@link org.onosproject.janus.lab.sim.EventEngine} is the deterministic discrete-event engine (events in
 * time order, then scheduling order; time moves only once the control plane is quiescent, see
 * {@link org.onosproject.janus.lab.sim.QuiescenceBarrier}).
 * {@link org.onosproject.janus.lab.sim.VirtualScheduler} is Janus's {@code Scheduler} on that clock.
 * <p>
 * Depends only on the Janus app's {@code Scheduler} interface.
 */
package org.onosproject.janus.lab.sim;
