#!/bin/bash
set -euo pipefail
hostname reos-box
