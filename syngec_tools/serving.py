"""A grammar-checking HTTP server that speaks LanguageTool's API v2, over a GEC model.

Writers' tools (LanguageTool's editor and browser add-ons, ``language_tool_python`` with
``remote_server=``) talk to grammar checkers through LanguageTool's HTTP API: ``POST /v2/check``
with form fields ``text`` and ``language``, answered with ``matches`` (``offset`` and ``length`` in
UTF-16 code units, as LanguageTool's Java server counts them; ``replacements``, ``message``,
``rule``, ``context``, ``sentence``), and ``GET /v2/languages``. This module answers both with a
:class:`fairseq_syngec.hub.GECModel`: the text's lines are corrected as ordinary text
(``GECModel.correct_raw``) and each edit becomes a match whose rule and category come from its
ERRANT type.

Stack: aiohttp, an asyncio HTTP server maintained by the aio-libs project. One event loop holds any
number of waiting clients without a thread each, its form parsing and request size limit
(``client_max_size``, a 413) come with it, and its runner shuts down gracefully (listening stops,
requests in flight are answered, then the loop ends). The model runs in one worker thread, so the
loop keeps accepting while a batch is decoded.

Dynamic batching in bounded rounds (:class:`Batcher`): requests wait in a bounded queue (full: 503).
Each request becomes a :class:`syngec_tools.raw_text.LineJob` (its lines split into sentences);
the worker runs rounds, and a round corrects, in one model call, up to ``batch_tokens`` words of
sentences taken from the waiting requests in turn, at most ``slice_tokens`` model tokens from each
(a request of up to three slices whole), then turns the corrections of up to ``slice_tokens`` words per
request into edits. A request alone gets twice its last slice each round, up to ``batch_tokens`` (a
long document is corrected in fewer, larger model calls), and ``slice_tokens`` again when another comes.
A long or hostile request is thus worked on a slice at a time beside the others, and a request still unfinished after
``request_timeout`` seconds is answered with what is done and ``warnings.incompleteResults``
(with ``incompleteResultsReason``), as is any text of which a part was not checked (a sentence over
``max_sentence_tokens`` model tokens or the model's length). A request whose client has gone before its
first round is dropped.

A page at ``/`` (``syngec_tools/page/``: HTML, CSS and plain JavaScript, no build step, nothing fetched from
elsewhere) checks a pasted text through this same ``/v2/check`` and shows each match in place; it is served
with a content-security policy that allows no inline script or style (:data:`PAGE_HEADERS`), and its own
requests, which carry its origin, are allowed as same-origin (:func:`page_origin`).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import re
import time
import urllib.parse
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from syngec_tools.textio import first_unencodable

logger = logging.getLogger(__name__)

API_PATH = "/v2/"
LANGUAGES = [("English", "en", "en")] + [(f"English ({name})", "en", f"en-{region}") for region, name in (
    ("US", "US"), ("GB", "GB"), ("AU", "Australia"), ("CA", "Canada"), ("NZ", "New Zealand"),
    ("ZA", "South African"))]
ACCEPTED_LANGUAGES = {code.lower() for _, _, code in LANGUAGES} | {"auto"}
CONTEXT_CHARS = 40  # characters of context on each side of a match, as LanguageTool gives

# ERRANT's error categories (Bryant et al., ACL 2017, table 2) by their names in ERRANT's types
ERRANT_CATEGORIES = {
    "ADJ": "Adjective", "ADJ:FORM": "Adjective form", "ADV": "Adverb", "CONJ": "Conjunction",
    "CONTR": "Contraction", "DET": "Determiner", "MORPH": "Morphology", "NOUN": "Noun",
    "NOUN:INFL": "Noun inflection", "NOUN:NUM": "Noun number", "NOUN:POSS": "Noun possessive",
    "ORTH": "Orthography", "OTHER": "Other", "PART": "Particle", "PREP": "Preposition", "PRON": "Pronoun",
    "PUNCT": "Punctuation", "SPELL": "Spelling", "UNK": "Unknown", "VERB": "Verb", "VERB:FORM": "Verb form",
    "VERB:INFL": "Verb inflection", "VERB:SVA": "Subject-verb agreement", "VERB:TENSE": "Verb tense",
    "WO": "Word order",
}

# the page's files (in syngec_tools/page/), by the path each is served at; relative links in the page, so that it
# also works behind a proxy that serves the server under a path
PAGE_FILES = {"/": ("index.html", "text/html"), "/page/page.js": ("page.js", "text/javascript"),
              "/page/page.css": ("page.css", "text/css"), "/page/icon.svg": ("icon.svg", "image/svg+xml")}
# scripts and styles from this server's files only (no inline script, style attribute or event handler),
# requests to this server only, no plugins, no <base>, no form posts, not framed by another page
PAGE_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
            "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
PAGE_HEADERS = {"Content-Security-Policy": PAGE_CSP, "X-Content-Type-Options": "nosniff",
                "Referrer-Policy": "no-referrer", "Cache-Control": "no-cache"}


def read_page_files() -> Dict[str, Tuple[bytes, str]]:
    """path -> (bytes, content type) of the page's files, read from the installed package."""
    from importlib.resources import files

    folder = files("syngec_tools") / "page"
    return {path: ((folder / name).read_bytes(), ctype) for path, (name, ctype) in PAGE_FILES.items()}


