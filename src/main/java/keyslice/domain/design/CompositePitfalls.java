package keyslice.domain.design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.domain.design.DesignComparison.Part;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.Segments;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.text.Shown;

/** What a composite-string design asks of every writer, and where its string order stops following the attributes'. */
final class CompositePitfalls {

    private CompositePitfalls() {}

    static List<String> of(
            KeyQuery query,
            List<Part> partition,
            List<Part> sort,
            String delimiter,
            String conditionNote,
            Optional<TupleSlice> samples,
            KeyQuery design) {
        List<String> pitfalls = new ArrayList<>();
        List<Part> joined = Stream.concat(
                        partition.size() > 1 ? partition.stream() : Stream.empty(),
                        sort.size() > 1 ? sort.stream() : Stream.empty())
                .toList();
        String names = names(sort.size() > 1 ? sort : partition);
        pitfalls.add("Every writer must build the composite from " + names + " in this order, joined by \"" + delimiter
                + "\", on every item, and build it again whenever one of them changes; the multi-attribute key reads the "
                + "attributes themselves.");
        if (sort.size() > 1) {
            String first = CompositeDesign.segment(
                    query.sortConditions().get(0).condition().values().get(0), sort.get(0));
            pitfalls.add("The sort string ends with \"" + delimiter + "\" too, after its last value: so \"" + first
                    + delimiter
                    + "\" starts only the keys whose " + sort.get(0).attribute().name() + " is \"" + first
                    + "\", never those of a "
                    + "longer value such as \"" + first + "0\". A writer that leaves the last \"" + delimiter
                    + "\" off puts its "
                    + "items outside these conditions.");
        }
        if (partition.size() > 1) {
            pitfalls.add("The partition string " + design.partitionKey().name()
                    + " must be written exactly as the Query asks "
                    + "for it: an item written with another order, delimiter or spelling of " + names(partition)
                    + " lands in another partition, and no Query finds it there.");
        }
        List<String> padded = sort.stream()
                .filter(p -> p.padWidth() > 0)
                .map(p -> p.attribute().name() + " to " + p.padWidth() + " digits")
                .toList();
        if (!padded.isEmpty()) {
            int width = sort.stream()
                    .mapToInt(Part::padWidth)
                    .filter(w -> w > 0)
                    .findFirst()
                    .orElseThrow();
            pitfalls.add("Numbers are zero-padded (" + String.join(", ", padded) + ") so that they sort as numbers: \""
                    + Segments.zeroPad("12", width) + "\" before \"" + Segments.zeroPad("100", width)
                    + "\", where \"12\" "
                    + "sorts after \"100\". A value with more digits than the width sorts wrong, so the width must hold the "
                    + "largest value ever written; the multi-attribute key orders numbers as numbers.");
        }
        sort.stream()
                .filter(p -> sort.size() > 1 && p.attribute().type() == KeyType.N && p.padWidth() == 0)
                .forEach(p ->
                        pitfalls.add(p.attribute().name() + " has a negative or fractional value, which zero padding "
                                + "cannot order: as text, \"-2\" sorts after \"-1\" and \"10.5\" before \"9\". The composite would "
                                + "need an encoding of its own (an offset, a fixed number of decimals)."));
        joined.stream()
                .filter(p -> p.attribute().type() == KeyType.B)
                .forEach(p -> pitfalls.add(p.attribute().name()
                        + " is binary: the composite holds its base64 text, which does not sort as the bytes do."));
        List<String> clashing = values(query, samples).stream()
                .filter(v -> v.contains(delimiter))
                .distinct()
                .limit(3)
                .toList();
        pitfalls.add(
                clashing.isEmpty()
                        ? "No value may contain \"" + delimiter
                                + "\", and a character that sorts below it (a space, \"!\" or a "
                                + "quote for \"#\") inside a value puts its keys among the continuations of a shorter value: the "
                                + "string's order then stops following the attributes'."
                        : "The value" + (clashing.size() == 1 ? " " : "s ")
                                + clashing.stream().map(Shown::quoted).collect(Collectors.joining(", ")) + " contain"
                                + (clashing.size() == 1 ? "s" : "")
                                + " the delimiter \"" + delimiter + "\": in a composite string, unrelated keys collide "
                                + "(\"a" + delimiter + "b\" then reads as two segments). Choose another delimiter.");
        if (!conditionNote.isEmpty()) {
            pitfalls.add(conditionNote);
        }
        int sparse = samples.map(s -> s.sparse().size()).orElse(0);
        pitfalls.add("The multi-attribute index leaves out an item that lacks one of its key attributes; a writer that "
                + "builds the composite from such an item writes an empty segment or a shorter string, which the index "
                + "holds among the others."
                + (sparse == 0
                        ? ""
                        : " " + sparse + " of the samples " + (sparse == 1 ? "lacks" : "lack")
                                + " an attribute: the multi-attribute key leaves " + (sparse == 1 ? "it" : "them")
                                + " out."));
        return pitfalls;
    }

    /** Every text value the conditions and the samples give, as the composite writes it. */
    private static List<String> values(KeyQuery query, Optional<TupleSlice> samples) {
        List<String> values = new ArrayList<>();
        query.partitionConditions().forEach(c -> values.add(c.value().wireText()));
        query.sortConditions().forEach(c -> c.condition().values().forEach(v -> values.add(v.wireText())));
        samples.ifPresent(s -> s.keys().forEach(t -> t.values().forEach(v -> values.add(v.wireText()))));
        return values;
    }

    private static String names(List<Part> parts) {
        List<String> names = parts.stream().map(p -> p.attribute().name()).toList();
        return names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
