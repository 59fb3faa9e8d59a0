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
package org.onosproject.janus.testbed.ovs;

import com.google.common.io.BaseEncoding;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Ethernet frames written to and read from a network interface as they are (a packet socket,
 * through the system's Python 3: the JDK has none), to play a host on a veth end.
 */
public final class RawFrames {

    static final String PYTHON = "/usr/bin/python3";
    private static final String SEND = "import socket,sys\n"
            + "s=socket.socket(socket.AF_PACKET,socket.SOCK_RAW)\n"
            + "s.bind((sys.argv[1],0))\n"
            + "for i in range(int(sys.argv[3])): s.send(bytes.fromhex(sys.argv[2]))\n";
    private static final String RECEIVE = "import socket,sys,time\n"
            + "s=socket.socket(socket.AF_PACKET,socket.SOCK_RAW,socket.htons(3))\n"
            + "s.bind((sys.argv[1],0))\n"
            + "want=int(sys.argv[3],16)\n"
            + "end=time.time()+float(sys.argv[2])\n"
            + "print('ready',flush=True)\n"
            + "while time.time()<end:\n"
            + "  s.settimeout(max(0.01,end-time.time()))\n"
            + "  try: f=s.recv(65535)\n"
            + "  except socket.timeout: break\n"
            + "  if len(f)>=14 and int.from_bytes(f[12:14],'big')==want: print(f.hex(),flush=True); sys.exit(0)\n"
            + "sys.exit(1)\n";

    private RawFrames() {
    }

    /** Writes {@code frame} to {@code iface} {@code times} times. */
    public static void send(String iface, byte[] frame, int times) {
        Commands.run(PYTHON, "-c", SEND, iface, BaseEncoding.base16().lowerCase().encode(frame), String.valueOf(times));
    }

    /** A reader of the next frame of one Ethernet type on an interface, listening once this returns. */
    public static Receiver listen(String iface, int etherType, long timeoutMillis) {
        try {
            Process process = new ProcessBuilder(PYTHON, "-c", RECEIVE, iface, String.valueOf(timeoutMillis / 1000.0),
                                                 Integer.toHexString(etherType)).redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                                                                          StandardCharsets.UTF_8));
            String first = out.readLine();
            if (!"ready".equals(first)) {
                process.destroyForcibly();
                throw new IllegalStateException("cannot listen on " + iface + ": " + first);
            }
            return new Receiver(process, out, timeoutMillis);
        } catch (IOException e) {
            throw new IllegalStateException("cannot listen on " + iface, e);
        }
    }

    /** The listening side. */
    public static final class Receiver {
        private final Process process;
        private final BufferedReader out;
        private final long timeoutMillis;

        private Receiver(Process process, BufferedReader out, long timeoutMillis) {
            this.process = process;
            this.out = out;
            this.timeoutMillis = timeoutMillis;
        }

        /** The frame received, or empty if none came in time. */
        public Optional<byte[]> frame() {
            try {
                if (!process.waitFor(timeoutMillis + 5_000, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    return Optional.empty();
                }
                String line = out.readLine();
                return process.exitValue() == 0 && line != null
                        ? Optional.of(BaseEncoding.base16().lowerCase().decode(line.trim())) : Optional.empty();
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the received frame", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
    }
}
