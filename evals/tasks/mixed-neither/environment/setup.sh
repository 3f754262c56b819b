#!/bin/bash
set -euo pipefail
# the environment as it boots
true
