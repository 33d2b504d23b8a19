"""SQuAD v1.1 exact match and F1, with the semantics of the official ``evaluate-v1.1.py``.

Written from its specification: answers are normalised (lowercase, punctuation removed, the
articles a/an/the removed as whole words, whitespace squeezed); EM is string equality of the
normalised texts; F1 is the bag-of-tokens F1 of the normalised texts (0 when they share no
token, also when both are empty); each question takes the maximum over its gold answers; a
question without a prediction scores 0 and a message is printed to stderr; both scores are
percentages over all questions of the dataset.

    python -m syngec_tools.evaluation.squad DATASET.json PREDICTIONS.json
    {"exact_match": 81.2, "f1": 88.5}
"""

import argparse
import json
import re
import string
import sys
from collections import Counter
from typing import Dict, Iterable, List

EXPECTED_VERSION = "1.1"
_PUNCT = set(string.punctuation)
_ARTICLES = re.compile(r"\b(a|an|the)\b")


def normalize_answer(s: str) -> str:
    """Lower text and remove punctuation, articles and extra whitespace (official order:
    lower, drop punctuation, drop articles, squeeze whitespace)."""
    s = s.lower()
    s = "".join(ch for ch in s if ch not in _PUNCT)
    s = _ARTICLES.sub(" ", s)
    return " ".join(s.split())


def f1_score(prediction: str, ground_truth: str) -> float:
    prediction_tokens = normalize_answer(prediction).split()
    ground_truth_tokens = normalize_answer(ground_truth).split()
    common = Counter(prediction_tokens) & Counter(ground_truth_tokens)
    num_same = sum(common.values())
    if num_same == 0:
        return 0.0
    precision = num_same / len(prediction_tokens)
    recall = num_same / len(ground_truth_tokens)
    return (2 * precision * recall) / (precision + recall)


def exact_match_score(prediction: str, ground_truth: str) -> bool:
    return normalize_answer(prediction) == normalize_answer(ground_truth)


def metric_max_over_ground_truths(metric_fn, prediction: str, ground_truths: Iterable[str]):
    return max(metric_fn(prediction, gt) for gt in ground_truths)


def evaluate(dataset: List[dict], predictions: Dict[str, str], log: bool = True) -> Dict[str, float]:
    """``dataset``: the ``data`` list of a SQuAD JSON; ``predictions``: {question id: answer text}.
    ``log``: print a line to stderr for each question without a prediction (as the official script)."""
    f1 = exact_match = total = 0
    for article in dataset:
        for paragraph in article["paragraphs"]:
            for qa in paragraph["qas"]:
                total += 1
                if qa["id"] not in predictions:
                    if log:
                        print("Unanswered question " + qa["id"] + " will receive score 0.", file=sys.stderr)
                    continue
                ground_truths = [x["text"] for x in qa["answers"]]
                prediction = predictions[qa["id"]]
                exact_match += metric_max_over_ground_truths(exact_match_score, prediction, ground_truths)
                f1 += metric_max_over_ground_truths(f1_score, prediction, ground_truths)
    if total == 0:
        raise ValueError("the dataset has no questions")
    return {"exact_match": 100.0 * exact_match / total, "f1": 100.0 * f1 / total}


def main(argv=None):
    parser = argparse.ArgumentParser(description="Evaluation for SQuAD " + EXPECTED_VERSION)
    parser.add_argument("dataset_file", help="Dataset file")
    parser.add_argument("prediction_file", help="Prediction File")
    args = parser.parse_args(argv)
    with open(args.dataset_file, encoding="utf-8") as f:
        dataset_json = json.load(f)
    if dataset_json.get("version") != EXPECTED_VERSION:
        print("Evaluation expects v-" + EXPECTED_VERSION + ", but got dataset with v-"
              + str(dataset_json.get("version")), file=sys.stderr)
    with open(args.prediction_file, encoding="utf-8") as f:
        predictions = json.load(f)
    print(json.dumps(evaluate(dataset_json["data"], predictions)))


if __name__ == "__main__":
    main()