_HOST = re.compile(r"\[([0-9a-f:.]+)\](?::\d+)?|([^:\[\]]+)(?::\d+)?")


def page_origin(host: Optional[str]) -> Optional[str]:
    """The origin of this server's own page for a request's ``Host`` header (``127.0.0.1:8081`` ->
    ``http://127.0.0.1:8081``), which a browser sends as ``Origin`` with the page's POST; None when the host
    is a name other than ``localhost``. A name is not trusted: a site's name can be made to point at this
    machine (DNS rebinding), and its page would then send a matching Host and Origin; an IP address or
    localhost cannot be another site's. A page reached by another name needs ``--allow-origin``."""
    if not host:
        return None
    m = _HOST.fullmatch(host.lower())
    if m is None:
        return None
    name = m.group(1) or m.group(2)
    if name != "localhost":
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return None
    return "http://" + host.lower()


class RequestError(Exception):
    """A request that is answered with ``status`` and a one-line plain-text message."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class ServeConfig:
    """The server's rounds and limits; ``fairseq-syngec-serve`` has a flag for each field (``--batch-tokens``, ...)."""

    batch_tokens: int = field(default=2000, metadata={"help": "words of sentences from the waiting requests "
                                                              "corrected in one round"})
    max_wait_ms: float = field(default=10.0, metadata={"help": "how long the first request of a round waits for "
                                                               "others, in ms"})
    max_queue: int = field(default=256, metadata={"help": "requests that may wait; more are answered 503"})
    max_text_chars: int = field(default=20000, metadata={"help": "longest text of one request, in characters read "
                                                                 "(markup does not count); longer ones are "
                                                                 "answered 413"})
    slice_tokens: int = field(default=100, metadata={"help": "model tokens of one request corrected (and words "
                                                             "turned into edits) per round, beside the others: a "
                                                             "long text is worked on a slice at a time; alone, "
                                                             "twice its last slice, up to --batch-tokens"})
    max_sentence_tokens: int = field(default=200, metadata={"help": "sentences of more model tokens (sentencepiece "
                                                                    "pieces) are not checked; the answer says so "
                                                                    "(incompleteResults)"})
    request_timeout: float = field(default=30.0, metadata={"help": "seconds of work on one request; then it is "
                                                                   "answered with what is done and "
                                                                   "incompleteResults"})
    cache_size: int = field(default=1000, metadata={"help": "sentences whose corrections are kept, the least "
                                                            "recently used dropped first (LanguageTool's cacheSize): "
                                                            "editors send the whole text at every check, and its "
                                                            "unchanged sentences are not decoded again; 0: none"})


def body_limit(max_text_chars: int) -> int:
    """The request body size (bytes) for texts of ``max_text_chars`` characters, however they are sent: a
    character outside the BMP is 4 bytes of UTF-8, 12 form-encoded (%F0%9F%98%80), and 16 as a JSON
    escape in ``data`` (\\ud83d\\ude00, form-encoded); four times that for the markup of annotated ``data``
    (which does not count as text: Markdown, LaTeX, code blocks, and each item's JSON, about 135 bytes
    form-encoded as the Obsidian plugin sends it: 1.3 MB for 20,000 characters holds some 9,000 items);
    plus room for the other parameters."""
    return 64 * max_text_chars + (64 << 10)


def utf16_len(text: str) -> int:
    """The length of ``text`` in UTF-16 code units (a character outside the BMP, e.g. an emoji, is two)."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def errant_rule(edit_type: str) -> dict:
    """LanguageTool's ``rule`` object for an ERRANT type such as ``R:VERB:SVA``."""
    op, _, cat = edit_type.partition(":")
    name = ERRANT_CATEGORIES.get(cat, cat.title() or "Other")
    issue = "misspelling" if cat == "SPELL" else "typographical" if cat in ("ORTH", "PUNCT") else "grammar"
    what = {"M": "Missing", "U": "Unnecessary", "R": "Replace"}.get(op, op)
    return {"id": "GEC_" + edit_type.replace(":", "_"), "description": f"{name} ({what.lower()})",
            "issueType": issue, "category": {"id": "GEC_" + cat.replace(":", "_"), "name": name}}


def errant_message(edit_type: str, original: str, replacement: str) -> str:
    """A one-line message for an edit: what kind of error, and what to write instead."""
    op, _, cat = edit_type.partition(":")
    name = ERRANT_CATEGORIES.get(cat, cat.title() or "Other")
    if op == "M":
        return f"{name}: insert “{replacement.strip()}”."
    if op == "U":
        return f"{name}: remove “{original.strip()}”."
    return f"{name}: write “{replacement.strip()}” instead of “{original.strip()}”."


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "'’-"


