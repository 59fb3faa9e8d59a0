/**
 * The Janus overlay of ONOS's classic topology view: links coloured by utilisation, Janus paths of
 * selected hosts, strategy switching and counters.
 */
package org.onosproject.janus.web.gui;
