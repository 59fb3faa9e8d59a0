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
package org.onosproject.janus.lab.report;

import java.util.List;
import java.util.Locale;

/**
 * A small SVG writer for the two charts the lab needs: grouped bars with error bars (and, optionally,
 * bars from a baseline other than 0 and a published reference value per group), and lines over
 * categorical x values. Missing values are NaN and are left out.
 */
public final class SvgChart {
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
        "#b07aa1", "#ff9da7"};
    private static final String MARK_COLOUR = "#000";
    private static final int WIDTH = 800;
    private static final int HEIGHT = 400;
    private static final int LEFT = 70;
    /** Room for the legend: labels up to about 20 characters (e.g. luar[rebalance=true]). */
    private static final int RIGHT = 190;
    private static final int TOP = 40;
    private static final int BOTTOM = 60;

    private SvgChart() {
    }

    /**
     * Grouped bars: {@code values[category][series]} with symmetric error bars {@code errors} (NaN
     * for none).
     */
    public static String bars(String title, String yLabel, List<String> categories, List<String> series,
                              double[][] values, double[][] errors) {
        return bars(title, yLabel, categories, series, values, errors, 0, null, null, null);
    }

    /**
     * Grouped bars drawn from {@code baseline} (0 for quantities, 1 for a speed-up, so that a bar shows
     * the gain or loss), with error bars as above and, for each category whose {@code marks} value is not
     * NaN, a dashed reference line across its group (a published value), named {@code markLabel} in the
     * legend. {@code marks} may be null for none. {@code colours[s]} is the palette index of series
     * {@code s} (so that a strategy keeps its colour from chart to chart); null for the series' own index.
     */
    public static String bars(String title, String yLabel, List<String> categories, List<String> series,
                              double[][] values, double[][] errors, double baseline, double[] marks,
                              String markLabel, int[] colours) {
        double lo = baseline;
        double hi = baseline;
        for (int c = 0; c < categories.size(); c++) {
            for (int s = 0; s < series.size(); s++) {
                double e = Double.isNaN(errors[c][s]) ? 0 : errors[c][s];
                if (!Double.isNaN(values[c][s])) {
                    hi = Math.max(hi, values[c][s] + e);
                    lo = Math.min(lo, values[c][s] - e);
                }
            }
            if (marks != null && !Double.isNaN(marks[c])) {
                hi = Math.max(hi, marks[c]);
                lo = Math.min(lo, marks[c]);
            }
        }
        Axis axis = baseline == 0 && lo >= 0 ? Axis.fromZero(hi) : Axis.spanning(lo, hi);
        StringBuilder svg = header(title, yLabel, axis);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double groupWidth = plotWidth / Math.max(1, categories.size());
        double barWidth = groupWidth * 0.8 / Math.max(1, series.size());
        double yBase = axis.y(baseline);
        for (int c = 0; c < categories.size(); c++) {
            double groupX = LEFT + c * groupWidth + groupWidth * 0.1;
            for (int s = 0; s < series.size(); s++) {
                double v = values[c][s];
                if (Double.isNaN(v)) {
                    continue;
                }
                double x = groupX + s * barWidth;
                double y = axis.y(v);
                svg.append(String.format(Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%s %s: "
                                + "%.2f</title></rect>%n",
                        x, Math.min(y, yBase), barWidth * 0.95, Math.abs(yBase - y),
                        colour(colours == null ? s : colours[s]),
                        escape(categories.get(c)), escape(series.get(s)), v));
                double e = errors[c][s];
                if (!Double.isNaN(e) && e > 0) {
                    double cx = x + barWidth * 0.475;
                    double y1 = axis.y(v - e);
                    double y2 = axis.y(v + e);
                    svg.append(String.format(Locale.ROOT,
                            "<path d=\"M%.1f %.1f V%.1f M%.1f %.1f H%.1f M%.1f %.1f H%.1f\" stroke=\"#222\" "
                                    + "fill=\"none\"/>%n",
                            cx, y1, y2, cx - 4, y1, cx + 4, cx - 4, y2, cx + 4));
                }
            }
            if (marks != null && !Double.isNaN(marks[c])) {
                svg.append(String.format(Locale.ROOT, "<path class=\"mark\" d=\"M%.1f %.1f H%.1f\" stroke=\"%s\" "
                                + "stroke-width=\"2\" stroke-dasharray=\"6 3\" fill=\"none\"><title>%s %s: %.2f</title>"
                                + "</path>%n", groupX - groupWidth * 0.05, axis.y(marks[c]),
                        groupX + groupWidth * 0.85, MARK_COLOUR, escape(categories.get(c)), escape(markLabel),
                        marks[c]));
            }
            svg.append(text(LEFT + c * groupWidth + groupWidth / 2, HEIGHT - BOTTOM + 18, categories.get(c), "middle"));
        }
        if (baseline != axis.min) {
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" "
                    + "stroke=\"#222\"/>%n", LEFT, WIDTH - RIGHT, yBase, yBase));
        }
        legend(svg, series, colours);
        boolean anyMark = marks != null && java.util.Arrays.stream(marks).anyMatch(m -> !Double.isNaN(m));
        if (anyMark) {
            int y = TOP + 10 + series.size() * 20;
            svg.append(String.format(Locale.ROOT, "<path d=\"M%d %d H%d\" stroke=\"%s\" stroke-width=\"2\" "
                    + "stroke-dasharray=\"6 3\"/>%n", WIDTH - RIGHT + 12, y - 4, WIDTH - RIGHT + 28, MARK_COLOUR));
            svg.append(text(WIDTH - RIGHT + 32, y, markLabel, "start"));
        }
        return svg.append("</svg>\n").toString();
    }

    /** Lines: {@code values[series][x]}. */
    public static String lines(String title, String yLabel, List<String> xLabels, List<String> series,
                               double[][] values) {
        double max = 0;
        for (double[] row : values) {
            for (double v : row) {
                if (!Double.isNaN(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        Axis axis = Axis.fromZero(max);
        StringBuilder svg = header(title, yLabel, axis);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double step = plotWidth / Math.max(1, xLabels.size());
        for (int x = 0; x < xLabels.size(); x++) {
            svg.append(text(LEFT + step * (x + 0.5), HEIGHT - BOTTOM + 18, xLabels.get(x), "middle"));
        }
        for (int s = 0; s < series.size(); s++) {
            StringBuilder path = new StringBuilder();
            for (int x = 0; x < xLabels.size(); x++) {
                double v = values[s][x];
                if (Double.isNaN(v)) {
                    continue;
                }
                double px = LEFT + step * (x + 0.5);
                double py = axis.y(v);
                path.append(path.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", px, py));
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\">"
                        + "<title>%s %s: %.3f</title></circle>%n", px, py, colour(s), escape(series.get(s)),
                        escape(xLabels.get(x)), v));
            }
            if (path.length() > 0) {
                svg.append("<path d=\"").append(path).append("\" stroke=\"").append(colour(s))
                        .append("\" stroke-width=\"2\" fill=\"none\"/>\n");
            }
        }
        legend(svg, series, null);
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder header(String title, String yLabel, Axis axis) {
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT,
                        WIDTH, HEIGHT));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(text(WIDTH / 2.0, 22, title, "middle")
                .replace("<text ", "<text font-size=\"14\" font-weight=\"bold\" "));
        svg.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%d\" transform=\"rotate(-90 16 %d)\" "
                + "text-anchor=\"middle\">%s</text>%n", HEIGHT / 2, HEIGHT / 2, escape(yLabel)));
        boolean integral = true;
        for (int i = 0; i <= axis.ticks; i++) {
            double v = axis.min + axis.span * i / axis.ticks;
            integral &= v == Math.rint(v);
        }
        for (int i = 0; i <= axis.ticks; i++) {
            double v = axis.min + axis.span * i / axis.ticks;
            double y = axis.y(v);
            svg.append(String.format(Locale.ROOT,
                    "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                    LEFT, WIDTH - RIGHT, y, y));
            svg.append(text(LEFT - 6, y + 4, integral ? Long.toString((long) v)
                    : String.format(Locale.ROOT, "%.2f", v), "end"));
        }
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#222\"/>%n",
                LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, HEIGHT - BOTTOM));
        return svg;
    }

    private static void legend(StringBuilder svg, List<String> series, int[] colours) {
        for (int s = 0; s < series.size(); s++) {
            int y = TOP + 10 + s * 20;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                    WIDTH - RIGHT + 14, y - 10, colour(colours == null ? s : colours[s])));
            svg.append(text(WIDTH - RIGHT + 32, y, series.get(s), "start"));
        }
    }

    /** The y axis: from {@code min} to {@code min + span}, in {@code ticks} equal steps. */
    private static final class Axis {
        final double min;
        final double span;
        final int ticks;

        private Axis(double min, double span, int ticks) {
            this.min = min;
            this.span = span;
            this.ticks = ticks;
        }

        /** 0 to a round ceiling of {@code max}, five steps. */
        static Axis fromZero(double max) {
            return new Axis(0, niceCeiling(max), 5);
        }

        /** A round range over [lo, hi] in steps of a fifth of a round span (5 to 10 steps). */
        static Axis spanning(double lo, double hi) {
            double tick = niceCeiling(hi - lo) / 5;
            double min = Math.floor(lo / tick + 1e-9) * tick;
            int ticks = (int) Math.ceil((hi - min) / tick - 1e-9);
            int steps = Math.max(1, ticks);
            return new Axis(min, tick * steps, steps);
        }

        double y(double v) {
            return HEIGHT - BOTTOM - (HEIGHT - TOP - BOTTOM) * (v - min) / span;
        }
    }

    private static String colour(int s) {
        return COLOURS[s % COLOURS.length];
    }

    private static String text(double x, double y, String content, String anchor) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", x, y, anchor,
                escape(content));
    }

    /** 1, 2 or 5 times a power of ten, at least {@code max}. */
    static double niceCeiling(double max) {
        if (max <= 0) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(max)));
        for (double m : new double[]{1, 2, 5, 10}) {
            if (m * power >= max) {
                return m * power;
            }
        }
        return 10 * power;
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
