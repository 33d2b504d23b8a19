"""copy_bart / syngec_bart: the copy model and SynGEC initialised from a fairseq BART checkpoint.

No download: a tiny BART is built with fairseq's own ``bart_base`` architecture (small dims) on the
``denoising`` task (which appends ``<mask>`` to ``dict.txt``, as for the published BARTs), its
tensors are randomised, and it is saved as fairseq saves checkpoints. Its BPE is a tiny GPT-2
byte-level BPE (``encoder.json`` / ``vocab.bpe`` learned here, read by fairseq's ``--bpe gpt2``),
and its ``dict.txt`` lists the BPE ids by frequency, not in id order, like BART's.
"""

import json
import logging
import math
import re
from argparse import Namespace
from collections import Counter
from pathlib import Path

import pytest
import torch

import fairseq_syngec  # noqa: F401  (registers the gec task and the models before parsers are built)
from harness.helpers import JFLEG, USER_DIR, run, write_lines

TINY_BART = ["--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "256", "--encoder-attention-heads", "4",
             "--encoder-layers", "2", "--decoder-embed-dim", "64", "--decoder-ffn-embed-dim", "256",
             "--decoder-attention-heads", "4", "--decoder-layers", "2"]
NEW_PREFIXES = {
    "copy_bart_tiny": ("decoder.copy_head.",),
    "syngec_bart_tiny": ("decoder.copy_head.", "encoder.syntax_fusion.", "encoder.syntax_layers.", "encoder.fusion."),
}
N_TRAIN, N_VALID = 64, 8


def learn_byte_bpe(lines, num_merges=120):
    """A tiny GPT-2 style BPE: (encoder.json dict, merges) learned greedily on ``lines``, over
    fairseq's GPT-2 byte alphabet and pre-tokeniser."""
    from fairseq.data.encoders.gpt2_bpe_utils import Encoder, bytes_to_unicode

    byte_enc = bytes_to_unicode()
    pre = Encoder({}, [])
    words = Counter("".join(byte_enc[b] for b in tok.encode("utf-8"))
                    for line in lines for tok in pre.re.findall(pre.pat, line))
    vocab = {tuple(w): c for w, c in words.items()}
    merges = []
    for _ in range(num_merges):
        pairs = Counter()
        for w, c in vocab.items():
            for pair in zip(w, w[1:]):
                pairs[pair] += c
        if not pairs:
            break
        best = max(pairs, key=lambda p: (pairs[p], p))
        merges.append(best)
        merged = {}
        for w, c in vocab.items():
            out, i = [], 0
            while i < len(w):
                if i + 1 < len(w) and (w[i], w[i + 1]) == best:
                    out.append(w[i] + w[i + 1])
                    i += 2
                else:
                    out.append(w[i])
                    i += 1
            merged[tuple(out)] = merged.get(tuple(out), 0) + c
        vocab = merged
    tokens = list(dict.fromkeys(list(byte_enc.values()) + ["".join(m) for m in merges]))
    return {t: i for i, t in enumerate(tokens)}, merges


