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
/*
 * janus_ring: ring bandwidth over MPI as HPCC's b_eff test defines it, on rings given in a file.
 *
 *   mpirun ... janus_ring <message bytes> <measured exchanges> <rings file>
 *
 * The rings file has one ring per line: a permutation of the ranks 0..n-1 (the first line is the naturally
 * ordered ring, the others random ones). For each ring every rank sends a message to both its neighbours
 * in the ring and receives one from each, all four non-blocking, then waits for all four (one exchange).
 * One unmeasured exchange, then <measured exchanges> timed ones; a ring's time is the slowest rank's.
 * Its bandwidth is HPCC's: message bytes over (time / (2 x exchanges)), i.e. per process counting the two
 * messages it sends. Rank 0 prints one line per ring and, at the end, natural_MBps (the first ring) and
 * random_MBps (the geometric mean over the other rings), in MB/s (10^6 bytes/s).
 */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RINGS 64
#define TO_RIGHT 200
#define TO_LEFT 201

static int read_rings(const char *file, int size, int rings[MAX_RINGS][1024]) {
    FILE *in = fopen(file, "r");
    int count = 0;
    if (in == NULL) {
        return -1;
    }
    while (count < MAX_RINGS) {
        int i;
        for (i = 0; i < size; i++) {
            if (fscanf(in, "%d", &rings[count][i]) != 1) {
                fclose(in);
                return i == 0 ? count : -1;
            }
        }
        count++;
    }
    fclose(in);
    return count;
}

int main(int argc, char **argv) {
    static int rings[MAX_RINGS][1024];
    int size, rank, count, r, i, loop, exchanges;
    long bytes;
    char *send_left, *send_right, *recv_left, *recv_right;
    double log_sum = 0;
    double natural = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (argc != 4 || size < 2 || size > 1024) {
        if (rank == 0) {
            fprintf(stderr, "usage: janus_ring <message bytes> <measured exchanges> <rings file> (2..1024 ranks)\n");
        }
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    bytes = atol(argv[1]);
    exchanges = atoi(argv[2]);
    count = read_rings(argv[3], size, rings);
    if (bytes < 1 || exchanges < 1 || count < 1) {
        if (rank == 0) {
            fprintf(stderr, "janus_ring: bad message size, exchange count or rings file %s\n", argv[3]);
        }
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    send_left = malloc(bytes);
    send_right = malloc(bytes);
    recv_left = malloc(bytes);
    recv_right = malloc(bytes);
    memset(send_left, 1, bytes);
    memset(send_right, 2, bytes);
    for (r = 0; r < count; r++) {
        int left = -1, right = -1;
        double start = 0, took, slowest;
        for (i = 0; i < size; i++) {
            if (rings[r][i] == rank) {
                left = rings[r][(i - 1 + size) % size];
                right = rings[r][(i + 1) % size];
            }
        }
        MPI_Barrier(MPI_COMM_WORLD);
        for (loop = -1; loop < exchanges; loop++) {
            MPI_Request requests[4];
            if (loop == 0) {
                start = MPI_Wtime();
            }
            MPI_Irecv(recv_left, bytes, MPI_BYTE, left, TO_RIGHT, MPI_COMM_WORLD, &requests[0]);
            MPI_Irecv(recv_right, bytes, MPI_BYTE, right, TO_LEFT, MPI_COMM_WORLD, &requests[1]);
            MPI_Isend(send_right, bytes, MPI_BYTE, right, TO_RIGHT, MPI_COMM_WORLD, &requests[2]);
            MPI_Isend(send_left, bytes, MPI_BYTE, left, TO_LEFT, MPI_COMM_WORLD, &requests[3]);
            MPI_Waitall(4, requests, MPI_STATUSES_IGNORE);
        }
        took = MPI_Wtime() - start;
        MPI_Reduce(&took, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
        if (rank == 0) {
            double mbps = bytes / (slowest / (2.0 * exchanges)) / 1e6;
            printf("ring %d seconds %.6f MBps %.6f order", r, slowest, mbps);
            for (i = 0; i < size; i++) {
                printf(" %d", rings[r][i]);
            }
            printf("\n");
            if (r == 0) {
                natural = mbps;
            } else {
                log_sum += log(mbps);
            }
        }
    }
    if (rank == 0) {
        printf("ranks=%d\n", size);
        printf("natural_MBps=%.6f\n", natural);
        if (count > 1) {
            printf("random_MBps=%.6f\n", exp(log_sum / (count - 1)));
        }
        fflush(stdout);
    }
    free(send_left);
    free(send_right);
    free(recv_left);
    free(recv_right);
    MPI_Finalize();
    return 0;
}
