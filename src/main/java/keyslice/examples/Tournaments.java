package keyslice.examples;

import keyslice.domain.QueryForm;

/**
 * The multi-attribute worked example, README's: table {@value #TABLE}, whose global secondary index {@value #INDEX}
 * keys on two partition attributes, {@code tournament} and {@code region}, and two sort attributes, {@code round} (a
 * number) and {@code bracket}. No demo table: "Load demo data" writes through engines (dynalite) that cannot create a
 * multi-attribute index.
 */
public final class Tournaments {

    public static final String TABLE = "Tournaments";
    public static final String INDEX = "ByRegion";

    /** Sample tuples of (round, bracket): the read ones, one out by each attribute, and one the index leaves out. */
    public static final String SAMPLE_TUPLES = String.join("\n", "[1, \"upper#A\"]", "[2, \"lower#A\"]", "[2, \"upper#B\"]",
            "[2, \"upper#A\"]", "[3, \"upper#A\"]", "[2]");

    /** Round 2's upper bracket in WORLDS26's EU region. */
    public static final QueryForm ROUND_TWO_UPPER = QueryForm.builder()
            .table(TABLE).index(INDEX).pk("tournament").pkValue("WORLDS26").pk(2, "region").pkValue(2, "EU")
            .sk("round").skType("N").op("eq").value("2").sk(2, "bracket").value(2, "upper#").samples(SAMPLE_TUPLES).build();

    private Tournaments() {
    }
}
