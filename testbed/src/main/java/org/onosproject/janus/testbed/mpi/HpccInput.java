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
package org.onosproject.janus.testbed.mpi;

/**
 * HPCC's input file ({@code hpccinf.txt}) for a ring run: a small HPL problem (N=200, NB=40) on a P x Q
 * grid of all the ranks, so that HPCC's other tests (HPL, DGEMM, STREAM, PTRANS, RandomAccess, FFT), which
 * size themselves from it, take seconds; the b_eff latency and bandwidth test, whose 2,000,000-byte
 * messages and ring patterns are fixed in HPCC, is what takes the time. The rest are the file's usual
 * values (those of HPCC's example input).
 */
public final class HpccInput {

    public static final int HPL_N = 200;
    public static final int HPL_NB = 40;

    private HpccInput() {
    }

    /** The grid rows for {@code ranks}: the largest divisor not above the square root (4 -> 2, 8 -> 2, 16 -> 4). */
    public static int gridRows(int ranks) {
        if (ranks < 1) {
            throw new IllegalArgumentException("ranks must be >= 1, not " + ranks);
        }
        int p = (int) Math.floor(Math.sqrt(ranks));
        while (ranks % p != 0) {
            p--;
        }
        return p;
    }

    /** The file's text for {@code ranks} processes. */
    public static String text(int ranks) {
        int p = gridRows(ranks);
        int q = ranks / p;
        return String.join("\n",
                "HPLinpack benchmark input file",
                "Innovative Computing Laboratory, University of Tennessee",
                "HPL.out      output file name (if any)",
                "8            device out (6=stdout,7=stderr,file)",
                "1            # of problems sizes (N)",
                HPL_N + "          Ns",
                "1            # of NBs",
                HPL_NB + "           NBs",
                "0            PMAP process mapping (0=Row-,1=Column-major)",
                "1            # of process grids (P x Q)",
                p + "            Ps",
                q + "            Qs",
                "16.0         threshold",
                "1            # of panel fact",
                "2            PFACTs (0=left, 1=Crout, 2=Right)",
                "1            # of recursive stopping criterium",
                "4            NBMINs (>= 1)",
                "1            # of panels in recursion",
                "2            NDIVs",
                "1            # of recursive panel fact.",
                "1            RFACTs (0=left, 1=Crout, 2=Right)",
                "1            # of broadcast",
                "1            BCASTs (0=1rg,1=1rM,2=2rg,3=2rM,4=Lng,5=LnM)",
                "1            # of lookahead depth",
                "1            DEPTHs (>=0)",
                "2            SWAP (0=bin-exch,1=long,2=mix)",
                "64           swapping threshold",
                "0            L1 in (0=transposed,1=no-transposed) form",
                "0            U  in (0=transposed,1=no-transposed) form",
                "1            Equilibration (0=no,1=yes)",
                "8            memory alignment in double (> 0)",
                "##### This line (no. 32) is ignored (it serves as a separator). ######",
                "0                               Number of additional problem sizes for PTRANS",
                "1200 10000 30000                values of N",
                "0                               number of additional blocking sizes for PTRANS",
                "40 9 8 13 13 20 16 32 64        values of NB",
                "");
    }
}
