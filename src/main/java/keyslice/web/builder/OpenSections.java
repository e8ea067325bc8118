package keyslice.web.builder;

import java.util.List;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.form.Field;

/** Which of the builder form's collapsible sections a page shows open. */
final class OpenSections {

    /**
     * The parameters of "Filter, projection and more": what the Query adds after its key condition, every read option
     * among them.
     */
    private static final List<Field> OPTIONS = java.util.stream.Stream.of(
                    java.util.stream.Stream.of(Field.FILTER, Field.PROJECT, Field.SELECT),
                    java.util.Arrays.stream(ReadOption.values()).map(ReadOption::field),
                    java.util.stream.Stream.of(Field.ITEMS))
            .flatMap(fields -> fields)
            .toList();

    private OpenSections() {}

    /**
     * Whether "Build from segments" is open: while the state uses the segment builder (a segment, the trailing delimiter,
     * a delimiter of its own), right after one of its buttons, and whenever one of its fields has an error to show.
     */
    static boolean segments(BuilderPage page) {
        return page.segmentEdit()
                || page.segRows() > 0
                || page.toSegRows() > 0
                || !page.composedValue().isEmpty()
                || !page.composedUpper().isEmpty()
                || page.read().trails()
                || !page.form().delim().isEmpty()
                || java.util.stream.Stream.of("seg", "toSeg", "delim", "trail").anyMatch(page::hasErrors);
    }

    /**
     * Whether "Multi-attribute index key" is open: while the state gives any further attribute's parameter other than
     * its default (the form sends its selects' defaults, {@code pk2Type=S}, {@code op2=begins_with}, with every edit,
     * and a default is not a use), and whenever one of them has an error to show.
     */
    static boolean multiAttribute(BuilderPage page) {
        return Field.ALL.stream()
                .filter(param -> param.number() > 1)
                .anyMatch(param -> !param.value(page.form()).isEmpty()
                                && !param.value(page.form()).equals(param.defaultValue())
                        || page.hasErrors(param.code()));
    }

    /** Whether "Filter, projection and more" is open: while the state uses any of its parameters, or one has an error. */
    static boolean options(BuilderPage page) {
        return OPTIONS.stream().anyMatch(param -> !param.value(page.form()).isEmpty() || page.hasErrors(param.code()));
    }
}
