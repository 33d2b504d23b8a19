"""R-Net layers (Wang et al., "Gated Self-Matching Networks for Reading Comprehension and
Question Answering", ACL 2017).

Shapes are batch first: passages [B, n, *], questions [B, m, *]; masks are True at padding.

Deviation from the paper (as in the well-known reproductions, e.g. HKUST-KnowComp/R-Net): the
attention inside the gated attention-based RNN (eq 4) drops the recurrent term
``W_v^P v_{t-1}^P``. With it, every time step needs the previous output of the RNN, so the RNN
cannot be an ``nn.GRU`` (cuDNN) over a packed sequence and the attention cannot be batched over
time: it is a Python loop over n steps. Without it, the attention of all passage words over the
question is one batched computation, the gate (eq 6) is element-wise, and a BiGRU runs on the
gated inputs. The self-matching attention (eq 8) has no recurrent term in the paper, so it is
exact. The pointer network (eq 9-10) has two steps only; it is written as two steps.
"""

from typing import Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence
from torch.utils.checkpoint import checkpoint


def lengths_to_padding_mask(lengths: Tensor, max_len: int) -> Tensor:
    """[B] lengths -> [B, max_len] bool, True at padding."""
    return torch.arange(max_len, device=lengths.device)[None, :] >= lengths[:, None]


class BiGRUEncoder(nn.Module):
    """Stacked bidirectional GRU over a padded batch, run as a packed sequence (cuDNN-friendly):
    padding never enters the recurrence, and the outputs at padding are zero."""

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, dropout: float = 0.0):
        super().__init__()
        self.gru = nn.GRU(input_size, hidden_size, num_layers=num_layers, batch_first=True,
                          bidirectional=True, dropout=dropout if num_layers > 1 else 0.0)
        self.output_size = 2 * hidden_size

    def forward(self, x: Tensor, lengths: Tensor) -> Tensor:
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        out, _ = self.gru(packed)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=x.size(1))
        return out

    def final_states(self, x: Tensor, lengths: Tensor) -> Tensor:
        """[N, L, D], [N] -> [N, 2H]: last layer's final forward and backward states."""
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        _, h = self.gru(packed)  # [layers * 2, N, H], in the original (unsorted) order
        return torch.cat([h[-2], h[-1]], dim=-1)


class CharEmbedding(nn.Module):
    """Character-level word vectors c_t (R-Net sec 3.1, eq 1-2): the final states of a BiGRU over
    the characters of each word. Input: the character ids of every word, padded with the
    character pad (a row of pad only, e.g. at a padded position, counts as one pad character).
    Runs once per distinct spelling in the batch."""

    def __init__(self, num_chars: int, char_dim: int, hidden_size: int, padding_idx: int):
        super().__init__()
        self.padding_idx = padding_idx
        self.embed = nn.Embedding(num_chars, char_dim, padding_idx=padding_idx)
        self.rnn = BiGRUEncoder(char_dim, hidden_size)
        self.output_size = self.rnn.output_size

    def forward(self, chars: Tensor) -> Tensor:
        """chars [*, L] character ids per word -> [*, 2H]."""
        flat = chars.reshape(-1, chars.size(-1))
        uniq, inverse = torch.unique(flat, dim=0, return_inverse=True)
        lengths = uniq.ne(self.padding_idx).sum(-1).clamp(min=1)
        states = self.rnn.final_states(self.embed(uniq), lengths)
        return states[inverse].reshape(*chars.shape[:-1], -1)


# R-Net (Wang et al. 2017) eq 4 / 8 / 9 / 11: s_j^t = v^T tanh(W_k k_j + W_q q_t), a^t = softmax_j(s^t)
def additive_attention_scores(keys_proj: Tensor, queries_proj: Tensor, v: Tensor) -> Tensor:
    """keys_proj [B, S, H], queries_proj [B, T, H], v [H] -> scores [B, T, S]."""
    return torch.tanh(keys_proj[:, None, :, :] + queries_proj[:, :, None, :]) @ v


