package keyslice.web.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table names offered for one the engine does not know: close ones first, nothing far, never the name itself. */
class SimilarNamesTest {

    private static final List<String> LISTED = List.of("Audit", "Drive", "Drives", "Orders", "OrdersArchive", "Log");

    @Test
    void closeNamesNearestFirst() {
        assertEquals(
                List.of("Drive"), SimilarNames.to("Driv", LISTED), "one edit; Drives, two, is too many for 4 letters");
        assertEquals(List.of("Drive", "Drives"), SimilarNames.to("drive", LISTED), "case alone is no edit");
        assertEquals(List.of("Drive"), SimilarNames.to("Drvie", LISTED), "a swap is two edits; Drives is three");
        assertEquals(List.of("Orders"), SimilarNames.to("Order", LISTED));
        assertEquals(List.of("OrdersArchive"), SimilarNames.to("OrderArchive", LISTED));
    }

    @Test
    void farNamesAndTheNameItselfAreNotOffered() {
        assertEquals(List.of(), SimilarNames.to("Invoices", LISTED));
        assertEquals(List.of(), SimilarNames.to("Cat", LISTED));
        assertEquals(List.of("Log"), SimilarNames.to("Dog", LISTED), "one edit is all a short name allows");
        assertEquals(List.of("Drives"), SimilarNames.to("Drive", LISTED), "never the name itself");
    }

    @Test
    void distanceIsTheEditDistanceWithinTheLimit() {
        assertEquals(0, SimilarNames.distance("abc", "abc", 3));
        assertEquals(1, SimilarNames.distance("abc", "abd", 3));
        assertEquals(2, SimilarNames.distance("abc", "ba", 3));
        assertEquals(3, SimilarNames.distance("kitten", "sitting", 3));
        assertEquals(3, SimilarNames.distance("kitten", "sitting", 2), "over the limit: limit + 1");
        assertEquals(4, SimilarNames.distance("a", "abcdefgh", 3), "lengths alone rule it out");
    }

    @Test
    void atMostThreeNamesFromTheFirstTenThousandListed() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            many.add("Table" + i);
        }
        assertEquals(
                List.of("Table1", "Table10", "Table11"),
                SimilarNames.to("Table1x", many),
                "one edit each, in listed order");
        List<String> late = new ArrayList<>(many.subList(0, SimilarNames.MAX_NAMES));
        late.add("Invoices");
        assertEquals(
                List.of(),
                SimilarNames.to("Invoice", late),
                "a name past the first " + SimilarNames.MAX_NAMES + " is not looked at");
    }
}
