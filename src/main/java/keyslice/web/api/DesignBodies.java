package keyslice.web.api;

import io.javalin.http.Context;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.domain.form.Problem;
import keyslice.web.http.HttpError;
import keyslice.web.http.Utf8Body;

/** A design file posted as a request's body, read as {@link DataModels} reads it; a 400 with every problem. */
final class DesignBodies {

    private DesignBodies() {}

    static DataModel read(Context ctx) {
        return read(text(ctx));
    }

    /** The body's text, strictly UTF-8. */
    static String text(Context ctx) {
        return Utf8Body.text(ctx.bodyAsBytes(), "design", "design file");
    }

    static DataModel read(String text) {
        try {
            return DataModels.read(text);
        } catch (DataModels.Unreadable e) {
            throw new HttpError(
                    400,
                    e.problems().stream()
                            .map(problem -> new Problem(
                                    problem.where(),
                                    Problem.sentence(problem.where() + ": " + problem.what()),
                                    problem.what()))
                            .toList());
        }
    }
}
