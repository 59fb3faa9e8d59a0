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
package org.onosproject.janus.lab.slurm;

import com.sun.net.httpserver.HttpServer;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertTrue;

/**
 * The Slurm prolog and epilog (contrib/slurm) against a stand-in {@code scontrol} and a stub of Janus's
 * REST API: the prolog declares the job's nodes, mapped to hosts, in node order; the epilog removes the
 * job; an unreachable ONOS or an incomplete host map is reported and never fails (blocks) the job.
 */
public class SlurmScriptsTest {

    private static final Path SCRIPTS = Paths.get("../contrib/slurm").toAbsolutePath().normalize();

    private final List<String> requests = Collections.synchronizedList(new ArrayList<>());
    private HttpServer server;
    private Path dir;
    private int status = 201;

    @Before
    public void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/onos/janus/jobs", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " " + body);
            byte[] reply = "{}".getBytes(StandardCharsets.UTF_8);
            int code = exchange.getRequestMethod().equals("DELETE") ? (status == 201 ? 204 : status) : status;
            exchange.sendResponseHeaders(code, code == 204 ? -1 : reply.length);
            if (code != 204) {
                exchange.getResponseBody().write(reply);
            }
            exchange.close();
        });
        server.start();
        dir = Files.createTempDirectory("janus-slurm");
        Path scontrol = dir.resolve("scontrol");
        // Expands "node[01-03]" as Slurm's scontrol would; anything else is printed as it is.
        Files.writeString(scontrol, "#!/bin/sh\n[ \"$1 $2\" = 'show hostnames' ] || exit 1\n"
                + "case \"$3\" in 'node[01-03]') printf 'node01\\nnode02\\nnode03\\n';; *) echo \"$3\";; esac\n");
        Files.setPosixFilePermissions(scontrol, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(dir.resolve("hostmap"), "# node host\nnode01 10.0.0.2\nnode02 10.1.0.2\n"
                + "node03 00:00:00:00:00:07/None\n");
    }

    @After
    public void stop() throws IOException {
        server.stop(0);
        try (var files = Files.walk(dir)) {
            files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private Result run(String script, Map<String, String> extra) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(SCRIPTS.resolve(script).toString());
        Map<String, String> env = builder.environment();
        env.put("SLURM_JOB_ID", "4242");
        env.put("SLURM_JOB_NODELIST", "node[01-03]");
        env.put("SCONTROL", dir.resolve("scontrol").toString());
        env.put("JANUS_HOSTMAP", dir.resolve("hostmap").toString());
        env.put("JANUS_URL", "http://127.0.0.1:" + server.getAddress().getPort() + "/onos/janus");
        env.put("JANUS_TIMEOUT", "2");
        env.putAll(extra);
        builder.redirectError(dir.resolve("stderr").toFile()).redirectOutput(dir.resolve("stdout").toFile());
        long start = System.nanoTime();
        Process process = builder.start();
        assertTrue("finished", process.waitFor(60, TimeUnit.SECONDS));
        return new Result(process.exitValue(), Files.readString(dir.resolve("stdout")),
                          Files.readString(dir.resolve("stderr")), System.nanoTime() - start);
    }

    private static final class Result {
        final int exit;
        final String out;
        final String err;
        final long nanos;

        Result(int exit, String out, String err, long nanos) {
            this.exit = exit;
            this.out = out;
            this.err = err;
            this.nanos = nanos;
        }
    }

    @Test
    public void prologDeclaresTheJobsNodesInOrderAsMappedHosts() throws Exception {
        Result result = run("janus-prolog", Map.of("JANUS_PATTERN", "ring", "JANUS_TTL", "7200"));
        assertThat(result.err, result.exit, is(0));
        assertThat(requests.size(), is(1));
        String request = requests.get(0);
        assertThat(request, containsString("POST /onos/janus/jobs "));
        assertThat(request, containsString("\"id\": \"slurm-4242\""));
        assertThat(request, containsString("\"hosts\": [\"10.0.0.2\", \"10.1.0.2\", \"00:00:00:00:00:07/None\"]"));
        assertThat(request, containsString("\"pattern\": \"ring\""));
        assertThat(request, containsString("\"ttl\": 7200"));
        assertThat(result.out, containsString("declared job slurm-4242 on 3 hosts"));
    }

    @Test
    public void epilogRemovesTheJob() throws Exception {
        Result result = run("janus-epilog", Map.of());
        assertThat(result.err, result.exit, is(0));
        assertThat(requests.get(0).trim(), is("DELETE /onos/janus/jobs/slurm-4242"));
        assertThat(result.out, containsString("removed job slurm-4242"));
    }

    @Test
    public void unreachableOnosIsReportedAndNeverBlocksTheJob() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Map<String, String> nowhere = Map.of("JANUS_URL", "http://127.0.0.1:" + closedPort + "/onos/janus");
        Result prolog = run("janus-prolog", nowhere);
        assertThat(prolog.exit, is(0));
        assertThat(prolog.err, containsString("janus-prolog: ERROR: ONOS unreachable"));
        Result epilog = run("janus-epilog", nowhere);
        assertThat(epilog.exit, is(0));
        assertThat(epilog.err, containsString("janus-epilog: ERROR: ONOS unreachable"));
        Map<String, String> strict = new java.util.HashMap<>(nowhere);
        strict.put("JANUS_STRICT", "1");
        assertThat("strict mode names the failure", run("janus-prolog", strict).exit, is(3));
    }

    @Test
    public void aNodeMissingFromTheHostMapIsReportedWithoutDeclaringAnything() throws Exception {
        Result result = run("janus-prolog", Map.of("SLURM_JOB_NODELIST", "node09"));
        assertThat(result.exit, is(0));
        assertThat(result.err, containsString("nodes missing from the host map: node09"));
        assertThat(requests.size(), is(0));
    }

    @Test
    public void aRefusedDeclarationIsReportedWithJanussAnswer() throws Exception {
        status = 400;
        Result result = run("janus-prolog", Map.of());
        assertThat(result.exit, is(0));
        assertThat(result.err, containsString("Janus refused job slurm-4242 (HTTP 400)"));
    }
}
