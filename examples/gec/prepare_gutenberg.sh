#!/usr/bin/env bash
# Rebuild the bundled monolingual sample (examples/gec/data/gutenberg/mono.txt) from the
# public-domain Project Gutenberg prose in ../shared/data/english_text_gutenberg (NLTK's
# "gutenberg" texts, one PTB-tokenised sentence per line): clean sentences whose synthetic
# errors pre-train the GEC models (examples/gec/pretrain.sh).
#   bash examples/gec/prepare_gutenberg.sh [GUTENBERG_DIR [N_SENTENCES]]
# Changes to the text: the `[ Title by Author Year ]` headers and the Project Gutenberg licence
# trailer of chesterton-ball.txt are dropped; PTB quotes `` and '' become ", the _emphasis_
# underscores are removed; only sentences of 4 to 40 tokens are kept; every other such sentence,
# in book order, up to N_SENTENCES (20000).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
src=${1:-$repo/../shared/data/english_text_gutenberg}
n=${2:-20000}
out=$here/data/gutenberg
mkdir -p "$out"
for f in "$src"/*.txt; do
  # the licence trailer starts at "End of Project Gutenberg" (chesterton-ball.txt only)
  sed -e '/^End of Project Gutenberg/,$d' "$f"
done | sed -e '/^\[ .* \]$/d' -e "s/\`\`/\"/g" -e "s/''/\"/g" -e 's/\(^\| \)_ /\1/g' -e 's/ _\( \|$\)/\1/g' \
     -e 's/[[:space:]]*$//' \
  | awk 'NF >= 4 && NF <= 40' | awk 'NR % 2 == 1' | head -n "$n" > "$out/mono.txt"
echo "wrote $(wc -l < "$out/mono.txt") sentences to $out/mono.txt" >&2
