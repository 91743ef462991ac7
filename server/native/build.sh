#!/bin/sh
# Builds the espeak-ng word-timing helper into server/native/build (gitignored). Run by the setup; the
# server also builds it on first use when it is missing.
set -e
dir="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$dir/build"
gcc -O2 -Wall -o "$dir/build/espeak-words" "$dir/espeak-words.c" -lespeak-ng
