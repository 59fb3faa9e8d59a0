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
"""
The testbed's data plane: a k-ary fat-tree in Mininet (Open vSwitch, userspace datapath, OpenFlow 1.3,
fail-mode secure, links rate-limited with TCLink/htb) under a remote controller, driven by the Java
testbed over stdin/stdout: one JSON command per line in, one JSON answer per line out (Mininet's own
log goes to stderr). The layout and addresses are the lab's (lab/.../topo/Topologies.fatTree): host n
of edge switch e in pod p is 10.p.e.(n+2); aggregation switch a of a pod links to cores a*k/2 .. a*k/2+k/2-1.

Every name carries the run's prefix (--prefix), so bridges, interfaces and processes of other users
are never touched; on 'stop', end of input or SIGTERM the network is stopped with net.stop() (never
'mn -c').

Run with /usr/bin/python3 (Mininet is installed for the system Python).
"""
import argparse
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from functools import partial

from mininet.link import TCLink
from mininet.log import setLogLevel
from mininet.net import Mininet
from mininet.node import OVSSwitch, RemoteController


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument('--k', type=int, default=4)
    p.add_argument('--hosts-per-edge', type=int, default=2)
    p.add_argument('--port', type=int, required=True)
    p.add_argument('--prefix', required=True)
    p.add_argument('--mbps', type=float, default=10.0)
    p.add_argument('--workdir', required=True)
    return p.parse_args()


