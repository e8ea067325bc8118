// Copy buttons: data-copy="#id" copies that element's text, data-copy-text copies the attribute itself.
// Delegated from the document, so buttons swapped in by htmx work without rebinding.
document.addEventListener('click', function (event) {
  var button = event.target.closest('button.copy');
  if (!button) return;
  var text = button.dataset.copyText;
  if (text === undefined) {
    var source = document.querySelector(button.dataset.copy);
    if (!source) return;
    text = source.textContent;
  }
  copy(text).then(function () { flash(button, 'Copied'); }, function () { flash(button, 'Press Ctrl+C'); selectText(button); });
});

function copy(text) {
  if (navigator.clipboard && window.isSecureContext) {
    return navigator.clipboard.writeText(text);
  }
  // Plain-http origins (an internal host name) have no Clipboard API: fall back to a selection copy.
  return new Promise(function (resolve, reject) {
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'copy-buffer';
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    document.body.removeChild(area);
    if (ok) { resolve(); } else { reject(new Error('copy failed')); }
  });
}

function selectText(button) {
  var source = button.dataset.copy && document.querySelector(button.dataset.copy);
  if (!source) return;
  var range = document.createRange();
  range.selectNodeContents(source);
  var selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

function flash(button, label) {
  var original = button.dataset.label || button.textContent;
  button.dataset.label = original;
  button.textContent = label;
  button.classList.add('done');
  setTimeout(function () { button.textContent = original; button.classList.remove('done'); }, 1500);
}

// While typing, htmx replaces only the error slots (out of band), never the inputs, so that no keystroke
// is lost. Keep each input's aria-invalid in step with the slot it is described by.
document.addEventListener('htmx:afterSettle', function () {
  document.querySelectorAll('[aria-describedby]').forEach(function (input) {
    var invalid = input.getAttribute('aria-describedby').split(' ').some(function (id) {
      var slot = document.getElementById(id);
      return slot && slot.classList.contains('errors') && slot.querySelector('li');
    });
    if (invalid) { input.setAttribute('aria-invalid', 'true'); } else { input.removeAttribute('aria-invalid'); }
  });
});

// What a person types wins over any answer that was on its way (README: "Nothing typed is lost").
// Every keystroke stamps its field with a counter; every request notes the counter when it goes out. When an
// answer replaces the form, each field that has focus or was typed into after that answer's request went out
// gets its value, focus and caret back. A segment row the edit moved is found by data-was, the id it had.
// Answers may come back in any order: an output older than one already shown is not swapped in, and once no
// request is in flight the output must describe the form as it is, or the form asks again (ks:refresh).
var keystrokes = 0;
var sent = 0;
var shownSeq = 0;
var shownState = null;
var asked = null;
var inflight = new Set();
var kept = null;
var settling = false;

function builderForm() { return document.getElementById('builder'); }

function isField(el) {
  return !!el && !!el.form && el.form.id === 'builder' && !!el.id && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}

function isBuilderRequest(detail) {
  var target = detail.target;
  return !!target && (target.id === 'output' || target.id === 'app');
}

/** The form's state as a query string: what the output must describe. */
function formState() {
  var form = builderForm();
  if (!form) return null;
  var params = new URLSearchParams();
  new FormData(form).forEach(function (value, name) {
    if (name !== 'padWidth' && name !== 'isoDigits') params.append(name, value);
  });
  return params.toString();
}

function stamp(event) {
  if (isField(event.target)) { event.target.ksTyped = ++keystrokes; }
}
document.addEventListener('input', stamp, true);
document.addEventListener('change', stamp, true);

document.addEventListener('htmx:beforeRequest', function (event) {
  if (!isBuilderRequest(event.detail)) return;
  var xhr = event.detail.xhr;
  xhr.ksSent = keystrokes;
  xhr.ksSeq = ++sent;
  xhr.ksState = formState();
  inflight.add(xhr);
  xhr.addEventListener('loadend', function () {
    inflight.delete(xhr);
    // A 204 means the page shows this state already.
    if (xhr.status === 204 && xhr.ksSeq > shownSeq) { shownSeq = xhr.ksSeq; shownState = xhr.ksState; }
    setTimeout(converge, 0);
  });
});

// Live requests (typing, leaving a field, an edit button) say so with "typing", naming the field being typed into:
// there, what is not filled in yet, and the field in progress, are prompts rather than errors. "Build" (a submit)
// asks for the verdict, errors and all.
document.addEventListener('htmx:configRequest', function (event) {
  if (!isBuilderRequest(event.detail)) return;
  var trigger = event.detail.triggeringEvent;
  if (trigger && trigger.type === 'submit') return;
  var field = !trigger ? null : trigger.type === 'input' ? trigger.target
    : trigger.type === 'ks:refresh' ? document.activeElement : null;
  event.detail.parameters.typing = isField(field) ? field.name : '';
  // Leaving a field whose problem was listed as a prompt while it was typed asks for the verdict on it. The state is
  // the one shown, which the server otherwise answers with 204 (BuilderPageController.send).
  var left = trigger && trigger.type === 'change' ? trigger.target : null;
  if (isField(left) && document.querySelector('#output .problem.prompt[data-field="' + CSS.escape(left.name) + '"]')) {
    event.detail.headers['KS-Verdict'] = 'true';
  }
});

document.addEventListener('DOMContentLoaded', function () { shownState = formState(); });

// A request refused for too much work from this address (429) swaps nothing but the page's notice (#notice); once its
// Retry-After has passed the form asks again, so what was typed meanwhile still reaches the output. The next answer
// that is swapped in empties the notice.
document.addEventListener('htmx:afterRequest', function (event) {
  if (!isBuilderRequest(event.detail)) return;
  var xhr = event.detail.xhr;
  if (xhr.status === 429) {
    var wait = parseInt(xhr.getResponseHeader('Retry-After'), 10);
    setTimeout(function () { asked = null; converge(); }, (wait > 0 ? wait : 1) * 1000);
  } else if (xhr.status < 400) {
    var notice = document.getElementById('notice');
    if (notice) notice.textContent = '';
  }
});

function converge() {
  var form = builderForm();
  // A form swapped in gets its htmx triggers when it settles: until then a ks:refresh would go unheard.
  if (!form || settling || inflight.size > 0 || shownState === null) return;
  var now = formState();
  if (now === shownState) {
    followAddress();
    return;
  }
  if (now === asked) return;
  asked = now;
  htmx.trigger(form, 'ks:refresh');
}

// Answers that crossed may have pushed their addresses out of order: once the output describes the form, the
// address is the permalink the output shows (unless it is too long to open: data-too-long, see large-state.js).
function followAddress() {
  var link = document.getElementById('permalink');
  var href = link && link.getAttribute('href');
  if (href && href.indexOf('/?') === 0 && !link.hasAttribute('data-too-long') && location.pathname + location.search !== href) {
    history.replaceState(history.state, '', href);
  }
}

function snapshot(form, sentAt) {
  var fields = [];
  var active = document.activeElement;
  form.querySelectorAll('input, textarea, select').forEach(function (el) {
    if (!isField(el)) return;
    var focused = el === active;
    if (!focused && !((el.ksTyped || 0) > sentAt)) return;
    var caret = null;
    try { caret = [el.selectionStart, el.selectionEnd, el.selectionDirection]; } catch (e) { caret = null; }
    fields.push({ id: el.id, moved: el.hasAttribute('data-was'), value: el.value, checked: el.checked,
                  typed: el.ksTyped || 0, focused: focused, caret: caret });
  });
  return fields;
}

function lastValidAnswer() {
  var answer = document.getElementById('answer');
  return answer && !answer.hasAttribute('data-keep') ? answer : null;
}

document.addEventListener('htmx:beforeSwap', function (event) {
  var detail = event.detail;
  if (!detail.shouldSwap || !isBuilderRequest(detail)) return;
  var xhr = detail.xhr;
  var structural = detail.target.id === 'app';
  if (!structural && xhr.ksSeq < shownSeq) {
    detail.shouldSwap = false; // an older state than the one on screen
    return;
  }
  // A live update carries only the error slots that have something to say: empty the others' old messages first.
  if (!structural) {
    document.querySelectorAll('.errors[id^="err-"]').forEach(function (slot) {
      if (slot.firstElementChild) slot.replaceChildren();
    });
  }
  var form = builderForm();
  settling = true;
  kept = {
    xhr: xhr,
    structural: structural,
    fields: structural && form ? snapshot(form, xhr.ksSent || 0) : [],
    answer: lastValidAnswer()
  };
});

document.addEventListener('htmx:afterSwap', function (event) {
  if (!kept || kept.xhr !== event.detail.xhr) return;
  var state = kept;
  kept = null;
  var xhr = state.xhr;
  shownSeq = Math.max(shownSeq, xhr.ksSeq);
  // After an edit the form is the server's: the output describes it as rendered, before typing is put back.
  shownState = state.structural ? formState() : xhr.ksState;
  restoreAnswer(state.answer);
  restoreFields(state.fields);
});

document.addEventListener('htmx:afterSettle', function () {
  settling = false;
  setTimeout(converge, 0);
});

function restoreFields(fields) {
  var form = builderForm();
  if (!form) return;
  fields.forEach(function (field) {
    var el = field.moved
      ? form.querySelector('[data-was="' + CSS.escape(field.id) + '"]')
      : document.getElementById(field.id);
    if (!isField(el)) return;
    if (el.type === 'checkbox' || el.type === 'radio') {
      el.checked = field.checked;
    } else if (el.value !== field.value) {
      el.value = field.value;
    }
    el.ksTyped = Math.max(field.typed, el.ksTyped || 0);
    if (field.focused) {
      el.focus({ preventScroll: true });
      if (field.caret && field.caret[0] !== null) {
        try { el.setSelectionRange(field.caret[0], field.caret[1], field.caret[2] || 'none'); } catch (e) { /* not a text field */ }
      }
    }
  });
}

// An answer for a form that is not valid (yet) keeps the last valid one on screen, marked out of date and inert,
// so that its links (fixes, Run) cannot act on a state the form no longer holds.
function restoreAnswer(previous) {
  var placeholder = document.querySelector('#answer[data-keep]');
  if (!placeholder || !previous) return;
  previous.classList.add('stale');
  previous.setAttribute('inert', '');
  var link = previous.querySelector('#permalink');
  if (link) link.removeAttribute('id'); // the permalink of the state on screen is the one below the problems
  placeholder.replaceWith(previous);
}

// ---------------------------------------------------------------------------------------------------------------
// The live-preview panel (templates/partials/preview.jte): refusals swapped in place, results marked out of date when
// the form no longer describes the Query that ran, results kept across edits, the demo-data question, and "Use these
// keys as samples".

// A refused Run or demo-data load (another origin, the rate limit, the engine down) answers 4xx or 5xx with the panel
// saying why; htmx's configuration swaps none of them but 429, so the panel takes them here, and the person sees the
// reason instead of nothing.
document.addEventListener('htmx:beforeSwap', function (event) {
  var detail = event.detail;
  var status = detail.xhr.status;
  if (detail.shouldSwap || !detail.target || detail.target.id !== 'preview' || status < 400) return;
  if (/<section id="preview"/.test(detail.serverResponse || '')) {
    detail.shouldSwap = true;
    detail.isError = false;
  }
});

// ---- The builder page: history, the remembered snippet, the design comparison (sections: static/js/place.js) ----

// History that helps (README: "Using the builder"). The server answers a live update with HX-Replace-Url and an edit (a
// segment button, a fix, "Fill keys from the table") with HX-Push-Url. Here a live update for a select or the checkbox
// is a choice, an entry of its own; for typing, the first one after an action, a run or a page load becomes an entry
// of its own and what is typed after it replaces that entry. So Back returns to the state before the typing, in one step.
var typingEntry = false;

function isTextEntry(el) {
  return isField(el) && (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !/^(checkbox|radio)$/.test(el.type)));
}

