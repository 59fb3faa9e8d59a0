package org.onosproject.janus.embedded;

import org.onlab.util.Tools;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A fixed-size executor that knows how many of its tasks are queued or running. Put in place of
 * an ONOS component's private executor so the embedded core can tell when that component is idle.
 */
final class TrackedExecutor extends ThreadPoolExecutor {

    private static final Logger log = LoggerFactory.getLogger(TrackedExecutor.class);

    private final AtomicLong unfinished = new AtomicLong();

    TrackedExecutor(String name, int threads) {
        super(threads, threads, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
              Tools.groupedThreads("janus/embedded", name + "-%d", log));
    }

    @Override
    public void execute(Runnable task) {
        unfinished.incrementAndGet();
        try {
            super.execute(() -> {
                try {
                    task.run();
                } finally {
                    unfinished.decrementAndGet();
                }
            });
        } catch (RuntimeException e) {
            unfinished.decrementAndGet();
            throw e;
        }
    }

    boolean isIdle() {
        return unfinished.get() == 0;
    }
}
