// fairseq-syngec-serve's checking page: a client of the server's own POST /v2/check (LanguageTool's API v2).
// Offsets and lengths in the answer count UTF-16 code units, as JavaScript's strings do, so they index the
// text area's value directly. Every text from the text or the answer is inserted as text (textContent, text
// nodes), never as HTML.
"use strict";

(function () {
  const PAUSE_MS = 1200; // check this long after the last keystroke
  const $ = (id) => document.getElementById(id);
  const text = $("text");
  const marks = $("marks");
  const popover = $("popover");
  const status = $("status");
  const errorBox = $("error");
  const incomplete = $("incomplete");
  const counts = $("counts");
  const acceptAll = $("accept-all");
  const auto = $("auto");

  let edits = []; // {offset, length, replacement (null: none offered), match, key, el}, sorted by offset
  let shown = ""; // the text the edits' offsets are for
  const ignored = new Set(); // keys of the edits ignored in this page
  let open = null; // the edit whose popover is shown
  let timer = 0;
  let sequence = 0; // the latest check; an older one's answer is dropped

  // ERRANT's category groups, each with a colour (page.css: .c-*)
  const GROUPS = {
    SPELL: "spell", ORTH: "punct", PUNCT: "punct", CONTR: "punct",
    VERB: "verb", NOUN: "noun", DET: "function", PREP: "function", PART: "function", CONJ: "function",
    PRON: "function", ADJ: "modifier", ADV: "modifier", MORPH: "modifier",
  };

  // the ERRANT type of a match: its rule id is "GEC_" + the type with ":" written "_" (R:VERB:SVA)
  function errantType(match) {
    const id = match.rule && match.rule.id ? match.rule.id : "";
    return id.startsWith("GEC_") ? id.slice(4).replace(/_/g, ":") : id;
  }

  function group(match) {
    const parts = errantType(match).split(":");
    return GROUPS[parts[1]] || "other";
  }

  function categoryName(match) {
    const category = match.rule && match.rule.category;
    return (category && category.name) || match.shortMessage || errantType(match) || "Edit";
  }

  function setStatus(message) {
    status.textContent = message;
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  function hideError() {
    errorBox.textContent = "";
    errorBox.hidden = true;
  }

  // ---- the edits over the text

  function render() {
    const value = text.value;
    const frag = document.createDocumentFragment();
    let pos = 0;
    let overlapping = 0;
    for (const edit of edits) {
      edit.el = null;
      if (edit.offset < pos) { // overlaps the one before: cannot be shown in place
        overlapping += 1;
        continue;
      }
      frag.append(value.slice(pos, edit.offset));
      const el = document.createElement("span");
      el.className = "edit c-" + group(edit.match) + (edit.length === 0 ? " empty" : "");
      el.tabIndex = 0;
      el.setAttribute("role", "button");
      el.setAttribute("aria-label", edit.match.message || categoryName(edit.match));
      el.textContent = value.slice(edit.offset, edit.offset + edit.length);
      edit.el = el;
      frag.append(el);
      pos = edit.offset + edit.length;
    }
    // a final line break needs a character after it to take its line, as in the text area
    frag.append(value.slice(pos) + (value.endsWith("\n") ? " " : ""));
    marks.replaceChildren(frag);
    marks.scrollTop = text.scrollTop;
    shown = value;
    renderCounts(overlapping);
    acceptAll.disabled = !edits.some((e) => e.el && e.replacement !== null);
  }

  function renderCounts(overlapping) {
    const byName = new Map();
    for (const edit of edits) {
      const name = categoryName(edit.match);
      const entry = byName.get(name) || {n: 0, group: group(edit.match)};
      entry.n += 1;
      byName.set(name, entry);
    }
    const items = [...byName].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0])).map(([name, e]) => {
      const li = document.createElement("li");
      li.className = "c-" + e.group;
      li.textContent = name + ": " + e.n;
      return li;
    });
    counts.replaceChildren(...items);
    if (overlapping) {
      const li = document.createElement("li");
      li.textContent = overlapping + " overlapping edit" + (overlapping === 1 ? "" : "s") + " not shown";
      counts.append(li);
    }
  }

  function keyOf(match, replacement, value) {
    const original = value.slice(match.offset, match.offset + match.length);
    return [errantType(match), original, replacement, match.sentence].join("\u0000");
  }

  function showAnswer(answer, value) {
    if (!answer || !Array.isArray(answer.matches)) {
      throw new Error("the answer has no list of matches");
    }
    const list = [];
    for (const match of answer.matches) {
      const {offset, length} = match;
      if (!Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 0 ||
          offset + length > value.length) {
        throw new Error("the answer has a match outside the text (offset " + offset + ", length " + length + ")");
      }
      const replacements = Array.isArray(match.replacements) ? match.replacements : [];
      const replacement = replacements.length ? String(replacements[0].value) : null;
      const key = keyOf(match, replacement, value);
      if (!ignored.has(key)) {
        list.push({offset, length, replacement, match, key, el: null});
      }
    }
    edits = list.map((e, i) => [e, i]).sort((a, b) => a[0].offset - b[0].offset || a[1] - b[1]).map((p) => p[0]);
    closePopover();
    render();
    const warnings = answer.warnings || {};
    if (warnings.incompleteResults) {
      incomplete.textContent = "Not all of the text was checked. " +
        (warnings.incompleteResultsReason || "The server did not say which part.");
      incomplete.hidden = false;
    } else {
      incomplete.textContent = "";
      incomplete.hidden = true;
    }
    const n = edits.length;
    setStatus(n === 0 ? "No edits: the model would change nothing." : n + " edit" + (n === 1 ? "" : "s") + ".");
  }

  function clearEdits() {
    edits = [];
    closePopover();
    render();
    incomplete.hidden = true;
  }

  // ---- checking

  async function check() {
    clearTimeout(timer);
    const value = text.value;
    const mine = ++sequence;
    hideError();
    if (!value.trim()) {
      clearEdits();
      setStatus("Nothing to check.");
      return;
    }
    setStatus("Checking…");
    let response;
    let body;
    try {
      response = await fetch("v2/check", {
        method: "POST",
        body: new URLSearchParams({text: value, language: "en-US"}),
      });
      body = await response.text();
    } catch (err) {
      if (mine === sequence) {
        setStatus("");
        showError("The server could not be reached: " + err.message);
      }
      return;
    }
    if (mine !== sequence) {
      return; // a newer check is under way
    }
    if (!response.ok) {
      setStatus("");
      showError("The server answered " + response.status + " " + response.statusText + ": " + body.trim());
      return;
    }
    if (text.value !== value) { // typed into while it was checked: the offsets are for another text
      setStatus("The text changed while it was checked.");
      schedule();
      return;
    }
    try {
      showAnswer(JSON.parse(body), value);
    } catch (err) {
      setStatus("");
      showError("The server's answer could not be read: " + err.message);
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (auto.checked) {
      timer = setTimeout(check, PAUSE_MS);
    }
  }

  // the text was typed into: edits before the change stay, those after it move, those it touches go
  function onInput() {
    const before = shown;
    const after = text.value;
    let p = 0;
    while (p < before.length && p < after.length && before[p] === after[p]) {
      p += 1;
    }
    let s = 0;
    while (s < before.length - p && s < after.length - p &&
           before[before.length - 1 - s] === after[after.length - 1 - s]) {
      s += 1;
    }
    const oldEnd = before.length - s;
    const delta = after.length - before.length;
    edits = edits.filter((e) => {
      if (e.offset + e.length < p) {
        return true;
      }
      if (e.offset > oldEnd) {
        e.offset += delta;
        return true;
      }
      return false;
    });
    if (open && !edits.includes(open)) {
      closePopover();
    }
    render();
    if (open) {
      placePopover(open);
    }
    setStatus(auto.checked ? "Checking when you pause typing…" : "Changed since the last check.");
    schedule();
  }

  // ---- accepting and ignoring

  // `edit`'s replacement written into the text; the edits after it move, any it overlaps go
  function accept(edit) {
    if (edit.replacement === null) {
      return;
    }
    const i = edits.indexOf(edit);
    const end = edit.offset + edit.length;
    const delta = edit.replacement.length - edit.length;
    const value = text.value;
    const scroll = text.scrollTop;
    text.value = value.slice(0, edit.offset) + edit.replacement + value.slice(end);
    text.scrollTop = scroll;
    edits = edits.filter((e, j) => {
      if (j < i && e.offset + e.length <= edit.offset) {
        return true;
      }
      if (j > i && e.offset >= end) {
        e.offset += delta;
        return true;
      }
      return false;
    });
    afterChange(i, edit.offset + edit.replacement.length);
  }

  function ignore(edit) {
    const i = edits.indexOf(edit);
    ignored.add(edit.key);
    edits.splice(i, 1);
    afterChange(i, edit.offset + edit.length);
  }

  // shows the edits left and moves to the next one (at `i` now), else back to the text at `caret`
  function afterChange(i, caret) {
    closePopover();
    render();
    const next = edits.slice(i).find((e) => e.el);
    setStatus(edits.length ? edits.length + " edit" + (edits.length === 1 ? "" : "s") + " left." : "No edits left.");
    if (next) {
      next.el.focus();
    } else {
      text.focus();
      text.setSelectionRange(caret, caret);
    }
  }

  function acceptEverything() {
    const value = text.value;
    let out = "";
    let pos = 0;
    let done = 0;
    for (const edit of edits) {
      if (edit.offset < pos || edit.replacement === null) {
        continue;
      }
      out += value.slice(pos, edit.offset) + edit.replacement;
      pos = edit.offset + edit.length;
      done += 1;
    }
    text.value = out + value.slice(pos);
    edits = [];
    closePopover();
    render();
    setStatus(done + " edit" + (done === 1 ? "" : "s") + " accepted.");
    text.focus();
  }

  // ---- the popover

  function editOf(el) {
    return edits.find((e) => e.el === el) || null;
  }

  function openPopover(edit) {
    if (open && open.el) {
      open.el.classList.remove("open");
    }
    open = edit;
    const m = edit.match;
    $("pop-category").textContent = categoryName(m);
    $("pop-type").textContent = errantType(m);
    $("pop-original").textContent = text.value.slice(edit.offset, edit.offset + edit.length);
    $("pop-replacement").textContent = edit.replacement === null ? "" : edit.replacement;
    $("pop-message").textContent = m.message || "";
    $("pop-sentence").textContent = m.sentence || "";
    $("pop-accept").disabled = edit.replacement === null;
    popover.className = "popover c-" + group(m);
    popover.hidden = false;
    edit.el.classList.add("open");
    placePopover(edit);
  }

  function placePopover(edit) {
    if (!edit.el) {
      return;
    }
    const box = $("editor").getBoundingClientRect();
    const r = edit.el.getBoundingClientRect();
    const left = Math.max(0, Math.min(r.left - box.left, box.width - popover.offsetWidth));
    popover.style.left = left + "px";
    popover.style.top = (r.bottom - box.top + 6) + "px";
  }

  function closePopover() {
    if (open && open.el) {
      open.el.classList.remove("open");
    }
    open = null;
    popover.hidden = true;
  }

  // ---- events

  text.addEventListener("input", onInput);
  text.addEventListener("scroll", () => {
    marks.scrollTop = text.scrollTop;
    if (open) {
      placePopover(open);
    }
  });
  text.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      check();
    }
  });
  marks.addEventListener("scroll", () => { // focusing an edit out of view scrolls the marks: follow
    text.scrollTop = marks.scrollTop;
  });
  marks.addEventListener("keydown", (ev) => {
    const edit = editOf(ev.target);
    if (!edit) {
      return;
    }
    if (ev.key === "Enter") {
      ev.preventDefault();
      accept(edit);
    } else if (ev.key === "Escape") {
      ev.preventDefault();
      ignore(edit);
    }
  });
  popover.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && open) {
      ev.preventDefault();
      open.el.focus();
    }
  });
  document.addEventListener("focusin", (ev) => {
    const edit = editOf(ev.target);
    if (edit) {
      openPopover(edit);
    } else if (!popover.contains(ev.target)) {
      closePopover();
    }
  });
  document.addEventListener("mousedown", (ev) => {
    if (open && !popover.contains(ev.target) && !editOf(ev.target)) {
      closePopover();
    }
  });
  window.addEventListener("resize", () => {
    if (open) {
      placePopover(open);
    }
  });
  $("pop-accept").addEventListener("click", () => open && accept(open));
  $("pop-ignore").addEventListener("click", () => open && ignore(open));
  $("check").addEventListener("click", check);
  acceptAll.addEventListener("click", acceptEverything);
  auto.addEventListener("change", () => (auto.checked ? schedule() : clearTimeout(timer)));
  render();
})();
