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

// A live update leaves the embed code and Markdown out; their section loads them when opened (builder.js). "Copy embed
// code" or "Copy as Markdown" pressed before opens the section and copies once its body is in (app.js's copyFor; if
// the browser no longer lets the page write the clipboard then, the button says "Press Ctrl+C" with the text selected).
var copyOnLoad = null;

document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('button.copy[data-copy]');
  var section = document.getElementById('share-details');
  if (!button || !section || !section.hasAttribute('hx-get') || document.querySelector(button.dataset.copy)) return;
  copyOnLoad = button;
  section.open = true;
});

document.addEventListener('htmx:afterSettle', function (event) {
  if (!copyOnLoad || !event.detail.elt || event.detail.elt.id !== 'share-details') return;
  var button = copyOnLoad;
  copyOnLoad = null;
  if (document.body.contains(button)) copyFor(button);
});

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

