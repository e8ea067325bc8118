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
  // A live update whose output an edit swapped away while it was on its way shows nothing: the address stays. Moved to
  // that update's permalink, it told the server that the page showed that state, and the next request for it got 204.
  if (!document.body.contains(detail.target)) {
    detail.history.type = 'replace';
    detail.history.path = location.pathname + location.search;
    return;
  }
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
  // A snippet's id is "code-" and its language (templates/partials/output.jte).
  var language = summary.parentElement.id.replace(/^code-/, '');
  document.cookie = LANGUAGE_COOKIE + '=' + language + '; path=/; max-age=31536000; samesite=lax';
});

// A snippet left out of an htmx answer loads from GET /snippet?lang=<id>&<state>: the state is written once, on the
// snippets' box (data-snippet-state), rather than in each snippet's link (web/builder/BuilderPage.snippetHref).
document.addEventListener('htmx:configRequest', function (event) {
  var elt = event.detail.elt;
  var box = elt && elt.matches && elt.matches('details.snippet') ? elt.closest('[data-snippet-state]') : null;
  if (box) event.detail.path += '&' + box.dataset.snippetState;
  // The share section's body (GET /share) is for the state of the Permalink the same answer wrote.
  var permalink = elt && elt.id === 'share-details' && document.getElementById('permalink');
  if (permalink) event.detail.path += permalink.getAttribute('href').replace(/^[^?]*/, '');
});

// An answer that was on its way when a snippet was opened shows the one open before: open the remembered one again (its
// code loads when it opens, as for any snippet the answer left out).
document.addEventListener('htmx:afterSettle', function (event) {
  if (!isBuilderRequest(event.detail)) return;
  var language = rememberedLanguage();
  var details = language && document.getElementById('code-' + language);
  if (details && !details.open) details.open = true;
});

// The design comparison and the share section's embed code, opened by hand, stay open across live updates and edits,
// showing the new state's. An htmx answer carries their titles only (templates/partials/design-compare.jte, output.jte):
// opening the new section loads the body for the state that answer shows. A body for an older state can only land in
// that state's section, gone by then. An answer swapped in before the last one settled keeps the wish to open it: the
// section on screen then is the newest.
var LOADED_SECTIONS = ['design-compare', 'share-details'];
var sectionsOpen = {};

document.addEventListener('htmx:beforeSwap', function (event) {
  var detail = event.detail;
  if (!detail.shouldSwap || !isBuilderRequest(detail)) return;
  LOADED_SECTIONS.forEach(function (id) {
    var section = document.getElementById(id);
    sectionsOpen[id] = sectionsOpen[id] || (!!section && section.open);
  });
});

// Opened once settled, when htmx has set up the new section's "toggle once" trigger, so that the toggle loads the body.
document.addEventListener('htmx:afterSettle', function (event) {
  if (!isBuilderRequest(event.detail)) return;
  LOADED_SECTIONS.forEach(function (id) {
    if (!sectionsOpen[id]) return;
    sectionsOpen[id] = false;
    var section = document.getElementById(id);
    if (section && !section.open) section.open = true;
  });
});

