package org.onosproject.janus.testbed.flow;

import static org.junit.Assert.fail;

/** JUnit 4.12 has no assertThrows: the exception of a type that some code throws, or a failure. */
final class Thrown {

    private Thrown() {
    }

    static <T extends Throwable> T by(Class<T> type, Runnable code) {
        try {
            code.run();
        } catch (Throwable t) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
            throw new AssertionError("expected " + type.getSimpleName() + " but got " + t, t);
        }
        fail("expected " + type.getSimpleName() + ", nothing was thrown");
        return null;
    }
}
