#!/bin/bash
set -euo pipefail
cat > /etc/systemd/system/reos-old.service <<'EOF'
[Unit]
Description=ReOS eval: a retired service
[Service]
ExecStart=/bin/sleep infinity
EOF
systemctl daemon-reload
mv /etc/systemd/system/reos-old.service /lib/systemd/system/reos-old.service
systemctl daemon-reload
systemctl mask reos-old.service
