package keyslice.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import keyslice.domain.Compilation;
import keyslice.domain.Problem;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryForm;

/** One request's builder state: the form as typed and either the valid result or every problem. */
record BuilderState(QueryForm form, Compilation.Valid valid, List<Problem> problems) {

    static BuilderState from(Map<String, List<String>> params) {
        FormParser.Parsed parsed = FormParser.parse(params);
        List<Problem> problems = new ArrayList<>(parsed.problems());
        Compilation compilation = QueryCompiler.compile(parsed.form());
        Compilation.Valid valid = null;
        if (compilation instanceof Compilation.Invalid invalid) {
            problems.addAll(invalid.problems());
        } else if (problems.isEmpty()) {
            valid = (Compilation.Valid) compilation;
        }
        return new BuilderState(parsed.form(), valid, List.copyOf(problems));
    }

    boolean isValid() {
        return valid != null;
    }

    String permalink() {
        return Permalink.of(form);
    }
}
