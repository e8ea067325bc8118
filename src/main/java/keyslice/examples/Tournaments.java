package keyslice.examples;

import static keyslice.examples.Wire.n;
import static keyslice.examples.Wire.s;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;

/**
 * The multi-attribute worked example of the README: table {@value #TABLE} keeps every match, keyed by tournament and
 * match; its global secondary index {@value #INDEX} keys on two partition attributes ({@code tournament},
 * {@code region}) and two sort attributes ({@code round}, a number, then {@code bracket}). One match has no bracket
 * yet, so the index leaves it out.
 */
public final class Tournaments {

    public static final String TABLE = "Tournaments";
    public static final String INDEX = "ByRegion";
    public static final KeyAttribute TOURNAMENT = new KeyAttribute("tournament", KeyType.S);
    public static final KeyAttribute MATCH = new KeyAttribute("matchId", KeyType.S);
    public static final KeyAttribute REGION = new KeyAttribute("region", KeyType.S);
    public static final KeyAttribute ROUND = new KeyAttribute("round", KeyType.N);
    public static final KeyAttribute BRACKET = new KeyAttribute("bracket", KeyType.S);

    /** Sample tuples of (round, bracket): the read ones, one out by each attribute, and one the index leaves out. */
    public static final String SAMPLE_TUPLES = String.join(
            "\n",
            "[1, \"upper#A\"]",
            "[2, \"lower#A\"]",
            "[2, \"upper#B\"]",
            "[2, \"upper#A\"]",
            "[3, \"upper#A\"]",
            "[2]");

    /** The README's Query: round 2 of the upper bracket of WORLDS26's EU region. */
    public static final QueryForm ROUND_TWO_UPPER = QueryForm.builder()
            .table(TABLE)
            .index(INDEX)
            .pk(TOURNAMENT.name())
            .pkValue("WORLDS26")
            .pk(2, REGION.name())
            .pkValue(2, "EU")
            .sk(ROUND.name())
            .skType("N")
            .op("eq")
            .value("2")
            .sk(2, BRACKET.name())
            .value(2, "upper#")
            .samples(SAMPLE_TUPLES)
            .build();

    /** The demo table, with the index; an engine without multi-attribute keys cannot create it. */
    public static final DemoTable DEMO_TABLE = new DemoTable(
            TABLE,
            TOURNAMENT,
            MATCH,
            List.of(new DemoTable.Index(INDEX, List.of(TOURNAMENT, REGION), List.of(ROUND, BRACKET))),
            items());

    private Tournaments() {}

    /** The README's sample tuples as matches of WORLDS26 in the EU, and one match elsewhere; in key order. */
    private static List<Map<String, Object>> items() {
        List<Map<String, Object>> items = new ArrayList<>();
        items.add(match("m01", "EU", 1, "upper#A"));
        items.add(match("m02", "EU", 2, "lower#A"));
        items.add(match("m03", "EU", 2, "upper#B"));
        items.add(match("m04", "EU", 2, "upper#A"));
        items.add(match("m05", "EU", 3, "upper#A"));
        items.add(match("m06", "EU", 2, null));
        items.add(match("m07", "NA", 2, "upper#A"));
        return items;
    }

    private static Map<String, Object> match(String id, String region, int round, String bracket) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put(TOURNAMENT.name(), s("WORLDS26"));
        item.put(MATCH.name(), s(id));
        item.put(REGION.name(), s(region));
        item.put(ROUND.name(), n(round));
        if (bracket != null) {
            item.put(BRACKET.name(), s(bracket));
        }
        return Wire.item(item);
    }
}
