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

import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.ui.topo.Highlights;
import org.onosproject.ui.topo.LinkHighlight;
import org.onosproject.ui.topo.Mod;
import org.onosproject.ui.topo.TopoUtils;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Turns the link-usage graph (and, when hosts are selected, their Janus paths) into topology-view
 * highlights. Lines are coloured and labelled by <em>expected</em> utilisation, the load load-aware
 * strategies see (the Janus flows committed to the link plus the measured traffic Janus did not place).
 * The topology view draws both directions of a cable as one line, so each line gets the busier
 * direction's band and label. A direction's expected load is known when it has a fresh sample or a Janus
 * flow on it; a line known in neither direction is "unknown".
 */
public final class LinkUsageHighlights {

    /** CSS class of lines on a highlighted Janus path. */
    public static final Mod ON_PATH = new Mod("janus-path");

    private LinkUsageHighlights() {
    }

    /**
     * Every fabric link, coloured and labelled by expected utilisation.
     *
     * @param links the fabric links to draw
     * @param usage Janus's view of their load
     * @return the highlights
     */
    public static Highlights of(Collection<Link> links, LinkUsageView usage) {
        Highlights highlights = new Highlights();
        lines(links).forEach((id, cable) -> highlights.add(
                usageHighlight(id, cable, usage, LinkHighlight.Flavor.NO_HIGHLIGHT, "")));
        return highlights;
    }

    /**
     * The links of {@code paths} highlighted and labelled with the strategies that chose them (and the
     * expected utilisation); every other link stays coloured, subdued.
     *
     * @param links the fabric links to draw
     * @param usage Janus's view of their load
     * @param paths the paths to highlight
     * @return the highlights
     */
    public static Highlights withPaths(Collection<Link> links, LinkUsageView usage, Collection<JanusPath> paths) {
        Map<String, TreeSet<String>> strategiesByLine = new TreeMap<>();
        for (JanusPath path : paths) {
            for (Link link : path.links()) {
                strategiesByLine.computeIfAbsent(lineId(link), k -> new TreeSet<>()).add(path.strategy());
            }
        }
        Highlights highlights = new Highlights();
        lines(links).forEach((id, cable) -> {
            TreeSet<String> strategies = strategiesByLine.get(id);
            if (strategies == null) {
                highlights.add(usageHighlight(id, cable, usage, LinkHighlight.Flavor.NO_HIGHLIGHT, ""));
            } else {
                highlights.add(usageHighlight(id, cable, usage, LinkHighlight.Flavor.PRIMARY_HIGHLIGHT,
                                              String.join("+", strategies) + " ").addMod(ON_PATH));
            }
        });
        if (!paths.isEmpty()) {
            highlights.subdueAllElse(Highlights.Amount.MINIMALLY);
        }
        return highlights;
    }

    /**
     * The id the topology view knows a cable by: the compact string of its canonical direction.
     *
     * @param link either direction of the cable
     * @return the id
     */
    public static String lineId(Link link) {
        LinkKey key = TopoUtils.canonicalLinkKey(link);
        return key.src().elementId() + "/" + key.src().port() + "-" + key.dst().elementId() + "/" + key.dst().port();
    }

    private static Map<String, Cable> lines(Collection<Link> links) {
        Map<String, Cable> lines = new LinkedHashMap<>();
        for (Link link : links) {
            lines.computeIfAbsent(lineId(link), k -> new Cable()).add(link);
        }
        return lines;
    }

    private static LinkHighlight usageHighlight(String id, Cable cable, LinkUsageView usage,
                                                LinkHighlight.Flavor flavor, String prefix) {
        Optional<Double> busiest = cable.busiestExpectedUtilisation(usage);
        LinkHighlight highlight = new LinkHighlight(id, flavor);
        if (busiest.isPresent()) {
            return highlight.addMod(UtilisationScale.band(busiest.get()))
                    .setLabel(prefix + UtilisationScale.percent(busiest.get()));
        }
        return highlight.addMod(UtilisationScale.UNKNOWN).setLabel(prefix + "n/a");
    }

    /**
     * True if the direction's expected load rests on something: a fresh sample or a Janus flow.
     *
     * @param usage one direction's load
     * @return whether the load shown is more than a guess
     */
    static boolean isKnown(LinkUsage usage) {
        return !usage.isStale() || usage.committedFlows() > 0;
    }

    /** Both directions of one cable. */
    private static final class Cable {
        private final Collection<Link> directions = new java.util.ArrayList<>(2);

        void add(Link link) {
            directions.add(link);
        }

        Optional<Double> busiestExpectedUtilisation(LinkUsageView usage) {
            return directions.stream()
                    .map(usage::usage)
                    .flatMap(Optional::stream)
                    .filter(LinkUsageHighlights::isKnown)
                    .map(LinkUsage::expectedUtilisation)
                    .max(Double::compare);
        }
    }
}
