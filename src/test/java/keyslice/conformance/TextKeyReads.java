package keyslice.conformance;

import static keyslice.conformance.ConformanceKeys.BEAM;
import static keyslice.conformance.ConformanceKeys.E000;
import static keyslice.conformance.ConformanceKeys.E_ACUTE;
import static keyslice.conformance.ConformanceKeys.E_COMBINING;
import static keyslice.conformance.ConformanceKeys.FF5E;
import static keyslice.conformance.ConformanceKeys.GRIN;
import static keyslice.conformance.ConformanceKeys.STRINGS_ALL;
import static keyslice.conformance.ConformanceTables.EVENTS;
import static keyslice.conformance.ConformanceTables.PATHS;
import static keyslice.conformance.ConformanceTables.STRINGS;
import static keyslice.conformance.ConformanceTables.STR_PK;
import static keyslice.conformance.EngineConformanceFixtures.on;
import static keyslice.conformance.EngineConformanceFixtures.onSk;
import static keyslice.conformance.EngineConformanceFixtures.read;
import static keyslice.conformance.EngineConformanceFixtures.reversed;

import java.util.Arrays;
import java.util.stream.Stream;
import keyslice.conformance.EngineConformanceFixtures.ReadCase;

/**
 * The read cases of Unicode strings and of names that need aliasing.
 */
final class TextKeyReads {

    private TextKeyReads() {}

    /** The reads of Unicode strings. */
    static Stream<ReadCase> unicodeReads() {
        return Stream.of(
                read("S: whole partition in UTF-8 byte order", STRINGS, on(STRINGS, STR_PK), STRINGS_ALL),
                read("S: whole partition, desc", STRINGS, on(STRINGS, STR_PK).order("desc"), reversed(STRINGS_ALL)),
                read("S: begins_with 中文", STRINGS, onSk(STRINGS, STR_PK).value("中文"), "中文", "中文/文件"),
                read("S: begins_with 中", STRINGS, onSk(STRINGS, STR_PK).value("中"), "中", "中文", "中文/文件"),
                read("S: begins_with 😀", STRINGS, onSk(STRINGS, STR_PK).value(GRIN), GRIN, GRIN + "/x", GRIN + GRIN),
                read(
                        "S: begins_with segment 😀 + trailing /",
                        STRINGS,
                        onSk(STRINGS, STR_PK).seg(GRIN).delim("/").trail("true"),
                        GRIN + "/x"),
                read(
                        "S: begins_with e (precomposed é does not begin with e)",
                        STRINGS,
                        onSk(STRINGS, STR_PK).value("e"),
                        "e",
                        E_COMBINING),
                read("S: eq é (U+00E9)", STRINGS, onSk(STRINGS, STR_PK).op("eq").value(E_ACUTE), E_ACUTE),
                read("S: eq e + U+0301", STRINGS, onSk(STRINGS, STR_PK).op("eq").value(E_COMBINING), E_COMBINING),
                read(
                        "S: eq segments 中文,文件 joined by /",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("eq").seg("中文", "文件").delim("/"),
                        "中文/文件"),
                read(
                        "S: gt U+FF5E (emoji sort after it)",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("gt").value(FF5E),
                        GRIN,
                        GRIN + "/x",
                        GRIN + GRIN,
                        BEAM),
                read(
                        "S: lt U+E000 (emoji do not sort before it)",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("lt").value(E000),
                        Arrays.copyOfRange(STRINGS_ALL, 0, 18)),
                read(
                        "S: ge U+E000",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("ge").value(E000),
                        E000,
                        FF5E,
                        GRIN,
                        GRIN + "/x",
                        GRIN + GRIN,
                        BEAM),
                read(
                        "S: le 😀",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("le").value(GRIN),
                        Arrays.copyOfRange(STRINGS_ALL, 0, 21)),
                read(
                        "S: between U+E000 and U+FF5E",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("between").value(E000).to(FF5E),
                        E000,
                        FF5E),
                read(
                        "S: between ~ and U+E000",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("between").value("~").to(E000),
                        "~",
                        E_ACUTE,
                        "中",
                        "中文",
                        "中文/文件",
                        "日本",
                        E000),
                read(
                        "S: between 😀 and 😁",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("between").value(GRIN).to(BEAM),
                        GRIN,
                        GRIN + "/x",
                        GRIN + GRIN,
                        BEAM),
                read("S: begins_with a/", STRINGS, onSk(STRINGS, STR_PK).value("a/"), "a/", "a/b"),
                read(
                        "S: between a and a/ (# - . sort before /)",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("between").value("a").to("a/"),
                        "a",
                        "a#b",
                        "a-b",
                        "a.b",
                        "a/"),
                read(
                        "S: lt a (upper case first)",
                        STRINGS,
                        onSk(STRINGS, STR_PK).op("lt").value("a"),
                        "A",
                        "Z"));
    }

    /** The reads of names that need aliasing. */
    static Stream<ReadCase> aliasReads() {
        return Stream.of(
                read(
                        "names=minimal: reserved pk 'path' and dotted sk 'sk.part', eq b",
                        PATHS,
                        onSk(PATHS, "p1").op("eq").value("b").names("minimal"),
                        "b"),
                read(
                        "names=minimal: reserved pk 'path', partition only",
                        PATHS,
                        on(PATHS, "p1").names("minimal"),
                        "a",
                        "b",
                        "c"),
                read(
                        "names=always: 'path' and 'sk.part', between a and b",
                        PATHS,
                        onSk(PATHS, "p1").op("between").value("a").to("b"),
                        "a",
                        "b"),
                read(
                        "names=minimal: plain pk 'tenantId' and reserved N sk 'timestamp', gt 1",
                        EVENTS,
                        onSk(EVENTS, "t1").op("gt").value("1").names("minimal"),
                        "2",
                        "3",
                        "1700000000"),
                read(
                        "names=minimal: 'tenantId' partition only, desc",
                        EVENTS,
                        on(EVENTS, "t1").names("minimal").order("desc"),
                        "1700000000",
                        "3",
                        "2",
                        "1"));
    }
}
