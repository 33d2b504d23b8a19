"""Shallow Aggressive Decoding (Sun et al., ACL 2021, "Instantaneous Grammatical Error Correction
with Shallow Aggressive Decoding"): greedy decoding that takes the *input* as its draft.

Each iteration runs the decoder once, teacher-forced and in parallel, over ``</s> + prefix +
draft`` for every unfinished sentence (right-padded), takes the argmax at every position, accepts
the longest prefix of the draft the model agrees with plus the model's own token at the first
disagreement (or after the last draft token), and re-drafts the rest from the source (section 3.2
of the paper: find where the output re-joins the input and continue the draft from there).
Because every accepted token is the argmax given the accepted prefix, the output is greedy
decoding's (fairseq's ``SequenceGenerator`` with ``--beam 1``): the same tokens, with the same
adjustments of the log-probabilities (NaN -> -inf, pad never chosen, ``--unkpen``, ``--min-len``,
eos forced at ``min(max_len_a * src_len + max_len_b, max positions - 1)``) and the same scores
(sum of positional scores / length ** ``--lenpen``). The speed comes from GEC output being mostly
a copy of its input: a sentence with few edits costs a few decoder passes instead of one per token.

Ours beside the paper: the verified prefix is not re-run. On fairseq's Transformer decoders
(copy_transformer, syngec_transformer, stock transformer) each pass feeds only the new inputs,
attending to the cached self-attention states of the verified ones (``incremental``; other decoders
re-run the whole row), and a draft holds at most ``max_draft`` tokens (``--sad-max-draft``, 8: a long
draft wastes the positions after an edit, costly in large CPU batches). Re-drafting: after the
model's own token, the draft continues after that token's occurrence in the source nearest to where
it stood (:func:`redraft_position`). Neither changes the output, only the number of passes.

Use it with ``--task gec --shallow-aggressive-decoding --beam 1`` (fairseq-generate,
fairseq-interactive), ``GECModel.correct(..., shallow_aggressive_decoding=True)`` or
``fairseq-syngec-correct --shallow-aggressive-decoding``. The "shallow" half of the paper (a
deep-encoder, one-layer-decoder architecture) is a choice of ``--decoder-layers`` at training time.
"""

import math
from typing import Dict, List, Optional

import torch
import torch.nn as nn
from fairseq.models import FairseqEncoderDecoderModel
from fairseq.models.transformer import TransformerDecoderBase
from fairseq.sequence_generator import EnsembleModel
from torch import Tensor


# Sun et al. 2021, section 3.1 (verification): the draft's longest agreed prefix plus the model's next token.
def accept_draft(pred: List[int], draft: List[int]) -> List[int]:
    """``pred[i]``: the model's argmax after the prefix and ``draft[:i]`` (len(draft) + 1 entries).
    Returns the accepted tokens: ``draft[:k] + [pred[k]]`` for the first k with pred[k] != draft[k]
    (k = len(draft) when the whole draft is agreed)."""
    k = 0
    while k < len(draft) and pred[k] == draft[k]:
        k += 1
    return pred[: k + 1]


# Sun et al. 2021, section 3.2 (re-drafting): continue the draft after the source token the output last matched.
def redraft_position(source: List[int], token: int, expected: int) -> int:
    """Index in ``source`` to continue the draft from after the output token ``token`` that stood
    where ``source[expected]`` was drafted: just after the occurrence of ``token`` in the source
    nearest to ``expected`` (a deletion resumes after it, a repetition loops back to it; ties go
    forward), or ``expected + 1`` when the source does not hold it (a substitution). An insertion
    is caught one iteration later, when the model agrees with ``source[expected]`` again."""
    found = [m for m, t in enumerate(source) if t == token]
    if not found:
        return expected + 1
    return min(found, key=lambda m: (abs(m - expected), -m)) + 1


