package keyslice.domain.warnings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.testing.RandomTexts;
import org.junit.jupiter.api.Test;

/** {@link TimeShapes} answers as the regular expressions it stands for, on texts built from their own pieces. */
class TimeShapesTest {

    private static final Pattern WHOLE_SECOND = Pattern.compile(".*\\d{2}:\\d{2}:\\d{2}Z");
    private static final Pattern DAY_START = Pattern.compile("(.*\\d{4}-\\d{2}-\\d{2})(T00(:00(:00(\\.0*)?)?)?Z?)?");
    private static final Pattern DAY_END = Pattern.compile("(T23(:59(:59(\\.9*)?)?)?Z?)?");

    /** Pieces that make the shapes, nearly make them, or break them (line terminators, other digits). */
    private static final String[] PIECES = {
        "2026-06-23",
        "2026-6-23",
        "T00",
        "T23",
        ":00",
        ":59",
        ":5",
        ".",
        "0",
        "9",
        "000",
        "999",
        "Z",
        "ZZ",
        "EVT#",
        "#",
        "1",
        "12",
        "-",
        ":",
        "T",
        "\n",
        "\r",
        "\u0085",
        "\u2028",
        "\u2029",
        "é",
        "🙂",
        "",
    };

    @Test
    void eachShapeAnswersAsItsExpression() {
        Random random = new Random(20261205);
        List<String> texts = new ArrayList<>(List.of(
                "",
                "EVT#2026-06-23T00:00:00Z",
                "EVT#2026-06-23T23:59:59Z",
                "EVT#2026-06-23T23:59:59.999Z",
                "2026-06-23",
                "2026-06-23T00:00:00.000",
                "a\n2026-06-23",
                "2026-06-232026-06-23T00"));
        for (int i = 0; i < 50_000; i++) {
            texts.add(RandomTexts.of(random, PIECES, 7));
        }
        int days = 0;
        for (String text : texts) {
            assertEquals(WHOLE_SECOND.matcher(text).matches(), TimeShapes.isWholeSecond(text), text);
            Matcher start = DAY_START.matcher(text);
            String expected = start.matches() ? start.group(1) : null;
            assertEquals(Optional.ofNullable(expected), TimeShapes.dayStarted(text), text);
            days += expected == null ? 0 : 1;
            for (int from = 0; from <= text.length(); from++) {
                assertEquals(
                        DAY_END.matcher(text.substring(from)).matches(),
                        TimeShapes.isDayEnd(text, from),
                        text + " from " + from);
            }
        }
        // The generator must reach the shapes, or the comparison says little.
        assertEquals(true, days > 1_000, "texts that start a day: " + days);
    }
}