def _widen_insertion(text: str, start: int, replacement: str, taken: Sequence[tuple]) -> tuple:
    """An insertion (an empty span) covers the word it is written against, so that editors can
    underline it: (start, end, replacement). "to " inserted before "school" covers "school" (and
    becomes "to school"); "," or " now" after "it" covers "it". Unchanged when that word is part of
    another edit (``taken``: their spans)."""
    if replacement.endswith(" "):
        end = start
        while end < len(text) and _word_char(text[end]):
            end += 1
        begin, widened = start, replacement + text[start:end]
    else:
        begin = start
        while begin > 0 and _word_char(text[begin - 1]):
            begin -= 1
        end, widened = start, text[begin:start] + replacement
    if begin == end or any(a < end and begin < b for a, b in taken):
        return start, start, replacement
    return begin, end, widened


def build_matches(doc, corrections) -> Tuple[List[dict], int]:
    """(LanguageTool ``matches``, corrections left out) for the document ``doc``
    (:class:`~syngec_tools.annotated_text.AnnotatedText`) from the
    :class:`~syngec_tools.raw_text.LineCorrection` of each ``\\n``-separated line of the text read in it.
    ``offset``/``length`` and ``context`` point into the document, markup included, and ``sentence`` is read
    text, as LanguageTool gives them; a correction that would change markup is left out."""
    text, document = doc.text, doc.document
    wide = any(ord(ch) > 0xFFFF for ch in document)  # else a UTF-16 offset is the string index
    units = utf16_len if wide else len
    matches, left_out = [], 0
    line_start = 0
    for line, corr in zip(text.split("\n"), corrections):
        taken = [(line_start + e.start, line_start + e.end) for e in corr.edits if e.start < e.end]
        for e in corr.edits:
            start, end, repl = line_start + e.start, line_start + e.end, e.replacement
            span = None
            if start == end:
                w_start, w_end, w_repl = _widen_insertion(text, start, repl, taken)
                span = doc.document_span(w_start, w_end)
                if span is not None:
                    start, end, repl = w_start, w_end, w_repl
            if span is None:
                span = doc.document_span(start, end, prefer_right=repl.endswith(" "))
            if span is None:
                left_out += 1
                continue
            d_start, d_end = span
            sent_start, sent_end = line_start + e.sentence[0], line_start + e.sentence[1]
            c_start, c_end = max(0, d_start - CONTEXT_CHARS), min(len(document), d_end + CONTEXT_CHARS)
            prefix, suffix = ("..." if c_start > 0 else ""), ("..." if c_end < len(document) else "")
            context = prefix + document[c_start:c_end].replace("\n", " ") + suffix
            length = units(document[d_start:d_end])
            matches.append({
                "message": errant_message(e.type, e.original, e.replacement),
                "shortMessage": ERRANT_CATEGORIES.get(e.type.partition(":")[2], ""),
                "replacements": [{"value": repl}],
                "offset": units(document[:d_start]) if wide else d_start,
                "length": length,
                "context": {"text": context, "offset": units(prefix + document[c_start:d_start]), "length": length},
                "sentence": text[min(sent_start, start):max(sent_end, end)],
                "type": {"typeName": "Other"},
                "rule": errant_rule(e.type),
                "ignoreForIncompleteSentence": False,
                "contextForSureMatch": 0,
            })
        line_start += len(line) + 1
    return matches, left_out


def language_object(code: str, params=None) -> dict:
    """LanguageTool's ``language``: the language used and ``detectedLanguage``. With ``auto`` it is English in
    the first English variant of ``preferredVariants`` (e.g. ``en-GB``), else en-US; this server detects nothing
    (``source``: ``fallback``, as LanguageTool's own without a language detector)."""
    if code.lower() == "auto":
        variants = [v.strip() for v in (params or {}).get("preferredVariants", "").split(",")]
        code = next((v for v in variants if v.lower() in ACCEPTED_LANGUAGES and v.lower().startswith("en-")), "en-US")
    name = next((n for n, _, c in LANGUAGES if c.lower() == code.lower()), "English")
    return {"name": name, "code": code,
            "detectedLanguage": {"name": name, "code": code, "confidence": 1.0, "source": "fallback"}}


def check_language(language: Optional[str]) -> str:
    if not language:
        raise RequestError(400, "Error: Missing 'language' parameter, e.g. 'language=en-US' for American English "
                                "or 'language=fr' for French")
    if language.lower() not in ACCEPTED_LANGUAGES:
        raise RequestError(400, f"Error: '{language}' is not a supported language code: this server corrects "
                                f"English ({', '.join(sorted(c for _, _, c in LANGUAGES))}, or auto)")
    return language


def filter_matches(matches: List[dict], params) -> List[dict]:
    """LanguageTool's rule and category selection: disabledRules, disabledCategories, and with
    enabledOnly=true only enabledRules / enabledCategories."""
    def names(key):
        return {x.strip() for x in params.get(key, "").split(",") if x.strip()}

    off_rules, off_cats = names("disabledRules"), names("disabledCategories")
    on_rules, on_cats = names("enabledRules"), names("enabledCategories")
    only = params.get("enabledOnly", "false").lower() == "true"
    out = []
    for m in matches:
        rule, cat = m["rule"]["id"], m["rule"]["category"]["id"]
        if rule in off_rules or cat in off_cats:
            continue
        if only and rule not in on_rules and cat not in on_cats:
            continue
        out.append(m)
    return out


