package keyslice.domain.warnings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The warning codes are a public API: README documents each one, and nothing else, in the order they are declared. */
class WarningCodeTest {

    private static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    private static final String HEADING = "Warning codes (stable).";
    /** A row of the codes table: {@code | `open-prefix` | what it means | fix |}. */
    private static final Pattern ROW = Pattern.compile("^\\| `([a-z-]+)` \\|", Pattern.MULTILINE);

    @Test
    void readmeListsExactlyTheCodes() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf(HEADING);
        assertTrue(start >= 0, "README has the paragraph \"" + HEADING + "\"");
        // The table ends at the first line after it that is not a table row.
        Matcher table = Pattern.compile("(?:^\\|.*\\n)+", Pattern.MULTILINE).matcher(readme);
        assertTrue(table.find(start), "a table follows \"" + HEADING + "\"");
        List<String> listed = new ArrayList<>();
        Matcher row = ROW.matcher(table.group());
        while (row.find()) {
            listed.add(row.group(1));
        }
        assertEquals(Arrays.stream(WarningCode.values()).map(WarningCode::code).toList(), listed);
    }

    @Test
    void codesAreFoundByTheirText() {
        for (WarningCode code : WarningCode.values()) {
            assertEquals(code, WarningCode.fromCode(code.code()).orElseThrow());
        }
        assertTrue(WarningCode.fromCode("OPEN_PREFIX").isEmpty(), "the enum constant's name is not a code");
    }
}
