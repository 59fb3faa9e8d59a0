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

import io.atomix.cluster.AtomixCluster;
import io.atomix.core.Atomix;
import io.atomix.utils.Managed;
import io.atomix.utils.concurrent.ThreadContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Ends an Atomix instance whose orderly stop hangs, as killing its process would: its Raft partitions,
 * then its cluster services, then its executors, each stopped directly. Atomix's own stop first closes
 * the primitives' sessions, and for a node that was cut off the network those close requests can wait
 * for ever (their timeouts stopped with its messaging), so nothing after them ever stops.
 */
final class AtomixForcedStop {

    private static final Logger log = LoggerFactory.getLogger(AtomixForcedStop.class);
    private static final long STEP_TIMEOUT_SECONDS = 10;

    /** AtomixCluster's services, in the order its own stop stops them. */
    private static final List<String> CLUSTER_SERVICES = List.of(
            "communicationService", "eventService", "membershipService", "broadcastService", "unicastService",
            "messagingService");

    /** An orderly stop takes 2-3 s here; beyond this it is taken to hang. */
    private static final long ORDERLY_STOP_SECONDS = 20;

    private AtomixForcedStop() {
    }

    /**
     * Stops {@code atomix} in order; if that has not finished in {@link #ORDERLY_STOP_SECONDS} (it hangs
     * on a node that was cut off the network), ends it as a kill would.
     */
    static void stopInOrderOrForce(Atomix atomix, Object whose) {
        try {
            atomix.stop().get(ORDERLY_STOP_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted stopping Atomix", e);
        } catch (ExecutionException | TimeoutException e) {
            log.warn("Atomix of {} did not stop in {} s; stopping its services one by one",
                     whose, ORDERLY_STOP_SECONDS);
            stop(atomix);
        }
    }

    static void stop(Atomix atomix) {
        stopQuietly("partitions", field(Atomix.class, atomix, "partitions"));
        for (String service : CLUSTER_SERVICES) {
            stopQuietly(service, field(AtomixCluster.class, atomix, service));
        }
        ((ExecutorService) field(Atomix.class, atomix, "executorService")).shutdownNow();
        ((ThreadContext) field(Atomix.class, atomix, "threadContext")).close();
        ((ThreadContext) field(AtomixCluster.class, atomix, "threadContext")).close();
    }

    private static void stopQuietly(String name, Object service) {
        try {
            ((Managed<?>) service).stop().get(STEP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            log.warn("forced stop of Atomix {} failed", name, e);
        }
    }

    private static Object field(Class<?> declaring, Object target, String name) {
        try {
            Field field = declaring.getDeclaredField(name);
            field.setAccessible(true);
            return field.get(target);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Atomix " + declaring.getSimpleName() + " has no field " + name, e);
        }
    }
}
