/**
 * The leak soak ({@link org.onosproject.janus.lab.soak.LeakSoak}, its own {@code main}): hours of virtual
 * time of background churn on a k=4 fat-tree with the real Janus, then the traffic stops, the idle
 * timeout passes, and nothing of Janus may be left (intents, flow rules, reservations, records); heap
 * figures are printed (docs/cluster-and-leaks.md).
 * <p>
 * Depends on {@code net}, {@code topo} and {@code workload}, and on the Janus app.
 */
package org.onosproject.janus.lab.soak;
