package org.onosproject.janus.web.gui;

import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.ui.UiTopoOverlay;
import org.onosproject.ui.topo.PropertyPanel;

import java.util.function.Supplier;

/**
 * The "Janus" topology overlay: while it is active, ONOS's summary panel also shows Janus's strategy and
 * counters. Link colours, path highlights and Janus's own panels come through
 * {@link JanusTopoMessageHandler}.
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
                .addProp("janusActive", "Janus paths", stats.activeIntents())
                .addProp("janusProgramming", "Programming", stats.programming())
                .addProp("janusReprogramming", "Reprogramming", stats.reprogramming());
    }
}
