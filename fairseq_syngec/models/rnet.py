"""R-Net (Wang et al., ACL 2017, "Gated Self-Matching Networks for Reading Comprehension and
Question Answering") for the ``span_qa`` task.

Wiring only; the layers are in ``fairseq_syngec/modules/rnet.py`` (see its docstring for the one
deviation from the paper: no recurrent term in the question-passage attention).

    [e_t, c_t] (GloVe word vectors, frozen; char-BiGRU final states    sec 3.1
                over the spelling of every word, in the word dictionary
                or not: see tasks/span_qa.py)
    u^Q, u^P   = 3-layer BiGRU encoders                                   eq 1-2
    v^P        = gated attention-based RNN over the question               eq 4-6
    h^P        = self-matching attention, same gate, BiGRU                eq 7-8
    r^Q        = attention pooling of the question                        eq 11
    log p(start), log p(end) = two pointer steps from r^Q                 eq 9-10
"""

import logging
from dataclasses import dataclass, field
from typing import Optional

import torch
import torch.nn as nn
from fairseq.dataclass import FairseqDataclass
from fairseq.models import BaseFairseqModel, register_model, register_model_architecture

from fairseq_syngec.modules.rnet import (
    BiGRUEncoder,
    CharEmbedding,
    GatedAttentionRNN,
    PointerNetwork,
    QuestionPooling,
    lengths_to_padding_mask,
)

logger = logging.getLogger(__name__)


@dataclass
class RNetConfig(FairseqDataclass):
    word_embed_dim: int = field(default=300, metadata={"help": "word embedding size (GloVe: 300)"})
    char_embed_dim: int = field(default=8, metadata={"help": "character embedding size"})
    char_hidden_size: int = field(default=75, metadata={"help": "hidden size of the character BiGRU (per direction)"})
    hidden_size: int = field(default=75, metadata={"help": "hidden size of every BiGRU (per direction) and attention"})
    encoder_layers: int = field(default=3, metadata={"help": "layers of the question and passage BiGRU encoders"})
    dropout: float = field(default=0.2, metadata={"help": "dropout between layers"})
    pretrained_word_embeddings: Optional[str] = field(
        default=None,
        metadata={"help": "GloVe-format text file (word v1 .. vd per line, optional word2vec header "
                  "line) to initialise the word embeddings; words of the dictionary missing from it "
                  "keep a random vector (counted in the log)"})
    train_word_embeddings: bool = field(
        default=False,
        metadata={"help": "fine-tune pretrained word embeddings (the paper keeps them frozen); "
                  "without --pretrained-word-embeddings the embeddings are always trained"})
    attention_chunk_size: int = field(
        default=0,
        metadata={"help": "compute the matching attentions for this many passage positions at a "
                  "time, recomputed in backward (bounds the [B, n, n, H] self-matching scores); 0: all at once"})


