package keyslice.examples;

import java.util.List;
import java.util.Objects;
import keyslice.domain.form.QueryForm;

/**
 * The worked examples, the file tree ({@link FileTree}), the audit log ({@link AuditLog}) and a multi-attribute
 * index key ({@link Tournaments}): the ready-made states the page offers, and the tables "Load demo data" writes (the
 * third only where the engine supports multi-attribute index keys). Plain Java, for the page, the demo data, the
 * self-check and the tests alike.
 */
public final class WorkedExamples {

    /** A ready-made state of the builder, as the page lists it. */
    public record Example(String title, String description, QueryForm form) {
        public Example {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(form, "form");
        }
    }

    /** In the order the page lists them. */
    public static final List<Example> ALL = List.of(
            new Example("File tree", "everything under root/photos/ in one drive", FileTree.UNDER_PHOTOS),
            new Example("Audit log, newest first", "one actor's latest events, a page of 5", AuditLog.NEWEST_FIRST),
            new Example("Audit log, one day", "a BETWEEN time window and what it misses", AuditLog.ONE_DAY),
            new Example(
                    "Tournaments, multi-attribute index",
                    "round 2's upper bracket in one tournament's region",
                    Tournaments.ROUND_TWO_UPPER));

    /**
     * In the order "Load demo data" creates them; the last, {@link Tournaments}, only where the engine supports
     * multi-attribute index keys.
     */
    public static final List<DemoTable> DEMO_TABLES =
            List.of(FileTree.DEMO_TABLE, AuditLog.DEMO_TABLE, Tournaments.DEMO_TABLE);

    private WorkedExamples() {}
}