class FatTree(object):
    def __init__(self, args):
        self.args = args
        self.net = None
        self.switches = []   # dicts: name, dpid, role, pod, label
        self.hosts = []      # dicts: name, label, ip, mac, switch
        self.procs = {}
        self.stopped = False

    def build(self):
        a = self.args
        k, half, px = a.k, a.k // 2, a.prefix
        switch = partial(OVSSwitch, datapath='user', protocols='OpenFlow13', failMode='secure')
        self.net = Mininet(switch=switch, link=TCLink, controller=None, autoSetMacs=False, build=False,
                           waitConnected=False)
        self.net.addController(RemoteController('%sc0' % px, ip='127.0.0.1', port=a.port))
        number = [0]

        def add_switch(label, role, pod):
            number[0] += 1
            name = '%s%s' % (px, label)
            dpid = '%016x' % number[0]
            self.net.addSwitch(name, dpid=dpid)
            self.switches.append(dict(name=name, dpid=dpid, role=role, pod=pod, label=label))
            return name

        bw = dict(bw=a.mbps)
        edges, aggs, cores = {}, {}, {}
        hostno = 0
        for pod in range(k):
            for e in range(half):
                edges[(pod, e)] = add_switch('e%d' % (pod * half + e + 1), 'edge', pod)
            for g in range(half):
                aggs[(pod, g)] = add_switch('a%d' % (pod * half + g + 1), 'aggregation', pod)
        for c in range(half * half):
            cores[c] = add_switch('c%d' % (c + 1), 'core', -1)
        for pod in range(k):
            for e in range(half):
                for n in range(a.hosts_per_edge):
                    hostno += 1
                    ip = '10.%d.%d.%d' % (pod, e, n + 2)
                    mac = '00:00:0a:%02x:%02x:%02x' % (pod, e, n + 2)
                    name = '%sh%d' % (px, hostno)
                    self.net.addHost(name, ip=ip + '/8', mac=mac)
                    self.net.addLink(name, edges[(pod, e)], **bw)
                    self.hosts.append(dict(name=name, label='h%d' % hostno, ip=ip, mac=mac,
                                           switch=edges[(pod, e)]))
        for pod in range(k):
            for e in range(half):
                for g in range(half):
                    self.net.addLink(edges[(pod, e)], aggs[(pod, g)], **bw)
        for pod in range(k):
            for g in range(half):
                for c in range(half):
                    self.net.addLink(aggs[(pod, g)], cores[g * half + c], **bw)
        self.net.build()
        self.net.start()
        for h in self.net.hosts:
            for intf in h.intfList():
                h.cmd('ethtool -K %s tx off >/dev/null 2>&1' % intf.name)

    def topology(self):
        links = []
        for link in self.net.links:
            i1, i2 = link.intf1, link.intf2
            links.append(dict(a=i1.node.name, aport=i1.node.ports[i1], b=i2.node.name, bport=i2.node.ports[i2]))
        return dict(switches=self.switches, hosts=self.hosts, links=links)

    def host(self, label):
        for h in self.hosts:
            if h['label'] == label or h['name'] == label:
                return self.net.get(h['name'])
        raise ValueError('no host %s' % label)

    def pingall(self, cmd):
        timeout = int(cmd.get('timeout', 2))
        sent, received, failures = 0, 0, []
        for src in self.hosts:
            node = self.net.get(src['name'])
            for dst in self.hosts:
                if dst is src:
                    continue
                sent += 1
                out = node.cmd('ping -c1 -W%d %s >/dev/null 2>&1; echo $?' % (timeout, dst['ip'])).strip()
                if out.endswith('0'):
                    received += 1
                else:
                    failures.append('%s->%s' % (src['label'], dst['label']))
        return dict(sent=sent, received=received, failures=failures)

    def spawn(self, cmd):
        node = self.host(cmd['host'])
        out = open(os.path.join(self.args.workdir, '%s.out' % cmd['id']), 'w')
        env = dict(os.environ)
        env.update(cmd.get('env', {}))
        proc = node.popen(cmd['args'], stdout=out, stderr=subprocess.STDOUT, env=env)
        self.procs[cmd['id']] = (proc, out)
        return dict(pid=proc.pid)

    def wait(self, cmd):
        proc, out = self.procs[cmd['id']]
        try:
            rc = proc.wait(timeout=float(cmd.get('timeout', 60)))
        except subprocess.TimeoutExpired:
            proc.kill()
            rc = proc.wait()
        out.close()
        del self.procs[cmd['id']]
        with open(os.path.join(self.args.workdir, '%s.out' % cmd['id'])) as f:
            return dict(rc=rc, output=f.read())

    def run(self, cmd):
        node = self.host(cmd['host'])
        return dict(output=node.cmd(cmd['args']))

    def switch(self, cmd):
        # A switch fails: every link of it goes down at both ends and it loses its controller connection
        # (neighbours see their ports go down; the controller sees the switch disconnect). Back up: the
        # controller is set again and the links come up.
        name = cmd['name']
        if name not in [s['name'] for s in self.switches]:
            raise ValueError('no switch %s' % name)
        sw = self.net.get(name)
        up = cmd['status'] == 'up'
        if not up:
            sw.cmd('ovs-vsctl del-controller %s' % name)
        for link in self.net.links:
            ends = (link.intf1.node, link.intf2.node)
            if sw in ends:
                other = ends[1] if ends[0] is sw else ends[0]
                self.net.configLinkStatus(name, other.name, cmd['status'])
        if up:
            sw.cmd('ovs-vsctl set-controller %s tcp:127.0.0.1:%d' % (name, self.args.port))
        return {}

    def pids(self):
        return dict(pids={h['label']: self.net.get(h['name']).pid for h in self.hosts})

    def link(self, cmd):
        self.net.configLinkStatus(cmd['a'], cmd['b'], cmd['status'])
        return {}

    def handle(self, cmd):
        op = cmd.get('cmd')
        if op == 'topology':
            return self.topology()
        if op == 'pingall':
            return self.pingall(cmd)
        if op == 'spawn':
            return self.spawn(cmd)
        if op == 'wait':
            return self.wait(cmd)
        if op == 'run':
            return self.run(cmd)
        if op == 'link':
            return self.link(cmd)
        if op == 'pids':
            return self.pids()
        if op == 'switch':
            return self.switch(cmd)
        if op == 'stop':
            self.stop()
            return {}
        raise ValueError('unknown command %s' % op)

    def stop(self):
        if self.stopped:
            return
        self.stopped = True
        for proc, out in list(self.procs.values()):
            try:
                proc.kill()
                proc.wait()
            except Exception:  # noqa
                pass
        self.procs.clear()
        if self.net is not None:
            self.kill_inside_hosts()
            self.net.stop()

    def kill_inside_hosts(self):
        # What commands started in the hosts and left behind (e.g. MPI daemons that daemonise): every process
        # in a host's network namespace but the host's shell. Only this run's hosts' namespaces are looked at.
        shells = set()
        spaces = set()
        for h in self.hosts:
            pid = self.net.get(h['name']).pid
            shells.add(pid)
            try:
                spaces.add(os.readlink('/proc/%d/ns/net' % pid))
            except OSError:
                pass
        for entry in os.listdir('/proc'):
            if not entry.isdigit() or int(entry) in shells:
                continue
            try:
                if os.readlink('/proc/%s/ns/net' % entry) in spaces:
                    os.kill(int(entry), signal.SIGKILL)
            except OSError:
                pass


def answer(obj):
    sys.stdout.write(json.dumps(obj) + '\n')
    sys.stdout.flush()


def main():
    args = parse_args()
    setLogLevel('warning')
    tree = FatTree(args)

    def on_term(signum, frame):
        tree.stop()
        sys.exit(1)

    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, on_term)
    try:
        started = time.time()
        tree.build()
        answer(dict(ok=True, ready=True, seconds=round(time.time() - started, 2)))
    except Exception as e:  # noqa
        answer(dict(ok=False, error='Mininet did not start: %s' % e))
        tree.stop()
        return 1
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            cmd = json.loads(line)
            result = tree.handle(cmd)
            result['ok'] = True
            answer(result)
            if cmd.get('cmd') == 'stop':
                return 0
        except Exception as e:  # noqa
            answer(dict(ok=False, error='%s: %s' % (type(e).__name__, e)))
    tree.stop()
    return 0


if __name__ == '__main__':
    sys.exit(main())
