"""syngec_tools.raw_text and GECModel.correct_raw: ordinary text in, corrected text out, with every
character outside an edit kept."""

import pytest

from harness.helpers import JFLEG, REPO, SHARED_DATA, run
from syngec_tools import raw_text
from syngec_tools.spacy_model import load_errant


@pytest.fixture(scope="module")
def annotator():
    return load_errant()


def fixed(table):
    """A correction function that corrects the tokenised sentences in ``table`` and keeps others."""

    def correct(sentences, passed):
        return [table.get(s, s) for s in sentences]

    return correct


# (line, {tokenised sentence: its correction}, the corrected line, written by hand)
CASES = [
    ("He go to  school yesterday.\tShe like apples !",
     {"He go to school yesterday .": "He goes to school yesterday .", "She like apples !": "She likes apples !"},
     "He goes to  school yesterday.\tShe likes apples !"),
    ("I saw the the cat.", {"I saw the the cat .": "I saw the cat ."}, "I saw the cat."),
    ("I really don't know.", {"I really do n't know .": "I do n't know ."}, "I don't know."),
    ("However it rained.", {"However it rained .": "However , it rained ."}, "However, it rained."),
    ("He went school.", {"He went school .": "He went to school ."}, "He went to school."),
    ("I like", {"I like": "I like it ."}, "I like it."),
    ("I read the book, students said.", {"I read the book , students said .": "I read the book and students said ."},
     "I read the book and students said."),
    ("He didn't go.", {"He did n't go .": "He does n't go ."}, "He doesn't go."),
    ("They get people's attention.", {"They get people 's attention .": "They get 's attention ."},
     "They get's attention."),
    ("  “Emojis 😀 is fun,” she say.  ", {"“ Emojis 😀 is fun , ” she say .": "“ Emojis 😀 are fun , ” she says ."},
     "  “Emojis 😀 are fun,” she says.  "),
    # the first words deleted: no line starts with a space, its indentation stays
    ("In contrast, the speaker casts doubt.", {"In contrast , the speaker casts doubt .": "speaker casts doubt ."},
     "speaker casts doubt."),
    ("\t  In fact it works. Yes.", {"In fact it works .": "it works ."}, "\t  it works. Yes."),
    ("Oops. In fact it works.", {"Oops .": "", "In fact it works .": "it works ."}, "it works."),
    # an insertion between glued tokens
    ("I like rock-music.", {"I like rock - music .": "I like rock - good music ."}, "I like rock-good music."),
    # an insertion right before an edit that starts with a comma: no space before the comma
    ("He sat down but, he left.", {"He sat down but , he left .": "He sat down then , but he left ."},
     "He sat down then, but he left."),
]


@pytest.mark.parametrize("line,table,expected", CASES, ids=[c[0][:20] for c in CASES])
def test_corrections_are_applied_in_place(line, table, expected, annotator):
    [got] = raw_text.correct_lines([line], fixed(table), annotator.nlp, annotator)
    assert got.text == expected
    for e in got.edits:
        assert line[e.start:e.end] == e.original
        # the edit's text (not the whitespace a deletion takes along) lies in its sentence
        core_start = e.start + len(e.original) - len(e.original.lstrip())
        core_end = e.end - (len(e.original) - len(e.original.rstrip()))
        assert not e.original.strip() or e.sentence[0] <= core_start <= core_end <= e.sentence[1]


def test_edits_carry_offsets_and_errant_types(annotator):
    line = "He go to  school yesterday.\tShe like apples !"
    [got] = raw_text.correct_lines([line], fixed(CASES[0][1]), annotator.nlp, annotator)
    # the type is errant's own for the sentence pair
    [direct] = annotator.annotate(annotator.parse("She like apples !"), annotator.parse("She likes apples !"))
    assert [(e.start, e.end, e.original, e.replacement, e.type) for e in got.edits] == [
        (3, 5, "go", "goes", "R:VERB:SVA"), (32, 36, "like", "likes", direct.type)]
    assert got.edits[1].sentence == (28, 45)
    assert got.edits[0].to_json() == {"start": 3, "end": 5, "original": "go", "replacement": "goes",
                                      "type": "R:VERB:SVA", "sentence": [0, 27]}


MESSY = [
    "  Dear Sir or Madam,\t\tI am writing  to you about the “course” you offer…  It starts on 3 May!  ",
    "",
    "   \t ",
    "Ünïcödé, 中文, and emoji 😀🎉 stay; so do\u00a0no-break spaces and a lone \r inside a line.",
    "He said \"no\" -- then (quietly) left.   He's gone?Yes.",
    "one",
]


def test_a_model_that_changes_nothing_keeps_the_text_byte_identical(annotator):
    seen = []

    def identity(sentences, passed):
        seen.extend(sentences)
        return list(sentences)

    got = raw_text.correct_lines(MESSY, identity, annotator.nlp, annotator)
    assert [g.text for g in got] == MESSY
    assert all(g.edits == [] for g in got)
    assert len(seen) >= 5 and any(s.startswith("He 's gone") for s in seen)  # a line with two sentences
    assert all(s == " ".join(s.split()) for s in seen)  # tokenised: single spaces, no tabs


