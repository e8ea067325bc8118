package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.domain.key.Segments;
import keyslice.domain.key.Timestamps;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TimestampsTest {

    @ParameterizedTest(name = "{0} ({1} digits) → {2}")
    @CsvSource({
        "2026-06-23 10:15, 0, 2026-06-23T10:15:00Z",
        "2026-06-23T10:15, 0, 2026-06-23T10:15:00Z",
        "2026-06-23 10:15, 3, 2026-06-23T10:15:00.000Z",
        "2026-06-23T10:15:00.5Z, 3, 2026-06-23T10:15:00.500Z",
        "2026-06-23T10:15:00.123456Z, 3, 2026-06-23T10:15:00.123456Z",
        "2026-06-23T10:15:00.017Z, 0, 2026-06-23T10:15:00.017Z",
        "2026-06-23T12:15:00+02:00, 0, 2026-06-23T10:15:00Z",
        "2026-06-23T01:00:00-0230, 0, 2026-06-23T03:30:00Z",
        "2026-6-3 7:05, 0, 2026-06-03T07:05:00Z",
        "2026-06-23, 0, 2026-06-23T00:00:00Z",
        "2026-06-23 10:15 UTC, 6, 2026-06-23T10:15:00.000000Z",
    })
    void normalizesToIsoUtcWithFixedFractionDigits(String input, int digits, String expected) throws Exception {
        assertEquals(expected, Timestamps.normalize(input, digits));
    }

    @Test
    void rejectsWhatItCannotRead() {
        assertThrows(Timestamps.NotATimestamp.class, () -> Timestamps.normalize("6/23/2026", 0));
        assertThrows(Timestamps.NotATimestamp.class, () -> Timestamps.normalize("2026-13-01", 0));
        assertThrows(Timestamps.NotATimestamp.class, () -> Timestamps.normalize("2026-06-23 25:00", 0));
        assertThrows(Timestamps.NotATimestamp.class, () -> Timestamps.normalize("2026-06-23", 10));
    }

    @Test
    void recognisesSortableAndUnsortableForms() {
        assertTrue(Timestamps.isCanonical("2026-06-23T10:15:00Z"));
        assertTrue(Timestamps.isCanonical("2026-06-23T10:15:00.017Z"));
        assertEquals(3, Timestamps.fractionDigits("2026-06-23T10:15:00.017Z").orElseThrow());
        assertTrue(Timestamps.looksLikeUnsortableTimestamp("2026-06-23 10:15"));
        assertTrue(Timestamps.looksLikeUnsortableTimestamp("6/23/2026"));
        assertTrue(Timestamps.looksLikeUnsortableTimestamp("2026-06-23T10:15:00+02:00"));
        assertFalse(Timestamps.looksLikeUnsortableTimestamp("2026-06-23"));
        assertFalse(Timestamps.looksLikeUnsortableTimestamp("photos"));
    }

    @Test
    void zeroPadsDigitSegmentsOnly() {
        assertEquals("0007", Segments.zeroPad("7", 4));
        assertEquals("12345", Segments.zeroPad("12345", 4), "padding never cuts digits");
        assertThrows(IllegalArgumentException.class, () -> Segments.zeroPad("v7", 4));
        assertThrows(IllegalArgumentException.class, () -> Segments.zeroPad("7", 0));
    }
}
