package org.onosproject.janus.lab.cli;

import org.junit.Test;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class FaultsCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final JanusLab lab = new JanusLab(new IdealNetworkFactory(), new ScenarioCatalog(),
            new PrintStream(out, true), new PrintStream(err, true), false);

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    public void listShowsTheFailureScenario() {
        assertEquals(0, lab.execute("list"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("faults-k4"));
    }

    @Test
    public void optionsTheFailureScenarioLacksExitTwoNamingThem() {
        assertEquals(2, lab.execute("run", "faults-k4", "--reps", "3"));
        assertTrue(err(), err().contains("--reps"));
    }

    @Test
    public void anUnknownStrategyExitsTwoListingTheValidOnes() {
        assertEquals(2, lab.execute("run", "faults-k4", "--strategies", "fastest"));
        assertTrue(err(), err().contains("fastest") && err().contains("luar"));
    }

    @Test
    public void aBadSeedExitsTwo() {
        assertEquals(2, lab.execute("run", "faults-k4", "--seed", "x1"));
        assertTrue(err(), err().contains("--seed"));
    }
}
