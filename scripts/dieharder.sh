#!/usr/bin/env bash
# Runs the raw generator stream of fairdraw through the dieharder battery (Debian's dieharder).
#
#   scripts/dieharder.sh [SEED] [DIEHARDER OPTIONS...]
#
# With no options it runs the whole battery, resolving any WEAK result by rerunning that test with
# more samples until it passes or fails (`-a -Y 1`): an hour or more on 2 cores.
# Install dieharder with `apt-get install dieharder`. The output goes to standard output and to
# docs/dieharder.txt; docs/FAIRNESS.md quotes its summary.
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f}
shift || true
options=("$@")
[ ${#options[@]} -gt 0 ] || options=(-a -Y 1)
command -v dieharder >/dev/null || { echo "dieharder is missing: apt-get install dieharder" >&2; exit 1; }
deno_cmd=(deno)
command -v deno >/dev/null || deno_cmd=(npx -y deno@2.9.6)
echo "# dieharder ${options[*]} on the fairdraw stream of seed $seed ($(date -u +%F))" | tee docs/dieharder.txt
"${deno_cmd[@]}" run scripts/keystream.ts "$seed" | dieharder -g 200 "${options[@]}" | tee -a docs/dieharder.txt
"${deno_cmd[@]}" run --allow-read --allow-write --allow-run scripts/dieharder_summary.ts
