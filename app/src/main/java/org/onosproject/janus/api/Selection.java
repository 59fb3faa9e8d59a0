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
package org.onosproject.janus.api;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A selector's answer: one of the candidate paths, why it was chosen, and whether the selector had
 * to fall back from its preferred rule. Immutable.
 */
public final class Selection extends ValueObject {

    private final List<Link> path;
    private final String reason;
    private final boolean fallback;

    private Selection(List<Link> path, String reason, boolean fallback) {
        this.path = ImmutableList.copyOf(checkNotNull(path, "path"));
        this.reason = checkNotNull(reason, "reason");
        this.fallback = fallback;
    }

    /** The path chosen by the selector's own rule. */
    public static Selection of(List<Link> path, String reason) {
        return new Selection(path, reason, false);
    }

    /** A path chosen after the selector's rule could not be met (e.g. every path reserved). */
    public static Selection fallback(List<Link> path, String reason) {
        return new Selection(path, reason, true);
    }

    /** Links from the ingress edge switch to the egress edge switch; empty if they are the same. */
    public List<Link> path() {
        return path;
    }

    public String reason() {
        return reason;
    }

    public boolean isFallback() {
        return fallback;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(path, reason, fallback);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("hops", path.size())
                .add("reason", reason).add("fallback", fallback).toString();
    }
}