document.addEventListener('htmx:beforeRequest', function (event) {
  var detail = event.detail;
  if (detail.target && detail.target.id === 'preview') {
    typingEntry = false; // a run: what is typed next is a state of its own
    return;
  }
  if (!isBuilderRequest(detail)) return;
  var trigger = detail.requestConfig && detail.requestConfig.triggeringEvent;
  detail.xhr.ksTyping = !!trigger && (trigger.type === 'ks:refresh'
    || ((trigger.type === 'input' || trigger.type === 'change') && isTextEntry(trigger.target)));
});

document.addEventListener('htmx:beforeHistoryUpdate', function (event) {
  var detail = event.detail;
  if (!detail.xhr || !isBuilderRequest(detail)) return;
  if (detail.history.type === 'push' || !detail.xhr.ksTyping) {
    detail.history.type = 'push'; // an edit, or a live update that a choice (not typing) asked for
    typingEntry = false;
  } else {
    detail.history.type = typingEntry ? 'replace' : 'push';
    typingEntry = true;
  }
});

// The snippet a person opens is remembered in this browser: the server reads the cookie and shows that one open on the
// next page and in every live update (web/builder/CodeSnippets.java).
var LANGUAGE_COOKIE = 'keyslice-lang';

function rememberedLanguage() {
  var match = document.cookie.match(/(?:^|;\s*)keyslice-lang=([a-z-]+)/);
  return match ? match[1] : null;
}