@dataclass
class Job:
    """One request: its lines, the future its handler awaits, when it came, whether its client is still
    there (``alive()``) and its work (a :class:`~syngec_tools.raw_text.LineJob`, made in its first round)."""

    lines: List[str]
    fut: asyncio.Future
    received: float
    alive: Callable[[], bool]
    work: Optional[object] = None
    slice: int = 0  # its slice this round (model tokens, and words of edits); 0: slice_tokens


class SentenceCache:
    """The corrections of the last ``size`` sentences corrected, least recently used dropped first:
    ``sentence -> (correction, passed through)``. The server's model and decoding are fixed, so a sentence's
    correction is too."""

    def __init__(self, size: int):
        self.size = size
        self.entries: "OrderedDict[str, Tuple[str, bool]]" = OrderedDict()

    def get(self, sentence: str) -> Optional[Tuple[str, bool]]:
        hit = self.entries.get(sentence)
        if hit is not None:
            self.entries.move_to_end(sentence)
        return hit

    def put(self, sentence: str, correction: str, passed: bool) -> None:
        if self.size <= 0:
            return
        self.entries[sentence] = (correction, passed)
        self.entries.move_to_end(sentence)
        while len(self.entries) > self.size:
            self.entries.popitem(last=False)


class Batcher:
    """Dynamic batching in bounded rounds for one sentence correction function ``correct(sentences, passed)
    -> corrections`` (``passed``: it appends the positions it passes through), run in one worker thread;
    ``nlp`` and ``annotator``: spaCy's English pipeline and ERRANT's annotator (sentences, edits);
    ``count_tokens(sentence)``: its model tokens, for ``max_sentence_tokens`` (the decoding's cost grows with
    them: a 400-character run of punctuation is one spaCy token and hundreds of model tokens)."""

    def __init__(self, correct: Callable[[List[str], List[int]], List[str]], nlp, annotator, cfg: ServeConfig,
                 count_tokens: Optional[Callable[[str], int]] = None):
        self.correct, self.nlp, self.annotator, self.cfg = correct, nlp, annotator, cfg
        self.count_tokens = count_tokens  # a sentence's model tokens, for max_sentence_tokens
        self.cache = SentenceCache(cfg.cache_size)
        self.queue: asyncio.Queue = asyncio.Queue(maxsize=cfg.max_queue)
        self.active: List[Job] = []
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gec-model")
        self.task: Optional[asyncio.Task] = None
        self.busy = False  # a round is running in the worker thread

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())

    def refuse_all(self, message: str) -> int:
        """Answer every request not answered yet with 503 ``message`` (at shutdown); how many."""
        jobs = list(self.active)
        while not self.queue.empty():
            jobs.append(self.queue.get_nowait())
        self.active = []
        n = 0
        for job in jobs:
            if not job.fut.done():
                job.fut.set_exception(RequestError(503, message))
                n += 1
        return n

    async def stop(self) -> None:
        """Stop the rounds; a round still running is not waited for (its thread ends with the process)."""
        if self.task is not None:
            self.task.cancel()
            try:
                await self.task
            except asyncio.CancelledError:
                pass
        self.refuse_all("Error: the server is shutting down")
        self.executor.shutdown(wait=False, cancel_futures=True)

    async def submit(self, lines: List[str], alive: Callable[[], bool] = lambda: True):
        """(line corrections, reasons for what was not checked) of one request; :class:`RequestError` 503
        when the queue is full."""
        loop = asyncio.get_running_loop()
        job = Job(lines, loop.create_future(), time.monotonic(), alive)
        try:
            self.queue.put_nowait(job)
        except asyncio.QueueFull:
            raise RequestError(503, f"Error: the server is busy ({self.cfg.max_queue} requests waiting): "
                                    "try again shortly") from None
        return await job.fut

    async def _gather(self) -> List[Job]:
        """New requests: when nothing is being worked on, wait for the first, then for more until
        ``batch_tokens`` words or ``max_wait_ms``; otherwise take those waiting."""
        new: List[Job] = []
        if not self.active:
            new.append(await self.queue.get())
            words = sum(len(line.split()) for line in new[0].lines)
            deadline = time.monotonic() + self.cfg.max_wait_ms / 1000
            while words < self.cfg.batch_tokens:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                try:
                    job = await asyncio.wait_for(self.queue.get(), left)
                except asyncio.TimeoutError:
                    break
                new.append(job)
                words += sum(len(line.split()) for line in job.lines)
        while not self.queue.empty():
            new.append(self.queue.get_nowait())
        return new

    def _round(self, new: List[Job]) -> List[Job]:
        self.busy = True  # set and cleared in the worker thread: a cancelled await does not clear it
        try:
            return self._round_work(new)
        finally:
            self.busy = False

    def _round_work(self, new: List[Job]) -> List[Job]:
        """One round in the worker thread: new requests split into sentences, requests past their time
        given up, up to ``batch_tokens`` words of sentences corrected (``slice_tokens`` model tokens per
        request at most, requests in turn), up to ``slice_tokens`` words per request turned into edits.
        Returns the requests that are done."""
        from syngec_tools.raw_text import LineJob, parse_pairs, split_sentences

        cfg = self.cfg
        zone = self.nlp.memory_zone() if hasattr(self.nlp, "memory_zone") else contextlib.nullcontext()
        with zone:  # spaCy keeps no string of these texts after the round (a server's memory stays flat)
            reason = f"sentences longer than {cfg.max_sentence_tokens} tokens"
            todo = [LineJob.to_split(job.lines, self.nlp) for job in new]
            split = iter(split_sentences(self.nlp, [job.lines[i] for job, ids in zip(new, todo) for i in ids]))
            for job, ids in zip(new, todo):  # one spaCy pass over the new requests' lines
                job.work = LineJob(job.lines, self.nlp, passed_reason=reason, size=self.count_tokens,
                                   split=[next(split) for _ in ids])
            self.active.extend(new)
            now = time.monotonic()
            for job in self.active:
                if now - job.received > cfg.request_timeout:
                    job.work.give_up(f"sentences past the server's {cfg.request_timeout:g} s time limit")
            taken, sources, sizes, budget = [], [], [], cfg.batch_tokens
            # a request alone gets twice the last round's slice (up to batch_tokens): a long document is corrected
            # in larger batches while nothing else waits; a request arriving meanwhile waits one round at most
            alone = len(self.active) == 1
            for job in self.active:
                job.slice = min(2 * job.slice, cfg.batch_tokens) if alone and job.slice else cfg.slice_tokens
            for job in self.active:
                if budget <= 0:
                    break
                # a request of up to 3 slices is corrected whole (most are: one round each); longer ones a slice
                # per round, also when alone, so that a request arriving meanwhile waits one short round at most
                whole = job.work.remaining_size() <= 3 * cfg.slice_tokens
                ks = job.work.next_slice(None if whole else job.slice)
                if ks:
                    taken.append((job, ks))
                    sources.extend(job.work.sources[k] for k in ks)
                    sizes.extend(job.work.sizes[k] for k in ks)
                    budget -= sum(len(job.work.sources[k].split()) for k in ks)
            if sources:
                passed: List[int] = []
                todo = list(range(len(sources)))
                if self.count_tokens is not None:
                    todo = [j for j in todo if sizes[j] <= cfg.max_sentence_tokens]
                    passed = sorted(set(range(len(sources))) - set(todo))
                corrections, passed_set = list(sources), set(passed)
                for j, (cor, through) in zip(todo, self._corrected([sources[j] for j in todo])):
                    corrections[j] = cor
                    if through:
                        passed_set.add(j)
                start = 0
                for job, ks in taken:
                    job.work.set_corrections(ks, corrections[start:start + len(ks)],
                                             [j for j in range(len(ks)) if start + j in passed_set])
                    start += len(ks)
            slices = []
            for job in self.active:  # the edits of corrected sentences, a slice per round (whole at the end), so
                # that a request given up at its time limit keeps the edits made so far
                work = job.work
                if work.decoded > work.edited or work.decoded == len(work.sources):
                    whole = work.decoded == len(work.sources) and work.unedited_words() <= 3 * cfg.slice_tokens
                    slices.append((job, work.edit_slice(None if whole else job.slice)))
            changed = [(job, k) for job, ks in slices for k in job.work.changed(ks)]
            parses = parse_pairs(self.nlp, [(job.work.sources[k], job.work.corrections[k]) for job, k in changed])
            parsed: Dict[int, dict] = {}
            for (job, k), docs in zip(changed, parses):  # one spaCy pass over the round's corrections
                parsed.setdefault(id(job), {})[k] = docs
            finished = [job for job, ks in slices if job.work.apply_edits(self.annotator, ks, parsed.get(id(job), {}))]
            results = {id(job): (job.work.result(), dict(job.work.reasons)) for job in finished}
        done_ids = set(results)
        self.active = [job for job in self.active if id(job) not in done_ids]
        for job in finished:
            job.work = results[id(job)]
        return finished

    def _corrected(self, sentences: List[str]) -> List[Tuple[str, bool]]:
        """(correction, passed through) of each sentence: from the cache, or decoded once per distinct
        sentence (a sentence sent again, or twice in one round, is decoded once)."""
        known = {s: hit for s in sentences if (hit := self.cache.get(s)) is not None}
        new = list(dict.fromkeys(s for s in sentences if s not in known))
        if new:
            model_passed: List[int] = []
            for s, cor in zip(new, self.correct(new, model_passed)):
                known[s] = (cor, False)
            for k in model_passed:
                known[new[k]] = (known[new[k]][0], True)
            for s in new:
                self.cache.put(s, *known[s])
        return [known[s] for s in sentences]

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            new = await self._gather()
            gone = [job for job in new if job.fut.done() or not job.alive()]
            if gone:
                logger.info("dropped %d request(s) whose client had gone before they were corrected", len(gone))
                for job in gone:
                    if not job.fut.done():
                        job.fut.cancel()
                new = [job for job in new if job not in gone]
            if not new and not self.active:
                continue
            try:
                finished = await loop.run_in_executor(self.executor, self._round, new)
            except Exception as exc:  # answer every request of the round, keep serving
                logger.exception("correction failed")
                for job in self.active + new:
                    if not job.fut.done():
                        job.fut.set_exception(RequestError(500, f"Error: correction failed ({type(exc).__name__}: "
                                                                 f"{exc})"))
                self.active = []
                continue
            for job in finished:
                if not job.fut.done():
                    job.fut.set_result(job.work)