def test_passed_through_sentences_name_their_lines(annotator):
    def refuse_long(sentences, passed):
        passed.extend(i for i, s in enumerate(sentences) if len(s.split()) > 5)
        return list(sentences)

    skipped = []
    lines = ["Short one.", "", "This sentence has far too many words in it. Short.", "Fine here."]
    raw_text.correct_lines(lines, refuse_long, annotator.nlp, annotator, skipped)
    assert skipped == [2]


@pytest.mark.parametrize("tokens,text", [
    (["He", "does", "n't", "like", "it", "."], "He doesn't like it."),
    (["(", "see", "above", ")", ",", "she", "said", ":", "“", "yes", "”"], "(see above), she said: “yes”"),
    (["He", "said", '"', "no", '"', "twice", "."], 'He said "no" twice.'),
    (["It", "costs", "$", "5", "!"], "It costs $5!"),
])
def test_detokenize(tokens, text):
    assert raw_text.detokenize(tokens) == text


def test_tokenised_line_edits_rebuild_the_correction(annotator):
    line, cor = "he go to school , and she like it .", "He goes to school and she likes it ."
    edits = raw_text.sentence_edits(annotator, line, raw_text.whitespace_tokens(line), cor, tokenised=True)
    assert [(e.original, e.replacement) for e in edits] == [("he", "He"), ("go", "goes"), (" ,", ""),
                                                           ("like", "likes")]
    assert raw_text.apply_spans(line, [(e.start, e.end, e.replacement) for e in edits]) == cor
    line, cor = "in fact he go .", "he goes ."
    edits = raw_text.sentence_edits(annotator, line, raw_text.whitespace_tokens(line), cor, tokenised=True)
    assert raw_text.apply_spans(line, [(e.start, e.end, e.replacement) for e in edits]) == cor


def test_a_trained_model_reports_offsets_that_point_at_their_text(trained_spm_syngec):
    """The 10-update model rewrites a lot: every edit's offsets cut out exactly its original text,
    edits do not overlap, and applying them gives the returned line."""
    from fairseq_syngec import GECModel

    data_bin, ckpt, spm = trained_spm_syngec
    gec = GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin),
                                   sentencepiece_model=str(spm))
    src = (JFLEG / "test.src").read_text(encoding="utf-8").splitlines()[:40]
    lines = [raw_text.detokenize(s.split()) for s in src] + MESSY
    got = gec.correct_raw(lines, beam=2, keep_source_margin=None)  # every correction, even improbable ones
    assert len(got) == len(lines)
    n_edits = 0
    for line, g in zip(lines, got):
        last = 0
        for e in g.edits:
            assert line[e.start:e.end] == e.original
            assert last <= e.start <= e.end
            last = e.end
        n_edits += len(g.edits)
        assert raw_text.apply_spans(line, [(e.start, e.end, e.replacement) for e in g.edits]) == g.text
        if not line.strip():
            assert g.text == line
    assert n_edits > 20
    # (the same lines: fairseq bounds a batch's output length by its longest source)
    assert gec.correct(lines, beam=2, raw=True, keep_source_margin=None) == [g.text for g in got]


def test_raw_and_tokenised_modes_agree_on_jfleg(trained_spm_syngec, tmp_path):
    """benchmarks/raw_vs_tokenised.py on the first 120 JFLEG test sources with the 10-update model
    (which rewrites nearly everything, so the spacing rules are exercised hard): every line that
    spaCy tokenises as JFLEG did and keeps as one sentence gets the same correction in both modes;
    the others are counted."""
    import json

    data_bin, ckpt, spm = trained_spm_syngec
    out = tmp_path / "r.json"
    run([REPO / "benchmarks" / "raw_vs_tokenised.py", "--path", ckpt, "--data", data_bin, "--spm-model",
         spm, "--first", "120", "--beam", "2", "--max-len-a", "0", "--max-len-b", "30", "--json", out])
    counts = json.loads(out.read_text(encoding="utf-8"))["counts"]
    assert counts["lines"] == 120 and counts["other_differences"] == 0
    assert counts["tokenisation_differs"] + counts["several_sentences"] < 20
    assert counts["same_output"] >= 120 - counts["tokenisation_differs"] - counts["several_sentences"]


@pytest.mark.parametrize("line,edits,expected", [
    # two replacements of glued tokens ("night-life"), each given a space: one space between them
    ("the night-life but", [(4, 9, "people "), (9, 10, " have ")], "the people have life but"),
    # deletions of a quote and the word glued to it: the space after the word goes too
    ('to be "The London', [(6, 7, ""), (7, 10, ""), (11, 17, "Loion")], "to be Loion"),
    # a replacement starting with a space after a space; one ending with a space before one
    ("a b c", [(2, 3, " x")], "a x c"),
    ("a b c", [(2, 3, "x ")], "a x c"),
])
def test_tidy_spaces(line, edits, expected):
    edits = [raw_text.TextEdit(a, b, line[a:b], r, "R:OTHER") for a, b, r in edits]
    raw_text.tidy_spaces(line, edits)
    assert raw_text.apply_spans(line, [(e.start, e.end, e.replacement) for e in edits]) == expected
    assert all(line[e.start:e.end] == e.original for e in edits)


