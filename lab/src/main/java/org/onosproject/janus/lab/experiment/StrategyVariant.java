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
package org.onosproject.janus.lab.experiment;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.api.JanusProperty;

import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A strategy as a scenario names it: a Janus strategy, optionally with Janus component properties that
 * differ from the defaults for its runs, written {@code name[property=value,...]}, e.g.
 * {@code luar[rebalance=false,placementRepair=false]}. So one run can set a strategy beside itself with
 * a feature off; the whole label is the strategy's column in every report. A label may end in
 * {@value #DECLARED_SUFFIX} ({@code luar+declared}, {@code luar[rebalance=true]+declared}): the same Janus,
 * but each NAS application is declared to it as a job before it starts (through Janus's job service) and
 * removed when it ends, instead of being provisioned on packet-in. Immutable.
 */
public final class StrategyVariant {

    /** The Janus properties a variant may set (the strategy and the run's idle timeout come from the run). */
    public static final Set<String> SETTABLE = ImmutableSet.of(
            JanusProperty.PLACEMENT_REPAIR.name(), JanusProperty.REBALANCE.name(),
            JanusProperty.BURST_WINDOW_MILLIS.name(), JanusProperty.BURST_MAX_FLOWS.name(),
            JanusProperty.REBALANCE_THRESHOLD.name(), JanusProperty.REBALANCE_MAX_MOVES.name(),
            JanusProperty.REBALANCE_HYSTERESIS.name(), JanusProperty.REBALANCE_COOLDOWN.name(),
            JanusProperty.HARD_TIMEOUT.name(), JanusProperty.MATCH_GRANULARITY.name(),
            JanusProperty.MAX_INTENTS.name(), JanusProperty.PROVISIONING_QUEUE_SIZE.name(),
            JanusProperty.IDLE_TIMEOUT_MODE.name(), JanusProperty.ADAPTIVE_IDLE_MIN_SECONDS.name(),
            JanusProperty.ADAPTIVE_IDLE_MAX_SECONDS.name(), JanusProperty.ADAPTIVE_IDLE_QUANTILE.name());

    /** Ends a label whose runs declare each NAS application to Janus as a job (see the class comment). */
    public static final String DECLARED_SUFFIX = "+declared";

    private final String label;
    private final String strategy;
    private final Map<String, String> properties;
    private final boolean declaresJobs;

    private StrategyVariant(String label, String strategy, Map<String, String> properties, boolean declaresJobs) {
        this.label = label;
        this.strategy = strategy;
        this.properties = properties;
        this.declaresJobs = declaresJobs;
    }

    /**
     * Reads a label.
     *
     * @throws IllegalArgumentException naming what is wrong: an unknown strategy, a property a variant
     *                                  cannot set, or a value Janus would refuse (with Janus's reason)
     */
    public static StrategyVariant parse(String label) {
        checkNotNull(label, "label");
        int close = label.lastIndexOf(']');
        int plus = label.indexOf('+', close + 1);
        boolean declares = false;
        String body = label;
        if (plus >= 0) {
            if (!label.substring(plus).equals(DECLARED_SUFFIX)) {
                throw new IllegalArgumentException("'" + label + "': unknown suffix '" + label.substring(plus)
                        + "'; known: " + DECLARED_SUFFIX);
            }
            declares = true;
            body = label.substring(0, plus);
        }
        int open = body.indexOf('[');
        String strategy = open < 0 ? body : body.substring(0, open);
        if (!Strategies.KNOWN.contains(strategy)) {
            throw new IllegalArgumentException("unknown strategy '" + strategy + "'; known: "
                    + String.join(", ", Strategies.KNOWN));
        }
        if (Strategies.SPRAY.equals(strategy) && !label.equals(strategy)) {
            throw new IllegalArgumentException("'" + label + "': " + Strategies.SPRAY
                    + " is the lab's per-packet multipath reference, not Janus; it takes no properties or suffix");
        }
        if (open < 0) {
            return new StrategyVariant(label, strategy, ImmutableMap.of(), declares);
        }
        if (!body.endsWith("]") || open + 1 >= body.length() - 1) {
            throw new IllegalArgumentException("'" + label + "': write name[property=value,...]");
        }
        ImmutableMap.Builder<String, String> properties = ImmutableMap.builder();
        Hashtable<String, Object> check = new Hashtable<>();
        List<String> settings = Splitter.on(',').trimResults().splitToList(body.substring(open + 1, body.length() - 1));
        for (String setting : settings) {
            List<String> pair = Splitter.on('=').trimResults().splitToList(setting);
            if (pair.size() != 2 || pair.get(0).isEmpty() || pair.get(1).isEmpty()) {
                throw new IllegalArgumentException("'" + setting + "' in '" + label + "': write property=value");
            }
            if (!SETTABLE.contains(pair.get(0))) {
                throw new IllegalArgumentException("'" + pair.get(0) + "' in '" + label
                        + "' cannot be set per strategy; settable: " + String.join(", ", SETTABLE));
            }
            if (check.put(pair.get(0), pair.get(1)) != null) {
                throw new IllegalArgumentException("'" + pair.get(0) + "' is set twice in '" + label + "'");
            }
            properties.put(pair.get(0), pair.get(1));
        }
        Map<String, String> rejected = JanusConfig.parse(JanusConfig.defaults(), check, Set.of(strategy)).rejected();
        if (!rejected.isEmpty()) {
            Map.Entry<String, String> first = rejected.entrySet().iterator().next();
            throw new IllegalArgumentException("'" + label + "': Janus refuses " + first.getKey() + ": "
                    + first.getValue());
        }
        return new StrategyVariant(label, strategy, properties.build(), declares);
    }

    /**
     * Splits a comma-separated list of labels, leaving commas inside brackets alone:
     * {@code ecmp,luar[rebalance=false,placementRepair=false]} is two labels. Strategy names are
     * lower-cased, property names and values kept as written.
     */
    public static List<String> splitList(String text) {
        List<String> labels = new java.util.ArrayList<>();
        int depth = 0;
        StringBuilder current = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == ',' && depth == 0) {
                add(labels, current);
                current.setLength(0);
                continue;
            }
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            current.append(c);
        }
        add(labels, current);
        return labels;
    }

    private static void add(List<String> labels, StringBuilder label) {
        String text = label.toString().trim();
        if (text.isEmpty()) {
            return;
        }
        int open = text.indexOf('[');
        if (open < 0) {
            labels.add(text.toLowerCase(java.util.Locale.ROOT));
            return;
        }
        // Property names and values keep their case; the name and a suffix after the brackets do not.
        int close = text.lastIndexOf(']') > open ? text.lastIndexOf(']') : text.length() - 1;
        labels.add(text.substring(0, open).toLowerCase(java.util.Locale.ROOT) + text.substring(open, close + 1)
                + text.substring(close + 1).toLowerCase(java.util.Locale.ROOT));
    }

    /** The label as written: the strategy's name in reports. */
    public String label() {
        return label;
    }

    /** The Janus strategy. */
    public String strategy() {
        return strategy;
    }

    /** The Janus properties set for its runs, in label order. */
    public Map<String, String> properties() {
        return properties;
    }

    /**
     * Whether its runs declare each NAS application to Janus as a job before it starts (and remove the
     * job when it ends) rather than leave its flows to be provisioned on packet-in.
     */
    public boolean declaresJobs() {
        return declaresJobs;
    }

    /** The label of the same Janus with the application left to packet-ins: the label without the suffix. */
    public String reactiveLabel() {
        return declaresJobs ? label.substring(0, label.length() - DECLARED_SUFFIX.length()) : label;
    }

    @Override
    public String toString() {
        return label;
    }
}
