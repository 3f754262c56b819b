#!/bin/bash
set -euo pipefail
mkdir -p /srv/full
mount -t tmpfs -o size=8m reos-full /srv/full
dd if=/dev/zero of=/srv/full/blob bs=1M count=7 status=none
sync
