#!/bin/bash
# Reward 1 when the answer (the "answer" field of reos ask --json) names reos-broken, else 0.
answer=$(grep -m1 '^  "answer": ' "$REOS_ANSWER" || true)
echo "answer line: $answer"
if printf '%s' "$answer" | grep -Eqi -- 'reos-broken'; then
  echo 1 > /logs/verifier/reward.txt
else
  echo 0 > /logs/verifier/reward.txt
fi
