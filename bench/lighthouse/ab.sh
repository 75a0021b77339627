#!/bin/sh
# Two builds compared on a busy machine: runs of bench:lighthouse alternate between two running servers, one
# run at a time and page by page, so both builds see the same load. Each run's report goes to
# $AB_OUT/<label>-<n>/; ab-summary.mjs prints the medians of the runs.
#
#   AB_BEFORE=http://127.0.0.1:3988 AB_AFTER=http://127.0.0.1:3987 AB_OUT=<dir> sh bench/lighthouse/ab.sh
#   node bench/lighthouse/ab-summary.mjs <dir>
set -e
runs=${AB_RUNS:-3}
pages=${AB_PAGES:-home,search,medicine-en,medicine-hi,cart,cart-guest,browse}
for page in $(echo "$pages" | tr ',' ' '); do
  for n in $(seq 1 "$runs"); do
    for side in before after; do
      if [ "$side" = before ]; then base=$AB_BEFORE; else base=$AB_AFTER; fi
      LH_BASE_URL=$base LH_RUNS=1 LH_PAGES=$page LH_REPORTS_DIR="$AB_OUT/$side-$n" npm run --silent bench:lighthouse | tail -n 1
    done
  done
done
