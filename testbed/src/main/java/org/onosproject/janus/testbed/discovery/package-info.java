/**
 * Link discovery by LLDP probes and host discovery from ARP and IPv4 packet-ins, on ONOS's packet
 * service: what ONOS's LLDP and host-location providers do, in the small that Janus needs.
 */
package org.onosproject.janus.testbed.discovery;
