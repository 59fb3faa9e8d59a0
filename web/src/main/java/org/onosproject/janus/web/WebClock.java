package org.onosproject.janus.web;

/**
 * The time the REST API and the GUI measure ages and idle times against: Janus's clock. An OSGi
 * service so tests (and the lab's virtual time) can give another one.
 */
public interface WebClock {

    /** Milliseconds in the clock Janus stamps its samples and paths with. */
    long nowMillis();
}
