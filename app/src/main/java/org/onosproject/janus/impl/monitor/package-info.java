/**
 * The link-usage graph: per directed infrastructure link, the transmit rate, capacity and
 * utilisation measured from port statistics (Link Monitor + Topology Manager of thesis §3.1).
 */
package org.onosproject.janus.impl.monitor;
