/**
 * Janus REST API, served under {@code /onos/janus}: strategy, links, paths, stats, moves and config.
 */
package org.onosproject.janus.web;
