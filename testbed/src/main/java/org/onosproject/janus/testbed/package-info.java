/**
 * Janus on real OpenFlow 1.3 switches: providers of our own on ONOS's real
 * {@code OpenFlowController}, for the testbed (issue 9). Not part of the ONOS app.
 */
package org.onosproject.janus.testbed;
