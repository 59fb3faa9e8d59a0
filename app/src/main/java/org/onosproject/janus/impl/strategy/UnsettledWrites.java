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
package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.StorageException;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * This node's store writes that were started without waiting and have not settled yet, by the key they are
 * about (a flow's reservation, a flow's record), so that whatever must see a write's outcome first waits
 * for it, as a synchronous call would have, a store timeout at most. Thread-safe.
 *
 * @param <K> what a write is about
 */
public final class UnsettledWrites<K> {

    private final Map<K, CompletableFuture<?>> unsettled = new ConcurrentHashMap<>();

    /** {@code settled} completes once the write about {@code key} has settled; until then it is awaited. */
    public void track(K key, CompletableFuture<?> settled) {
        unsettled.put(key, settled);
        settled.whenComplete((done, failure) -> unsettled.remove(key, settled));
    }

    /**
     * Waits until the write about {@code key}, if one is unsettled, has settled.
     *
     * @throws StorageException if it did not within a store timeout, or failed
     */
    public void await(K key) {
        CompletableFuture<?> settled = unsettled.get(key);
        if (settled != null) {
            await(settled);
        }
    }

    /** Waits until every write unsettled now has settled (each a store timeout at most). */
    public void awaitAll() {
        for (CompletableFuture<?> settled : ImmutableList.copyOf(unsettled.values())) {
            await(settled);
        }
    }

    /**
     * The outcome of a store call, waited for as ONOS's synchronous maps wait for theirs.
     *
     * @throws StorageException if it failed or did not complete within a store timeout
     */
    public static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get(DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException.Interrupted();
        } catch (TimeoutException e) {
            throw new StorageException.Timeout();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof StorageException ? (StorageException) cause : new StorageException(cause);
        }
    }
}
