/**
 * Real ONOS 2.5.6 cluster and store stacks (Atomix 3.1.9 Raft underneath) started in one JVM on
 * loopback, for tests of Janus on a real cluster.
 */
package org.onosproject.janus.realcluster;
