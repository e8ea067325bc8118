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