def incomplete_reason(reasons: Dict[str, int]) -> str:
    """LanguageTool's ``incompleteResultsReason``: what was not checked, e.g. "Results are incomplete: not
    checked: 2 sentences longer than 200 tokens"."""
    def counted(what: str, n: int) -> str:
        if n == 1:  # "sentences longer than ..." -> "sentence longer than ..."
            head, _, rest = what.partition(" ")
            what = (head[:-1] if head.endswith("s") else head) + (" " + rest if rest else "")
        return f"{n} {what}"

    return "Results are incomplete: not checked: " + "; ".join(counted(w, n) for w, n in reasons.items())


def parse_data(raw: str):
    """The document (:class:`~syngec_tools.annotated_text.AnnotatedText`) of LanguageTool's ``data``
    parameter; :class:`RequestError` 400 in LanguageTool's words otherwise."""
    from syngec_tools.annotated_text import AnnotationError, parse_data as parse

    try:
        return parse(raw)
    except RecursionError:
        raise RequestError(400, "Error: 'data' is nested too deeply") from None
    except AnnotationError as exc:
        raise RequestError(400, f"Error: {exc}") from None


def text_too_long(n: int, limit: int) -> RequestError:
    """LanguageTool's answer to a text over its limit (a 413), so that editors show it."""
    return RequestError(413, f"Error: Your text exceeds the limit of {limit} characters (it's {n} characters). "
                             "Please submit a shorter text.")


