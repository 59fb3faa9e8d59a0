/**
 * ONOS providers of our own on ONOS's real {@code OpenFlowController}: devices and ports with
 * port statistics, flow rules with flow statistics. Smaller than ONOS's OpenFlow providers (which
 * are not on Maven Central): OpenFlow 1.3 switches and what Janus needs only.
 */
package org.onosproject.janus.testbed.provider;