def upcast(x: Tensor) -> Tensor:
    """float16 / bfloat16 -> float32 for softmax; other dtypes unchanged."""
    return x.float() if x.dtype in (torch.float16, torch.bfloat16) else x


def masked_softmax(scores: Tensor, key_padding_mask: Optional[Tensor]) -> Tensor:
    """Softmax over the last dim with padded keys at exactly zero probability."""
    if key_padding_mask is not None:
        scores = scores.masked_fill(key_padding_mask[:, None, :], float("-inf"))
    return F.softmax(upcast(scores), dim=-1).type_as(scores)


class AdditiveAttention(nn.Module):
    """Additive (Bahdanau) attention of queries over keys; returns the attention-pooled keys
    (values = keys, as in every R-Net attention) and the weights.

    The score tensor is [B, T, S, H]; ``chunk_size`` bounds it to [B, chunk, S, H] by computing
    chunks of queries one after another, each recomputed in backward (activation checkpointing):
    the same result, with peak memory traded for a second forward of the attention."""

    def __init__(self, query_size: int, key_size: int, hidden_size: int, chunk_size: int = 0):
        super().__init__()
        self.w_key = nn.Linear(key_size, hidden_size, bias=False)
        self.w_query = nn.Linear(query_size, hidden_size, bias=False)
        self.v = nn.Parameter(torch.empty(hidden_size).uniform_(-hidden_size**-0.5, hidden_size**-0.5))
        self.chunk_size = chunk_size

    def _attend(self, queries_proj, keys_proj, keys, key_padding_mask):
        weights = masked_softmax(additive_attention_scores(keys_proj, queries_proj, self.v), key_padding_mask)
        return weights @ keys, weights

    def forward(self, queries: Tensor, keys: Tensor, key_padding_mask: Optional[Tensor] = None
                ) -> Tuple[Tensor, Tensor]:
        """queries [B, T, Dq], keys [B, S, Dk], key_padding_mask [B, S] -> ([B, T, Dk], [B, T, S])."""
        queries_proj, keys_proj = self.w_query(queries), self.w_key(keys)
        T = queries.size(1)
        if not self.chunk_size or T <= self.chunk_size:
            return self._attend(queries_proj, keys_proj, keys, key_padding_mask)
        outs, weights = [], []
        for i in range(0, T, self.chunk_size):
            q = queries_proj[:, i:i + self.chunk_size]
            if torch.is_grad_enabled():
                o, w = checkpoint(self._attend, q, keys_proj, keys, key_padding_mask, use_reentrant=False)
            else:
                o, w = self._attend(q, keys_proj, keys, key_padding_mask)
            outs.append(o)
            weights.append(w)
        return torch.cat(outs, dim=1), torch.cat(weights, dim=1)


class AttentionGate(nn.Module):
    """R-Net (Wang et al. 2017) eq 6: g_t = sigmoid(W_g [u_t, c_t]); [u_t, c_t]* = g_t * [u_t, c_t]."""

    def __init__(self, input_size: int):
        super().__init__()
        self.w_g = nn.Linear(input_size, input_size, bias=False)

    def forward(self, u: Tensor, c: Tensor) -> Tensor:
        x = torch.cat([u, c], dim=-1)
        return torch.sigmoid(self.w_g(x)) * x


class GatedAttentionRNN(nn.Module):
    """R-Net (Wang et al. 2017) eq 4-6, one module for both matching layers:
    c_t = att(keys, query_t) (eq 4 without W_v^P v_{t-1}^P, see the module docstring, or eq 8),
    gate (eq 6), then v_t = BiGRU(v_{t-1}, [u_t, c_t]*) (eq 5 / 7) over a packed sequence."""

    def __init__(self, query_size: int, key_size: int, hidden_size: int, attention_hidden: int,
                 dropout: float = 0.0, chunk_size: int = 0):
        super().__init__()
        self.attention = AdditiveAttention(query_size, key_size, attention_hidden, chunk_size)
        self.gate = AttentionGate(query_size + key_size)
        self.rnn = BiGRUEncoder(query_size + key_size, hidden_size)
        self.dropout = nn.Dropout(dropout)
        self.output_size = self.rnn.output_size

    def forward(self, queries: Tensor, query_lengths: Tensor, keys: Tensor,
                key_padding_mask: Optional[Tensor]) -> Tuple[Tensor, Tensor]:
        context, weights = self.attention(queries, keys, key_padding_mask)
        gated = self.gate(queries, context)
        return self.rnn(self.dropout(gated), query_lengths), weights


