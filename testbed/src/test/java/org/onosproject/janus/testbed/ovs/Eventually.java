package org.onosproject.janus.testbed.ovs;

import java.util.function.BooleanSupplier;

/** Waits for something a real switch does in its own time. */
public final class Eventually {

    private static final long POLL_MILLIS = 50;

    private Eventually() {
    }

    public static void within(long timeoutMillis, String what, BooleanSupplier condition) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within " + timeoutMillis + " ms: " + what);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for: " + what, e);
            }
        }
    }
}
