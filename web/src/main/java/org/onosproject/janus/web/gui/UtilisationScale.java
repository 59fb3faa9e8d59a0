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

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.google.common.collect.ImmutableList;
import org.onosproject.ui.topo.Mod;

import java.util.List;

/**
 * The overlay's colour scale: expected utilisation in five bands of 20 %, plus one for links whose load
 * is unknown (no fresh sample and no Janus flow). Each band is a CSS class (a {@link Mod}) that
 * janusTopov.css colours, green to red.
 */
public final class UtilisationScale {

    /** Links with neither a fresh sample nor a Janus flow: load unknown. */
    public static final Mod UNKNOWN = new Mod("janus-unknown");

    private static final List<Mod> BANDS = ImmutableList.of(
            new Mod("janus-u0"), new Mod("janus-u1"), new Mod("janus-u2"), new Mod("janus-u3"), new Mod("janus-u4"));
    private static final double BAND_WIDTH = 1.0 / 5;

    private UtilisationScale() {
    }

    /**
     * The band of a utilisation (rate / capacity); 1.0 and above are in the top band.
     *
     * @param utilisation rate over capacity
     * @return the CSS class of its band
     */
    public static Mod band(double utilisation) {
        int index = (int) Math.floor(Math.max(0, utilisation) / BAND_WIDTH);
        return BANDS.get(Math.min(index, BANDS.size() - 1));
    }

    /**
     * Whole percent, e.g. {@code 37%}; over 100 % when counters run ahead of the port speed.
     *
     * @param utilisation rate over capacity
     * @return the label
     */
    public static String percent(double utilisation) {
        return Math.round(Math.max(0, utilisation) * 100) + "%";
    }

    /**
     * Appends the legend the overlay draws to {@code legend}: one entry per band, then the unknown one.
     *
     * @param legend the array to append to
     * @return {@code legend}
     */
    public static ArrayNode legend(ArrayNode legend) {
        for (int i = 0; i < BANDS.size(); i++) {
            int from = i * 20;
            String label = i == BANDS.size() - 1 ? "\u2265 " + from + " %" : from + "\u2013" + (from + 20) + " %";
            legend.addObject().put("css", BANDS.get(i).toString()).put("label", label);
        }
        legend.addObject().put("css", UNKNOWN.toString()).put("label", "no fresh sample, no Janus flow");
        return legend;
    }
}
