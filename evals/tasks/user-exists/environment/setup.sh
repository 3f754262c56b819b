#!/bin/bash
set -euo pipefail
groupadd developers
groupadd reos-empty
useradd -m -s /bin/bash alice
usermod -aG developers alice
