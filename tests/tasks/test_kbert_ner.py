"""--task kbert_ner: tags on sentence tokens only (branch tokens carry none), K-BERT's NER branch text (the
object alone), conlleval span counts in the criterion against hand-counted spans (tokens cut by
--max-positions count as missed), fairseq-train / fairseq-validate end to end, and a tag line that does
not fit its sentence named by file and line."""

import re

import pytest
import torch

from fairseq_syngec.data import IGNORE
from harness.helpers import USER_DIR, run
from harness.kbert_helpers import PAPER_SENTENCE, PAPER_TRIPLES, build_task, write, write_graph

TAGS = ["O", "B-LOC", "B-PER", "I-LOC", "I-PER"]


@pytest.fixture(scope="module")
def ner_data(tmp_path_factory):
    root = tmp_path_factory.mktemp("kbert_ner_data")
    write(root / "dict.txt", [f"{w} 1" for w in PAPER_SENTENCE.split() + ["Apple", "China", "City"]])
    write(root / "dict.label.txt", [f"{t} 1" for t in TAGS])
    write(root / "train.tsv", ["text_a\tlabel", f"{PAPER_SENTENCE}\tB-PER I-PER O O B-LOC O"])
    return root, write_graph(root / "paper.spo", PAPER_TRIPLES)


def test_tags_sit_on_sentence_tokens_and_branches_say_the_object(ner_data):
    data, graph = ner_data
    task, _ = build_task(data, "ner", "--kg", graph)
    ds = task.load_dataset("train")
    ex = ds.examples[0]
    # K-BERT's NER code: no [CLS], the branch is the object alone
    assert [task.source_dictionary[i] for i in ex.ids.tolist()] == [
        "Tim", "Cook", "Apple", "is", "visiting", "Beijing", "China", "City", "now"]
    assert ex.soft_positions == [0, 1, 2, 2, 3, 4, 5, 5, 5]
    t = {tag: i for i, tag in enumerate(TAGS)}
    assert ex.target == [t["B-PER"], t["I-PER"], IGNORE, t["O"], t["O"], t["B-LOC"], IGNORE, IGNORE, t["O"]]
    batch = ds.collater([ds[0]])
    assert batch["ntokens"] == 6 and batch["gold_tags"] == [[2, 4, 0, 0, 1, 0]]


class FixedTagger(torch.nn.Module):
    """Predicts the given tag ids at every position (a [B, T, tags] one-hot)."""

    def __init__(self, pred):
        super().__init__()
        self.pred = pred

    def forward(self, **net_input):
        return torch.nn.functional.one_hot(self.pred, len(TAGS)).float()


def test_criterion_counts_conlleval_spans_and_cut_tokens_as_missed(ner_data):
    from fairseq_syngec.criterions.kbert import KBertNERCriterion

    data, _ = ner_data
    task, _ = build_task(data, "ner", "--kg", "none", "--max-positions", "4")
    crit = KBertNERCriterion(task)
    ds = task.build_dataset_for_inference([PAPER_SENTENCE])
    sample = ds.collater([ds[0]])
    gold = ["B-PER", "I-PER", "O", "O", "B-LOC", "O"]  # 6 tokens, 4 kept: Beijing's B-LOC lies past the cut
    t = {tag: i for i, tag in enumerate(TAGS)}
    sample["target"] = torch.tensor([[t[g] for g in gold[:4]]])
    sample["gold_tags"] = [[t[g] for g in gold]]
    # predicted: B-PER then I-LOC (a type change: two chunks), O, B-LOC on "visiting"
    pred = torch.tensor([[t["B-PER"], t["I-LOC"], t["O"], t["B-LOC"]]])
    model = FixedTagger(pred).eval()
    _, n, log = crit(model, sample)
    # hand count: gold chunks {PER 0-1, LOC 4-4}; predicted {PER 0-0, LOC 1-1, LOC 3-3} (+ O for the cut tokens)
    assert (log["span_correct"], log["span_pred"], log["span_gold"]) == (0, 3, 2) and n == 4
    pred = torch.tensor([[t["B-PER"], t["I-PER"], t["O"], t["O"]]])
    _, _, log = crit(FixedTagger(pred).eval(), sample)
    assert (log["span_correct"], log["span_pred"], log["span_gold"]) == (1, 1, 2)  # LOC was cut: missed
    assert log["ncorrect"] == 4
    model.train()
    assert "span_gold" not in crit(model, sample)[2]  # spans are counted on validation only


def test_train_and_validate_report_span_f1(kbert_ner_model):
    root = kbert_ner_model
    log = (root / "train.log").read_text(encoding="utf-8")
    assert re.search(r"valid on 'valid' subset \| .*precision [\d.]+ \| recall [\d.]+ \| f1 [\d.]+", log)
    assert "sentences with knowledge" in log
    out = run(["fairseq-validate", root / "data", "--user-dir", USER_DIR, "--path",
               root / "ckpt" / "checkpoint_best.pt", "--task", "kbert_ner", "--batch-size", "8", "--cpu"])
    assert re.search(r"valid on 'valid' subset \| .*f1 [\d.]+", out.stdout + out.stderr)


def test_a_tag_line_that_does_not_fit_its_sentence_is_an_error(ner_data, tmp_path):
    data, _ = ner_data
    for name in ("dict.txt", "dict.label.txt"):
        (tmp_path / name).write_bytes((data / name).read_bytes())
    write(tmp_path / "train.tsv", ["text_a\tlabel", "Tim Cook\tB-PER I-PER", "Beijing now\tB-LOC O O"])
    task, _ = build_task(tmp_path, "ner", "--kg", "none")
    with pytest.raises(ValueError, match=r"train\.tsv:3: 3 tags for a sentence of 2 tokens"):
        task.load_dataset("train")
    write(tmp_path / "train.tsv", ["text_a\tlabel", "Tim Cook\tB-PER I-ORG"])
    with pytest.raises(ValueError, match=r"train\.tsv:2: label 'I-ORG' is not in"):
        task.load_dataset("train")
