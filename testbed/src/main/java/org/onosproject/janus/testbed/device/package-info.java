/**
 * What an OpenFlow 1.3 switch says about itself and its ports, as ONOS device, port and port
 * statistics descriptions.
 */
package org.onosproject.janus.testbed.device;
