/**
 * JSON codecs of Janus's API types shared by the REST API, the GUI and the CLI, so that all of them send
 * the same JSON.
 */
package org.onosproject.janus.api.codec;