def decode_param(raw: bytes, where: str, name: Optional[str]) -> str:
    """One form-encoded name or value (``+`` a space, ``%XX`` a byte) as text; a :class:`RequestError` 400
    naming the parameter and the byte when its bytes are not UTF-8 (a character UTF-8 cannot encode, such as
    a lone surrogate, comes as bytes that are not UTF-8, so it is refused here too)."""
    data = urllib.parse.unquote_to_bytes(raw.replace(b"+", b" "))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        what = f"parameter '{name}'" if name is not None else "a parameter name"
        raise RequestError(400, f"Error: {what} ({where}) is not UTF-8: byte 0x{data[exc.start]:02x} at byte "
                                f"{exc.start} of it ({exc.reason})") from None


def parse_form(raw: bytes, where: str) -> Dict[str, str]:
    """``application/x-www-form-urlencoded`` bytes (a body, or a query string) as parameters, the last of a
    repeated name winning, blank values kept; every name and value strictly UTF-8 (:func:`decode_param`)."""
    params = {}
    for pair in raw.split(b"&"):
        if not pair:
            continue
        name_raw, _, value_raw = pair.partition(b"=")
        name = decode_param(name_raw, where, None)
        params[name] = decode_param(value_raw, where, name)
    return params


async def read_multipart(request, limit: int) -> Dict[str, str]:
    """A ``multipart/form-data`` body's text fields (a file field or one of another content type is not a
    parameter), each decoded strictly in its charset (UTF-8 unless it says): a :class:`RequestError` 400
    naming the field when it does not decode, 413 past ``limit`` bytes."""
    from aiohttp import BodyPartReader

    params, total = {}, 0
    reader = await request.multipart()
    while (part := await reader.next()) is not None:
        if not isinstance(part, BodyPartReader) or part.name is None:
            raise RequestError(400, "Error: the request body is not a readable form (a nested multipart part "
                                    "or a part without a name)")
        raw = bytearray()
        while chunk := await part.read_chunk():
            total += len(chunk)
            if total > limit:
                raise RequestError(413, f"Error: the request is larger than this server accepts: {limit} bytes")
            raw.extend(chunk)
        content_type = part.headers.get("Content-Type")
        if part.filename or (content_type is not None and not content_type.startswith("text/")):
            continue
        value = bytearray()
        async for piece in part.decode_iter(bytes(raw)):
            value.extend(piece)
        charset = part.get_charset(default="utf-8")
        try:
            params[part.name] = bytes(value).decode(charset)
        except (UnicodeDecodeError, LookupError) as exc:
            raise RequestError(400, f"Error: parameter '{part.name}' (multipart form) is not {charset} text "
                                    f"({exc})") from None
    return params


