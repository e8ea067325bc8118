package keyslice.web.builder;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.List;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.web.http.HttpError;
import keyslice.web.http.Json;
import keyslice.web.state.CompressedState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.FormParser;
import keyslice.web.state.StateFile;

/**
 * {@code GET /state?<state>} and {@code POST /state}: the state as a file to download ({@link StateFile}), the way to
 * keep or share a state larger than any link. The page posts its form (compressed by its script); a link of a state
 * that fits in one may name it too. The form as typed is written, problems and all: nothing typed is lost.
 */
public final class StateFileController {

    private final Json json;

    public StateFileController(Json json) {
        this.json = json;
    }

    public void download(Context ctx) {
        String query = ctx.method() == HandlerType.POST ? ctx.body() : ctx.queryString();
        DecodedQuery decoded = DecodedQuery.decode(query);
        List<Problem> unreadable = decoded.problems().stream()
                .filter(p -> p.field().equals(CompressedState.PARAM))
                .toList();
        if (!unreadable.isEmpty()) {
            throw new HttpError(400, unreadable);
        }
        // Parsed, not compiled: the file holds the form as typed, whatever its problems.
        QueryForm form = FormParser.parse(decoded.params()).form();
        ctx.header("Content-Disposition", "attachment; filename=\"" + StateFile.fileName(form) + "\"")
                .contentType(Json.CONTENT_TYPE)
                .result(json.pretty(StateFile.members(form)) + "\n");
    }
}
