#!/bin/bash
set -euo pipefail
cat > /etc/systemd/system/reos-broken.service <<'EOF'
[Unit]
Description=ReOS eval: a service that fails at start
[Service]
Type=oneshot
ExecStart=/bin/sh -c 'echo "<3>reos-broken: cannot open /srv/db/data: permission denied" >&2; exit 1'
EOF
systemctl daemon-reload
systemctl start reos-broken.service || true
groupadd developers
groupadd reos-empty
useradd -m -s /bin/bash alice
usermod -aG developers alice
