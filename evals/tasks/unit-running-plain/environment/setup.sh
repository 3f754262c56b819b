#!/bin/bash
set -euo pipefail
cat > /etc/systemd/system/reos-web.service <<'EOF'
[Unit]
Description=ReOS eval: a long-running service
[Service]
ExecStart=/bin/sleep infinity
[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload
systemctl enable --now reos-web.service
