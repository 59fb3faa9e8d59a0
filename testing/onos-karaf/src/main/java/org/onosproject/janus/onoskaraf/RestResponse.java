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
package org.onosproject.janus.onoskaraf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;

/**
 * One HTTP answer of ONOS's Jetty: status and body.
 */
public final class RestResponse {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final String method;
    private final String path;
    private final int status;
    private final String body;

    public RestResponse(String method, String path, int status, String body) {
        this.method = method;
        this.path = path;
        this.status = status;
        this.body = body;
    }

    public int status() {
        return status;
    }

    public String body() {
        return body;
    }

    /**
     * The body as JSON.
     *
     * @return the parsed body
     * @throws OnosKarafException if the body is not JSON
     */
    public JsonNode json() {
        try {
            return MAPPER.readTree(body);
        } catch (IOException e) {
            throw new OnosKarafException(this + " is not JSON: " + e.getMessage(), e);
        }
    }

    /**
     * This response, when its status is 2xx.
     *
     * @return this
     * @throws OnosKarafException naming the request, status and body otherwise
     */
    public RestResponse requireSuccess() {
        if (status < 200 || status >= 300) {
            throw new OnosKarafException(this.toString());
        }
        return this;
    }

    @Override
    public String toString() {
        String shown = body.length() > 2000 ? body.substring(0, 2000) + "..." : body;
        return method + " " + path + " -> " + status + " " + shown;
    }
}