class ShallowAggressiveGenerator(nn.Module):
    """Greedy decoding by Shallow Aggressive Decoding, with ``SequenceGenerator``'s interface and
    hypothesis format (one hypothesis per sentence). One model, no ensembles; no prefix tokens,
    constraints, sampling or language model (build it through ``GECTask.build_generator``, which
    refuses those)."""

    def __init__(self, models, tgt_dict, max_len_a: float = 0, max_len_b: int = 200, max_len: int = 0,
                 min_len: int = 1, normalize_scores: bool = True, len_penalty: float = 1.0,
                 unk_penalty: float = 0.0, temperature: float = 1.0, incremental: Optional[bool] = None,
                 max_draft: Optional[int] = None, own_length: bool = False):
        super().__init__()
        self.own_length = own_length  # each sentence bounded by its own source length (fairseq_syngec.own_length)
        self.max_draft = max_draft or 1 << 30
        if len(models) != 1:
            raise ValueError(f"--shallow-aggressive-decoding decodes with one model, not an ensemble of {len(models)}")
        if not isinstance(models[0], FairseqEncoderDecoderModel):
            raise ValueError("--shallow-aggressive-decoding needs an encoder-decoder model, not "
                             f"{type(models[0]).__name__}")
        if temperature <= 0:
            raise ValueError("--temperature must be greater than 0")
        self.model = EnsembleModel(models)  # fairseq's: max positions, encoder forward and reordering
        self.tgt_dict = tgt_dict
        self.pad, self.unk, self.eos = tgt_dict.pad(), tgt_dict.unk(), tgt_dict.eos()
        self.vocab_size = len(tgt_dict)  # as SequenceGenerator: the dictionary when the generator is built
        self.max_len_a, self.max_len_b, self.min_len = max_len_a, max_len_b, min_len
        self.max_len = max_len or self.model.max_decoder_positions()
        self.normalize_scores, self.len_penalty = normalize_scores, len_penalty
        self.unk_penalty, self.temperature = unk_penalty, temperature
        self.iterations = 0  # decoder passes of the last generate() call (for benchmarks)
        decoder = models[0].decoder
        can_cache = isinstance(decoder, TransformerDecoderBase) and not decoder.cross_self_attention
        if incremental and not can_cache:
            raise ValueError(f"{type(decoder).__name__} cannot verify a draft on cached states: use incremental=False")
        # cache the verified prefix (fairseq's Transformer decoders) or re-run it every iteration (any decoder)
        self.incremental = can_cache if incremental is None else incremental
        self.model.eval()

    def cuda(self):
        self.model.cuda()
        return self

    @torch.no_grad()
    def forward(self, sample, prefix_tokens=None, bos_token=None):
        return self.generate(None, sample, prefix_tokens=prefix_tokens, bos_token=bos_token)

    def _adjust(self, lprobs: Tensor, first_step: Tensor, max_len) -> Tensor:
        """SequenceGenerator's per-step changes of the log-probabilities [B, T, V], position t of
        row i predicting step ``first_step[i] + t``: NaN -> -inf, pad -inf, unk penalty, eos forced
        from step ``max_len`` on (an int, or a tensor: row i's bound), eos -inf before ``min_len``."""
        lprobs[lprobs != lprobs] = -math.inf
        lprobs[:, :, self.pad] = -math.inf
        lprobs[:, :, self.unk] -= self.unk_penalty
        steps = first_step.unsqueeze(1) + torch.arange(lprobs.size(1), device=lprobs.device)
        forced = steps >= (max_len.unsqueeze(1) if torch.is_tensor(max_len) else max_len)  # per row, or one bound
        if forced.any():
            eos = lprobs[forced][:, self.eos]
            lprobs[forced] = -math.inf
            lprobs[..., self.eos][forced] = eos
        early = steps < self.min_len
        if early.any():
            lprobs[..., self.eos][early] = -math.inf
        return lprobs

    @torch.no_grad()
    def generate(self, models, sample: Dict[str, Dict[str, Tensor]], prefix_tokens: Optional[Tensor] = None,
                 constraints: Optional[Tensor] = None, bos_token: Optional[int] = None, **kwargs):
        if prefix_tokens is not None or constraints is not None:
            raise ValueError("--shallow-aggressive-decoding supports neither prefix tokens (--prefix-size) "
                             "nor constraints")
        model = self.model.single_model
        net_input = sample["net_input"]
        src_tokens = net_input["src_tokens"]
        bsz, src_len = src_tokens.size()[:2]
        max_len = min(int(self.max_len_a * src_len + self.max_len_b), self.max_len - 1)
        assert self.min_len <= max_len, "min_len cannot be larger than max_len, please adjust these!"
        bos = self.eos if bos_token is None else bos_token

        encoder_out = self.model.forward_encoder(net_input)[0]
        # the draft: the source as the decoder sees it (copy models map added words to position markers)
        draft_src = encoder_out.get("src_tokens", [src_tokens])[0] if isinstance(encoder_out, dict) else src_tokens
        draft_src = draft_src.masked_fill(draft_src >= self.vocab_size, self.unk)
        sources = [row[row.ne(self.pad)].tolist() for row in draft_src.cpu()]
        if self.own_length:  # sources[b] is sentence b's tokens with its </s>: its own length
            from fairseq_syngec.own_length import own_length_bound

            limits = own_length_bound(torch.tensor([len(x) for x in sources]), self.max_len_a, self.max_len_b,
                                      self.max_len - 1).tolist()
        else:
            limits = [max_len] * bsz

        out: List[List[int]] = [[] for _ in range(bsz)]
        scores: List[List[Tensor]] = [[] for _ in range(bsz)]
        attns: List[List[Tensor]] = [[] for _ in range(bsz)]
        start = [0] * bsz  # index in the source where the current draft starts
        active = list(range(bsz))
        finalized: List[List[Dict[str, Tensor]]] = [[] for _ in range(bsz)]
        state: Dict[str, Dict[str, Optional[Tensor]]] = {}  # the decoder's cached states (incremental)
        self.iterations = 0
        while active:
            drafts = [sources[b][start[b]:][: min(limits[b] - len(out[b]), self.max_draft)] for b in active]
            rows = [[bos] + out[b] + d for b, d in zip(active, drafts)]
            if self.incremental:  # position t of each row's block predicts step len(out) + t
                first = [len(out[b]) for b in active]
                buf = model.decoder.layers[0].self_attn._get_input_buffer(state)
                width = buf["prev_key"].size(2) if "prev_key" in buf else 0
                x, extra = self._cached_pass(model.decoder, rows, first, encoder_out, state, src_tokens)
                first = [0] * len(active)
            else:  # the whole row; position t predicts step t
                first = min(len(out[b]) for b in active)  # the first position any sentence still needs
                tokens = src_tokens.new_full((len(rows), max(map(len, rows))), self.pad)
                for i, r in enumerate(rows):
                    tokens[i, : len(r)] = torch.tensor(r)
                x, extra = model.decoder(tokens, encoder_out=encoder_out)
                x = x[:, first:, :]
                if extra.get("attn", [None])[0] is not None:
                    extra["attn"] = [extra["attn"][0][:, first:]]
                first = [len(out[b]) - first for b in active]
            self.iterations += 1
            if self.temperature != 1.0:
                x = x.div(self.temperature)
            lprobs = model.get_normalized_probs((x, extra), log_probs=True)
            steps = torch.tensor([len(out[b]) - f for b, f in zip(active, first)], device=lprobs.device)
            bounds = torch.tensor([limits[b] for b in active], device=lprobs.device)
            lprobs = self._adjust(lprobs, steps, bounds)  # position 0 of row i predicts step steps[i]
            best_scores, best = lprobs.max(dim=-1)
            best_list = best.tolist()
            attn = extra.get("attn", [None])[0] if isinstance(extra, dict) else None
            still, kept = [], []
            for i, b in enumerate(active):
                o = first[i]
                accepted = accept_draft(best_list[i][o: o + len(drafts[i]) + 1], drafts[i])
                if self.eos in accepted:
                    accepted = accepted[: accepted.index(self.eos) + 1]
                out[b].extend(accepted)
                kept.append(len(accepted))
                scores[b].append(best_scores[i, o: o + len(accepted)])
                if attn is not None:
                    attns[b].append(attn[i, o: o + len(accepted)])
                if accepted[-1] == self.eos:
                    finalized[b] = [self._hypothesis(out[b], scores[b], attns[b], src_tokens)]
                    continue
                expected = start[b] + len(accepted) - 1  # the source index the last token was drafted against
                start[b] = redraft_position(sources[b], accepted[-1], expected)
                still.append(i)
            if self.incremental:
                keep_verified(model.decoder, state, width, [len(out[b]) - k for b, k in zip(active, kept)], kept)
            if len(still) < len(active):
                if still:
                    order = torch.tensor(still, device=src_tokens.device)
                    encoder_out = model.encoder.reorder_encoder_out(encoder_out, order)
                    if self.incremental:
                        model.decoder.reorder_incremental_state_scripting(state, order)
                active = [active[i] for i in still]
        return finalized

    def _cached_pass(self, decoder, rows: List[List[int]], cached: List[int], encoder_out, state, like: Tensor):
        """The decoder over each row's inputs not cached yet (``rows[i][cached[i]:]``, left-aligned
        and right-padded), attending to its ``cached[i]`` cached inputs: fairseq's decoder
        ``forward`` with its ``extract_features`` swapped for :func:`extract_block_features`."""
        width = max(len(r) for r in rows)
        full = like.new_full((len(rows), width), self.pad)
        for i, r in enumerate(rows):
            full[i, : len(r)] = torch.tensor(r)
        block_len = max(len(r) - c for r, c in zip(rows, cached))
        offset = torch.tensor(cached, device=like.device)
        index = (offset.unsqueeze(1) + torch.arange(block_len, device=like.device)).clamp(max=width - 1)
        lengths = torch.tensor([len(r) - c for r, c in zip(rows, cached)], device=like.device)
        block_pad = torch.arange(block_len, device=like.device).unsqueeze(0) >= lengths.unsqueeze(1)
        block = full.gather(1, index).masked_fill(block_pad, self.pad)

        def features(*args, **kwargs):
            return extract_block_features(decoder, full, index, block, block_pad, encoder_out, state)

        decoder.extract_features = features  # this call only: the decoder's own output layer follows
        try:
            return decoder(block, encoder_out=encoder_out, incremental_state=state)
        finally:
            del decoder.extract_features

    def _hypothesis(self, tokens: List[int], scores: List[Tensor], attns: List[Tensor], src_tokens: Tensor):
        pos_scores = torch.cat(scores).float()
        score = pos_scores.sum()
        if self.normalize_scores:
            score = score / len(tokens) ** self.len_penalty
        return {
            "tokens": torch.tensor(tokens, dtype=torch.long, device=src_tokens.device),
            "score": score,
            "attention": torch.cat(attns).float().t() if attns else torch.empty(0),  # src_len x tgt_len
            "alignment": torch.empty(0),
            "positional_scores": pos_scores,
        }