FCE_DEV = SHARED_DATA / "fce_v2.1" / "fce.dev.json"


@pytest.mark.skipif(not FCE_DEV.is_file(), reason="FCE v2.1 (internal data) is not in ../shared/data")
def test_learner_essays_keep_their_text_outside_the_edits(trained_spm_syngec):
    """Real learners' text as written (FCE dev essays: letters with addresses, dates, "Sir/Madam",
    quotes, double spaces), corrected by the 10-update model, which rewrites almost everything:
    every offset cuts out its original, and no line gains a double, leading or trailing space."""
    import json

    from fairseq_syngec import GECModel

    data_bin, ckpt, spm = trained_spm_syngec
    gec = GECModel.from_pretrained(str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=str(data_bin),
                                   sentencepiece_model=str(spm))
    lines = []
    with open(FCE_DEV, encoding="utf-8") as f:
        for essay in f:
            lines += json.loads(essay)["text"].split("\n")
            if len(lines) >= 400:
                break
    got = gec.correct_raw(lines, beam=2, max_len_a=0, max_len_b=40)
    assert sum(len(g.edits) for g in got) > 100
    for line, g in zip(lines, got):
        assert all(line[e.start:e.end] == e.original for e in g.edits)
        assert raw_text.apply_spans(line, [(e.start, e.end, e.replacement) for e in g.edits]) == g.text
        assert not ("  " in g.text and "  " not in line), (line, g.text)
        assert not (g.text[:1].isspace() and not line[:1].isspace()), (line, g.text)
        assert not (g.text[-1:].isspace() and not line[-1:].isspace()), (line, g.text)


def test_bounded_annotate_is_errant_on_real_pairs(annotator):
    """bounded_annotate gives ERRANT's own edits (spans and types) on real learner sentences and their
    corrections (JFLEG's, 300 pairs, runs of every length they have), and its bounds were exercised."""
    src = (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()[:300]
    tgt = (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()[:300]
    longest_run = 0
    for s, t in zip(src, tgt):
        orig, cor = annotator.parse(s, False), annotator.parse(t, False)
        def spans(edits):
            return [(e.o_start, e.o_end, e.c_start, e.c_end, e.type) for e in edits]

        ours, theirs = spans(raw_text.bounded_annotate(annotator, orig, cor)), spans(annotator.annotate(orig, cor))
        assert ours == theirs, (s, t)
        run_ = 0
        for op in annotator.align(orig, cor, False).align_seq:
            run_ = run_ + 1 if op[0][0] not in "MT" else 0
            longest_run = max(longest_run, run_)
    assert longest_run >= 4


def test_bounded_annotate_stays_fast_on_divergent_and_long_pairs(annotator):
    """A long hypothesis unrelated to its source, as a briefly trained model writes one for a random 200-word
    line ("s s s ..."): ERRANT's merging took 3.4 s on 80 x 120 tokens (5 s on the 93 x 168 the model
    wrote, minutes on whole lines); here the run is merged whole, and a pair of 400 x 600 tokens is aligned
    by difflib; the edits cover the pair. Timed against ERRANT itself on a pair half as long (40 x 60), in the
    same run: bounded, the 80 x 120 pair takes about as long (1.2x); ERRANT's merging takes about 10x."""
    import random
    import time

    def seconds(fn):
        start = time.perf_counter()
        out = fn()
        return time.perf_counter() - start, out

    words = (JFLEG / "train.src").read_text(encoding="utf-8").split()
    rng = random.Random(0)
    half = [annotator.parse(" ".join(f() for _ in range(k)), False)
            for k, f in ((40, lambda: rng.choice(words)), (60, lambda: "s"))]
    errant_half = min(seconds(lambda: annotator.annotate(*half))[0] for _ in range(2))
    for n, m, hyp in ((80, 120, lambda: "s"), (400, 600, lambda: rng.choice(words))):
        orig = annotator.parse(" ".join(rng.choice(words) for _ in range(n)), False)
        cor = annotator.parse(" ".join(hyp() for _ in range(m)), False)
        took, edits = seconds(lambda: raw_text.bounded_annotate(annotator, orig, cor))
        assert took < 4 * errant_half, (n, m, took, errant_half)
        assert edits and all(e.type for e in edits)
        assert sum(e.o_end - e.o_start for e in edits) <= n and sum(e.c_end - e.c_start for e in edits) <= m
        if n == 80:
            assert len(edits) == 1  # one run of 80 substitutions and 40 insertions, merged whole


