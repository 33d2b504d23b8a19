#!/usr/bin/env python
"""K-BERT's dataset files -> the data directory of ``--task kbert_classification`` / ``kbert_ner``.

    python scripts/kbert/preprocess.py --task classification --srcdir ../shared/data/kbert/chnsenticorp \\
        --destdir data-bin/chnsenticorp --kg ../shared/data/kbert/kgs/HowNet.spo

Reads SRCDIR/train.tsv, SRCDIR/valid.tsv (or K-BERT's name for it, dev.tsv) and SRCDIR/test.tsv when
present (formats: ``syngec_tools/data/kbert_tsv.py``), checks every line, and writes

    DESTDIR/{train,valid,test}.tsv   the files as they are (dev.tsv renamed valid.tsv)
    DESTDIR/dict.txt                 the tokens of the training text (--token-unit, as the task will read
                                     it) and of the branches of every --kg graph, fairseq's format
    DESTDIR/dict.label.txt           the training labels (classification: in numeric order when they
                                     are numbers) or tags (NER: O first), ``label count``

Give every graph you will train with (--kg ... --kg ...): one dictionary then serves the runs with
and without knowledge, so they differ in nothing else. A label or tag of the validation or test file
that training never has is an error naming file and line, as is a malformed line. Torch-free.
"""

import argparse
import os
import shutil
import sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from syngec_tools import textio  # noqa: E402
from syngec_tools.data.kbert_tsv import (  # noqa: E402
    SPECIALS,
    TOKEN_UNITS,
    count_lines_of,
    read_classification_tsv,
    read_ner_tsv,
    tokenize,
)
from syngec_tools.facts.io import read_knowledge_graph  # noqa: E402

BERT_SPECIALS = ("[PAD]", "[UNK]", "[CLS]", "[SEP]")  # fairseq's <pad> <unk> <s> </s>
SPLITS = (("train", ("train.tsv",)), ("valid", ("valid.tsv", "dev.tsv")), ("test", ("test.tsv",)))


def get_parser():
    first, _, rest = __doc__.partition("\n")
    p = argparse.ArgumentParser(description=first, epilog=rest, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--task", choices=("classification", "ner"), required=True,
                   help="classification: label<TAB>text_a[<TAB>text_b]; ner: text_a<TAB>tags")
    p.add_argument("--srcdir", required=True, help="directory with train.tsv and valid.tsv or dev.tsv (test.tsv)")
    p.add_argument("--destdir", required=True, help="the data directory to write (may be --srcdir)")
    p.add_argument("--token-unit", choices=TOKEN_UNITS,
                   help="as the task's --token-unit (default: char for classification, space for ner)")
    p.add_argument("--kg", action="append", default=[], metavar="SPO",
                   help="a knowledge graph (subject<TAB>predicate<TAB>object lines) whose branch tokens the "
                        "dictionary gets too; repeat for several")
    p.add_argument("--thresholdsrc", type=int, default=1, metavar="N",
                   help="keep tokens seen at least N times (text and graphs together; default 1)")
    p.add_argument("--vocab", metavar="VOCAB",
                   help="a BERT vocab.txt: dict.txt is its tokens, in its order (for --init-from-bert; [PAD] [UNK] "
                        "[CLS] [SEP] are fairseq's own symbols); text tokens it lacks are <unk> (counted)")
    return p


def split_files(srcdir):
    """{split: path} of the splits present; train and valid are required."""
    found = {}
    for split, names in SPLITS:
        for name in names:
            path = os.path.join(srcdir, name)
            if os.path.isfile(path):
                found[split] = path
                break
        else:
            if split != "test":
                raise FileNotFoundError(f"{srcdir}: no {' or '.join(names)}")
    return found


def label_order(labels):
    """Classification labels in numeric order when all are integers, else in code-point order."""
    if all(lab.lstrip("-").isdigit() for lab in labels):
        return sorted(labels, key=int)
    return sorted(labels)


def preprocess(args):
    unit = args.token_unit or ("char" if args.task == "classification" else "space")
    files = split_files(args.srcdir)
    outputs = [os.path.join(args.destdir, n) for n in ("dict.txt", "dict.label.txt")]
    same_dir = os.path.abspath(args.srcdir) == os.path.abspath(args.destdir)
    if not same_dir:
        outputs += [os.path.join(args.destdir, f"{s}.tsv") for s in files]
    textio.check_outputs(outputs, list(files.values()) + args.kg + ([args.vocab] if args.vocab else []))
    read = (read_classification_tsv if args.task == "classification" else lambda p: read_ner_tsv(p, unit))
    data = {split: read(path) for split, path in files.items()}
    tokens, labels = Counter(), Counter()
    for ex in data["train"]:
        for text in (ex.text_a, ex.text_b):
            if text is not None:
                tokens.update(t for t, _ in tokenize(text, unit))
        labels.update([ex.label] if args.task == "classification" else ex.tags)
    for split in ("valid", "test"):
        for ex in data.get(split, []):
            for lab in ([ex.label] if args.task == "classification" else ex.tags):
                if lab not in labels:
                    raise ValueError(f"{files[split]}:{ex.line}: label {lab!r} never occurs in {files['train']}, "
                                     "so it is not in the label dictionary")
    for path in args.kg:
        for branches in read_knowledge_graph(path).values():
            for pred, obj in branches:
                tokens.update(t for t, _ in tokenize(f"{pred} {obj}", unit))
    kept = {t: n for t, n in tokens.items() if n >= args.thresholdsrc and t not in SPECIALS}
    os.makedirs(args.destdir, exist_ok=True)
    if args.vocab:
        vocab = [t.strip() for t in textio.read_lines(args.vocab)]
        vocab = [t for t in dict.fromkeys(vocab) if t and t not in BERT_SPECIALS and t not in SPECIALS]
        in_vocab = set(vocab)
        missing = sum(1 for t in kept if t not in in_vocab)
        textio.write_lines(outputs[0], [f"{t} {tokens.get(t, 0)}" for t in vocab])
        print(f"{args.destdir}/dict.txt: the {len(vocab)} tokens of {args.vocab}; {missing} token types of the "
              f"training text and graphs are not among them (<unk>)", file=sys.stderr)
    else:
        textio.write_lines(outputs[0], count_lines_of(kept))
    if args.task == "classification":
        order = label_order(list(labels))
    else:
        order = (["O"] if "O" in labels else []) + sorted(t for t in labels if t != "O")
    textio.write_lines(outputs[1], [f"{lab} {labels[lab]}" for lab in order])
    if not same_dir:
        for split, path in files.items():
            shutil.copyfile(path, os.path.join(args.destdir, f"{split}.tsv"))
    sizes = ", ".join(f"{s} {len(d)}" for s, d in data.items())
    print(f"{args.destdir}: {sizes} examples; {len(kept)} token types (--token-unit {unit}); "
          f"{len(order)} labels: {' '.join(order[:20])}", file=sys.stderr)


def main(argv=None):
    args = get_parser().parse_args(argv)
    try:
        preprocess(args)
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