def extract_block_features(decoder: TransformerDecoderBase, full: Tensor, index: Tensor, block: Tensor,
                           block_pad: Tensor, encoder_out, state):
    """fairseq's ``TransformerDecoderBase.extract_features`` for a block of several new inputs per
    row (``block`` = ``full.gather(1, index)``, pad where ``block_pad``) on top of the cached
    self-attention states in ``state``: positions are those of ``full``, each new input attends to
    the row's cached inputs (the cache's ``prev_key_padding_mask`` marks the unused slots) and to
    the new inputs up to itself."""
    enc = encoder_out["encoder_out"][0] if len(encoder_out["encoder_out"]) > 0 else None
    enc_pad = encoder_out["encoder_padding_mask"][0] if len(encoder_out["encoder_padding_mask"]) > 0 else None
    x = decoder.embed_scale * decoder.embed_tokens(block)
    if decoder.quant_noise is not None:
        x = decoder.quant_noise(x)
    if decoder.project_in_dim is not None:
        x = decoder.project_in_dim(x)
    if decoder.embed_positions is not None:
        positions = decoder.embed_positions(full)
        x = x + positions.gather(1, index.unsqueeze(-1).expand(-1, -1, positions.size(-1)))
    if decoder.layernorm_embedding is not None:
        x = decoder.layernorm_embedding(x)
    x = decoder.dropout_module(x).transpose(0, 1)
    cache = decoder.layers[0].self_attn._get_input_buffer(state)
    cached = cache["prev_key"].size(2) if "prev_key" in cache else 0
    n = block.size(1)
    mask = x.new_zeros(n, cached + n)
    mask[:, cached:] = torch.triu(torch.full((n, n), float("-inf"), device=x.device, dtype=x.dtype), 1)
    attn = None
    alignment_layer = decoder.num_layers - 1
    for idx, layer in enumerate(decoder.layers):
        x, layer_attn, _ = layer(x, enc, enc_pad, state, self_attn_mask=mask, self_attn_padding_mask=block_pad,
                                 need_attn=idx == alignment_layer, need_head_weights=idx == alignment_layer)
        if layer_attn is not None and idx == alignment_layer:
            attn = layer_attn.float().to(x).mean(dim=0)
    if decoder.layer_norm is not None:
        x = decoder.layer_norm(x)
    x = x.transpose(0, 1)
    if decoder.project_out_dim is not None:
        x = decoder.project_out_dim(x)
    return x, {"attn": [attn], "inner_states": None}


def keep_verified(decoder: TransformerDecoderBase, state, width: int, cached: List[int], kept: List[int]) -> None:
    """After a pass over a block on top of ``width`` cache slots: each row's self-attention cache
    keeps its ``cached[i]`` old inputs and the first ``kept[i]`` inputs of the block (the verified
    ones), left-aligned; the slots beyond are marked in ``prev_key_padding_mask``."""
    c = torch.tensor(cached)
    total = c + torch.tensor(kept)
    j = torch.arange(int(total.max()))
    index = torch.where(j < c.unsqueeze(1), j, width + j - c.unsqueeze(1))
    unused = j >= total.unsqueeze(1)
    for layer in decoder.layers:
        buf = layer.self_attn._get_input_buffer(state)
        k = buf["prev_key"]
        idx = index.masked_fill(unused, 0).to(k.device)[:, None, :, None].expand(-1, k.size(1), -1, k.size(3))
        buf["prev_key"] = k.gather(2, idx)
        buf["prev_value"] = buf["prev_value"].gather(2, idx)
        buf["prev_key_padding_mask"] = unused.to(k.device)
        layer.self_attn._set_input_buffer(state, buf)
