package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** The regular expressions the hand matchers stand for. */
    private static final Pattern CANONICAL =
            Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.(\\d{1,9}))?Z");

    private static final Pattern DATE_ONLY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern CANONICAL_PREFIX =
            Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}(:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?)?");
    private static final Pattern LOOSE = Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})(?:[T ](\\d{1,2}):(\\d{2})"
            + "(?::(\\d{2})(?:[.,](\\d{1,9}))?)?)?\\s*(Z|z|UTC|[+-]\\d{2}:?\\d{2})?");
    private static final Pattern US_DATE = Pattern.compile("\\d{1,2}/\\d{1,2}/\\d{4}.*");

    /** Characters that keep the forms, or break them: other digits, line breaks, a letter, a separator. */
    private static final String CHARACTERS = "0159-T:.Z z+/\u0663\né\tC\u000b\udbff";

    @Test
    void handMatchersAnswerAsTheirExpressions() {
        Random random = new Random(20261205);
        List<String> forms = List.of(
                "2026-06-23T10:15:00Z",
                "2026-06-23T10:15:00.123456789Z",
                "2026-06-23T10:15:00.5",
                "2026-06-23T10:15",
                "2026-06-23T10",
                "2026-06-23",
                "2026-6-3 7:05:00,25 UTC",
                "2026-6-3 7:05+02:00 ",
                "2026-06-23T23:59:59Z\udbff\udfff",
                "6/23/2026");
        List<String> texts = new ArrayList<>(forms);
        for (int i = 0; i < 50_000; i++) {
            // A form with up to three characters inserted, replaced or deleted, or the form cut short.
            StringBuilder text = new StringBuilder(forms.get(random.nextInt(forms.size())));
            for (int edit = random.nextInt(4); edit > 0 && text.length() > 0; edit--) {
                int at = random.nextInt(text.length());
                char c = CHARACTERS.charAt(random.nextInt(CHARACTERS.length()));
                switch (random.nextInt(4)) {
                    case 0 -> text.insert(at, c);
                    case 1 -> text.setCharAt(at, c);
                    case 2 -> text.deleteCharAt(at);
                    default -> text.setLength(at);
                }
            }
            texts.add(text.toString());
        }
        int canonical = 0;
        for (String text : texts) {
            Matcher m = CANONICAL.matcher(text);
            boolean matches = m.matches();
            canonical += matches ? 1 : 0;
            assertEquals(matches, Timestamps.isCanonical(text), text);
            Optional<Integer> digits =
                    matches ? Optional.of(m.group(2) == null ? 0 : m.group(2).length()) : Optional.empty();
            assertEquals(digits, Timestamps.fractionDigits(text), text);
            assertEquals(DATE_ONLY.matcher(text).matches(), Timestamps.isDateOnly(text), text);
            boolean unsortable = text.length() >= 8
                    && text.charAt(0) >= '0'
                    && text.charAt(0) <= '9'
                    && !matches
                    && !DATE_ONLY.matcher(text).matches()
                    && !CANONICAL_PREFIX.matcher(text).matches()
                    && (LOOSE.matcher(text).matches() || US_DATE.matcher(text).matches());
            assertEquals(unsortable, Timestamps.looksLikeUnsortableTimestamp(text), text);
        }
        assertTrue(canonical > 1_000, "the generated texts hold canonical timestamps: " + canonical);
    }

    @Test
    void zeroPadsDigitSegmentsOnly() {
        assertEquals("0007", Segments.zeroPad("7", 4));
        assertEquals("12345", Segments.zeroPad("12345", 4), "padding never cuts digits");
        assertThrows(IllegalArgumentException.class, () -> Segments.zeroPad("v7", 4));
        assertThrows(IllegalArgumentException.class, () -> Segments.zeroPad("7", 0));
    }
}
