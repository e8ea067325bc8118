package keyslice.web.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;
import keyslice.snippets.Snippet;
import keyslice.snippets.Snippets;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.FormParser;

/**
 * The API's {@code code} parameter: which targets' programs the answer carries. {@code code=all} gives every target,
 * {@code code=go,cli} those named (ids from {@link Snippets#ids()}); without the parameter the answer has no code.
 *
 * @param ids the targets asked for, in the order given; empty when the parameter is absent
 * @param problem what is wrong with the parameter, if anything
 */
record CodeTargets(List<String> ids, Optional<Problem> problem) {

    static final String PARAM = "code";

    static CodeTargets parse(DecodedQuery query) {
        Optional<Problem> undecodable =
                query.problems().stream().filter(p -> p.field().equals(PARAM)).findFirst();
        if (undecodable.isPresent()) {
            return refused(undecodable.get());
        }
        List<String> values = query.params().getOrDefault(PARAM, List.of());
        if (values.isEmpty()) {
            return new CodeTargets(List.of(), Optional.empty());
        }
        if (values.size() > 1) {
            return refused(FormParser.givenMoreThanOnce(PARAM, values.size()));
        }
        String value = values.get(0);
        if (value.equals("all")) {
            return new CodeTargets(Snippets.IDS, Optional.empty());
        }
        List<String> ids =
                Arrays.stream(value.split(",", -1)).map(String::strip).toList();
        List<String> unknown = new ArrayList<>(
                ids.stream().filter(id -> !Snippets.IDS.contains(id)).toList());
        if (!unknown.isEmpty()) {
            String known = String.join(", ", Snippets.IDS);
            return refused(new Problem(
                    PARAM,
                    "The code parameter names " + (unknown.size() == 1 ? "a target" : "targets")
                            + " keyslice does not have ("
                            + String.join(
                                    ", ", unknown.stream().map(Shown::quoted).toList()) + "): give all, or ids from "
                            + known + ", separated by commas.",
                    "code must be all or a comma-separated list of " + known));
        }
        return new CodeTargets(ids.stream().distinct().toList(), Optional.empty());
    }

    private static CodeTargets refused(Problem problem) {
        return new CodeTargets(List.of(), Optional.of(problem));
    }

    /** {@code id -> program} (or the target's note) for each target asked for, in display order. */
    Map<String, String> programs(BuiltQuery built) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Snippet s : Snippets.of(built, ids)) {
            out.put(s.id(), s.code());
        }
        return out;
    }
}
