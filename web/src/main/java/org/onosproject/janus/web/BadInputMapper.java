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
