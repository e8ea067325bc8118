package keyslice.web.api;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.List;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.PatternRead;
import keyslice.fixtures.Fixtures;

/**
 * {@code POST /api/v1/design?export=junit|pytest|jest}: the design's test code ({@link Fixtures}), as a file to save
 * under the name its framework finds.
 */
final class DesignFixtureExport {

    private DesignFixtureExport() {}

    /** Answers the fixture {@code export} names and returns true, or returns false for another export. */
    static boolean answer(Context ctx, String export, DataModel model, List<PatternRead> reads) {
        var kind = Fixtures.Kind.named(export);
        if (kind.isEmpty()) {
            return false;
        }
        ctx.contentType(kind.get().mediaType() + "; charset=utf-8")
                .header(
                        "Content-Disposition",
                        "attachment; filename=\"" + kind.get().fileName() + "\"")
                .result(Fixtures.write(model, reads, kind.get()).getBytes(StandardCharsets.UTF_8));
        return true;
    }
}
