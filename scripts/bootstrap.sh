#!/usr/bin/env bash
# Installs the system packages WCDBSwift builds against, when they are missing.
#   libsqlcipher-dev  the SQLite engine with SQLCipher encryption (pkg-config `sqlcipher`)
#   libicu-dev        ICU, for the CJK-aware full-text-search tokenizer
#   libssl-dev        OpenSSL's libcrypto headers: SQLCipher already links libcrypto; the framework
#                     calls its PBKDF2 once per database so further handles reuse the derived raw key
#   pkg-config        how SwiftPM finds sqlcipher's include path
set -euo pipefail
packages=(libsqlcipher-dev libicu-dev libssl-dev pkg-config)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
