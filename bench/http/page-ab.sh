#!/bin/sh
# The uncached medicine and browse pages of two running builds, side by side (decision 044): server CPU per page
# one request at a time (rotating over many medicines, one medicine, the A–Z page), then wrk, alternating between
# the two servers round by round so both see the same load. Start both builds with PAGE_CACHE_MB=0 first.
#
#   node bench/http/medicine-paths.mjs http://127.0.0.1:<port> 1000 '{url}' > pages.txt
#   sh bench/http/page-ab.sh <before origin> <before pid> <after origin> <after pid> pages.txt [rounds=2]
#
# The pid is the server's (the primary's with WEB_CONCURRENCY > 1: its workers are summed).
set -eu
[ $# -ge 5 ] || { echo "usage: sh bench/http/page-ab.sh <before origin> <before pid> <after origin> <after pid> <pages file> [rounds]" >&2; exit 2; }
BEFORE=$1; BEFORE_PID=$2; AFTER=$3; AFTER_PID=$4; PAGES=$5; ROUNDS=${6:-2}
DIR=$(dirname "$0")
ENCODING=${BENCH_ACCEPT_ENCODING:-gzip, deflate, br, zstd}
WRK="wrk -t2 -c10 -d10s --latency"
command -v wrk >/dev/null || apt-get install -y wrk >/dev/null
round=1
while [ "$round" -le "$ROUNDS" ]; do
  for side in before after; do
    if [ "$side" = before ]; then origin=$BEFORE; pid=$BEFORE_PID; else origin=$AFTER; pid=$AFTER_PID; fi
    echo "## round $round, $side ($origin), load average $(cut -d' ' -f1-3 /proc/loadavg)"
    node "$DIR/cpu-per-request.mjs" "$pid" "$origin@$PAGES" 100 10
    node "$DIR/cpu-per-request.mjs" "$pid" "$origin/online-medicine-order/dolo-650-tablet-44787" 50 10
    node "$DIR/cpu-per-request.mjs" "$pid" "$origin/online-medicine-order/browse?letter=a" 50 10
    $WRK -s "$DIR/rotate.lua" "$origin" -- "$PAGES" | grep -E 'Requests/sec|Non-2xx|99%' | sed 's/^/medicine pages rotating: /'
    $WRK -H "Accept-Encoding: $ENCODING" "$origin/online-medicine-order/browse?letter=a" | grep -E 'Requests/sec|Non-2xx|99%' | sed 's/^/browse A–Z: /'
  done
  round=$((round + 1))
done
