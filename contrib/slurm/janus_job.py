#!/usr/bin/env python3
# Copyright 2026-present Janus project
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""Declares a Slurm job to Janus (prolog) or removes it (epilog).

Never blocks a job: whatever goes wrong (ONOS unreachable, a node missing from the host map, a
declaration Janus refuses) is reported on stderr as one line starting with 'janus-<mode>: ERROR' and
the script exits 0 within JANUS_TIMEOUT seconds per request, so Slurm runs the job anyway (a failing
prolog would drain the node). With JANUS_STRICT=1 it exits 3 when ONOS is unreachable, 2 when the
declaration is refused or the host map is incomplete (for testing a site's setup by hand).
"""
import base64
import json
import os
import subprocess
import sys
import urllib.error
import urllib.request

UNREACHABLE = 3
REFUSED = 2


def env(name, default):
    value = os.environ.get(name, "")
    return value if value else default


class Failure(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def hostnames(nodelist, scontrol, timeout):
    try:
        out = subprocess.run([scontrol, "show", "hostnames", nodelist], capture_output=True, text=True,
                             timeout=timeout, check=True).stdout
    except (OSError, subprocess.SubprocessError) as e:
        raise Failure(REFUSED, "cannot expand SLURM_JOB_NODELIST with %s: %s" % (scontrol, e))
    return [line.strip() for line in out.splitlines() if line.strip()]


def host_map(path):
    hosts = {}
    try:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                fields = line.split()
                if len(fields) != 2:
                    raise Failure(REFUSED, "%s:%d: expected 'node host' (an IPv4 address or ONOS host id)"
                                  % (path, number))
                hosts[fields[0]] = fields[1]
    except OSError as e:
        raise Failure(REFUSED, "cannot read the host map %s: %s" % (path, e))
    return hosts


def request(method, url, body, timeout):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    credentials = "%s:%s" % (env("JANUS_USER", "onos"), env("JANUS_PASSWORD", "rocks"))
    req.add_header("Authorization", "Basic " + base64.b64encode(credentials.encode()).decode())
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")
    except (urllib.error.URLError, OSError) as e:
        raise Failure(UNREACHABLE, "ONOS unreachable at %s: %s" % (url, getattr(e, "reason", e)))


def prolog(base, job, timeout):
    nodes = hostnames(os.environ.get("SLURM_JOB_NODELIST", ""), env("SCONTROL", "scontrol"), timeout)
    if not nodes:
        raise Failure(REFUSED, "SLURM_JOB_NODELIST is empty")
    mapping = host_map(env("JANUS_HOSTMAP", "/etc/janus/hostmap"))
    missing = [n for n in nodes if n not in mapping]
    if missing:
        raise Failure(REFUSED, "nodes missing from the host map: " + ", ".join(missing))
    body = {"id": job, "hosts": [mapping[n] for n in nodes], "pattern": env("JANUS_PATTERN", "all-to-all")}
    if env("JANUS_GRID", ""):
        body["grid"] = [int(x) for x in env("JANUS_GRID", "").lower().split("x")]
    if env("JANUS_TTL", ""):
        body["ttl"] = int(env("JANUS_TTL", "0"))
    if env("JANUS_EXPECTED_BYTES", ""):
        body["expectedBytes"] = int(env("JANUS_EXPECTED_BYTES", "0"))
    status, text = request("POST", base + "/jobs", body, timeout)
    if status != 201:
        raise Failure(REFUSED, "Janus refused job %s (HTTP %d): %s" % (job, status, text.strip()))
    print("janus-prolog: declared job %s on %d hosts" % (job, len(nodes)))


def epilog(base, job, timeout):
    status, text = request("DELETE", base + "/jobs/" + job, None, timeout)
    if status == 404:
        print("janus-epilog: job %s was not declared (or already removed)" % job)
    elif status != 204:
        raise Failure(REFUSED, "Janus did not remove job %s (HTTP %d): %s" % (job, status, text.strip()))
    else:
        print("janus-epilog: removed job %s" % job)


def main(mode):
    base = env("JANUS_URL", "http://127.0.0.1:8181/onos/janus").rstrip("/")
    timeout = float(env("JANUS_TIMEOUT", "3"))
    job = env("JANUS_JOB_PREFIX", "slurm-") + env("SLURM_JOB_ID", "unknown")
    try:
        (prolog if mode == "prolog" else epilog)(base, job, timeout)
        return 0
    except Failure as e:
        print("janus-%s: ERROR: %s; the job runs without declared paths" % (mode, e), file=sys.stderr)
        return e.code if env("JANUS_STRICT", "0") == "1" else 0
    except Exception as e:  # never block a job, whatever happens
        print("janus-%s: ERROR: %s" % (mode, e), file=sys.stderr)
        return REFUSED if env("JANUS_STRICT", "0") == "1" else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "prolog"))
