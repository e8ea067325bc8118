package keyslice.web.designs;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.datamodel.Finding;
import keyslice.datamodel.ModelTable;
import keyslice.domain.form.Problem;

/**
 * The view of {@code /designs}: the design as pasted (always given back in the text box), and once it reads, its
 * tables, each access pattern, the findings, its link (or why it has none), the card's embed code and the Markdown.
 *
 * @param text          the text box's content
 * @param problems      what keeps the text from being a design, each at its place in the file (empty once it reads)
 * @param title         the design in a few words, or "" before one is read
 * @param permalink     the design's link, relative, or "" when it has none
 * @param permalinkNote why the design has no link, or ""
 * @param origin        the origin links are made absolute with (copy buttons, embed code)
 * @param live          the part on the configured endpoint: create the design there, run every pattern
 * @param add           the part on a Query from the builder added to the design ("Add this Query to a design")
 * @param edit          the forms that change the design by hand, or start one
 */
public record DesignPage(
        String text,
        List<Problem> problems,
        String title,
        String format,
        List<TableView> tables,
        List<PatternRow> patterns,
        List<Finding> findings,
        String permalink,
        String permalinkNote,
        String markdown,
        String origin,
        String cardCode,
        DesignLive live,
        QueryAdd.View add,
        EditView edit) {

    /** A table with its key, indexes and how many items the design gives it. */
    public record TableView(String name, String key, int items, List<IndexView> indexes) {}

    /** An index: global or local, its key, what it projects. */
    public record IndexView(String name, String kind, String key, String projection) {}

    public DesignPage {
        problems = List.copyOf(problems);
        tables = List.copyOf(tables);
        patterns = List.copyOf(patterns);
        findings = List.copyOf(findings);
    }

    /** The page before anything was given, or with {@code text} that is no design. */
    static DesignPage unread(String text, List<Problem> problems, String origin) {
        return new DesignPage(
                text,
                problems,
                "",
                "",
                List.of(),
                List.of(),
                List.of(),
                "",
                "",
                "",
                origin,
                "",
                DesignLive.OFF,
                QueryAdd.View.NONE,
                EditView.of(text, Optional.empty()));
    }

    static DesignPage of(DesignRead read, String text, String origin) {
        DesignLink.Link link = DesignLink.of(read.text());
        List<TableView> tables = read.model().tables().stream()
                .map(table -> new TableView(
                        table.name(),
                        key(table.key()),
                        table.items().size(),
                        table.indexes().stream()
                                .map(index -> new IndexView(
                                        index.name(),
                                        index.global() ? "global" : "local",
                                        key(index.key()),
                                        projection(index)))
                                .toList()))
                .toList();
        String cardCode = link.permalink()
                .map(permalink -> DesignCards.iframe(
                        origin + DesignCards.PATH + permalink.substring(DesignLink.PATH.length()),
                        read.title(),
                        "100%",
                        DesignCard.of(read, "", "auto").height()))
                .orElse("");
        return new DesignPage(
                text,
                List.of(),
                read.title(),
                read.model().format().code(),
                tables,
                read.rows(),
                read.findings(),
                link.permalink().orElse(""),
                link.note(),
                DesignAnswer.markdown(read),
                origin,
                cardCode,
                DesignLive.OFF,
                QueryAdd.View.NONE,
                EditView.of(text, Optional.of(read.model())));
    }

    /** The same page with its part on the endpoint. */
    DesignPage with(DesignLive live) {
        return parts(live, add, edit);
    }

    /** The same page with its part on a Query added from the builder. */
    DesignPage with(QueryAdd.View add) {
        return parts(live, add, edit);
    }

    /** The same page with these edit forms. */
    DesignPage with(EditView edit) {
        return parts(live, add, edit);
    }

    /** The same design with these parts around it. */
    private DesignPage parts(DesignLive live, QueryAdd.View add, EditView edit) {
        return new DesignPage(
                text,
                problems,
                title,
                format,
                tables,
                patterns,
                findings,
                permalink,
                permalinkNote,
                markdown,
                origin,
                cardCode,
                live,
                add,
                edit);
    }

    /** {@code partition PK (S), sort SK (S)}; several attributes of a side are joined by "+". */
    static String key(List<ModelTable.KeyElement> key) {
        List<String> parts = new ArrayList<>();
        for (ModelTable.Role role : ModelTable.Role.values()) {
            String side = key.stream()
                    .filter(element -> element.role() == role)
                    .map(element -> element.name() + " (" + element.type().name() + ")")
                    .collect(Collectors.joining(" + "));
            if (!side.isEmpty()) {
                parts.add((role == ModelTable.Role.HASH ? "partition " : "sort ") + side);
            }
        }
        return String.join(", ", parts);
    }

    private static String projection(ModelTable.ModelIndex index) {
        return switch (index.projection()) {
            case ALL -> "all attributes";
            case KEYS_ONLY -> "keys only";
            case INCLUDE -> "keys and " + String.join(", ", index.nonKey());
        };
    }

    public boolean read() {
        return !title.isEmpty();
    }

    /** The oEmbed discovery link of the design's link, or null when it has none. */
    public String oembedUrl() {
        return permalink.isEmpty()
                ? null
                : origin + "/oembed?format=json&url=" + URLEncoder.encode(origin + permalink, StandardCharsets.UTF_8);
    }
}