def make_tiny_bart(root: Path, arch="bart_base", extra=(), seed=0):
    """(bart dir with model.pt, dict.txt, encoder.json, vocab.bpe; the fairseq BARTModel)."""
    from fairseq import options, tasks
    from fairseq.data.encoders.gpt2_bpe_utils import Encoder

    bart = root / "bart"
    bart.mkdir(parents=True, exist_ok=True)
    lines = (JFLEG / "train.src").read_text(encoding="utf-8").splitlines()[:N_TRAIN + N_VALID]
    lines += (JFLEG / "train.tgt").read_text(encoding="utf-8").splitlines()[:N_TRAIN + N_VALID]
    encoder, merges = learn_byte_bpe(lines)
    (bart / "encoder.json").write_text(json.dumps(encoder), encoding="utf-8")
    (bart / "vocab.bpe").write_text("#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in merges), encoding="utf-8")
    bpe = Encoder(encoder, merges)
    freq = Counter(i for line in lines for i in bpe.encode(line))
    ids = sorted(encoder.values(), key=lambda i: (-freq[i], i))  # by frequency, as BART's dict.txt
    write_lines(bart / "dict.txt", [f"{i} {freq[i]}" for i in ids] + [f"madeupword000{k} 0" for k in range(3)])
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(bart), "--task", "denoising", "--arch", arch, *TINY_BART,
                                                "--cpu", *extra])
    task = tasks.setup_task(args)
    torch.manual_seed(seed)
    model = task.build_model(args)
    model.register_classification_head("mnli", num_classes=3)  # as bart.large.mnli: unused by a GEC model
    with torch.no_grad():  # non-trivial values everywhere, so a tensor in the wrong place shows
        for name, p in model.named_parameters():
            scale = 0.5 if "embed" in name else 0.15
            base = 1.0 if ("norm" in name and name.endswith("weight")) else 0.0
            p.copy_(base + scale * torch.randn_like(p))
    model.eval()
    torch.save({"args": args, "model": model.state_dict(), "optimizer_history": [
        {"criterion_name": "CrossEntropyCriterion", "optimizer_name": "Adam", "lr_scheduler_state": {},
         "num_updates": 0}], "extra_state": {}, "last_optimizer_state": None}, bart / "model.pt")
    return bart, model, task


def bpe_encode_file(bart, src, dst):
    from fairseq.data.encoders.gpt2_bpe import GPT2BPE

    bpe = GPT2BPE(Namespace(gpt2_encoder_json=str(bart / "encoder.json"), gpt2_vocab_bpe=str(bart / "vocab.bpe")))
    lines = Path(src).read_text(encoding="utf-8").splitlines()
    write_lines(dst, [bpe.encode(line) for line in lines])


def preprocess_gec(bart, root: Path, dict_file=None):
    """BPE-encode the JFLEG sample with the BART's BPE and binarise it with --task gec and the
    BART's dict.txt (fairseq-preprocess, in this process). Returns (raw dir, data-bin)."""
    from fairseq import options
    from fairseq_cli import preprocess

    raw, bpe = root / "raw", root / "bpe"
    raw.mkdir(parents=True, exist_ok=True)
    bpe.mkdir(exist_ok=True)
    for side in ("src", "tgt"):
        lines = (JFLEG / f"train.{side}").read_text(encoding="utf-8").splitlines()
        write_lines(raw / f"train.{side}", lines[:N_TRAIN])
        write_lines(raw / f"valid.{side}", lines[N_TRAIN:N_TRAIN + N_VALID])
        for split in ("train", "valid"):
            bpe_encode_file(bart, raw / f"{split}.{side}", bpe / f"{split}.{side}")
    dest = root / "data-bin"
    args = options.get_preprocessing_parser().parse_args(
        ["--user-dir", USER_DIR, "--task", "gec", "--source-lang", "src", "--target-lang", "tgt",
         "--trainpref", str(bpe / "train"), "--validpref", str(bpe / "valid"), "--testpref", str(bpe / "valid"),
         "--srcdict", str(dict_file or bart / "dict.txt"), "--joined-dictionary", "--destdir", str(dest),
         "--workers", "1"])
    preprocess.main(args)
    return raw, dest


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    root = tmp_path_factory.mktemp("copy_bart")
    bart, bart_model, bart_task = make_tiny_bart(root)
    raw, data_bin = preprocess_gec(bart, root)
    return Namespace(root=root, bart=bart, bart_model=bart_model, bart_task=bart_task, raw=raw, data_bin=data_bin)


def build(data_bin, arch, *extra):
    from fairseq import options, tasks

    args = options.parse_args_and_arch(options.get_training_parser(), [
        str(data_bin), "--user-dir", USER_DIR, "--task", "gec", "--arch", arch, "--cpu", *extra])
    task = tasks.setup_task(args)
    return task, task.build_model(args), args


def test_tiny_bart_is_the_published_layout(tiny):
    """The tiny checkpoint has what a published BART has: one row more than dict.txt (<mask>)."""
    state = torch.load(tiny.bart / "model.pt")
    n_dict = 4 + len((tiny.bart / "dict.txt").read_text(encoding="utf-8").splitlines())
    assert state["model"]["encoder.embed_tokens.weight"].shape == (n_dict + 1, 64)
    assert tiny.bart_task.source_dictionary[n_dict] == "<mask>"
    assert state["args"].arch == "bart_base"


