#!/usr/bin/env bash
# Renders the contact sheets of this folder again (see README.md): a 60 s story per language and the style
# story in each visual style, at 1080x1920, avatar mode, corner layout, then one frame from the middle of
# each tenth (languages) or sixth (styles), tiled; and the English story in each aspect ratio (9:16, 4:5,
# 1:1, 16:9 at 1080p, corner and lower presenter). A frame caught in a transition's dip to black is taken
# 0.6 s later. Needs the seeded catalogue: DATA_DIR (default ./data/test-catalog, made by the unit tests).
#
#   bash docs/images/contact-sheets/make.sh [lang|style|aspect] [id...]   (aspect: ids are layouts; RATIOS="4:5 1:1" picks ratios)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
export DATA_DIR="${DATA_DIR:-$root/data/test-catalog}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The luma (0-255) of the frame at $2 s of video $1.
luma() {
  ffmpeg -v error -ss "$2" -i "$1" -frames:v 1 -vf "scale=54:96,format=gray" -f rawvideo - |
    od -An -v -tu1 | awk '{for (i = 1; i <= NF; i++) { s += $i; n++ }} END { print int(s / n) }'
}

# sheet <video> <out.jpg> <frames> <columns> [tile width] [tile height]
sheet() {
  local video=$1 out=$2 count=$3 cols=$4 tw=${5:-216} th=${6:-384} d t k=0 list=()
  d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$video")
  while [ "$k" -lt "$count" ]; do
    t=$(awk -v d="$d" -v k="$k" -v n="$count" 'BEGIN { printf "%.2f", d * (k + 0.5) / n }')
    if [ "$(luma "$video" "$t")" -lt 24 ]; then t=$(awk -v t="$t" 'BEGIN { printf "%.2f", t + 0.6 }'); fi
    ffmpeg -v error -y -ss "$t" -i "$video" -frames:v 1 -vf "scale=$tw:$th" "$work/f$k.png"
    list+=(-i "$work/f$k.png")
    k=$((k + 1))
  done
  local rows=$(((count + cols - 1) / cols))
  ffmpeg -v error -y "${list[@]}" -filter_complex \
    "$(for i in $(seq 0 $((count - 1))); do printf '[%d:v]' "$i"; done)concat=n=$count:v=1:a=0,tile=${cols}x${rows}:padding=4:color=white" \
    -frames:v 1 -q:v 3 "$out"
  echo "-> $out"
}

render() {
  (cd "$root" && npx tsx server/src/render-cli.ts "$@" >/dev/null)
}

what="${1:-all}"
shift || true
if [ "$what" = all ] || [ "$what" = lang ]; then
  for lang in ${*:-de en es fr hi kn ta te}; do
    render --story "$here/stories/$lang.txt" --language "$lang" --style cinematic --captions Minimalist \
      --music sunny-days --out "$work/$lang.mp4"
    sheet "$work/$lang.mp4" "$here/lang-$lang.jpg" 10 5
  done
fi
if [ "$what" = all ] || [ "$what" = style ]; then
  declare -A captions=([cinematic]=Cinematic [watercolor]=Cinematic [anime]=Professional [3d-render]=Minimalist
    [minimal]=Minimalist [comic]=Dynamic [neon]=Dynamic [vintage-film]=Typewriter)
  for style in ${*:-cinematic watercolor anime 3d-render minimal comic neon vintage-film}; do
    render --story "$here/stories/style-story.txt" --style "$style" --captions "${captions[$style]}" \
      --music sunny-days --out "$work/$style.mp4"
    sheet "$work/$style.mp4" "$here/style-$style.jpg" 6 6
  done
fi
if [ "$what" = all ] || [ "$what" = aspect ]; then
  # One story in every ratio: the tiles keep each ratio's shape, 300 px tall (16:9 five to a row).
  declare -A tiles=([9x16]="168 300 10" [4x5]="240 300 5" [1x1]="300 300 5" [16x9]="534 300 5")
  for layout in ${*:-corner lower}; do
    for ratio in ${RATIOS:-9:16 4:5 1:1 16:9}; do
      slug=${ratio/:/x}
      read -r tw th cols <<<"${tiles[$slug]}"
      render --story "$here/stories/en.txt" --language en --style cinematic --captions Minimalist \
        --music sunny-days --layout "$layout" --size "$ratio" --out "$work/$slug-$layout.mp4"
      sheet "$work/$slug-$layout.mp4" "$here/aspect-$slug-$layout.jpg" 10 "$cols" "$tw" "$th"
    done
  done
fi
