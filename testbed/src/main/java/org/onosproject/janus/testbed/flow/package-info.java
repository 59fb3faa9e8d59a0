/**
 * Translation between ONOS flow rules and OpenFlow 1.3 messages (flow-mods one way, flow stats and
 * flow-removed the other), limited to what ONOS's intent compilers and packet requests emit for Janus.
 */
package org.onosproject.janus.testbed.flow;
