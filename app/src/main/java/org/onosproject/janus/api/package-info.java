/**
 * Public service and path-selector SPI of Janus.
 */
package org.onosproject.janus.api;
