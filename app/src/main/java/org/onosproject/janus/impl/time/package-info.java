/**
 * Injectable time and timers, so Janus runs on the wall clock in ONOS and on virtual time in tests
 * and the lab.
 */
package org.onosproject.janus.impl.time;
