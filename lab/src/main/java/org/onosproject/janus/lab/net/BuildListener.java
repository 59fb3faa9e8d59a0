package org.onosproject.janus.lab.net;

/**
 * Told how far the building of an {@link EmulatedNetwork} has got, stage by stage (switches, links,
 * hosts added to ONOS, ONOS settling, the controller starting), so that a large network does not build
 * in silence. A stage reports {@code (stage, 0, total)} when it starts, then at most about every
 * twentieth of its items, and {@code (stage, total, total)} when it is over.
 */
@FunctionalInterface
public interface BuildListener {
    /** Ignores everything. */
    BuildListener SILENT = (stage, done, total) -> {
    };

    /**
     * @param stage what is being built, e.g. {@code "links"}
     * @param done  items of the stage done so far
     * @param total items in the stage (1 for a stage that is one step)
     */
    void progress(String stage, long done, long total);
}