// A person's click (or Enter, Space) on a closed snippet's summary is the choice; the snippets that a page opens as it
// loads or swaps in fire "toggle" too, and must not overwrite it.
document.addEventListener('click', function (event) {
  var summary = event.target.closest && event.target.closest('details.snippet > summary');
  if (!summary || summary.parentElement.open) return;
  document.cookie = LANGUAGE_COOKIE + '=' + summary.parentElement.dataset.lang + '; path=/; max-age=31536000; samesite=lax';
});

// An answer that was on its way when a snippet was opened shows the one open before: open the remembered one again (its
// code loads when it opens, as for any snippet the answer left out).
document.addEventListener('htmx:afterSettle', function (event) {
  if (!isBuilderRequest(event.detail)) return;
  var language = rememberedLanguage();
  var details = language && document.getElementById('code-' + language);
  if (details && !details.open) details.open = true;
});

// The design comparison opened by hand stays open across live updates and edits, showing the new state's comparison.
// An htmx answer carries its title only (templates/partials/design-compare.jte): opening the new section loads the body
// for the state that answer shows. A body for an older state can only land in that state's section, gone by then.
// An answer swapped in before the last one settled keeps the wish to open it: the section on screen then is the newest.
var designOpen = false;

document.addEventListener('htmx:beforeSwap', function (event) {
  var detail = event.detail;
  if (!detail.shouldSwap || !isBuilderRequest(detail)) return;
  var design = document.getElementById('design-compare');
  designOpen = designOpen || (!!design && design.open);
});

