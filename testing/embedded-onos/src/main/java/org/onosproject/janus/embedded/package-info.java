/**
 * An embedded ONOS 2.5.6 core for tests and the lab: the real managers, compilers and installer
 * wired in one JVM ({@link org.onosproject.janus.embedded.EmbeddedOnos}), driven by emulated
 * switches ({@link org.onosproject.janus.embedded.EmulatedSwitches}), with a fat-tree builder
 * ({@link org.onosproject.janus.embedded.FatTreeTopology}) and an intent event counter
 * ({@link org.onosproject.janus.embedded.IntentEventCounter}).
 * Knows nothing of Janus.
 */
package org.onosproject.janus.embedded;
