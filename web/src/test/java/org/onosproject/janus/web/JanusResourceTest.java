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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.test.JerseyTest;
import org.glassfish.jersey.test.TestProperties;
import org.glassfish.jersey.test.jetty.JettyTestContainerFactory;
import org.glassfish.jersey.test.spi.TestContainerFactory;
import org.junit.After;
import org.junit.Before;
import org.onlab.junit.TestUtils;
import org.onlab.rest.BaseResource;

import javax.annotation.Priority;
import javax.ws.rs.Priorities;
import javax.ws.rs.client.Entity;
import javax.ws.rs.container.ContainerRequestContext;
import javax.ws.rs.container.ContainerRequestFilter;
import javax.ws.rs.container.PreMatching;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import javax.ws.rs.core.SecurityContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.Principal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

/**
 * Base of the REST tests, as ONOS's own: Janus's JAX-RS application served over HTTP by Jersey (in
 * Jetty, on a free port), its resources finding the real Janus through ONOS's service directory.
 * Requests carry the Karaf role the {@value #ROLE_HEADER} header names ({@code admin} by default),
 * standing in for the servlet container's basic authentication; ONOS's authorization filter then
 * applies as in ONOS.
 */
public abstract class JanusResourceTest extends JerseyTest {

    static final String ROLE_HEADER = "X-Test-Role";
    static final ObjectMapper MAPPER = new ObjectMapper();

    protected RunningJanus janus;

    protected JanusResourceTest() {
        super(ResourceConfig.forApplicationClass(JanusWebApplication.class).register(KarafRole.class));
        set(TestProperties.CONTAINER_PORT, 0);
    }

    @Override
    protected TestContainerFactory getTestContainerFactory() {
        return new JettyTestContainerFactory();
    }

    @Before
    public void startJanus() {
        janus = new RunningJanus();
        TestUtils.setField(BaseResource.class, "services", janus.services());
    }

    @After
    public void stopJanus() {
        if (janus != null) {
            janus.close();
        }
    }

    protected Response get(String path) {
        return target(path).request().get();
    }

    protected Response put(String path, String json) {
        return target(path).request().put(Entity.entity(json, MediaType.APPLICATION_JSON_TYPE));
    }

    protected Response delete(String path) {
        return target(path).request().delete();
    }

    /** The body of a JSON response with the given status. */
    protected static JsonNode json(Response response, int status) {
        String body = response.readEntity(String.class);
        assertThat(body, response.getStatus(), is(status));
        assertThat(response.getMediaType().toString(), startsWith(MediaType.APPLICATION_JSON));
        try {
            return MAPPER.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(body, e);
        }
    }

    /** Asserts a 400 whose JSON body names {@code field}; returns the message. */
    protected static String badInput(Response response, String field) {
        JsonNode body = json(response, 400);
        assertThat(body.toString(), body.path("field").asText(), is(field));
        assertThat(body.path("code").asInt(), is(400));
        return body.path("message").asText();
    }

    /** The authenticated user's role, as Karaf's JAAS realm would give it after basic auth. */
    @PreMatching
    @Priority(Priorities.AUTHENTICATION)
    public static final class KarafRole implements ContainerRequestFilter {
        @Override
        public void filter(ContainerRequestContext request) {
            String role = request.getHeaderString(ROLE_HEADER) == null ? "admin" : request.getHeaderString(ROLE_HEADER);
            request.setSecurityContext(new SecurityContext() {
                @Override
                public Principal getUserPrincipal() {
                    return () -> "karaf";
                }

                @Override
                public boolean isUserInRole(String wanted) {
                    // ONOS's admin group holds the viewer role too.
                    return role.equals(wanted) || ("admin".equals(role) && "viewer".equals(wanted));
                }

                @Override
                public boolean isSecure() {
                    return false;
                }

                @Override
                public String getAuthenticationScheme() {
                    return SecurityContext.BASIC_AUTH;
                }
            });
        }
    }
}
