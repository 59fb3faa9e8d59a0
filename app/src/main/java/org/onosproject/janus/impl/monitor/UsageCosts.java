package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.impl.graph.LinkCost;

/**
 * The link costs strategies search paths by, taken from whatever {@link LinkUsageView} they were
 * given: for Janus's own {@link ExpectedUsage}, costs that read candidate DAGs by dense link index
 * (see there); for any other view, a cost read link by link through the view.
 */
public final class UsageCosts {

    private UsageCosts() {
    }

    /** {@link LinkUsageView#utilisation}: the expected utilisation. */
    public static LinkCost utilisation(LinkUsageView usage) {
        if (usage instanceof ExpectedUsage) {
            return ((ExpectedUsage) usage).utilisationCost();
        }
        return usage::utilisation;
    }

    /** {@link LinkUsageView#rateBytesPerSec}: the expected rate. */
    public static LinkCost rate(LinkUsageView usage) {
        if (usage instanceof ExpectedUsage) {
            return ((ExpectedUsage) usage).rateCost();
        }
        return usage::rateBytesPerSec;
    }

    /** {@link LinkUsageView#measuredUtilisation}: the fresh measured utilisation alone. */
    public static LinkCost measuredUtilisation(LinkUsageView usage) {
        if (usage instanceof ExpectedUsage) {
            return ((ExpectedUsage) usage).measuredUtilisationCost();
        }
        return usage::measuredUtilisation;
    }
}