class QuestionPooling(nn.Module):
    """R-Net (Wang et al. 2017) eq 11: r^Q = att(u^Q, V_r^Q), s_j = v^T tanh(W_u^Q u_j^Q + W_v^Q V_r^Q):
    attention pooling of the question with a learned query V_r^Q."""

    def __init__(self, question_size: int, hidden_size: int):
        super().__init__()
        self.v_r = nn.Parameter(torch.empty(1, 1, question_size).uniform_(-question_size**-0.5,
                                                                           question_size**-0.5))
        self.attention = AdditiveAttention(question_size, question_size, hidden_size)

    def forward(self, question: Tensor, question_padding_mask: Optional[Tensor]) -> Tensor:
        pooled, _ = self.attention(self.v_r.expand(question.size(0), 1, -1), question, question_padding_mask)
        return pooled.squeeze(1)


class PointerNetwork(nn.Module):
    """R-Net (Wang et al. 2017) eq 9-10: two steps of an attention-based pointer.
    Step t: s_j^t = v^T tanh(W_h^P h_j^P + W_h^a h_{t-1}^a), a^t = softmax(s^t) (the start, then
    the end distribution); c_t = sum_i a_i^t h_i^P; h_t^a = GRU(h_{t-1}^a, c_t); h_0^a = r^Q."""

    def __init__(self, passage_size: int, state_size: int, hidden_size: int):
        super().__init__()
        self.w_passage = nn.Linear(passage_size, hidden_size, bias=False)
        self.w_state = nn.Linear(state_size, hidden_size, bias=False)
        self.v = nn.Parameter(torch.empty(hidden_size).uniform_(-hidden_size**-0.5, hidden_size**-0.5))
        self.cell = nn.GRUCell(passage_size, state_size)

    def step_log_probs(self, passage_proj: Tensor, state: Tensor, passage_padding_mask: Tensor) -> Tensor:
        """Log a^t [B, n]; -inf (probability 0) at padding."""
        scores = additive_attention_scores(passage_proj, self.w_state(state)[:, None, :], self.v).squeeze(1)
        return F.log_softmax(upcast(scores).masked_fill(passage_padding_mask, float("-inf")), dim=-1)

    def forward(self, passage: Tensor, passage_padding_mask: Tensor, init_state: Tensor) -> Tuple[Tensor, Tensor]:
        """passage h^P [B, n, D], mask [B, n], init_state r^Q [B, S] -> (log p(start), log p(end)), [B, n]."""
        passage_proj = self.w_passage(passage)
        start = self.step_log_probs(passage_proj, init_state, passage_padding_mask)
        pooled = (start.exp().type_as(passage)[:, None, :] @ passage).squeeze(1)  # c_1
        state = self.cell(pooled, init_state)  # h_1^a
        end = self.step_log_probs(passage_proj, state, passage_padding_mask)
        return start, end


def best_spans(start_log_probs: Tensor, end_log_probs: Tensor, max_answer_len: int = 15
               ) -> Tuple[Tensor, Tensor, Tensor]:
    """argmax over start <= end <= start + max_answer_len of log p(start) + log p(end), per row.

    Builds the band [B, n, max_answer_len + 1] (a strided view of the end scores plus the start
    scores), never the full n x n matrix. Returns (start [B], end [B], score [B])."""
    bsz, n = start_log_probs.shape
    k = max_answer_len + 1
    end_padded = F.pad(end_log_probs, (0, k - 1), value=float("-inf"))  # [B, n + k - 1]
    band = start_log_probs[:, :, None] + end_padded.unfold(1, k, 1)  # [B, n, k]: (i, i + d)
    score, flat = band.reshape(bsz, -1).max(dim=-1)
    start = torch.div(flat, k, rounding_mode="floor")
    return start, start + flat % k, score
