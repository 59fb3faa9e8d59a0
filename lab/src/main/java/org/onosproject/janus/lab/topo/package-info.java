/**
 * Fabric descriptions, independent of ONOS.
 * <p>
 * {@link org.onosproject.janus.lab.topo.TopologySpec} is a validated topology (switches, bidirectional
 * links with capacities, hosts with addresses); {@link org.onosproject.janus.lab.topo.Topologies} builds
 * the standard fat-trees and leaf-spines, {@link org.onosproject.janus.lab.topo.TopologyJson} reads them
 * (and custom ones) from JSON. {@link org.onosproject.janus.lab.topo.LinkSchedule} lists scheduled link
 * ({@link org.onosproject.janus.lab.topo.LinkChange}) and switch
 * ({@link org.onosproject.janus.lab.topo.SwitchChange}) failures and recoveries.
 * <p>
 * Depends on nothing else in the lab (Jackson and Guava only).
 */
package org.onosproject.janus.lab.topo;
