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
package org.onosproject.janus.web.gui;

import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.ConnectPoint;
import org.onosproject.ui.UiTopoOverlay;
import org.onosproject.ui.topo.PropertyPanel;

import java.util.Collection;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The "Janus" topology overlay: while it is active, ONOS's summary panel also shows Janus's strategy and
 * its main counters (a short pick: ONOS shares the panel with its own; the overlay's Janus panel shows
 * every statistic), and a selected link's details panel shows each direction's
 * expected, measured and committed load. Link colours, path highlights and Janus's own panels come
 * through {@link JanusTopoMessageHandler}.
 */
public class JanusTopoOverlay extends UiTopoOverlay {

    /** Must match {@code overlayId} in janusTopovOverlay.js. */
    public static final String OVERLAY_ID = "janus-overlay";

    private final Supplier<JanusService> janus;

    public JanusTopoOverlay(Supplier<JanusService> janus) {
        super(OVERLAY_ID);
        this.janus = janus;
    }

    @Override
    public void modifySummary(PropertyPanel panel) {
        JanusService service = janus.get();
        JanusStatistics stats = service.statistics();
        panel.addSeparator()
                .addProp("janusStrategy", "Janus strategy", service.activeStrategy())
                .addProp("janusActive", "Janus paths", stats.count(Statistic.ACTIVE_INTENTS))
                .addProp("janusProgramming", "Programming", stats.count(Statistic.PROGRAMMING))
                .addProp("janusReprogramming", "Reprogramming", stats.count(Statistic.REPROGRAMMING))
                .addProp("janusReroutes", "Reroutes after link loss", stats.count(Statistic.REROUTES))
                .addProp("janusNoPathWithdrawals", "No-path withdrawals", stats.count(Statistic.NO_PATH_WITHDRAWALS))
                .addProp("janusRebalanceMoves", "Rebalance moves", stats.count(Statistic.REBALANCE_MOVES))
                .addProp("janusMovedAside", "Flows moved aside", stats.count(Statistic.PLACEMENT_REPAIR_MOVES));
    }

    /** Both directions of the link: expected (what strategies see), measured and committed load. */
    @Override
    public void modifyInfraLinkDetails(PropertyPanel panel, ConnectPoint cpA, ConnectPoint cpB) {
        Collection<LinkUsage> usages = janus.get().linkUsage().all();
        panel.addSeparator();
        direction(panel, "AB", "A\u2192B", find(usages, cpA, cpB));
        direction(panel, "BA", "B\u2192A", find(usages, cpB, cpA));
    }

    private static void direction(PropertyPanel panel, String key, String label, Optional<LinkUsage> usage) {
        if (!usage.isPresent()) {
            panel.addProp("janusExpected" + key, label + " expected", LinkLoadText.NOTHING);
            return;
        }
        LinkUsage u = usage.get();
        panel.addProp("janusExpected" + key, label + " expected", LinkLoadText.expected(u))
                .addProp("janusMeasured" + key, label + " measured", LinkLoadText.measured(u))
                .addProp("janusCommitted" + key, label + " committed", LinkLoadText.committed(u));
    }

    private static Optional<LinkUsage> find(Collection<LinkUsage> usages, ConnectPoint src, ConnectPoint dst) {
        return usages.stream().filter(u -> u.src().equals(src) && u.dst().equals(dst)).findFirst();
    }
}