def load_word_vectors(path: str, dictionary, embedding: nn.Embedding) -> int:
    """Copy the vectors of dictionary words found in a GloVe-format text file into ``embedding``;
    returns how many were found. A vector of the wrong size -> error naming file and line."""
    dim = embedding.embedding_dim
    found = 0
    with open(path, encoding="utf-8", errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            parts = line.rstrip().split(" ")
            if lineno == 1 and len(parts) == 2 and all(p.isdigit() for p in parts):
                continue  # word2vec / fastText header "count dim"
            if len(parts) != dim + 1:
                raise ValueError(f"{path} line {lineno}: expected a word and {dim} numbers "
                                 f"(--word-embed-dim {dim}), got {len(parts) - 1} numbers")
            idx = dictionary.indices.get(parts[0])
            if idx is None or idx == dictionary.pad():
                continue
            try:
                vec = torch.tensor([float(x) for x in parts[1:]])
            except ValueError:
                raise ValueError(f"{path} line {lineno}: not a number in the vector of {parts[0]!r}")
            with torch.no_grad():
                embedding.weight[idx] = vec
            found += 1
    return found


@register_model("rnet", dataclass=RNetConfig)
class RNetModel(BaseFairseqModel):
    """R-Net span extractor. Input: passage and question word ids (padded separately, right
    padding), their character ids [B, n, L] (the spelling of each word, from the task) and their
    lengths; output: log p(start), log p(end) over passage positions, [B, n] each, exactly -inf
    (probability 0) at padding."""

    def __init__(self, cfg: RNetConfig, dictionary, char_padding_idx, num_chars):
        super().__init__()
        self.cfg = cfg
        self.padding_idx = dictionary.pad()
        h, p = cfg.hidden_size, cfg.dropout
        self.embed_tokens = nn.Embedding(len(dictionary), cfg.word_embed_dim, padding_idx=self.padding_idx)
        nn.init.normal_(self.embed_tokens.weight, mean=0, std=cfg.word_embed_dim**-0.5)
        nn.init.constant_(self.embed_tokens.weight[self.padding_idx], 0)
        self.embed_chars = CharEmbedding(num_chars, cfg.char_embed_dim, cfg.char_hidden_size, char_padding_idx)
        self.dropout = nn.Dropout(p)
        input_size = cfg.word_embed_dim + self.embed_chars.output_size
        self.question_encoder = BiGRUEncoder(input_size, h, cfg.encoder_layers, p)  # eq 1, u^Q
        self.passage_encoder = BiGRUEncoder(input_size, h, cfg.encoder_layers, p)  # eq 2, u^P
        d = 2 * h
        self.question_matching = GatedAttentionRNN(d, d, h, h, p, cfg.attention_chunk_size)  # eq 4-6, v^P
        self.self_matching = GatedAttentionRNN(d, d, h, h, p, cfg.attention_chunk_size)  # eq 7-8, h^P
        self.question_pooling = QuestionPooling(d, h)  # eq 11, r^Q
        self.pointer = PointerNetwork(d, d, h)  # eq 9-10

    @classmethod
    def build_model(cls, cfg: RNetConfig, task):
        if not hasattr(task, "char_dictionary"):
            raise ValueError(f"--arch {cfg._name if hasattr(cfg, '_name') else 'rnet'} needs --task span_qa")
        dictionary = task.source_dictionary
        model = cls(cfg, dictionary, task.char_dictionary.pad(), len(task.char_dictionary))
        if cfg.pretrained_word_embeddings:
            found = load_word_vectors(cfg.pretrained_word_embeddings, dictionary, model.embed_tokens)
            logger.info(f"word vectors: {found} of {len(dictionary)} dictionary words found in "
                        f"{cfg.pretrained_word_embeddings}; {len(dictionary) - found} keep a random vector")
            model.embed_tokens.weight.requires_grad = bool(cfg.train_word_embeddings)
            logger.info("word embeddings are " + ("fine-tuned" if cfg.train_word_embeddings else "frozen"))
        else:
            logger.info("no --pretrained-word-embeddings: word embeddings are trained from random")
        return model

    def embed(self, tokens: torch.Tensor, chars: torch.Tensor) -> torch.Tensor:
        """[e_t, c_t] (R-Net sec 3.1): word vector and character-BiGRU vector, with dropout.
        tokens [B, n] word ids, chars [B, n, L] character ids."""
        return self.dropout(torch.cat([self.embed_tokens(tokens), self.embed_chars(chars)], dim=-1))

    def forward(self, passage_tokens, passage_chars, passage_lengths, question_tokens, question_chars,
                question_lengths, **kwargs):
        passage_mask = lengths_to_padding_mask(passage_lengths, passage_tokens.size(1))
        question_mask = lengths_to_padding_mask(question_lengths, question_tokens.size(1))
        u_q = self.dropout(self.question_encoder(self.embed(question_tokens, question_chars), question_lengths))
        u_p = self.dropout(self.passage_encoder(self.embed(passage_tokens, passage_chars), passage_lengths))
        v_p, _ = self.question_matching(u_p, passage_lengths, u_q, question_mask)
        v_p = self.dropout(v_p)
        h_p, _ = self.self_matching(v_p, passage_lengths, v_p, passage_mask)
        h_p = self.dropout(h_p)
        r_q = self.question_pooling(u_q, question_mask)
        start, end = self.pointer(h_p, passage_mask, r_q)
        return {"start_log_probs": start, "end_log_probs": end, "passage_padding_mask": passage_mask}

    def max_positions(self):
        return None


def set_arch_defaults(args, **defaults):
    """Set each attribute of ``args`` not set yet (None or missing), as fairseq's arch functions do."""
    for k, v in defaults.items():
        if getattr(args, k, None) is None:
            setattr(args, k, v)


def rnet(args):
    """Arch ``rnet`` (registered with the model; RNetConfig's defaults are these): the paper's
    sizes: hidden 75 everywhere, 3-layer BiGRU encoders, dropout 0.2, 300-d (GloVe) words."""
    set_arch_defaults(args, word_embed_dim=300, char_embed_dim=8, char_hidden_size=75, hidden_size=75,
                      encoder_layers=3, dropout=0.2)


@register_model_architecture("rnet", "rnet_tiny")
def rnet_tiny(args):
    """For CPU smoke runs and tests: 1-layer encoders, hidden 32, 50-d words."""
    set_arch_defaults(args, word_embed_dim=50, char_embed_dim=8, char_hidden_size=16, hidden_size=32,
                      encoder_layers=1, dropout=0.2)
    rnet(args)