def check_params(params: Dict[str, str]) -> None:
    """A :class:`RequestError` 400 when a parameter's name or value holds a code point UTF-8 cannot encode (none
    comes from UTF-8 bytes; this is the guard for any other way in), naming it and the UTF-16 offset."""
    for name, value in params.items():
        for what, text in ((f"the name of parameter {name!a}", name), (f"parameter '{name}'", value)):
            i = first_unencodable(text)
            if i >= 0:
                offset = i + sum(1 for ch in text[:i] if ord(ch) > 0xFFFF)
                raise RequestError(400, f"Error: {what} holds U+{ord(text[i]):04X} at offset {offset} (UTF-16 "
                                        "code units), a lone surrogate: not a character")


def make_app(correct: Callable[[List[str], List[int]], List[str]], nlp, annotator, cfg: ServeConfig,
             software: Optional[Dict] = None, read_timeout: float = 30.0, allow_origins: Sequence[str] = (),
             count_tokens: Optional[Callable[[str], int]] = None, page: bool = True):
    """The aiohttp application: ``/v2/check``, ``/v2/languages`` (and ``/v2/healthcheck``), correcting with
    ``correct(sentences, passed)`` in bounded rounds (:class:`Batcher`), and with ``page`` the checking page
    at ``/`` (:data:`PAGE_FILES`). A request body not received within ``read_timeout`` seconds is answered
    408. A request from a web page (an ``Origin`` header) is answered only for ``allow_origins`` (with CORS
    headers; ``*``: any) and, with ``page``, for this server's own page (:func:`page_origin`), else 403, so
    that a page cannot make a visitor's browser use a server on their machine."""
    from aiohttp import web

    app = web.Application(client_max_size=body_limit(cfg.max_text_chars))
    batcher_key = web.AppKey("batcher", Batcher)
    software = software or {"name": "fairseq-syngec", "version": "", "apiVersion": 1, "status": "",
                            "premium": False}
    allowed = set(allow_origins)

    def error(exc: RequestError, headers=None):
        return web.Response(status=exc.status, text=str(exc) + "\n", headers=headers)

    @web.middleware
    async def origins(request, handler):
        origin = request.headers.get("Origin")
        if origin is None or (page and origin.lower() == page_origin(request.headers.get("Host"))):
            return await handler(request)  # not from a page, or from this server's own page
        if "*" not in allowed and origin not in allowed:
            return error(RequestError(403, f"Error: requests from {origin} are not allowed (fairseq-syngec-serve "
                                           "--allow-origin)"))
        cors = {"Access-Control-Allow-Origin": origin if "*" not in allowed else "*", "Vary": "Origin"}
        if request.method == "OPTIONS":  # a browser's preflight
            cors.update({"Access-Control-Allow-Methods": "GET, POST, OPTIONS",
                         "Access-Control-Allow-Headers": request.headers.get("Access-Control-Request-Headers",
                                                                             "Content-Type"),
                         "Access-Control-Max-Age": "600"})
            return web.Response(status=204, headers=cors)
        response = await handler(request)
        response.headers.update(cors)
        return response

    app.middlewares.append(origins)

    async def read_params(request) -> dict:
        """The request's parameters: the body's form (read as a form whatever its Content-Type says, as
        LanguageTool does: LTeX sends one as application/json), then the query's, which win. Every name and
        value must be UTF-8 (:func:`decode_param`), or the request is answered 400 before any work."""
        params = {}
        if request.method == "POST":
            try:
                async with asyncio.timeout(read_timeout):
                    if request.content_type == "multipart/form-data":
                        params = await read_multipart(request, body_limit(cfg.max_text_chars))
                    else:
                        params = parse_form(await request.read(), "form")
            except TimeoutError:
                raise RequestError(408, f"Error: the request body did not arrive within {read_timeout:g} s") from None
            except web.HTTPRequestEntityTooLarge:
                raise RequestError(413, f"Error: the request is larger than this server accepts: "
                                        f"{body_limit(cfg.max_text_chars)} bytes (for --max-text-chars "
                                        f"{cfg.max_text_chars})") from None
            except ValueError as exc:  # aiohttp's, for a multipart body it cannot read
                raise RequestError(400, f"Error: the request body is not a readable form ({exc})") from None
        raw_query = request.rel_url.raw_query_string.encode("utf-8", "surrogateescape")
        params.update(parse_form(raw_query, "query"))
        return params

    def document_of(params: dict):
        from syngec_tools.annotated_text import AnnotatedText

        check_params(params)
        if "text" in params and "data" in params:
            raise RequestError(400, "Error: Set only 'text' or 'data' parameter, not both")
        if "text" in params:
            return AnnotatedText.plain(params["text"])
        if "data" in params:
            return parse_data(params["data"])
        raise RequestError(400, "Error: Missing 'text' or 'data' parameter")

    async def check(request):
        try:
            try:
                params = await read_params(request)
            except (ConnectionError, asyncio.IncompleteReadError) as exc:  # the client left mid-body
                logger.info("a client left before its request was received (%s)", type(exc).__name__)
                return web.Response(status=400)
            doc = document_of(params)
            language = check_language(params.get("language"))
            if len(doc.text) > cfg.max_text_chars:
                raise text_too_long(len(doc.text), cfg.max_text_chars)
            transport = request.transport
            alive = (lambda: transport is not None and not transport.is_closing())
            corrections, reasons = await request.app[batcher_key].submit(doc.text.split("\n"), alive)
        except RequestError as exc:
            response = error(exc)
            if exc.status == 408:  # the rest of the body may never come: do not wait for it
                response.force_close()
            return response
        matches, left_out = build_matches(doc, corrections)
        if left_out:
            logger.info("%d correction(s) left out of an answer: they would change markup", left_out)
        warnings = {"incompleteResults": bool(reasons)}
        if reasons:
            warnings["incompleteResultsReason"] = incomplete_reason(reasons)
        return web.json_response({"software": software, "warnings": warnings,
                                  "language": language_object(language, params),
                                  "matches": filter_matches(matches, params)},
                                 dumps=lambda o: json.dumps(o, ensure_ascii=False))

    async def languages(request):
        return web.json_response([{"name": n, "code": c, "longCode": lc} for n, c, lc in LANGUAGES])

    async def healthcheck(request):
        return web.Response(text="OK")

    async def on_startup(app):
        app[batcher_key] = Batcher(correct, nlp, annotator, cfg, count_tokens)
        app[batcher_key].start()

    async def on_cleanup(app):  # after the requests in flight were answered
        await app[batcher_key].stop()

    def page_file(body: bytes, content_type: str):
        async def handler(request):
            return web.Response(body=body, content_type=content_type,
                                charset="utf-8" if content_type.startswith("text/") else None,
                                headers=PAGE_HEADERS)

        return handler

    if page:
        for path, (body, content_type) in read_page_files().items():
            app.router.add_get(path, page_file(body, content_type))
    for root in ("/", "//"):  # "//v2/...": the URL of an editor whose server setting ends with "/"
        app.router.add_route("*", root + API_PATH[1:] + "check", check)
        app.router.add_get(root + API_PATH[1:] + "languages", languages)
        app.router.add_get(root + API_PATH[1:] + "healthcheck", healthcheck)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app["batcher_key"] = batcher_key
    return app


