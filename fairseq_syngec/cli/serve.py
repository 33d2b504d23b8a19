"""fairseq-syngec-serve: a grammar-checking server for a trained ``--task gec`` model that speaks
LanguageTool's HTTP API v2, so that LanguageTool's clients work with it unchanged.

    fairseq-syngec-serve --path work/gec/checkpoints/checkpoint_best.pt --data work/gec/data-bin --port 8081
    curl -s --data-urlencode "text=He go to school." -d language=en-US http://127.0.0.1:8081/v2/check

``POST /v2/check`` (form fields ``text`` or ``data`` and ``language``; also GET) answers ``matches`` whose
offsets and lengths count UTF-16 code units, as LanguageTool's own server does. ``data`` is LanguageTool's
annotated text, as editors send it (Obsidian, LTeX, VS Code): markup is skipped but counted in the
offsets, and never changed by a correction. ``GET
/v2/languages`` lists the English variants. Each line of a text is corrected as ordinary text
(``fairseq-syngec-correct --raw``). Concurrent requests are corrected together in rounds, a long
text a slice at a time (``--batch-tokens``, ``--slice-tokens``, ``--max-wait-ms``); a sentence checked
before is answered from a cache (``--cache-size``), as editors send the whole text at every check; what is not
checked (``--max-sentence-tokens``, ``--request-timeout``) is reported as LanguageTool does
(``incompleteResults``); a full queue answers 503, a text over ``--max-text-chars`` 413, a request
without text or with another language 400, a page of another site 403 (``--allow-origin``). Slow
clients are cut off (``--keepalive-timeout``, ``--read-timeout``). SIGINT or SIGTERM stops
listening, answers the requests in flight (``--shutdown-timeout``, then 503), then exits; a second
signal exits at once.

A page at ``/`` (``http://127.0.0.1:8081/``; off with ``--no-page``) checks a pasted text through ``/v2/check``:
each edit underlined in place, with its replacement, ERRANT type and sentence, to accept or ignore.
"""

import argparse
import asyncio
import dataclasses
import logging
import os
import sys

from fairseq_syngec.cli.model_options import (
    add_generation_args,
    add_model_args,
    check_positive,
    generate_kwargs,
    load_model,
)
from syngec_tools.cli.version import add_version_argument
from syngec_tools.serving import ServeConfig


def get_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fairseq-syngec-serve", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_args(p)
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine "
                   "only; 0.0.0.0: every interface)")
    p.add_argument("--port", type=int, default=8081, help="port (default 8081, LanguageTool's; 0: any free port)")
    p.add_argument("--beam", type=int, default=5, help="beam size (default 5)")
    p.add_argument("--max-tokens", type=int, default=4000, help="max source tokens per model batch (default 4000)")
    for f in dataclasses.fields(ServeConfig):  # --batch-tokens, --slice-tokens, ... (the server's rounds and limits)
        p.add_argument("--" + f.name.replace("_", "-"), type=type(f.default), default=f.default,
                       help=f"{f.metadata['help']} (default {f.default:g})")
    p.add_argument("--read-timeout", type=float, default=30.0,
                   help="seconds to receive a request body; then 408 (default 30)")
    p.add_argument("--keepalive-timeout", type=float, default=30.0,
                   help="seconds a connection may stay idle, or send incomplete request headers, before it is "
                        "closed (default 30)")
    p.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   help="a web origin (e.g. https://example.org; * for any) whose pages may use this server; "
                        "requests with another Origin header are answered 403 (default: none; clients that "
                        "send no Origin are not affected; Obsidian's plugin sends app://obsidian.md)")
    p.add_argument("--no-page", action="store_true",
                   help="do not serve the checking page at / (a text box whose edits are shown in place, "
                        "through /v2/check); its requests, which carry the page's origin, are then refused 403 "
                        "as any page's")
    p.add_argument("--shutdown-timeout", type=float, default=60.0,
                   help="seconds to finish the requests in flight after SIGINT/SIGTERM; those left are answered "
                        "503; a second signal exits at once (default 60)")
    add_generation_args(p, "generation (as fairseq-syngec-correct)")
    add_version_argument(p)
    return p


def main(argv=None) -> int:
    from syngec_tools import serving
    from syngec_tools.cli.version import package_version

    args = get_parser().parse_args(argv)
    try:
        check_positive(args, "beam", "max_tokens", *[f.name for f in dataclasses.fields(ServeConfig)
                                                      if isinstance(f.default, int) and f.name != "cache_size"])
        if args.cache_size < 0:
            raise ValueError(f"--cache-size must be 0 (no cache) or more (got {args.cache_size})")
        for name in ("request_timeout", "read_timeout", "keepalive_timeout"):
            if getattr(args, name) <= 0:
                raise ValueError(f"--{name.replace('_', '-')} must be positive (got {getattr(args, name)})")
        if args.port < 0 or args.port > 65535:
            raise ValueError(f"--port must be between 0 and 65535 (got {args.port})")
        model = load_model(args)
        from syngec_tools.spacy_model import load_errant

        annotator = load_errant()  # before the first request, not during it
    except (FileNotFoundError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    logging.basicConfig(format="%(asctime)s | %(levelname)s | %(name)s | %(message)s", level=logging.INFO,
                        stream=sys.stderr, force=True)
    for noisy in ("fairseq", "aiohttp.access"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    generation = generate_kwargs(args)

    def correct(sentences, passed):
        return model.correct(sentences, beam=args.beam, max_tokens=args.max_tokens, passed_through=passed,
                             **generation)

    cfg = ServeConfig(**{f.name: getattr(args, f.name) for f in dataclasses.fields(ServeConfig)})
    software = {"name": "fairseq-syngec", "version": package_version(), "apiVersion": 1, "status": "",
                "premium": False}
    app = serving.make_app(correct, annotator.nlp, annotator, cfg, software, read_timeout=args.read_timeout,
                           allow_origins=args.allow_origin, count_tokens=model.num_source_tokens,
                           page=not args.no_page)

    def ready(url):
        print(f"serving on {url} (LanguageTool API v2; SIGINT or SIGTERM to stop)", file=sys.stderr, flush=True)
        if not args.no_page:
            print(f"the checking page: {url[:-len(serving.API_PATH) + 1]}", file=sys.stderr, flush=True)

    try:
        busy = asyncio.run(serving.serve(app, args.host, args.port, args.shutdown_timeout, ready,
                                         args.keepalive_timeout))
    except OSError as exc:  # e.g. the port is taken
        print(f"error: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print("stopped", file=sys.stderr, flush=True)
    if busy:  # a round still runs in the worker thread: do not wait for it
        sys.stdout.flush()
        os._exit(0)
    return 0


def cli_main():
    sys.exit(main())


if __name__ == "__main__":
    cli_main()
