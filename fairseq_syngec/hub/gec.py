"""GECModel: a trained ``--task gec`` model that corrects sentences (tokenised, or ordinary text), with
n-best lists, the keep-source rule, edits and M2."""

import contextlib
import logging
import math
from typing import List, Optional, Sequence, Union

import torch

from fairseq_syngec.hub.common import _GeneratorHub

logger = logging.getLogger(__name__)


class GECModel(_GeneratorHub):
    """A trained ``--task gec`` model (``copy_transformer`` or ``syngec_transformer``) that corrects
    sentences. Build it with :meth:`from_pretrained`."""

    TASK = "gec"

    # output length limit for correct(): a correction is about as long as its source
    DEFAULT_MAX_LEN_A = 1.5
    DEFAULT_MAX_LEN_B = 10

    def __init__(self, cfg, task, models, sentencepiece_model: Optional[str] = None):
        from fairseq_syngec.tasks.gec import GECTask

        if not isinstance(task, GECTask):
            raise ValueError(f"GECModel needs a checkpoint trained with --task gec (this one has task "
                             f"{getattr(cfg.task, '_name', type(task).__name__)})")
        super().__init__(cfg, task, models)
        self.trained_dictionary_size = len(self.src_dict)  # words added while correcting get ids past this
        self._set_sentencepiece(sentencepiece_model)
        self.eval()

    @classmethod
    def from_pretrained(cls, model_name_or_path: str, checkpoint_file: Optional[str] = None,
                        data_name_or_path: str = ".", sentencepiece_model: Optional[str] = None,
                        **kwargs) -> "GECModel":
        """Load ``model_name_or_path/checkpoint_file`` (default ``checkpoint_best.pt``; or give the
        checkpoint file itself as ``model_name_or_path``) with the dictionaries in ``data_name_or_path``
        (relative to the checkpoint directory when it starts with "."). ``sentencepiece_model``:
        the model the training text was encoded with; if not given, ``sentencepiece.bpe.model`` or
        ``spm.model`` in the checkpoint directory, the data directory or the checkpoint
        directory's parent (``examples/gec/run.sh``'s layout) is used, else the input is taken as
        tokens of the dictionary (a word-level model; a dictionary of sentencepiece pieces
        without a sentencepiece model is refused with a ValueError). A dictionary or sentencepiece
        model that is not the one the checkpoint recorded at training is a ValueError naming both
        (a sentencepiece model found, not given, whose pieces are not the dictionary's is not used).
        Other keyword arguments override the checkpoint's arguments, as in fairseq's ``from_pretrained``."""
        x, spm_model = cls._load(model_name_or_path, checkpoint_file, data_name_or_path, sentencepiece_model, **kwargs)
        return cls(x["args"], x["task"], x["models"], sentencepiece_model=spm_model)

    @contextlib.contextmanager
    def _inference_dictionary(self):
        """While encoding, generating and decoding: unknown source words are added to the
        dictionary (so a copied word keeps its surface form); afterwards the dictionary is cut
        back, so it does not grow over a long run and training-time ids are untouched."""
        d = self.src_dict
        size, before = len(d), d.extend_oov
        d.extend_oov = True
        try:
            yield
        finally:
            d.extend_oov = before
            d.truncate_to(size)

    def correct(self, sentences: Union[str, Sequence[str]], beam: Optional[int] = None,
                batch_size: Optional[int] = None, max_tokens: Optional[int] = None,
                passed_through: Optional[List[int]] = None, shallow_aggressive_decoding: bool = False,
                raw: bool = False, **generate_kwargs) -> Union[str, List[str]]:
        """Corrected text for each input (a list of strings, or one string). Inputs are tokenised
        as the training data was (sentencepiece is applied and removed inside); ``raw=True``: inputs
        are ordinary text (any spacing, several sentences), corrected by :meth:`correct_raw`. An empty
        line gives an empty line; a line longer than :meth:`line_token_limit` (:attr:`max_source_tokens`,
        or a smaller ``max_tokens``) is returned unchanged, its index appended to ``passed_through``
        when a list is given, and a warning is logged. ``batch_size``/``max_tokens`` bound each batch
        (default: the checkpoint's, raised to :attr:`max_source_tokens`); ``beam`` at least 1; other keyword
        arguments go to the generator (e.g. ``lenpen=1.0``, ``max_len_a``, ``max_len_b``; each sentence's
        output is bounded by its own length, ``max_len_a`` * its tokens + ``max_len_b``, not by its batch's
        longest as in fairseq-generate: ``max_len_per_sentence=False`` for fairseq's). ``beam``: 5 by
        default; ``shallow_aggressive_decoding=True`` decodes greedily (``beam`` 1, the default then) by
        Shallow Aggressive Decoding: the same output as ``beam=1``, faster when most of the input is kept.

        >>> gec.correct(["", "a line"])[0]
        ''
        >>> len(gec.correct(["he go to school .", "", "she like apple ."]))
        3
        """
        if isinstance(sentences, str):
            return self.correct([sentences], beam, batch_size, max_tokens, passed_through,
                                shallow_aggressive_decoding, raw, **generate_kwargs)[0]
        if raw:
            return [c.text for c in self.correct_raw(sentences, beam, batch_size, max_tokens, passed_through,
                                                     shallow_aggressive_decoding, **generate_kwargs)]
        nbest = self.correct_nbest(sentences, 1, beam, batch_size, max_tokens, passed_through,
                                   shallow_aggressive_decoding, **generate_kwargs)
        return [hyps[0][0] for hyps in nbest]

    def correct_nbest(self, sentences: Sequence[str], nbest: int = 1, beam: Optional[int] = None,
                      batch_size: Optional[int] = None, max_tokens: Optional[int] = None,
                      passed_through: Optional[List[int]] = None, shallow_aggressive_decoding: bool = False,
                      return_bits: bool = False, **generate_kwargs) -> List[List[tuple]]:
        """The ``nbest`` best corrections of each input with their scores, best first: fairseq's
        hypothesis score (the sum of the tokens' log-probabilities divided by length ** lenpen) in
        base 2, the number ``fairseq-generate`` and ``fairseq-interactive`` print on their ``H``
        lines. ``nbest`` is at most ``beam`` (its default is then ``nbest``). An empty line gives
        ``nbest`` times ``("", 0.0)``, a line passed through (see :meth:`correct`) ``nbest`` times
        itself with score ``nan``. ``return_bits``: each hypothesis is ``(text, score, bits)``, bits
        the sum of its tokens' log2-probabilities (what ``keep_source_margin`` compares; 0.0 for an empty
        line, nan for one passed through). Other arguments as for :meth:`correct`."""
        if nbest < 1:
            raise ValueError(f"nbest must be at least 1 (got {nbest})")
        self._check_texts(sentences, "sentence")
        if shallow_aggressive_decoding:  # GECTask.build_generator reads it (and refuses a beam above 1)
            beam = 1 if beam is None else beam
            generate_kwargs["shallow_aggressive_decoding"] = True
        beam = max(5, nbest) if beam is None else beam
        if beam < 1:
            raise ValueError(f"beam must be at least 1 (got {beam})")
        if nbest > beam:
            raise ValueError(f"nbest ({nbest}) cannot be larger than beam ({beam})")
        margin = generate_kwargs.pop("keep_source_margin", self.DEFAULT_KEEP_SOURCE_MARGIN)
        generate_kwargs.setdefault("max_len_a", self.DEFAULT_MAX_LEN_A)
        generate_kwargs.setdefault("max_len_b", self.DEFAULT_MAX_LEN_B)
        # each sentence bounded by its own length: the same correction alone and in any batch (own_length.py)
        generate_kwargs.setdefault("max_len_per_sentence", True)
        out = [[("", 0.0, 0.0)] * nbest for _ in sentences]
        overlong = []
        with self._inference_dictionary(), self._batching(batch_size, max_tokens) as limit:
            # the generator sizes its output by the dictionary: build it before words are added
            generator = self._build_generator(beam, **generate_kwargs)
            index, tokens = [], []
            for i, sent in enumerate(sentences):
                if not sent.strip():
                    continue
                t = self.encode(sent)
                if t.numel() > limit:
                    overlong.append(i)
                    out[i] = [(sent, float("nan"), float("nan"))] * nbest
                    continue
                index.append(i)
                tokens.append(t)
            for k, hypos in self._generate(generator, tokens):
                out[index[k]] = [(self.decode(h["tokens"]), float(h["score"]) / math.log(2),
                                  float(h["positional_scores"].double().sum()) / math.log(2)) for h in hypos[:nbest]]
            changed = [k for k, i in enumerate(index) if out[i][0][0] != sentences[i]]
            if margin is not None and changed:  # only the sentences the best correction changes are scored
                lenpen = generate_kwargs.get("lenpen", self.cfg.generation.lenpen)
                for k, bits in zip(changed, self._source_scores([tokens[k] for k in changed], 0.0)):
                    i = index[k]
                    if source_wins(out[i][0][0], out[i][0][2], sentences[i], bits, margin):
                        kept = (sentences[i], bits / tokens[k].numel() ** lenpen, bits)  # scored as fairseq would
                        out[i] = [kept] + [h for h in out[i] if h[0] != sentences[i]][:nbest - 1]
        if overlong:
            logger.warning("%d line(s) longer than %d tokens passed through uncorrected (input indices %s%s)",
                           len(overlong), limit, overlong[:10], " ..." if len(overlong) > 10 else "")
            if passed_through is not None:
                passed_through.extend(overlong)
        return out if return_bits else [[h[:2] for h in hyps] for hyps in out]

    # keep a sentence as it is unless the best correction is this many bits more probable than the sentence
    # itself (log2 p(correction | x) - log2 p(x | x)); chosen on the make demo model's JFLEG validation split
    # (experiments/keep_source.py; examples/gec/README.md, "Corrections that do no harm"); None: always the best
    # correction
    DEFAULT_KEEP_SOURCE_MARGIN: Optional[float] = -0.5

    def score_sources(self, sentences: Sequence[str], lenpen: float = 1.0) -> List[float]:
        """Each (tokenised) sentence's score as its own correction (:meth:`_source_scores`; base 2, the scale of
        :meth:`correct_nbest`'s scores; ``lenpen=0``: its log2-probability, the bits ``keep_source_margin``
        compares); nan for an empty line or one too long for the model."""
        self._check_texts(sentences, "sentence")
        out = [float("nan")] * len(sentences)
        with self._inference_dictionary(), self._batching(None, None) as limit:
            index, tokens = [], []
            for i, sent in enumerate(sentences):
                t = self.encode(sent) if sent.strip() else None
                if t is not None and t.numel() <= limit:
                    index.append(i)
                    tokens.append(t)
            for i, score in zip(index, self._source_scores(tokens, lenpen)):
                out[i] = score
        return out

    def _as_target(self, tokens: torch.LongTensor) -> torch.LongTensor:
        """A source as the model would write it: a word added at inference (an id past the trained dictionary)
        is the marker of its position, ``<unk-i>`` (``<unk>`` past the last marker), as the copy writes it."""
        d = self.src_dict
        out = tokens.clone()
        for j in (tokens >= self.trained_dictionary_size).nonzero().flatten().tolist():
            out[j] = d.first_marker + j if j < d.num_markers else d.unk()
        return out

    def _source_scores(self, tokens: List[torch.LongTensor], lenpen: float = 1.0) -> List[float]:
        """Each source scored as its own correction, as fairseq scores a hypothesis: the sum of the target
        tokens' log-probabilities (</s> included) divided by length ** lenpen, in base 2 (fairseq's
        ``SequenceScorer`` with the source as the target)."""
        from fairseq.data import LanguagePairDataset
        from fairseq.sequence_scorer import SequenceScorer

        lengths = [t.numel() for t in tokens]
        dataset = LanguagePairDataset(tokens, lengths, self.src_dict, tgt=[self._as_target(t) for t in tokens],
                                      tgt_sizes=lengths, tgt_dict=self.tgt_dict)
        scores = [0.0] * len(tokens)
        for k, hypos in self._generate(SequenceScorer(self.tgt_dict), tokens, dataset=dataset):
            positional = hypos[0]["positional_scores"].double()
            scores[k] = float(positional.sum()) / positional.numel() ** lenpen / math.log(2)
        return scores

    def correct_raw(self, lines: Sequence[str], beam: Optional[int] = None, batch_size: Optional[int] = None,
                    max_tokens: Optional[int] = None, passed_through: Optional[List[int]] = None,
                    shallow_aggressive_decoding: bool = False, **generate_kwargs):
        """Correct lines of ordinary text (a paragraph per line: any spacing, quotes, tabs,
        several sentences): each line is split into sentences and tokenised with the English spaCy
        model, the sentences of all lines are corrected together (:meth:`correct`), and the edits
        are applied back onto the line, so that everything outside an edit stays as it was. Returns
        a :class:`syngec_tools.raw_text.LineCorrection` per line: ``text`` (the corrected line) and
        ``edits`` (character offsets into the input line, the original and the replacement text, the
        ERRANT type). A line with a sentence that is too long for the model keeps that sentence as it
        was; its index goes to ``passed_through``. Other arguments as for :meth:`correct`. With a
        model that corrects "go" and "like", ``"He go to school.  She like it!"`` gives the text
        ``"He goes to school.  She likes it!"`` and the edits ``(3, 5, "go", "goes", "R:VERB:SVA")``
        and ``(24, 28, "like", "likes", "R:VERB:SVA")`` (start, end, original, replacement, type).

        >>> line = "He go to school.  She like it!"
        >>> c = gec.correct_raw([line])[0]
        >>> all(line[e.start:e.end] == e.original for e in c.edits)
        True
        """
        from syngec_tools import raw_text
        from syngec_tools.spacy_model import load_errant

        self._check_texts(lines, "line")
        annotator = load_errant()

        def correct(sentences, passed):
            return self.correct(sentences, beam, batch_size, max_tokens, passed, shallow_aggressive_decoding,
                                **generate_kwargs)

        return raw_text.correct_lines(lines, correct, annotator.nlp, annotator, passed_through)

    def line_edits(self, line: str, correction: str):
        """The edits (:class:`syngec_tools.raw_text.TextEdit`, character offsets into ``line``)
        from a tokenised line to its tokenised correction, as :meth:`correct_raw` reports them for
        ordinary text."""
        from syngec_tools import raw_text
        from syngec_tools.spacy_model import load_errant

        tokens = raw_text.whitespace_tokens(line)
        if not tokens:
            return []
        return raw_text.sentence_edits(load_errant(), line, tokens, correction, tokenised=True)

    def edits(self, source: str, correction: str, tokenise: bool = False) -> list:
        """ERRANT edits (``errant.edit.Edit``: ``o_start, o_end, o_str, c_start, c_end, c_str,
        type``) from ``source`` to ``correction``; both are split on whitespace unless
        ``tokenise`` (then spaCy tokenises them, as ``errant_parallel -tok``).

        >>> [(e.o_str, e.c_str, e.type) for e in gec.edits("He go to school .", "He goes to school .")]
        [('go', 'goes', 'R:VERB:SVA')]
        """
        from syngec_tools.spacy_model import errant_edits

        return errant_edits(source, correction, tokenise)

    def to_m2(self, source: str, correction: str, tokenise: bool = False) -> str:
        """The M2 block (``S`` line and ``A`` lines) of one correction, as ``errant_parallel``
        writes it."""
        from syngec_tools.evaluation.errant_scorer import parallel_block
        from syngec_tools.spacy_model import load_errant

        return "\n".join(parallel_block(load_errant(), source, [correction], tokenise)) + "\n"


# keep_source_margin's rule (GECModel.correct*, experiments/keep_source.py)
def source_wins(correction: str, correction_bits: float, source: str, source_bits: float,
                margin: Optional[float]) -> bool:
    """True when the source is kept instead of a correction that differs from it: the correction's log2-probability
    (the sum over its tokens, not per token: an average rewards a correction for one more easily predicted token,
    such as a copied word written twice) beats the source's own as a correction of itself by less than ``margin``
    bits. No margin, or no source score (nan): False."""
    return margin is not None and correction != source and correction_bits - source_bits < margin


