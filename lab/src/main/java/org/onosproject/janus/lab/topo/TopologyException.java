package org.onosproject.janus.lab.topo;

/** An impossible or malformed topology; the message names the bad field. */
public final class TopologyException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;

    public TopologyException(String field, String problem) {
        super(field + ": " + problem);
        this.field = field;
    }

    /** The offending field, e.g. {@code k} or {@code links[3].capacityMbps}. */
    public String field() {
        return field;
    }
}
