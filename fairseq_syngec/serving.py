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

Dynamic batching (:class:`Batcher`): requests wait in a bounded queue (full: 503); the worker takes
the first one, then more until ``batch_tokens`` whitespace-separated words are gathered or
``max_wait_ms`` have passed, corrects the lines of all of them in one call, and answers each.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence

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


class RequestError(Exception):
    """A request that is answered with ``status`` and a one-line plain-text message."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class ServeConfig:
    batch_tokens: int = field(default=2000, metadata={"help": "words (whitespace-separated) gathered into one batch"})
    max_wait_ms: float = field(default=10.0, metadata={"help": "longest wait for more requests before a batch"})
    max_queue: int = field(default=256, metadata={"help": "requests waiting at most (more: 503)"})
    max_text_chars: int = field(default=20000, metadata={"help": "longest text of one request (longer: 413)"})


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


def build_matches(text: str, corrections) -> List[dict]:
    """LanguageTool ``matches`` for ``text`` from the :class:`~fairseq_syngec.raw_text.LineCorrection`
    of each of its ``\\n``-separated lines."""
    matches = []
    line_start = 0
    for line, corr in zip(text.split("\n"), corrections):
        taken = [(line_start + e.start, line_start + e.end) for e in corr.edits if e.start < e.end]
        for e in corr.edits:
            start, end, repl = line_start + e.start, line_start + e.end, e.replacement
            if start == end:
                start, end, repl = _widen_insertion(text, start, repl, taken)
            sent_start, sent_end = line_start + e.sentence[0], line_start + e.sentence[1]
            c_start, c_end = max(0, start - CONTEXT_CHARS), min(len(text), end + CONTEXT_CHARS)
            prefix, suffix = ("..." if c_start > 0 else ""), ("..." if c_end < len(text) else "")
            context = prefix + text[c_start:c_end].replace("\n", " ") + suffix
            ctx_offset = utf16_len(prefix + text[c_start:start])
            matches.append({
                "message": errant_message(e.type, e.original, e.replacement),
                "shortMessage": ERRANT_CATEGORIES.get(e.type.partition(":")[2], ""),
                "replacements": [{"value": repl}],
                "offset": utf16_len(text[:start]),
                "length": utf16_len(text[start:end]),
                "context": {"text": context, "offset": ctx_offset, "length": utf16_len(text[start:end])},
                "sentence": text[min(sent_start, start):max(sent_end, end)],
                "type": {"typeName": "Other"},
                "rule": errant_rule(e.type),
                "ignoreForIncompleteSentence": False,
                "contextForSureMatch": 0,
            })
        line_start += len(line) + 1
    return matches


def language_object(code: str) -> dict:
    code = "en-US" if code.lower() == "auto" else code
    name = next((n for n, _, c in LANGUAGES if c.lower() == code.lower()), "English")
    return {"name": name, "code": code, "detectedLanguage": {"name": name, "code": code, "confidence": 1.0}}


def check_language(language: Optional[str]) -> str:
    if not language:
        raise RequestError(400, "Error: Missing 'language' parameter (e.g. language=en-US)")
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


class Batcher:
    """Dynamic batching of requests for one correction function ``correct(lines) -> corrections``,
    run in one worker thread."""

    def __init__(self, correct: Callable[[List[str]], list], cfg: ServeConfig):
        self.correct, self.cfg = correct, cfg
        self.queue: asyncio.Queue = asyncio.Queue(maxsize=cfg.max_queue)
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gec-model")
        self.task: Optional[asyncio.Task] = None
        self.stats = {"batches": 0, "requests": 0, "lines": 0}

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            try:
                await self.task
            except asyncio.CancelledError:
                pass
        self.executor.shutdown(wait=True)

    async def submit(self, lines: List[str]) -> list:
        """The corrections of ``lines`` (one request); :class:`RequestError` 503 when the queue is full."""
        fut = asyncio.get_running_loop().create_future()
        try:
            self.queue.put_nowait((lines, fut))
        except asyncio.QueueFull:
            raise RequestError(503, f"Error: the server is busy ({self.cfg.max_queue} requests waiting): "
                                    "try again shortly") from None
        return await fut

    async def _gather(self) -> list:
        """The next batch: the first waiting request, then more until the word budget is reached or
        the wait is over."""
        batch = [await self.queue.get()]
        words = sum(len(line.split()) for line in batch[0][0])
        deadline = time.monotonic() + self.cfg.max_wait_ms / 1000
        while words < self.cfg.batch_tokens:
            try:
                item = self.queue.get_nowait()
            except asyncio.QueueEmpty:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                try:
                    item = await asyncio.wait_for(self.queue.get(), left)
                except asyncio.TimeoutError:
                    break
            batch.append(item)
            words += sum(len(line.split()) for line in item[0])
        return batch

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            batch = await self._gather()
            lines = [line for item_lines, _ in batch for line in item_lines]
            try:
                result = await loop.run_in_executor(self.executor, self.correct, lines)
            except Exception as exc:  # answer every request of the batch, keep serving
                logger.exception("correction failed")
                for _, fut in batch:
                    if not fut.done():
                        fut.set_exception(RequestError(500, f"Error: correction failed ({type(exc).__name__}: {exc})"))
                continue
            self.stats["batches"] += 1
            self.stats["requests"] += len(batch)
            self.stats["lines"] += len(lines)
            k = 0
            for item_lines, fut in batch:
                if not fut.done():
                    fut.set_result(result[k:k + len(item_lines)])
                k += len(item_lines)


def make_app(correct: Callable[[List[str]], list], cfg: ServeConfig, software: Optional[Dict] = None):
    """The aiohttp application: ``/v2/check``, ``/v2/languages`` (and ``/v2/healthcheck``)."""
    from aiohttp import web

    app = web.Application(client_max_size=4 * cfg.max_text_chars + (64 << 10))
    batcher_key = web.AppKey("batcher", Batcher)
    software = software or {"name": "fairseq-syngec", "version": "", "apiVersion": 1, "status": "",
                            "premium": False}

    def error(exc: RequestError):
        return web.Response(status=exc.status, text=str(exc) + "\n")

    async def read_params(request) -> dict:
        params = dict(request.query)
        if request.method == "POST":
            try:
                form = await request.post()
            except web.HTTPRequestEntityTooLarge:
                raise RequestError(413, f"Error: the request is larger than this server accepts "
                                        f"({cfg.max_text_chars} characters of text)") from None
            except (ValueError, UnicodeDecodeError) as exc:
                raise RequestError(400, f"Error: the request body is not a readable form ({exc})") from None
            params.update({k: v for k, v in form.items() if isinstance(v, str)})
        return params

    def text_of(params: dict) -> str:
        if "text" in params:
            return params["text"]
        if "data" in params:
            try:
                data = json.loads(params["data"])
            except ValueError as exc:
                raise RequestError(400, f"Error: 'data' is not JSON ({exc})") from None
            if isinstance(data, dict) and isinstance(data.get("text"), str):
                return data["text"]
            raise RequestError(400, "Error: only 'data' of the form {\"text\": ...} is supported (no annotation "
                                    "markup): send the plain text as 'text'")
        raise RequestError(400, "Error: Missing 'text' or 'data' parameter")

    async def check(request):
        try:
            params = await read_params(request)
            text = text_of(params)
            language = check_language(params.get("language"))
            if len(text) > cfg.max_text_chars:
                raise RequestError(413, f"Error: the text has {len(text)} characters; this server accepts at most "
                                        f"{cfg.max_text_chars} per request (split it)")
            lines = text.split("\n")
            corrections = await request.app[batcher_key].submit(lines)
        except RequestError as exc:
            return error(exc)
        matches = filter_matches(build_matches(text, corrections), params)
        return web.json_response({"software": software, "warnings": {"incompleteResults": False},
                                  "language": language_object(language), "matches": matches},
                                 dumps=lambda o: json.dumps(o, ensure_ascii=False))

    async def languages(request):
        return web.json_response([{"name": n, "code": c, "longCode": lc} for n, c, lc in LANGUAGES])

    async def healthcheck(request):
        return web.Response(text="OK")

    async def on_startup(app):
        app[batcher_key] = Batcher(correct, cfg)
        app[batcher_key].start()

    async def on_cleanup(app):  # after the requests in flight were answered
        await app[batcher_key].stop()

    app.router.add_route("*", API_PATH + "check", check)
    app.router.add_get(API_PATH + "languages", languages)
    app.router.add_get(API_PATH + "healthcheck", healthcheck)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


async def serve(app, host: str, port: int, shutdown_timeout: float = 60.0, ready: Optional[Callable] = None) -> None:
    """Serve ``app`` until SIGINT or SIGTERM, then shut down gracefully: stop listening, answer the
    requests in flight (up to ``shutdown_timeout`` seconds), stop. ``ready(url)`` is called once
    listening (with the port actually bound, also for ``port`` 0)."""
    import signal

    from aiohttp import web

    runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=shutdown_timeout, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    bound = site._server.sockets[0].getsockname()[1] if site._server and site._server.sockets else port
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    if ready is not None:
        ready(f"http://{host}:{bound}{API_PATH}")
    await stop.wait()
    logger.info("shutting down: answering the requests in flight")
    await runner.cleanup()
