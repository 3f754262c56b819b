#!/bin/bash
set -euo pipefail
# a TCP listener on 8080 that outlives this script
setsid nc -lk -p 8080 </dev/null >/dev/null 2>&1 &
for _ in $(seq 50); do grep -q ':1F90 .* 0A ' /proc/net/tcp /proc/net/tcp6 2>/dev/null && break; sleep 0.1; done
