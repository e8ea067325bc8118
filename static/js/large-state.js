// States too large for a URL (README: "Large states"), on top of app.js, whose formState, builderForm and withoutSamples
// it uses: a live update, an edit, a fix or a Run whose form would make a URL longer than servers take goes by POST,
// its form compressed into one parameter (z, as a compressed permalink holds it); the state as a file to download and
// load again; and the notices of refusals (a body too large, a link too long), which htmx would otherwise drop.
(function () {
  var sending = null; // the form (and its compressed state) of the request being issued right now
  var loadingFile = false; // a state file's request, which carries the file's state, not the form's
  var compressions = Promise.resolve(); // one after another, so that requests go out in the order they were asked

  /** The longest query string a live update sends by GET, as the server set it on the form. */
  function postOver() {
    var form = builderForm();
    return form ? Number(form.dataset.postOver) || 8192 : Infinity;
  }

  /** Whether the request carries the builder's form: a live update, an edit or a fix (to /), or a Run. */
  function sendsForm(detail) {
    var target = detail.target;
    if (detail.path === '/') return !!target && (target.id === 'output' || target.id === 'app');
    return detail.path === '/run' && !!detail.elt && detail.elt.id === 'run';
  }

  function compresses() {
    return typeof CompressionStream === 'function';
  }

  /** {@code text} as raw DEFLATE in base64url, the value of z (web/state/CompressedState.java reads it). */
  function deflate(text) {
    var stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    return new Response(stream).arrayBuffer().then(function (buffer) {
      var bytes = new Uint8Array(buffer);
      var binary = '';
      for (var i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    });
  }

  // A large form is compressed before its request goes out (it takes a few milliseconds, off the main thread): the request
  // waits here, then is issued with the compressed state, which configRequest puts in place of the form's fields.
  document.addEventListener('htmx:confirm', function (event) {
    var detail = event.detail;
    if (loadingFile || !sendsForm(detail) || !compresses()) return;
    var state = formState();
    if (state === null || state.length <= postOver()) return;
    event.preventDefault();
    if (detail.path === '/') asked = state; // app.js's convergence: this state is on its way, not to be asked again
    compressions = compressions
      .then(function () { return deflate(state).catch(function () { return null; }); })
      .then(function (z) {
        sending = { state: state, z: z };
        try { detail.issueRequest(true); } finally { sending = null; }
      })
      .catch(function (error) { if (window.console) console.error(error); });
  });

  document.addEventListener('htmx:configRequest', function (event) {
    var detail = event.detail;
    if (loadingFile || !sendsForm(detail)) return;
    var state = sending ? sending.state : formState();
    if (state === null || state.length <= postOver()) return; // small: by GET, as it always was
    detail.verb = 'post';
    detail.useUrlParams = false;
    detail.headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (!sending || sending.z === null) return; // no compression in this browser: the fields as they are, in the body
    new URLSearchParams(state).forEach(function (value, name) { delete detail.parameters[name]; });
    detail.parameters.z = sending.z;
  });

  // The state the request carries is the one compressed, even if a key was typed while it was: app.js compares it with
  // the form once the answer is in, and asks again if they differ.
  document.addEventListener('htmx:beforeRequest', function (event) {
    if (!sending) return;
    var xhr = event.detail.xhr;
    xhr.ksState = sending.state;
    if (xhr.ksRan !== undefined) xhr.ksRan = withoutSamples(sending.state);
  });

  // A refusal for the page's script (a body too large, a link too long, a budget spent) is a notice for the page's status
  // line (web/http/Refusal.java, HX-Reswap: none): swap it in, whatever its status, so that the person reads why.
  document.addEventListener('htmx:beforeSwap', function (event) {
    var detail = event.detail;
    if (detail.shouldSwap || detail.xhr.status < 400) return;
    if (detail.xhr.getResponseHeader('HX-Reswap') === 'none' && /<p id="notice"/.test(detail.serverResponse || '')) {
      detail.shouldSwap = true;
      detail.isError = false;
    }
  });

  // ---- The state as a file --------------------------------------------------------------------------------------
  // "Download the state" posts the form (compressed) to /state, whose answer the browser saves; the page stays as it is.
  // Without JavaScript the button posts the form's fields there itself.
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('#download-state');
    var state = formState();
    if (!button || state === null) return;
    event.preventDefault();
    var fields = compresses() ? deflate(state).then(function (z) { return [['z', z]]; }, function () { return pairs(state); })
      : Promise.resolve(pairs(state));
    fields.then(function (entries) {
      var form = document.createElement('form');
      form.method = 'post';
      form.action = '/state';
      form.hidden = true;
      entries.forEach(function (entry) {
        var input = document.createElement('input');
        input.type = 'hidden';
        input.name = entry[0];
        input.value = entry[1];
        form.appendChild(input);
      });
      document.body.appendChild(form);
      form.submit();
      form.remove();
    });
  });

  function pairs(query) {
    var entries = [];
    new URLSearchParams(query).forEach(function (value, name) { entries.push([name, value]); });
    return entries;
  }

  /** The largest state file read: what the server inflates at most (CompressedState.MAX_INFLATED_BYTES). */
  var MAX_FILE_BYTES = 512 * 1024;

  // "Load a state file" reads the file here and asks for its state in place of the form, as an edit does: the form and
  // output are replaced, and the address becomes the state's permalink when one holds it.
  document.addEventListener('change', function (event) {
    var input = event.target;
    if (!input || input.id !== 'state-file' || !input.files || !input.files[0]) return;
    var file = input.files[0];
    input.value = ''; // the same file may be loaded again
    say('');
    if (file.size > MAX_FILE_BYTES) {
      say(file.name + ' is ' + Math.ceil(file.size / 1024) + ' KB; a state file is at most ' + MAX_FILE_BYTES / 1024 + ' KB.');
      return;
    }
    file.text().then(function (text) {
      var query = stateQuery(file.name, text);
      return compresses() ? deflate(query).then(function (z) { return { z: z }; }) : valuesOf(query);
    }).then(function (values) {
      loadingFile = true;
      try {
        htmx.ajax('POST', '/', { target: '#app', swap: 'outerHTML', values: values });
      } finally {
        loadingFile = false;
      }
    }).catch(function (error) { say(error.message); });
  });

  /** The file's state as a query string: its members are the permalink's parameters (web/state/StateFile.java). */
  function stateQuery(name, text) {
    var members;
    try {
      members = JSON.parse(text);
    } catch (e) {
      throw new Error(name + ' is not a keyslice state: it is not JSON (' + e.message + ').');
    }
    if (!members || typeof members !== 'object' || Array.isArray(members) || String(members.v) !== '1') {
      throw new Error(name + ' is not a keyslice state: a state file is a JSON object that starts with "v": "1", as '
        + '"Download the state" writes it.');
    }
    var params = new URLSearchParams();
    Object.keys(members).forEach(function (key) {
      var value = members[key];
      (Array.isArray(value) ? value : [value]).forEach(function (one) {
        params.append(key, one === null ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one));
      });
    });
    return params.toString();
  }

  function valuesOf(query) {
    var values = {};
    new URLSearchParams(query).forEach(function (value, name) { (values[name] = values[name] || []).push(value); });
    return values;
  }

  function say(message) {
    var note = document.getElementById('state-file-note');
    if (note) note.textContent = message;
  }
})();