// Opened once settled, when htmx has set up the new section's "toggle once" trigger, so that the toggle loads the body.
document.addEventListener('htmx:afterSettle', function (event) {
  if (!isBuilderRequest(event.detail) || !designOpen) return;
  designOpen = false;
  var design = document.getElementById('design-compare');
  if (design && !design.open) design.open = true;
});

// ---- Embed dialog (the builder's share section) ----------------------------------------------------------------
// The choices of theme and parts rewrite the embed code: the card's URL gets theme= and show=, and the iframe's height
// is the server's figure for the card (data-height: its frame and header, plus what each checked part adds, see
// web/embed/CardLayout.java), so the copied code frames the card without an inner scrollbar. Without JavaScript the
// choices stay hidden and the code is the default card's. A choice is kept when an answer replaces the output.
var embedChoice = null;

function embedOptions() { return document.getElementById('embed-options'); }

function embedParts(box) { return Array.prototype.slice.call(box.querySelectorAll('input[name="embed-show"]')); }

function showEmbedOptions() {
  var box = embedOptions();
  if (!box) return;
  box.hidden = false;
  if (embedChoice) {
    box.querySelectorAll('input[name="embed-theme"]').forEach(function (input) { input.checked = input.value === embedChoice.theme; });
    embedParts(box).forEach(function (input) { input.checked = embedChoice.left.indexOf(input.value) < 0; });
    if (!embedParts(box).some(function (input) { return input.checked; })) embedParts(box).forEach(function (input) { input.checked = true; });
  }
  writeEmbedCode(box);
}
document.addEventListener('DOMContentLoaded', showEmbedOptions);
document.addEventListener('htmx:afterSettle', showEmbedOptions);

