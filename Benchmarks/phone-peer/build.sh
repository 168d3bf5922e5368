#!/usr/bin/env bash
# Builds phone-peer (libphonenumber's C++ library, timed as maskc-bench's phone suite times
# maskc) into DIRECTORY, when the library is installed (Debian: libphonenumber-dev) and g++
# is present. Prints the program's path, or, where it cannot be built, one line saying why,
# starting `skipped:`, and exits 3: maskc-bench prints that line and goes on without the peer.
#
#   Benchmarks/phone-peer/build.sh [DIRECTORY]     (default: .build/phone-peer)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$(cd "$here/../.." && pwd)/.build/phone-peer}"
source="$here/phone_peer.cc"
program="$out/phone-peer"

skip() { echo "skipped: $1"; exit 3; }
command -v g++ >/dev/null 2>&1 || skip "no g++ to build it with"
header_found=0
for directory in /usr/include /usr/local/include; do
    [[ -f "$directory/phonenumbers/phonenumberutil.h" ]] && header_found=1
done
[[ $header_found == 1 ]] || skip "libphonenumber's headers are not installed (Debian: apt-get install libphonenumber-dev)"

# Rebuilt only when the source is newer than the program.
if [[ ! -x "$program" || "$source" -nt "$program" ]]; then
    mkdir -p "$out"
    # libphonenumber.so names its own dependencies (protobuf, ICU, abseil): -lphonenumber suffices.
    if ! errors="$(g++ -std=c++17 -O2 -o "$program" "$source" -lphonenumber 2>&1)"; then
        skip "g++ could not build it against libphonenumber: $(echo "$errors" | grep -m1 -i error || echo "$errors" | head -1)"
    fi
fi
echo "$program"
