package org.onosproject.janus.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.PathSelector;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The active strategy and every registered one, as {@code janus-strategy} shows them.
 */
final class StrategyView {

    private final String active;
    private final List<PathSelector> strategies;

    private StrategyView(String active, List<PathSelector> strategies) {
        this.active = active;
        this.strategies = ImmutableList.copyOf(strategies);
    }

    /** A snapshot of what the service reports now. */
    static StrategyView of(JanusService service) {
        return new StrategyView(service.activeStrategy(), service.strategies());
    }

    /** Names of the registered strategies, in the service's (name) order. */
    List<String> names() {
        return strategies.stream().map(PathSelector::name).collect(Collectors.toList());
    }

    /** One header row, then one row per strategy; the active one is marked with {@code *}. */
    List<String> rows() {
        int width = strategies.stream().mapToInt(s -> s.name().length()).max().orElse(0);
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        rows.add("active strategy: " + active);
        for (PathSelector s : strategies) {
            String marker = s.name().equals(active) ? "*" : " ";
            rows.add(String.format("%s %-" + width + "s  %s", marker, s.name(), s.description()));
        }
        return rows.build();
    }

    /** {@code {"active": name, "available": [{"name", "description", "active"}...]}}. */
    ObjectNode json(ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("active", active);
        ArrayNode available = root.putArray("available");
        for (PathSelector s : strategies) {
            available.addObject()
                    .put("name", s.name())
                    .put("description", s.description())
                    .put("active", s.name().equals(active));
        }
        return root;
    }
}
