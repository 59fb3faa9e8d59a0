package org.onosproject.janus.lab.experiment;

/** A scenario, configuration or command line that cannot be run; names the offending field. */
public final class ConfigException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String field;

    public ConfigException(String field, String problem) {
        super(field + ": " + problem);
        this.field = field;
    }

    /** The bad field, e.g. {@code fabric.k} or {@code strategies[2]}. */
    public String field() {
        return field;
    }
}
