"""A fairseq-syngec-serve of the tests: started on a free loopback port, stopped with SIGTERM, as a module
fixture; and LanguageTool's UTF-16 offsets in code points."""

import os
import re
import signal
import subprocess
import sys
import threading
import time

import pytest

# the same decoding for the server and the offline reference; the output bound is the default one, each
# sentence's own length (fairseq's, the batch's longest source, gave answers that depended on the batch)
DECODING = ["--beam", "2"]


def start_server(model, *extra, decoding=None):
    """(process, base URL) of a fairseq-syngec-serve on a free loopback port; its stderr lines in ``process.log``."""
    data_bin, ckpt, spm = model
    decoding = DECODING if decoding is None else decoding
    cmd = [os.path.join(os.path.dirname(sys.executable), "fairseq-syngec-serve"), "--path", str(ckpt), "--data",
           str(data_bin), "--spm-model", str(spm), "--cpu", "--port", "0", *decoding, *extra]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                            env={**os.environ, "OMP_NUM_THREADS": "1"})
    lines = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(r"serving on (http://\S+)/v2/", line)
        if m:
            proc.log = lines  # the server's stderr, kept as it comes (the pipe stays drained)
            threading.Thread(target=lambda: lines.extend(iter(proc.stderr.readline, "")), daemon=True).start()
            return proc, m.group(1)
    proc.kill()
    pytest.fail("the server did not start: " + "".join(lines))


def stop_server(proc):
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()


def server_fixture(*extra, decoding=None):
    """A module fixture: (process, base URL) of one server with ``extra`` arguments, stopped after the module."""
    @pytest.fixture(scope="module")
    def server(trained_spm_syngec):
        proc, url = start_server(trained_spm_syngec, *extra, decoding=decoding)
        yield proc, url
        stop_server(proc)

    return server


def from_utf16(text, offset, length):
    """(start, end) in code points of a span given in UTF-16 code units."""
    units, start = 0, None
    for i, ch in enumerate(text + "\0"):
        if units == offset and start is None:
            start = i
        if units == offset + length:
            return start, i
        units += 2 if ord(ch) > 0xFFFF else 1
    raise AssertionError("span outside the text")
