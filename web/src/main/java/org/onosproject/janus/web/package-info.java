/**
 * Janus REST API, served under {@code /onos/janus}.
 */
package org.onosproject.janus.web;