document.addEventListener('change', function (event) {
  var box = embedOptions();
  if (!box || !box.contains(event.target)) return;
  // A card shows at least one part: unticking the last one is undone.
  if (!embedParts(box).some(function (input) { return input.checked; })) event.target.checked = true;
  embedChoice = {
    theme: box.querySelector('input[name="embed-theme"]:checked').value,
    left: embedParts(box).filter(function (input) { return !input.checked; }).map(function (input) { return input.value; })
  };
  writeEmbedCode(box);
});

/** Text for an HTML attribute value in double quotes, as EmbedShare.html writes it. */
function attributeText(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function writeEmbedCode(box) {
  var theme = box.querySelector('input[name="embed-theme"]:checked').value;
  var parts = embedParts(box);
  var shown = parts.filter(function (input) { return input.checked; });
  var src = box.dataset.url + (theme === 'auto' ? '' : '&theme=' + theme)
    + (shown.length === parts.length ? '' : '&show=' + shown.map(function (input) { return input.value; }).join(','));
  var height = shown.reduce(function (sum, input) { return sum + Number(input.dataset.height); }, Number(box.dataset.height));
  var code = document.getElementById('share-embed');
  // The code is rewritten as text: parsing it as HTML would apply its style attribute, which the page's CSP refuses.
  code.textContent = code.textContent
    .replace(/ src="[^"]*"/, ' src="' + attributeText(src) + '"')
    .replace(/ height="[0-9]*"/, ' height="' + height + '"');
  var preview = document.getElementById('embed-preview');
  if (preview) preview.href = src;
}

// ---- Embed card (/embed): tells the page that frames it how tall the card is -------------------------------------
// {type: "keyslice:height", height} goes to the parent on load and whenever the card's height changes; README
// ("Embedding a card") has the three-line listener a wiki page adds to size the iframe by it. The height is the
// card's content: the card itself stretches to fill its frame, so the document is never shorter than the frame.
(function () {
  var content = document.querySelector('body.embed .card-body');
  if (!content || window.parent === window) return;
  var card = content.parentElement;
  function post() {
    var style = getComputedStyle(card);
    var height = content.getBoundingClientRect().height + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)
      + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    window.parent.postMessage({ type: 'keyslice:height', height: Math.ceil(height) }, '*');
  }
  post();
  window.addEventListener('load', post);
  window.addEventListener('resize', post);
  if (window.ResizeObserver) new ResizeObserver(post).observe(content);
})();

// The form's state when the results on screen were asked for, samples left out: they are not part of the Query.
var ranState = null;

function withoutSamples(query) {
  var params = new URLSearchParams(query);
  params.delete('samples');
  return params.toString();
}

function permalinkQuery(href) {
  return withoutSamples(href.indexOf('/?') === 0 ? href.slice(2) : href);
}

/**
 * Whether the panel shows results of a Query the form no longer describes. Right after typing, the form is compared
 * with what it was at the Run; once the output describes the form (shownState), their permalinks are, so that a blank
 * segment row or a reordered parameter is not a change.
 */
function previewStale() {
  var panel = document.getElementById('preview');
  var ran = panel && panel.dataset.ran;
  var now = formState();
  if (!ran || now === null) return false;
  if (withoutSamples(now) === ranState) return false;
  if (now !== shownState) return true;
  var link = document.getElementById('permalink');
  var href = link && link.getAttribute('href');
  return !href || permalinkQuery(href) !== permalinkQuery(ran);
}

function markPreview() {
  var panel = document.getElementById('preview');
  if (!panel) return;
  var stale = previewStale();
  panel.classList.toggle('stale', stale);
  var note = document.getElementById('preview-stale');
  var text = stale ? 'Out of date: the form has changed since these results ran. Run again to update them.' : '';
  if (note && note.textContent !== text) note.textContent = text;
  var run = document.getElementById('run');
  var label = stale ? 'Run again (results are out of date)' : 'Run the Query';
  if (run && run.textContent !== label) run.textContent = label;
}

document.addEventListener('input', markPreview);
document.addEventListener('change', markPreview);
document.addEventListener('htmx:afterSettle', markPreview);
document.addEventListener('DOMContentLoaded', function () {
  // A page that came with results (a Run without JavaScript yet) shows the state that ran.
  var panel = document.getElementById('preview');
  if (panel && panel.dataset.ran) ranState = withoutSamples(formState() || '');
  markPreview();
});

