/**
 * Janus REST API, served under {@code /onos/janus}: strategy, links, paths, stats and config.
 */
package org.onosproject.janus.web;
