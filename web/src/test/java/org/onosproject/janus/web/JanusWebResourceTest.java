package org.onosproject.janus.web;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;

import javax.ws.rs.core.Response;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/**
 * GET /onos/janus/strategy.
 */
public class JanusWebResourceTest {

    @Test
    public void strategyReturnsTheActiveAndTheAvailableStrategiesAsJson() {
        JanusService service = new StrategiesOnly("luar", ImmutableList.of(
                selector("ecmp", "hash of the 5-tuple"), selector("luar", "least summed utilisation")));

        Response response = new JanusWebResource(service).getStrategy();

        assertThat(response.getStatus(), is(200));
        assertThat(response.getEntity().toString(), is(
                "{\"active\":\"luar\",\"available\":["
                        + "{\"name\":\"ecmp\",\"description\":\"hash of the 5-tuple\"},"
                        + "{\"name\":\"luar\",\"description\":\"least summed utilisation\"}]}"));
    }

    private static PathSelector selector(String name, String description) {
        return new PathSelector() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public Selection select(SelectionContext context) {
                return Selection.of(context.candidates().path(0), "first");
            }
        };
    }

    /** The strategy half of the service, which is all this resource reads; the rest is not served yet. */
    private static final class StrategiesOnly implements JanusService {
        private final String active;
        private final List<PathSelector> strategies;

        StrategiesOnly(String active, List<PathSelector> strategies) {
            this.active = active;
            this.strategies = strategies;
        }

        @Override
        public String activeStrategy() {
            return active;
        }

        @Override
        public List<PathSelector> strategies() {
            return strategies;
        }

        @Override
        public void setActiveStrategy(String name) {
            throw new UnsupportedOperationException("read-only");
        }

        @Override
        public void registerSelector(PathSelector selector) {
            throw new UnsupportedOperationException("read-only");
        }

        @Override
        public void unregisterSelector(String name) {
            throw new UnsupportedOperationException("read-only");
        }

        @Override
        public LinkUsageView linkUsage() {
            throw new UnsupportedOperationException("not served by this resource yet");
        }

        @Override
        public Collection<JanusPath> paths() {
            throw new UnsupportedOperationException("not served by this resource yet");
        }

        @Override
        public Optional<JanusPath> path(String intentKey) {
            throw new UnsupportedOperationException("not served by this resource yet");
        }

        @Override
        public boolean withdraw(String intentKey) {
            throw new UnsupportedOperationException("read-only");
        }

        @Override
        public JanusStatistics statistics() {
            throw new UnsupportedOperationException("not served by this resource yet");
        }
    }
}
