// The live update while typing: nothing typed is lost, answers that cross are put in order, and the output follows
// the form. Its functions (isField, isBuilderRequest, formState...) are used by the scripts loaded after it.

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
  // A live update carries only the error slots, and the composed values and notes under the fields
  // (templates/partials/output-update.jte), that have something to say: empty the others' old text first.
  if (!structural) {
    document.querySelectorAll('.errors[id^="err-"]').forEach(function (slot) {
      if (slot.firstElementChild) slot.replaceChildren();
    });
    document.querySelectorAll('.composed[aria-live], .value-note[aria-live]').forEach(function (text) {
      if (text.firstChild) text.replaceChildren();
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

