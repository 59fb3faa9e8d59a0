/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.onosproject.janus.realcluster;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Runs one action on several targets, each in a thread of its own, all at once, and waits for all
 * within a bound: Raft members must start together to form a quorum, and stop together, or the last
 * one hangs after losing its quorum.
 */
final class AllAtOnce {

    private static final Logger log = LoggerFactory.getLogger(AllAtOnce.class);

    private AllAtOnce() {
    }

    /**
     * Runs {@code action} on each of {@code targets} at once. Throws if any failed or did not finish
     * within {@code timeoutMillis}: the first failure, the others attached as suppressed. Threads still
     * busy at the deadline are interrupted.
     */
    static <T> void run(List<T> targets, Consumer<T> action, long timeoutMillis) {
        if (targets.isEmpty()) {
            return;
        }
        List<Thread> workers = new ArrayList<>();
        ExecutorService threads = Executors.newFixedThreadPool(targets.size(), task -> {
            Thread thread = new Thread(task, "real-cluster-" + targets.get(workers.size()));
            thread.setDaemon(true);
            workers.add(thread);
            return thread;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (T target : targets) {
                running.add(threads.submit(() -> action.accept(target)));
            }
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            IllegalStateException failure = null;
            for (int i = 0; i < running.size(); i++) {
                IllegalStateException failed = null;
                try {
                    running.get(i).get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (ExecutionException e) {
                    failed = new IllegalStateException(targets.get(i) + ": " + e.getCause(), e.getCause());
                } catch (TimeoutException e) {
                    failed = new IllegalStateException(targets.get(i) + " did not finish in " + timeoutMillis + " ms");
                    // Where the stuck worker is says more than where the waiting thread gave up.
                    failed.setStackTrace(workers.get(i).getStackTrace());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                }
                if (failed != null) {
                    log.warn("{}", failed.getMessage(), failed.getCause() != null ? failed.getCause() : failed);
                    if (failure == null) {
                        failure = failed;
                    } else {
                        failure.addSuppressed(failed);
                    }
                }
            }
            if (failure != null) {
                throw failure;
            }
        } finally {
            threads.shutdownNow();
        }
    }
}
