package org.onosproject.janus.lab.workload;

/** A flow-trace CSV that cannot be replayed; the message names the line and the field. */
public final class TraceFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final String field;

    public TraceFormatException(int line, String field, String problem) {
        super("trace line " + line + ", field '" + field + "': " + problem);
        this.line = line;
        this.field = field;
    }

    public int line() {
        return line;
    }

    public String field() {
        return field;
    }
}
