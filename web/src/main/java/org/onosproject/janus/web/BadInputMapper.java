package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import javax.ws.rs.ext.ExceptionMapper;
import javax.ws.rs.ext.Provider;

/**
 * Answers a {@link BadInputException} with 400 and {@code {"code": 400, "field": ..., "message": ...}},
 * written by Jackson so whatever the client sent comes back escaped.
 */
@Provider
public class BadInputMapper implements ExceptionMapper<BadInputException> {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Override
    public Response toResponse(BadInputException e) {
        ObjectNode body = MAPPER.createObjectNode()
                .put("code", Response.Status.BAD_REQUEST.getStatusCode())
                .put("field", e.field())
                .put("message", e.getMessage());
        return Response.status(Response.Status.BAD_REQUEST)
                .type(MediaType.APPLICATION_JSON_TYPE)
                .entity(body.toString())
                .build();
    }
}
