package org.onosproject.janus.web;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A request the API refuses: names the offending field (or {@code body} for the request as a whole)
 * and says why. Turned into a 400 response by {@link BadInputMapper}; nothing has changed when it is
 * thrown.
 */
public class BadInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String field;

    public BadInputException(String field, String message) {
        super(checkNotNull(message, "message"));
        this.field = checkNotNull(field, "field");
    }

    /** The JSON field at fault, or {@code body}. */
    public String field() {
        return field;
    }
}
