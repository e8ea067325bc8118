// The view keeps its place (README: "Using the builder"). An edit answers with the whole form and output (#app); htmx
// puts the new content in before it takes the old out, and the browser's scroll anchoring follows the old, so the view
// would jump by about a page. Before such a swap this notes the control that was used (the one with focus, else the
// edit's button) and how far it is from the top of the screen; after it, that control, or the one that took its place,
// gets focus back and the view scrolls by as much as it moved. A fix says in the page's status line what it fixed. The
// sections (<details>) stay as the person left them, across edits and live updates (#output).
(function () {
  // The sections a person opens and closes. Not the snippets (app.js opens the remembered one) nor a section that loads
  // its body when opened in a live update (the design comparison, the share section: builder.js opens them once htmx
  // has set up that load).
  var SECTIONS = 'details[id]:not(.snippet):not([hx-trigger])';
  var wishes = {}; // section id -> open, as the person last left it; kept for the page's life
  var place = null; // the swap in progress: what it must keep

  document.addEventListener('click', function (event) {
    var summary = event.target.closest && event.target.closest('summary');
    var section = summary && summary.parentElement;
    if (section && section.matches(SECTIONS) && section.firstElementChild === summary) wishes[section.id] = !section.open;
  });

  function isBuilderSwap(detail) {
    return !!detail.target && (detail.target.id === 'app' || detail.target.id === 'output');
  }

  /** A selector that finds the element, or its namesake in a new form: by id, else by name and value (a fix button). */
  function key(el) {
    if (el.id) return '#' + CSS.escape(el.id);
    var name = el.getAttribute('name');
    var value = el.getAttribute('value');
    return name && value ? el.tagName + '[name="' + CSS.escape(name) + '"][value="' + CSS.escape(value) + '"]' : null;
  }

  /**
   * Where focus goes when the control itself is gone, nearest first: a numbered control's lower-numbered namesakes (the
   * ✕ of a last row that was removed: the row above's), and for a fix the other fixes, the ones after it first (the next
   * warning's fix takes the place of the one applied).
   */
  function successors(control) {
    var keys = [];
    var numbered = control.id && /^(.*-)(\d+)$/.exec(control.id);
    for (var n = numbered ? Number(numbered[2]) - 1 : 0; n > 0; n--) keys.push('#' + CSS.escape(numbered[1] + n));
    if (control.classList.contains('fix')) {
      var fixes = Array.prototype.slice.call(document.querySelectorAll('button.fix'));
      var at = fixes.indexOf(control);
      fixes.slice(at + 1).concat(fixes.slice(0, Math.max(at, 0)).reverse()).forEach(function (fix) {
        var k = key(fix);
        if (k) keys.push(k);
      });
    }
    return keys;
  }

  /** The parameters' fields: each has an error slot (a row builder's fields and the pad width do not). */
  function fields() {
    var form = document.getElementById('builder');
    if (!form) return [];
    return Array.prototype.filter.call(form.querySelectorAll('input[id], textarea[id], select[id]'), function (el) {
      return el.name && document.getElementById('err-' + el.name);
    });
  }

  function values() {
    var seen = {};
    fields().forEach(function (el) { seen[el.id] = el.type === 'checkbox' ? String(el.checked) : el.value; });
    return seen;
  }

  /** The first field whose value the edit changed, in the form's order. */
  function changedField(before) {
    return fields().filter(function (el) {
      var now = el.type === 'checkbox' ? String(el.checked) : el.value;
      return el.id in before && before[el.id] !== now;
    })[0] || null;
  }

  /** What each fix on screen would fix, by its button's key ("Fix: Swap the bounds" -> "Swap the bounds"). */
  function fixLabels() {
    var labels = {};
    document.querySelectorAll('button.fix:not(#fix-all)').forEach(function (fix) {
      var k = key(fix);
      if (k) labels[k] = fix.textContent.replace(/^\s*Fix:\s*/, '').trim();
    });
    return labels;
  }

  function openStates() {
    var states = {};
    document.querySelectorAll(SECTIONS).forEach(function (section) { states[section.id] = section.open; });
    return states;
  }

  document.addEventListener('htmx:beforeSwap', function (event) {
    var detail = event.detail;
    if (place) settle(); // an answer that never settled
    if (!detail.shouldSwap || !isBuilderSwap(detail)) return;
    var active = document.activeElement;
    var requester = detail.requestConfig && detail.requestConfig.elt;
    // A live update leaves the form in place, and scroll anchoring keeps the field typed into where it is.
    var edit = detail.target.id === 'app';
    var control = !edit ? null : active && active !== document.body && document.contains(active) ? active
      : requester && requester.tagName !== 'FORM' && document.contains(requester) ? requester : null;
    var fix = edit && !!requester && requester.classList.contains('fix');
    place = {
      xhr: detail.xhr,
      control: control,
      top: control ? control.getBoundingClientRect().top : 0,
      keys: control ? [key(control)].concat(successors(control)).filter(Boolean) : [],
      values: edit ? values() : {},
      open: openStates(),
      fixes: fix ? fixLabels() : null,
      used: fix && requester.id !== 'fix-all' ? key(requester) : null,
      element: null
    };
    if (control) document.documentElement.classList.add('keeping-place');
  });

  /** The used control if it is still there, else the one that took its place, else the field the edit changed. */
  function replacement() {
    if (document.contains(place.control)) return place.control;
    for (var i = 0; i < place.keys.length; i++) {
      var found = document.querySelector(place.keys[i]);
      if (found && !found.disabled) return found;
    }
    return changedField(place.values) || document.getElementById('summary');
  }

  /** Opens the sections around an element that is to get focus: the person now works there. */
  function reveal(el) {
    for (var section = el.closest('details'); section; section = section.parentElement.closest('details')) {
      if (!section.open) section.open = true;
      if (section.id) wishes[section.id] = true;
    }
  }

  function restoreSections() {
    document.querySelectorAll(SECTIONS).forEach(function (section) {
      var open = section.id in wishes ? wishes[section.id] : section.open || place.open[section.id] === true;
      if (section.open !== open) section.open = open;
    });
  }

  function keepPlace() {
    var el = place.element;
    if (!el || !document.contains(el)) return;
    var moved = el.getBoundingClientRect().top - place.top;
    if (Math.abs(moved) >= 0.5) window.scrollBy(0, moved);
  }

  document.addEventListener('htmx:afterSwap', function (event) {
    if (!place || place.xhr !== event.detail.xhr || place.swapped) return; // once per answer, whatever it swapped
    place.swapped = true;
    restoreSections();
    if (!place.control) return;
    // Focus put back already (htmx, by id; app.js, on a field typed into or a row that moved) stays where it is.
    var active = document.activeElement;
    var el = active && active !== document.body ? active : replacement();
    place.element = el;
    if (!el) return;
    reveal(el);
    if (el !== active) {
      if (el.id === 'summary' && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
    }
    keepPlace();
    place.scrolled = window.scrollY;
  });

  function announce() {
    var notice = document.getElementById('notice');
    if (!place.fixes || !notice) return;
    var now = fixLabels();
    var fixed = Object.keys(place.fixes).filter(function (k) {
      return !(k in now) && (place.used === null || k === place.used);
    }).map(function (k) { return place.fixes[k]; });
    if (fixed.length) notice.textContent = 'Fixed: ' + fixed.join('; ');
  }

  function settle() {
    if (window.scrollY === place.scrolled) keepPlace(); // not when the person has scrolled since
    announce();
    document.documentElement.classList.remove('keeping-place');
    place = null;
  }

  // Settling may still move things (app.js puts back a kept answer or opens a section): once more, then let go.
  document.addEventListener('htmx:afterSettle', function (event) {
    if (place && place.xhr === event.detail.xhr && place.swapped) settle();
  });
  document.addEventListener('htmx:swapError', function () { if (place) settle(); });
})();
