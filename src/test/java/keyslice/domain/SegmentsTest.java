package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import keyslice.domain.key.Segments;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The delimiter a value typed whole is written with, for when the form gives none. */
class SegmentsTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = ' ',
            value = {
                "root/photos/ /",
                "USER#root/photos /",
                "root/USER#12 #",
                "ORG|acme| |",
                "USER:123 :",
                "EVT#2026-06-23T10:15:00Z #",
                "2026/06/23 /",
                "LOG#6/23/2026 #",
                "6/23/2026 -",
                "10:30 -",
                "photos -"
            })
    void delimiterIn(String typed, String expected) {
        assertEquals(expected.equals("-") ? Optional.empty() : Optional.of(expected), Segments.delimiterIn(typed));
    }

    @ParameterizedTest(name = "{0} in {1} -> {2}")
    @CsvSource(
            delimiter = ' ',
            value = {"root rootkit,root/a /", "ORG ORGANIC,ORG:acme:1 :", "USER USER#a/b #", "x y,z -"})
    void delimiterAfter(String value, String keys, String expected) {
        assertEquals(
                expected.equals("-") ? Optional.empty() : Optional.of(expected),
                Segments.delimiterAfter(value, List.of(keys.split(","))));
    }
}
