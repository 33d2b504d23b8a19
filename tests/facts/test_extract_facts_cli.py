"""extract_facts.py: one fact line per input line (empty documents included), the triples file's
block format, the conllu back-end, multiprocessing, the spaCy back-end and clear errors."""


import pytest

from harness.helpers import REPO, load_script, run, write_lines
from syngec_tools.facts.extract import extract_documents
from syngec_tools.facts.io import knowledge_from_triples, read_knowledge_graph, read_lines, read_triple_blocks

SCRIPT = REPO / "scripts" / "summarization" / "extract_facts.py"


def cli(argv):
    """The script's main() in this process (a subprocess pays ~8 s of fairseq import each time)."""
    mod = load_script(SCRIPT)
    return mod.main([str(a) for a in argv])
ZH_DOCS = [
    "这本书被他借走了。",
    "",  # empty document
    "2014年。",  # no triple
    "他不喜欢苹果和香蕉。张伟在北京大学学习经济学。",
    "北京是中国的首都\u2028它很大。",  # a Unicode line separator inside a document is not a new line
]


def test_line_count_and_triples_blocks_jieba(tmp_path):
    pytest.importorskip("jieba")
    inp, out, tri = tmp_path / "docs.txt", tmp_path / "facts.txt", tmp_path / "triples.tsv"
    write_lines(inp, ZH_DOCS)
    res = run([SCRIPT, "--input", inp, "--output", out, "--parser", "jieba", "--lang", "zh",
               "--triples-out", tri, "--no-progress"])
    assert "5 documents" in res.stdout
    facts = read_lines(out)
    assert len(facts) == len(ZH_DOCS)
    assert facts[0] == "这本书被他借走了" and facts[1] == "" and facts[2] == ""
    assert facts[3] == "他不喜欢苹果 ||| 他不喜欢香蕉 ||| 张伟在北京大学学习经济学"
    blocks = read_triple_blocks(tri)
    assert len(blocks) == len(ZH_DOCS)
    assert blocks[1] == [] and blocks[2] == []
    assert blocks[3][0] == ("他", "不喜欢", "苹果")
    assert [" ||| ".join("".join(t) for t in b) for b in blocks] == facts
    kg = knowledge_from_triples(blocks[3])
    assert kg["他"] == [("不喜欢", "苹果"), ("不喜欢", "香蕉")]


def test_workers_give_the_same_result():
    pytest.importorskip("jieba")
    docs = ZH_DOCS * 2
    serial = extract_documents(docs, "jieba", "zh")  # first: forked workers then inherit the loaded dictionary
    assert extract_documents(docs, "jieba", "zh", workers=2, chunksize=2) == serial


CONLLU = """# newdoc id = a
1\tThe\tthe\tDET\t_\t_\t2\tdet\t_\t_
2\tbill\tbill\tNOUN\t_\t_\t4\tnsubj:pass\t_\t_
3\twas\tbe\tAUX\t_\t_\t4\taux:pass\t_\t_
4\tpassed\tpass\tVERB\t_\t_\t0\troot\t_\t_

# newdoc id = b
# newdoc id = c
1\tIt\tit\tPRON\t_\t_\t2\tnsubj\t_\t_
2\trained\train\tVERB\t_\t_\t0\troot\t_\t_

1\tTim\tTim\tPROPN\t_\t_\t2\tnsubj\t_\t_
2\tleft\tleave\tVERB\t_\t_\t0\troot\t_\t_
3\tParis\tParis\tPROPN\t_\t_\t2\tobj\t_\t_
"""


def test_conllu_backend(tmp_path):
    inp, out, tri = tmp_path / "in.conllu", tmp_path / "facts.txt", tmp_path / "t.tsv"
    inp.write_text(CONLLU, encoding="utf-8")
    assert cli(["--input", inp, "--output", out, "--parser", "conllu", "--triples-out", tri, "--no-progress"]) == 0
    assert read_lines(out) == ["The bill was passed", "", "It rained ||| Tim left Paris"]
    kg = read_knowledge_graph(tri)  # a triples file is also a knowledge-graph file
    assert kg == {"The bill": [("was passed", "")], "It": [("rained", "")], "Tim": [("left", "Paris")]}


def test_bad_conllu_is_reported_with_file_and_line(tmp_path, capsys):
    inp = tmp_path / "bad.conllu"
    inp.write_text("1\tx\n", encoding="utf-8")
    assert cli(["--input", inp, "--output", tmp_path / "o", "--parser", "conllu", "--no-progress"]) == 1
    assert "bad.conllu:1" in capsys.readouterr().err


def test_spacy_backend_maps_labels_to_ud():
    pytest.importorskip("spacy")
    from syngec_tools.facts.extract import document_triples
    from syngec_tools.facts.ud import render

    try:
        out = render(document_triples("The bill was passed by the Senate. Tim Cook is the CEO of Apple.", "spacy"))
    except RuntimeError as exc:  # no English model installed
        pytest.skip(str(exc))
    assert out == "The bill was passed by the Senate ||| Tim Cook is the CEO of Apple"
    # spaCy's whitespace tokens never reach a fact (nor a tab the triples file would split on)
    assert render(document_triples("Tim  Cook\tis the\t\tCEO of Apple.", "spacy")) == "Tim Cook is the CEO of Apple"


def test_jieba_refuses_english_and_stanza_missing_models_is_clear():
    with pytest.raises(ValueError, match="Chinese"):
        extract_documents(["x"], "jieba", "en")
    pytest.importorskip("stanza")
    from syngec_tools.facts.parsers import load_stanza

    try:
        load_stanza("zh")
    except RuntimeError as exc:
        assert "stanza.download('zh'" in str(exc)
