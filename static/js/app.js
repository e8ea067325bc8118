// Shared by the builder page and the embed card: the copy buttons, and the card's height for the page that frames it.
// The builder's own behaviour is in the scripts the layout loads after this one (live-update.js, builder.js,
// embed-dialog.js, preview.js, large-state.js, place.js); they share this page's globals, so their order matters.

// Copy buttons: data-copy="#id" copies that element's text, data-copy-text copies the attribute itself, and
// data-copy-href="#id" that link's address made absolute with data-copy-origin (the origin keyslice answers at, which
// may differ from the one the browser sees), so that the page writes a long link once.
// Delegated from the document, so buttons swapped in by htmx work without rebinding.
document.addEventListener('click', function (event) {
  var button = event.target.closest('button.copy');
  if (button) copyFor(button);
});

/** Copies what the button names; false when that is not on the page (yet). */
function copyFor(button) {
  var text = button.dataset.copyText;
  if (text === undefined && button.dataset.copyHref) {
    var link = document.querySelector(button.dataset.copyHref);
    if (!link) return false;
    text = button.dataset.copyOrigin + link.getAttribute('href');
  } else if (text === undefined) {
    var source = document.querySelector(button.dataset.copy);
    if (!source) return false;
    text = source.textContent;
  }
  copy(text).then(function () { flash(button, 'Copied'); }, function () { flash(button, 'Press Ctrl+C'); selectText(button); });
  return true;
}

// Copy buttons a page draws hidden, because it works without a script (the designs page): shown once one can copy.
document.querySelectorAll('button.copy[data-enhanced]').forEach(function (button) { button.hidden = false; });

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