class ClientErrorsInOneLine(logging.Filter):
    """aiohttp logs a request it cannot parse (a request line or header over its limit, a malformed request)
    with a traceback, though the error is the client's: a client could fill the log with them. This filter,
    on aiohttp's server logger, makes each such record one line at INFO: who sent it, the status and
    aiohttp's reason (its first line, ASCII, at most 200 characters)."""

    def filter(self, record: logging.LogRecord) -> bool:
        from aiohttp.http_exceptions import HttpProcessingError

        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, HttpProcessingError):
            reason = ascii(str(exc.message).strip().split("\n")[0])[1:-1][:200]
            record.msg, record.args = "%s: client error %s: %s", (record.getMessage(), exc.code, reason)
            record.exc_info = record.exc_text = None
            record.levelno, record.levelname = logging.INFO, "INFO"
        return True


async def serve(app, host: str, port: int, shutdown_timeout: float = 60.0, ready: Optional[Callable] = None,
                keepalive_timeout: float = 30.0) -> bool:
    """Serve ``app`` until SIGINT or SIGTERM, then shut down: stop listening, answer the requests in flight
    for up to ``shutdown_timeout`` seconds, then answer those left 503, stop. A second signal exits at once
    (status 1). ``ready(url)`` is called once listening (with the port actually bound, also for ``port``
    0). A connection idle, or sending no complete request headers, for ``keepalive_timeout`` seconds is
    closed. Returns True when a round was still running in the worker thread (the caller should end the
    process without waiting for it)."""
    import os
    import signal
    import sys

    from aiohttp import web

    server_log = logging.getLogger("aiohttp.server")
    if not any(isinstance(f, ClientErrorsInOneLine) for f in server_log.filters):
        server_log.addFilter(ClientErrorsInOneLine())
    # lingering_time: how long the rest of a body is read after its request was answered (aiohttp: 10 s)
    runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=shutdown_timeout, access_log=None,
                           keepalive_timeout=keepalive_timeout, lingering_time=1.0)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    bound = site._server.sockets[0].getsockname()[1] if site._server and site._server.sockets else port
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    signals = []

    def on_signal(sig):
        signals.append(sig)
        if len(signals) > 1:
            print("second signal: exiting now", file=sys.stderr, flush=True)
            os._exit(1)
        stop.set()

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, on_signal, sig)
    if ready is not None:
        ready(f"http://{host}:{bound}{API_PATH}")
    await stop.wait()
    logger.info("shutting down: answering the requests in flight (for up to %g s)", shutdown_timeout)
    batcher = app[app["batcher_key"]]

    async def refuse_late():
        await asyncio.sleep(max(0.0, shutdown_timeout - 0.5))
        n = batcher.refuse_all("Error: the server is shutting down")
        if n:
            logger.info("answered %d request(s) in flight 503: not done within the shutdown timeout", n)

    late = loop.create_task(refuse_late())
    try:
        await runner.cleanup()
    finally:
        late.cancel()
    return batcher.busy
