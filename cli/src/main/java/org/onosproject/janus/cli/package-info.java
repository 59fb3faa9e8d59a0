/**
 * Karaf shell commands for Janus. Each command is a thin shell around a small formatter that turns
 * what {@link org.onosproject.janus.api.JanusService} reports into text rows or JSON, so the output
 * can be tested without Karaf.
 */
package org.onosproject.janus.cli;
