package org.onosproject.janus.lab.report;

import java.util.List;
import java.util.Locale;

/**
 * A small SVG writer for the two charts the lab needs: grouped bars with error bars, and lines
 * over categorical x values. Missing values are NaN and are left out.
 */
public final class SvgChart {
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
        "#b07aa1", "#ff9da7"};
    private static final int WIDTH = 760;
    private static final int HEIGHT = 400;
    private static final int LEFT = 70;
    private static final int RIGHT = 150;
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
        double max = 0;
        for (int c = 0; c < categories.size(); c++) {
            for (int s = 0; s < series.size(); s++) {
                double top = values[c][s] + (Double.isNaN(errors[c][s]) ? 0 : errors[c][s]);
                if (!Double.isNaN(top)) {
                    max = Math.max(max, top);
                }
            }
        }
        double yMax = niceCeiling(max);
        StringBuilder svg = header(title, yLabel, yMax);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double groupWidth = plotWidth / Math.max(1, categories.size());
        double barWidth = groupWidth * 0.8 / Math.max(1, series.size());
        for (int c = 0; c < categories.size(); c++) {
            double groupX = LEFT + c * groupWidth + groupWidth * 0.1;
            for (int s = 0; s < series.size(); s++) {
                double v = values[c][s];
                if (Double.isNaN(v)) {
                    continue;
                }
                double x = groupX + s * barWidth;
                double y = y(v, yMax);
                svg.append(String.format(Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%s %s: %.2f</title></rect>%n",
                        x, y, barWidth * 0.95, HEIGHT - BOTTOM - y, colour(s), escape(categories.get(c)),
                        escape(series.get(s)), v));
                double e = errors[c][s];
                if (!Double.isNaN(e) && e > 0) {
                    double cx = x + barWidth * 0.475;
                    double y1 = y(v - e, yMax);
                    double y2 = y(v + e, yMax);
                    svg.append(String.format(Locale.ROOT,
                            "<path d=\"M%.1f %.1f V%.1f M%.1f %.1f H%.1f M%.1f %.1f H%.1f\" stroke=\"#222\" fill=\"none\"/>%n",
                            cx, y1, y2, cx - 4, y1, cx + 4, cx - 4, y2, cx + 4));
                }
            }
            svg.append(text(LEFT + c * groupWidth + groupWidth / 2, HEIGHT - BOTTOM + 18, categories.get(c), "middle"));
        }
        legend(svg, series);
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
        double yMax = niceCeiling(max);
        StringBuilder svg = header(title, yLabel, yMax);
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
                double py = y(v, yMax);
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
        legend(svg, series);
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder header(String title, String yLabel, double yMax) {
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(text(WIDTH / 2.0, 22, title, "middle").replace("<text ", "<text font-size=\"14\" font-weight=\"bold\" "));
        svg.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%d\" transform=\"rotate(-90 16 %d)\" "
                + "text-anchor=\"middle\">%s</text>%n", HEIGHT / 2, HEIGHT / 2, escape(yLabel)));
        for (int i = 0; i <= 5; i++) {
            double v = yMax * i / 5;
            double y = y(v, yMax);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                    LEFT, WIDTH - RIGHT, y, y));
            svg.append(text(LEFT - 6, y + 4, trim(v), "end"));
        }
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#222\"/>%n",
                LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, HEIGHT - BOTTOM));
        return svg;
    }

    private static void legend(StringBuilder svg, List<String> series) {
        for (int s = 0; s < series.size(); s++) {
            int y = TOP + 10 + s * 20;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                    WIDTH - RIGHT + 14, y - 10, colour(s)));
            svg.append(text(WIDTH - RIGHT + 32, y, series.get(s), "start"));
        }
    }

    private static double y(double v, double yMax) {
        return HEIGHT - BOTTOM - (HEIGHT - TOP - BOTTOM) * (yMax == 0 ? 0 : v / yMax);
    }

    private static String colour(int s) {
        return COLOURS[s % COLOURS.length];
    }

    private static String text(double x, double y, String content, String anchor) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", x, y, anchor,
                escape(content));
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v);
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
