#!/usr/bin/env bash
# Builds (release) and runs wcdb-benchmark and its GRDB peer, then prints one combined table.
# GRDB links the system libsqlite3 and WCDBSwift libsqlcipher, so each runs in its own process and each
# library's ratio is to raw C on its own engine; absolute times stand side by side.
#   Benchmarks/compare.sh [--runs N] [--scale X] [--only a,b]      (arguments go to both)
# Environment: WCDB_SCRATCH  scratch path of the main package build (default: .build of the package)
#              OUT           directory for the two JSON files (default: a temporary directory)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
scratch="${WCDB_SCRATCH:-$root/.build}"

echo "compare: building wcdb-benchmark (release)" >&2
(cd "$root" && swift build -c release --scratch-path "$scratch" --product wcdb-benchmark >&2)
echo "compare: building the GRDB peer (release)" >&2
(cd "$here/Peers/GRDB" && swift build -c release >&2)

echo "compare: running wcdb-benchmark" >&2
"$scratch/release/wcdb-benchmark" "$@" --json "$out/wcdb.json" 2> >(tee "$out/wcdb.log" >&2) >&2
echo "compare: running the GRDB peer" >&2
only_args=()
# The peer has no cipher workloads (the system SQLite has no SQLCipher): drop them from --only.
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  if [ "${args[$i]}" = "--only" ]; then
    filtered="$(echo "${args[$((i + 1))]}" | tr ',' '\n' | grep -v '^cipher' | paste -sd, -)"
    if [ -z "$filtered" ]; then filtered="none"; fi
    only_args+=("--only" "$filtered"); i=$((i + 1))
  else
    only_args+=("${args[$i]}")
  fi
done
"$here/Peers/GRDB/.build/release/GRDBPeerBenchmark" "${only_args[@]+"${only_args[@]}"}" --json "$out/grdb.json" \
  2> >(tee "$out/grdb.log" >&2) >&2
sleep 0.2 # let the tee processes flush

sqlcipher_version="$(sed -n 's/^engine: //p' "$out/wcdb.log" | head -1)"
sqlite_version="$(sed -n 's/^engine: //p' "$out/grdb.log" | head -1)"
python3 - "$out/wcdb.json" "$out/grdb.json" "$sqlcipher_version" "$sqlite_version" <<'PY'
import json, sys
wcdb = json.load(open(sys.argv[1]))
grdb = json.load(open(sys.argv[2]))
def index(records):
    table = {}
    for r in records:
        table.setdefault(r["workload"], {})[r["implementation"]] = r
    return table
w, g = index(wcdb), index(grdb)
order = [r["workload"] for r in wcdb if r["implementation"] == "raw"]
def ms(s): return f"{s * 1000:.1f} ms" if s >= 0.001 else f"{s * 1e6:.0f} us"
def cell(t, workload, impl, ratio=True):
    r = t.get(workload, {}).get(impl)
    if r is None: return "-"
    text = ms(r["median_seconds"])
    if ratio and r.get("ratio_to_raw") is not None: text += f" ({r['ratio_to_raw']:.2f}x)"
    return text
header = ["workload", "rows", "WCDBSwift ORM", "WCDBSwift core", f"raw C, {sys.argv[3]}",
          "GRDB", f"raw C, {sys.argv[4]}"]
rows = [header]
for name in order:
    rows.append([name, str(w[name]["raw"]["rows"]), cell(w, name, "orm"), cell(w, name, "core"),
                 cell(w, name, "raw", False), cell(g, name, "grdb"), cell(g, name, "raw", False)])
widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
def line(r): return "| " + " | ".join(c.ljust(widths[i]) for i, c in enumerate(r)) + " |"
print(line(rows[0]))
print("|" + "|".join("-" * (x + 2) for x in widths) + "|")
for r in rows[1:]: print(line(r))
print("medians; (Nx) = median / the raw C median on the same engine")
PY
echo "compare: JSON in $out" >&2