def logged_keys(log, head):
    """The state-dict keys a log line lists, its layer ranges ``.layers.[0-1].`` expanded."""
    keys = set()
    for item in log[head].split(", "):
        m = re.search(r"\.layers\.\[(\d+)-(\d+)\]\.", item)
        if m is None:
            keys.add(item)
        else:
            keys |= {item[: m.start()] + f".layers.{i}." + item[m.end():] for i in range(int(m[1]), int(m[2]) + 1)}
    return keys


def expected_tensor(key, bart_sd, n):
    """What the model's tensor ``key`` must be after loading: BART's, without the <mask> row."""
    v = bart_sd[key]
    return v[:n] if key.endswith(("embed_tokens.weight", "output_projection.weight")) else v


@pytest.mark.parametrize("arch", ["copy_bart_tiny", "syngec_bart_tiny"])
def test_pretrained_bart_loads_every_tensor_and_logs_it(tiny, arch, caplog):
    ckpt = tiny.bart / "model.pt"
    with caplog.at_level(logging.INFO, logger="fairseq_syngec.models.pretrained_bart"):
        task, model, args = build(tiny.data_bin, arch, "--pretrained-bart", str(ckpt))
    assert args.pretrained_bart is None  # cleared: a checkpoint of this model does not read BART again
    d = task.source_dictionary
    n = d.first_marker
    # the gec dictionary keeps BART's ids: BART's symbols (the denoising task's, <mask> last), then markers
    bart_symbols = tiny.bart_task.source_dictionary.symbols
    assert d.symbols[:n] == bart_symbols[:-1] and bart_symbols[-1] == "<mask>" and d.symbols[n] == "<unk-0>"
    bart_sd = torch.load(ckpt)["model"]
    own = model.state_dict()
    heads = {k for k in bart_sd if k.startswith("classification_heads.")}
    assert len(heads) == 4
    loaded = [k for k in own if k in bart_sd]
    assert set(loaded) == set(bart_sd) - heads  # every BART tensor but the classification head has a place
    for k in loaded:
        assert torch.equal(own[k], expected_tensor(k, bart_sd, n)), k
    new = sorted(set(own) - set(bart_sd))
    prefixes = NEW_PREFIXES[arch]
    assert all(k.startswith(prefixes) for k in new), new
    assert all(any(k.startswith(p) for k in new) for p in prefixes)
    log = dict(r.getMessage().split(" tensors: ", 1) for r in caplog.records if " tensors: " in r.getMessage())
    assert logged_keys(log, f"--pretrained-bart {ckpt} (--arch bart_base): loaded {len(loaded)}") == set(loaded)
    assert logged_keys(log, f"--pretrained-bart: new, initialised fresh: {len(new)}") == set(new)
    assert logged_keys(log, "--pretrained-bart: in the checkpoint but unused: 4") == heads
    log = "\n".join(r.getMessage() for r in caplog.records)
    assert f"dropped the checkpoint's last embedding row (id {n}, <mask>" in log


