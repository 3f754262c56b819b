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
# build and install a tiny package, then upgrade it: dpkg's status and log record both
build() {
  dir=$(mktemp -d -p /var/tmp)
  mkdir -p "$dir/DEBIAN" "$dir/usr/share/doc/reos-demo"
  printf 'Package: reos-demo\nVersion: %s\nArchitecture: all\nMaintainer: ReOS <reos@example.org>\nDescription: ReOS eval package\n' "$1" > "$dir/DEBIAN/control"
  echo "reos-demo $1" > "$dir/usr/share/doc/reos-demo/VERSION"
  dpkg-deb --build --root-owner-group "$dir" "/var/tmp/reos-demo_$1.deb" >/dev/null
}
build 1.0
build 1.2
dpkg -i /var/tmp/reos-demo_1.0.deb >/dev/null
dpkg -i /var/tmp/reos-demo_1.2.deb >/dev/null
