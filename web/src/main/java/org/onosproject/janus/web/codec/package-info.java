/**
 * JSON codecs of the Janus API types, registered with ONOS's codec service.
 */
package org.onosproject.janus.web.codec;