def assert_is_the_bart(task, model, bart_file, syngec):
    """Functional check that each tensor landed in its place: with the copy gate closed
    (alpha = sigmoid(-1e4) = 0) and the syntax branch cut off (co-attention value projection 0, so
    H_out = H_sem by eq. 18), the model's log-probabilities on the valid set are those of the BART
    that fairseq itself loads from the same file (over the gec dictionary's ordinary symbols)."""
    from fairseq import checkpoint_utils

    models, _cfg, _ = checkpoint_utils.load_model_ensemble_and_task(
        [str(bart_file)], arg_overrides={"data": str(Path(bart_file).parent)})
    bart = models[0].eval()
    model.eval()
    task.load_dataset("valid")
    ds = task.dataset("valid")
    net = ds.collater([ds[i] for i in range(len(ds))])["net_input"]
    n = task.source_dictionary.first_marker

    def ours():
        with torch.no_grad():
            return model.get_normalized_probs(model(**net), log_probs=True)

    with torch.no_grad():
        ref = torch.log_softmax(bart(**net, return_all_hiddens=False)[0][..., :n].float(), dim=-1)
        if syngec:
            model.encoder.fusion.v_proj.weight.zero_()
    open_gate = ours()  # the gate starts at alpha = 0.5: a different distribution (the check can fail)
    assert (open_gate[..., :n] - ref).abs().max() > 1e-2
    with torch.no_grad():
        model.decoder.copy_head.gate.bias.fill_(-1e4)
    lprobs = ours()
    floor = math.log(1e-10)  # the copy models clamp log-probabilities there (copy_head.normalized_log_probs)
    assert (ref < floor).float().mean() < 0.05
    torch.testing.assert_close(lprobs[..., :n], ref.clamp(min=floor), atol=1e-5, rtol=1e-5)
    assert (lprobs[..., n:] < -20).all()  # markers: no mass without the copy


@pytest.mark.parametrize("arch", ["copy_bart_tiny", "syngec_bart_tiny"])
def test_closed_gate_without_syntax_gives_barts_log_probs(tiny, arch):
    task, model, _ = build(tiny.data_bin, arch, "--pretrained-bart", str(tiny.bart / "model.pt"))
    assert_is_the_bart(task, model, tiny.bart / "model.pt", arch.startswith("syngec"))


def test_mbart_style_checkpoint_with_language_tokens(tiny, tmp_path):
    """An mBART (pre-norm, scaled embeddings, ``multilingual_denoising``: dict.txt + [lang] tokens +
    <mask>): the data dictionary must hold the language tokens too; then it loads and is the mBART."""
    from fairseq_syngec.models.pretrained_bart import load_pretrained_bart

    mbart, _, mtask = make_tiny_bart(tmp_path, arch="mbart_base", extra=[
        "--task", "multilingual_denoising", "--langs", "en_XX,de_DE", "--add-lang-token",
        "--encoder-normalize-before", "--decoder-normalize-before"], seed=1)
    assert mtask.source_dictionary.symbols[-3:] == ["[en_XX]", "[de_DE]", "<mask>"]
    # binarised with the archive's dict.txt alone, the language tokens are missing: refused, with the fix
    task, model, args = build(tiny.data_bin, "copy_mbart_base", *TINY_BART)
    with pytest.raises(ValueError, match=r"followed by \[en_XX\] \[de_DE\]: append those lines"):
        load_pretrained_bart(model, args, str(mbart / "model.pt"), task.source_dictionary)
    extended = tmp_path / "dict.langs.txt"
    extended.write_text((mbart / "dict.txt").read_text(encoding="utf-8") + "[en_XX] 1\n[de_DE] 1\n", encoding="utf-8")
    _, data_bin = preprocess_gec(mbart, tmp_path / "data", dict_file=extended)
    task, model, _ = build(data_bin, "syngec_mbart_base", *TINY_BART, "--pretrained-bart", str(mbart / "model.pt"))
    d = task.source_dictionary
    assert d.symbols[d.first_marker - 2:d.first_marker + 1] == ["[en_XX]", "[de_DE]", "<unk-0>"]
    assert model.encoder.layer_norm is not None and not model.args.no_scale_embedding  # mBART's layout
    assert_is_the_bart(task, model, mbart / "model.pt", syngec=True)


@pytest.mark.parametrize("ours,theirs,extra", [
    ("copy_bart_large", "bart_large", {}), ("copy_bart_base", "bart_base", {}),
    ("syngec_bart_large", "bart_large", {}), ("syngec_bart_base", "bart_base", {}),
    ("copy_mbart_large", "mbart_large", {"encoder_normalize_before": True, "decoder_normalize_before": True}),
    ("syngec_mbart_base", "mbart_base", {"encoder_normalize_before": True, "decoder_normalize_before": True}),
])
def test_architectures_match_fairseqs_bart(ours, theirs, extra):
    """Every hyper-parameter that fairseq's BART architecture sets, ours sets the same."""
    from fairseq.models import ARCH_CONFIG_REGISTRY

    a, b = Namespace(), Namespace(**extra)
    ARCH_CONFIG_REGISTRY[ours](a)
    ARCH_CONFIG_REGISTRY[theirs](b)
    differ = {k: (getattr(a, k, None), v) for k, v in vars(b).items()
              if not k.startswith("pooler") and getattr(a, k, None) != v}
    assert differ == {}
    assert a.copy_attention_heads == 1 and (not ours.startswith("syngec") or a.syn_encoder_layers == 3)


