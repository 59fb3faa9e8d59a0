package org.onosproject.janus.impl.time;

/**
 * Where Janus gets the time and runs its timers. In ONOS it is the wall clock and a thread pool
 * ({@link ExecutorScheduler}); in tests and in the lab it is virtual time, so idle timeouts of
 * minutes run in microseconds and runs are reproducible.
 */
public interface Scheduler {

    /** Current time in milliseconds (epoch for the wall clock, virtual otherwise). */
    long nowMillis();

    /** Runs {@code task} once after {@code delayMillis}. */
    Task schedule(Runnable task, long delayMillis);

    /** Runs {@code task} every {@code periodMillis}, first after {@code initialDelayMillis}. */
    Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis);

    /** A scheduled task. */
    interface Task {
        /** Stops the task from running again; harmless if it already ran or was cancelled. */
        void cancel();
    }
}
