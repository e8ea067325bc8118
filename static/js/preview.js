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