def save_model_checkpoint(path: Path, args, model):
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save({"args": args, "model": model.state_dict(), "optimizer_history": []}, path)
    return path


def test_other_checkpoints_and_dictionaries_are_refused(tiny, tmp_path):
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf
    from omegaconf import OmegaConf

    from fairseq_syngec.models.pretrained_bart import bart_rows, load_pretrained_bart

    task, model, args = build(tiny.data_bin, "copy_bart_tiny")
    d = task.source_dictionary
    # a plain Transformer
    targs = options.parse_args_and_arch(options.get_training_parser(), [
        str(tiny.data_bin), "--task", "translation", "--arch", "transformer", *TINY_BART, "--cpu"])
    plain = save_model_checkpoint(tmp_path / "plain/model.pt", targs, tasks.setup_task(targs).build_model(targs))
    with pytest.raises(ValueError, match=r"--arch transformer \(model TransformerModel\), not a fairseq BART"):
        load_pretrained_bart(model, args, str(plain), d)
    # a copy_transformer (a GEC checkpoint: continue from it, do not --pretrained-bart it)
    _, copy_model, copy_args = build(tiny.data_bin, "copy_transformer_tiny", *TINY_BART)
    copy_ckpt = save_model_checkpoint(tmp_path / "copy/model.pt", copy_args, copy_model)
    with pytest.raises(ValueError, match=r"copy_transformer_tiny.*not a fairseq BART.*--finetune-from-model"):
        load_pretrained_bart(model, args, str(copy_ckpt), d)
    # a BART whose dict.txt orders two symbols differently from the data's dictionary
    state = torch.load(tiny.bart / "model.pt")
    other = tmp_path / "other_dict"
    other.mkdir()
    torch.save(state, other / "model.pt")
    lines = (tiny.bart / "dict.txt").read_text(encoding="utf-8").splitlines()
    lines[5], lines[6] = lines[6], lines[5]
    write_lines(other / "dict.txt", lines)
    with pytest.raises(ValueError, match=r"the data dictionary is not the BART.s: they differ first at id 9 "):
        load_pretrained_bart(model, args, str(other / "model.pt"), d)
    # a table of another size (no dict.txt beside it to compare): not this BART's dictionary
    with pytest.raises(ValueError, match=rf"has {d.first_marker + 3} rows, but the data dictionary has "
                                         rf"{d.first_marker} ordinary symbols"):
        bart_rows(str(plain), d, d.first_marker + 3, targs)
    # a BART of another shape that tensor shapes cannot show (heads), saved in fairseq's cfg format
    state["args"].encoder_attention_heads = 2
    cfg = convert_namespace_to_omegaconf(state["args"])
    heads = tmp_path / "heads"
    heads.mkdir()
    torch.save({"args": None, "cfg": OmegaConf.to_container(cfg, resolve=True, enum_to_str=True),
                "model": state["model"]}, heads / "model.pt")
    with pytest.raises(ValueError, match=r"encoder_attention_heads: checkpoint 2, this model 4 "
                                         r"\(--encoder-attention-heads 2\)"):
        load_pretrained_bart(model, args, str(heads / "model.pt"), d)
    # the same cfg-format checkpoint with matching heads loads the same tensors as the args format
    state["args"].encoder_attention_heads = 4
    torch.save({"args": None, "cfg": OmegaConf.to_container(convert_namespace_to_omegaconf(state["args"]),
                                                            resolve=True, enum_to_str=True),
                "model": state["model"]}, heads / "model.pt")
    report = load_pretrained_bart(model, args, str(heads / "model.pt"), d)
    assert len(report["unused"]) == 4 and all(k.startswith("decoder.copy_head.") for k in report["new"])
    # fairseq's --restore-file / --finetune-from-model path (a strict load) on a BART: a clear error
    with pytest.raises(ValueError, match="looks like a pre-trained BART.*--pretrained-bart"):
        model.load_state_dict(state["model"])


