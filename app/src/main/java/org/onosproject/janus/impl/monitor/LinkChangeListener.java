package org.onosproject.janus.impl.monitor;

/**
 * Told, on the writer's thread and after the change is visible in the store's map, that a link's
 * sample ({@link LinkUsageMonitor}) or committed load ({@link CommittedLoad}) changed.
 */
interface LinkChangeListener {

    /** The value kept for this link changed (set, replaced or removed). */
    void linkChanged(LinkEnds link);

    /** Any number of links changed (the store was cleared). */
    void allChanged();
}