// A Run notes the form it sends; the page buttons page through the same Query, so they keep the note.
var runKeystrokes = 0;

document.addEventListener('htmx:beforeRequest', function (event) {
  var elt = event.detail.elt;
  if (elt && elt.id === 'run') {
    event.detail.xhr.ksRan = withoutSamples(formState() || '');
    runKeystrokes = keystrokes;
  }
  if (elt && elt.id === 'demo-confirm-load') {
    var dialog = document.getElementById('demo-confirm');
    if (dialog && dialog.open) dialog.close();
  }
});

document.addEventListener('htmx:afterSwap', function (event) {
  var xhr = event.detail.xhr;
  if (xhr && xhr.ksRan !== undefined) ranState = xhr.ksRan;
});

// A Run that needs fields marks them (its answer fills their error slots out of band). A live update answering after
// it describes the form as typed, where a blank field is only a prompt: the Run's mark stays on each field until the
// person edits it.
document.addEventListener('htmx:afterSettle', function () {
  var messages = {};
  document.querySelectorAll('#preview-needs li[data-field]').forEach(function (item) {
    (messages[item.dataset.field] = messages[item.dataset.field] || []).push(item.dataset.message);
  });
  Object.keys(messages).forEach(function (field) {
    var slot = document.getElementById('err-' + field);
    if (!slot || slot.querySelector('li')) return;
    var inputs = document.querySelectorAll('[aria-describedby~="' + slot.id + '"]');
    var edited = Array.prototype.some.call(inputs, function (input) { return (input.ksTyped || 0) > runKeystrokes; });
    if (edited) return;
    var list = document.createElement('ul');
    messages[field].forEach(function (message) {
      var entry = document.createElement('li');
      entry.textContent = message;
      list.appendChild(entry);
    });
    slot.replaceChildren(list);
    inputs.forEach(function (input) { input.setAttribute('aria-invalid', 'true'); });
  });
});

// An edit (a segment button, a fix) answers with the whole app and an idle panel: the results stay, marked out of date
// when the edit changed the Query. Moved back in, they are handed to htmx again (it let go of them when they left).
var keptPanel = null;

document.addEventListener('htmx:beforeSwap', function (event) {
  var detail = event.detail;
  if (!detail.shouldSwap || !detail.target || detail.target.id !== 'app') return;
  var panel = document.getElementById('preview');
  keptPanel = panel && panel.dataset.outcome === 'result' ? panel : null;
});

document.addEventListener('htmx:afterSwap', function () {
  var panel = keptPanel;
  keptPanel = null;
  var fresh = document.getElementById('preview');
  if (!panel || !fresh || fresh === panel || fresh.dataset.outcome !== 'idle') return;
  fresh.replaceWith(panel);
  htmx.process(panel);
});

// "Load demo data" replaces the query: with JavaScript it asks first (without, the button posts the form).
document.addEventListener('click', function (event) {
  var dialog = document.getElementById('demo-confirm');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  if (event.target.closest('#load-demo')) {
    event.preventDefault();
    dialog.showModal();
    // The safe answer first (not autofocus: htmx would focus it on every swap of the panel).
    var keep = document.getElementById('demo-confirm-cancel');
    if (keep) keep.focus();
  } else if (event.target.closest('#demo-confirm-cancel')) {
    dialog.close();
  }
});

// After the demo data (or its failure) is in place, the next step is a Run.
document.addEventListener('htmx:afterSettle', function (event) {
  var elt = event.detail.elt;
  if (elt && elt.id === 'demo-confirm-load') {
    var run = document.getElementById('run');
    if (run) run.focus();
  }
});

// "Use these keys as samples" edits the form in place: the samples field gets the page's sort keys, and the form's
// live update shows the slice view. Without JavaScript the link opens the state that ran with those samples.
document.addEventListener('click', function (event) {
  var link = event.target.closest('#use-samples');
  var field = document.getElementById('samples');
  if (!link || !isField(field)) return;
  event.preventDefault();
  field.value = link.dataset.samples;
  field.dispatchEvent(new Event('change', { bubbles: true }));
  field.focus();
});
