package org.onosproject.janus.impl.strategy;

import org.junit.Test;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.graph.FabricGraph;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

public class ShortestPathSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final ShortestPathSelector selector = new ShortestPathSelector();

    @Test
    public void isNamedShortest() {
        assertThat(selector.name(), is("shortest"));
    }

    @Test
    public void everyFlowGetsTheFirstCandidate() {
        for (int port = 1000; port < 1100; port++) {
            Selection selection = selector.select(fabric.context(fabric.tcp(port)));
            assertThat(selection.path(), is(fabric.interPod.path(0)));
            assertThat(selection.isFallback(), is(false));
        }
    }

    @Test
    public void loadOnTheFirstPathDoesNotMoveIt() {
        fabric.interPod.path(0).forEach(link -> fabric.usage.setUtilisation(link, 1.0));
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(0)));
    }

    @Test
    public void reasonSaysHowManyPathsThereWere() {
        assertThat(selector.select(fabric.context(fabric.hostPair())).reason(),
                   containsString("first of 4"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void noCandidateIsAClearError() {
        selector.select(fabric.context(fabric.hostPair(), FabricGraph.empty().candidates(fabric.src, fabric.dst)));
    }
}
