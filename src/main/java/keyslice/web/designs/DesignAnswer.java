package keyslice.web.designs;

import java.util.Map;
import keyslice.domain.form.Problem;
import keyslice.web.http.HttpError;

/**
 * What {@code /api/v1/design} answers beside the patterns and findings: the design's link (or why it has none) and its
 * Markdown; and the design file a {@code GET} names by its link.
 */
public final class DesignAnswer {

    /** The Markdown's media type, for {@code export=markdown}. */
    public static final String MARKDOWN = "text/markdown; charset=utf-8";

    private DesignAnswer() {}

    /** Adds {@code permalink} (or {@code permalinkNote}, saying why there is none) and {@code markdown} to {@code body}. */
    public static void extend(Map<String, Object> body, DesignRead read) {
        DesignLink.Link link = DesignLink.of(read.text());
        link.permalink()
                .ifPresentOrElse(
                        permalink -> body.put("permalink", permalink), () -> body.put("permalinkNote", link.note()));
        body.put("markdown", markdown(read));
    }

    public static String markdown(DesignRead read) {
        return DesignMarkdown.of(read.rows(), read.findings());
    }

    /** The design file that {@code d} (a design's link) holds; 400 on {@code d} when it is missing or unreadable. */
    public static String linked(String d) {
        if (d == null) {
            throw new HttpError(
                    400,
                    new Problem(
                            DesignLink.PARAM,
                            "Give the design as d, the parameter of its link (" + DesignLink.PATH + "?d=…), or POST"
                                    + " the design file.",
                            "d is missing: a GET names the design by its link's d"));
        }
        try {
            return DesignLink.decode(d);
        } catch (DesignLink.Unreadable e) {
            throw new HttpError(400, e.problem());
        }
    }
}
