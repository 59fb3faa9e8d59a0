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

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.osgi.TestServiceDirectory;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.web.RunningJanusAccess;
import org.onosproject.net.Link;
import org.onosproject.net.link.LinkService;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertNotNull;

/**
 * Renders the overlay in headless Chromium: the real handler's messages for the real Janus (paths and
 * link loads in every band) drawn by the overlay's JavaScript and CSS over an SVG fat-tree, with a
 * browser stand-in for the GUI services. The screenshot (target/gui-harness/janus-overlay.png) must
 * show the links in the scale's colours.
 */
public class OverlayRenderTest {

    private static final long GIGABIT_BYTES = 125_000_000L;
    private static final int WIDTH = 960;
    private static final int HEIGHT = 720;
    /** The topology is drawn left of this x; the overlay's panels (with the legend) right of it. */
    private static final int TOPOLOGY_RIGHT_EDGE = 640;

    /** Colours of janusTopov.css, by band. */
    private static final Map<String, int[]> BAND_COLOURS = Map.of(
            "janus-u0", new int[]{0x1a, 0x98, 0x50},
            "janus-u1", new int[]{0x91, 0xcf, 0x60},
            "janus-u2", new int[]{0xf1, 0xc4, 0x0f},
            "janus-u3", new int[]{0xfc, 0x8d, 0x59},
            "janus-u4", new int[]{0xd7, 0x30, 0x27},
            "janus-unknown", new int[]{0x9e, 0x9e, 0x9e});

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final File harness = new File("target/gui-harness");
    private RunningJanusAccess janus;

    @Before
    public void start() {
        janus = RunningJanusAccess.start();
    }

    @After
    public void stop() {
        janus.close();
    }

    @Test
    public void linksAreDrawnInTheColoursOfTheirUtilisationBands() throws Exception {
        String chromium = ExternalTool.find("/usr/bin/chromium", "chromium", "chromium-browser").orElse(null);
        assertNotNull("chromium is not installed (.ci/run installs it with apt-get): the overlay cannot be rendered",
                      chromium);

        writeHarness(sampleMessages());
        File png = new File(harness, "janus-overlay.png");
        Files.deleteIfExists(png.toPath());
        Path profile = Files.createTempDirectory("janus-chromium");
        ExternalTool.Result result = ExternalTool.run(List.of(
                chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--user-data-dir=" + profile,
                "--screenshot=" + png.getAbsolutePath(), "--window-size=" + WIDTH + "," + HEIGHT,
                new File(harness, "harness.html").toURI().toString()), harness, 180);
        deleteTree(profile);

        assertThat(result.output, png.isFile(), is(true));
        BufferedImage image = ImageIO.read(png);
        Map<String, Integer> counts = countBandPixels(image);
        for (Map.Entry<String, Integer> band : counts.entrySet()) {
            assertThat(band.getKey() + " links drawn in its colour; counts " + counts, band.getValue(),
                       greaterThan(150));
        }
    }

    /** Loads in every band, a selected pair of hosts, and what the handler sends for them. */
    private List<ObjectNode> sampleMessages() {
        JanusPath selected = janus.provision(0, 0, 3, 0);
        JanusPath other = janus.provision(1, 0, 2, 1);
        List<Link> a = selected.links();
        List<Link> b = other.links();
        janus.load(Map.of(a.get(0).src(), GIGABIT_BYTES / 10,
                                   a.get(1).src(), GIGABIT_BYTES * 3 / 10,
                                   a.get(2).src(), GIGABIT_BYTES / 2,
                                   a.get(3).src(), GIGABIT_BYTES * 7 / 10,
                                   b.get(1).src(), GIGABIT_BYTES * 9 / 10,
                                   b.get(2).src(), GIGABIT_BYTES * 95 / 100));
        GuiSession gui = new GuiSession(new TestServiceDirectory()
                                                .add(JanusService.class, janus.service())
                                                .add(LinkService.class, janus.linkService()));
        List<ObjectNode> messages = new ArrayList<>(gui.request(JanusTopoMessageHandler.START));
        messages.addAll(gui.request(JanusTopoMessageHandler.SELECT,
                                    GuiSession.hosts(selected.srcHost().toString(), selected.dstHost().toString())));
        return messages;
    }

    private void writeHarness(List<ObjectNode> messages) throws IOException {
        Files.createDirectories(harness.toPath());
        Path view = Paths.get("src/main/resources/app/view/janusTopov");
        for (String file : ImmutableList.of("janusTopov.js", "janusTopovOverlay.js", "janusTopov.css")) {
            Files.copy(view.resolve(file), harness.toPath().resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        Path standIns = Paths.get("src/test/resources/gui-harness");
        for (String file : ImmutableList.of("harness.html", "browser-standins.js")) {
            Files.copy(standIns.resolve(file), harness.toPath().resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        ObjectNode data = MAPPER.createObjectNode();
        data.set("topology", topology());
        data.putArray("messages").addAll(messages);
        Files.writeString(harness.toPath().resolve("harness-data.js"),
                          "window.HARNESS = " + data + ";\n", StandardCharsets.UTF_8);
    }

    /** The fat-tree laid out in three rows (core, aggregation, edge), pods left to right. */
    private ObjectNode topology() {
        Map<FatTree.Tier, List<FatTree.Switch>> rows = new TreeMap<>();
        janus.fatTree().switches().forEach(s -> rows.computeIfAbsent(s.tier(), t -> new ArrayList<>()).add(s));
        ObjectNode topology = MAPPER.createObjectNode();
        ArrayNode devices = topology.putArray("devices");
        rows.forEach((tier, switches) -> {
            double gap = (TOPOLOGY_RIGHT_EDGE - 60.0) / switches.size();
            for (int i = 0; i < switches.size(); i++) {
                devices.addObject().put("id", switches.get(i).id().toString())
                        .put("x", Math.round(40 + gap * (i + 0.5)))
                        .put("y", 90 + 230 * tier.ordinal());
            }
        });
        Map<String, Link> lines = new LinkedHashMap<>();
        janus.linkService().getActiveLinks().forEach(l -> lines.putIfAbsent(LinkUsageHighlights.lineId(l), l));
        ArrayNode links = topology.putArray("links");
        lines.forEach((id, l) -> links.addObject().put("id", id)
                .put("src", l.src().deviceId().toString()).put("dst", l.dst().deviceId().toString()));
        return topology;
    }

    private static Map<String, Integer> countBandPixels(BufferedImage image) {
        Map<String, Integer> counts = new TreeMap<>();
        BAND_COLOURS.keySet().forEach(b -> counts.put(b, 0));
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < Math.min(TOPOLOGY_RIGHT_EDGE, image.getWidth()); x++) {
                int rgb = image.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int bl = rgb & 0xff;
                BAND_COLOURS.forEach((band, c) -> {
                    if (Math.abs(r - c[0]) <= 6 && Math.abs(g - c[1]) <= 6 && Math.abs(bl - c[2]) <= 6) {
                        counts.merge(band, 1, Integer::sum);
                    }
                });
            }
        }
        return counts;
    }

    private static void deleteTree(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
