# Shared by scripts/start and scripts/test: make .venv with a Python 3.11+ and install the project into it.
# Sourced, not run. Uses $REPO.

find_python() {
  for candidate in python3.13 python3.12 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && \
       "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
      command -v "$candidate"; return 0
    fi
  done
  return 1
}

apt_install() {
  # Installs Debian/Ubuntu packages when we are root and they are missing; otherwise says what to install.
  missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null | grep -q '^ii' || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system packages: ${missing[*]}"
    if [ -z "${REOS_APT_UPDATED:-}" ]; then
      apt-get update -qq >/dev/null && export REOS_APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Note: these system packages are missing: ${missing[*]} (install them with: sudo apt-get install ${missing[*]})" >&2
  fi
}

# The libraries Qt's xcb and offscreen platforms load at run time.
QT_RUNTIME_PACKAGES=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
                     libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 libxcb-image0 libfontconfig1
                     libdbus-1-3 fonts-dejavu-core)

make_venv() {
  local extras="$1"
  PYTHON=$(find_python) || { echo "reos needs Python 3.11 or newer (install python3)" >&2; exit 1; }
  if [ ! -x "$REPO/.venv/bin/python" ]; then
    if ! "$PYTHON" -m venv "$REPO/.venv" 2>/dev/null; then
      apt_install python3-venv
      rm -rf "$REPO/.venv"
      "$PYTHON" -m venv "$REPO/.venv" || { echo "could not create a virtual environment (install python3-venv)" >&2; exit 1; }
    fi
  fi
  local log="$REPO/.venv/pip-install.log"
  echo "Installing ReOS Desktop${extras:+ with $extras} into $REPO/.venv (log: $log)"
  # compat mode: a plain .pth path entry, not an import hook that costs every start-up ~10 ms
  if ! { "$REPO/.venv/bin/python" -m pip install -q --upgrade pip &&
         "$REPO/.venv/bin/python" -m pip install -q -e "$REPO$extras" --config-settings editable_mode=compat; } >"$log" 2>&1; then
    tail -n 20 "$log" >&2
    echo "pip could not install ReOS Desktop; the whole log is in $log" >&2
    exit 1
  fi
}
