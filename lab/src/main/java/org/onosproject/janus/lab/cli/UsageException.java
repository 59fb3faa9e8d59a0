package org.onosproject.janus.lab.cli;

/** A command line that cannot be obeyed; exit code 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
