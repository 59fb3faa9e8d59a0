package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.util.function.Supplier;

/**
 * Janus's REST resources under {@code /onos/janus}. Everything goes through {@link JanusService}.
 */
@Path("")
public class JanusWebResource extends AbstractWebResource {

    private final Supplier<JanusService> janus;

    /** Used by Jersey: the service comes from ONOS's service directory on each request. */
    public JanusWebResource() {
        this.janus = () -> get(JanusService.class);
    }

    /** For tests: a given service instead of the OSGi registry. */
    JanusWebResource(JanusService service) {
        this.janus = () -> service;
    }

    /**
     * The active strategy and every registered one.
     *
     * @return 200 OK with {@code {"active": name, "available": [{"name", "description"}...]}}
     */
    @GET
    @Path("strategy")
    @Produces(MediaType.APPLICATION_JSON)
    public Response getStrategy() {
        JanusService service = janus.get();
        ObjectNode root = mapper().createObjectNode();
        root.put("active", service.activeStrategy());
        ArrayNode available = root.putArray("available");
        for (PathSelector selector : service.strategies()) {
            available.addObject()
                    .put("name", selector.name())
                    .put("description", selector.description());
        }
        return ok(root).build();
    }
}