def test_train_generate_and_correct_from_bart(tiny, tmp_path):
    """fairseq-train --pretrained-bart for a few updates with fairseq's GPT-2 BPE recorded, then
    fairseq-generate, GECModel and fairseq-syngec-correct on the checkpoint (BART file not read again)."""
    from fairseq_syngec import GECModel
    from fairseq_syngec.cli import correct

    bpe = ["--bpe", "gpt2", "--gpt2-encoder-json", tiny.bart / "encoder.json",
           "--gpt2-vocab-bpe", tiny.bart / "vocab.bpe"]
    ckpt = tmp_path / "checkpoints"
    out = run(["fairseq-train", tiny.data_bin, "--user-dir", USER_DIR, "--task", "gec", "--arch", "syngec_bart_tiny",
               "--pretrained-bart", tiny.bart / "model.pt", *bpe, "--cpu", "--optimizer", "adam", "--lr", "3e-4",
               "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1", "--max-tokens", "1500",
               "--max-update", "3", "--save-dir", ckpt, "--no-epoch-checkpoints", "--seed", "1",
               "--log-format", "simple", "--log-interval", "1", "--no-progress-bar"])
    log = out.stdout + out.stderr
    assert re.search(r"--pretrained-bart \S+ \(--arch bart_base\): loaded 95 tensors", log), log[-3000:]
    assert "in the checkpoint but unused: 4 tensors" in log
    state = torch.load(ckpt / "checkpoint_last.pt")
    assert state["optimizer_history"][-1]["num_updates"] == 3
    assert state["cfg"]["model"].pretrained_bart is None  # generation rebuilds without reading BART
    assert state["cfg"]["bpe"]["_name"] == "gpt2"
    bart_sd = torch.load(tiny.bart / "model.pt")["model"]
    assert not torch.equal(state["model"]["encoder.layers.0.fc1.weight"], bart_sd["encoder.layers.0.fc1.weight"])

    gen = run(["fairseq-generate", tiny.data_bin, "--user-dir", USER_DIR, "--task", "gec", "--gen-subset", "valid",
               "--path", ckpt / "checkpoint_last.pt", *bpe, "--beam", "2", "--max-len-b", "6", "--batch-size", "8",
               "--cpu"])
    detok = [x.split("\t")[2] for x in gen.stdout.splitlines() if x.startswith("D-")]
    src = [x.split("\t")[1] for x in gen.stdout.splitlines() if x.startswith("S-")]
    assert len(detok) == N_VALID and set(src) == set((tiny.raw / "valid.src").read_text(encoding="utf-8").splitlines())

    gec = GECModel.from_pretrained(str(ckpt), checkpoint_file="checkpoint_last.pt",
                                   data_name_or_path=str(tiny.data_bin))
    line = "He go to school yesterday ."
    ids = gec.encode(line)
    assert gec.decode(ids) == line  # GPT-2 BPE both ways, through BART's ids
    hyps = gec.correct(["", line, "She like apple ."], beam=2, max_len_b=6)
    assert len(hyps) == 3 and hyps[0] == "" and all(isinstance(h, str) for h in hyps)
    (tmp_path / "in.txt").write_text(f"{line}\n\nShe like apple .\n", encoding="utf-8")
    assert correct.main(["--path", str(ckpt / "checkpoint_last.pt"), "--data", str(tiny.data_bin), "--cpu",
                         "--input", str(tmp_path / "in.txt"), "--output", str(tmp_path / "out.txt"), "--beam", "2",
                         "--no-progress-bar"]) == 0
    lines = (tmp_path / "out.txt").read_text(encoding="utf-8").split("\n")
    assert len(lines) == 4 and lines[1] == "" and lines[3] == ""
