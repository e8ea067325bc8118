package keyslice.conformance;

import static keyslice.conformance.ConformanceKeys.BINARY_ALL;
import static keyslice.conformance.ConformanceKeys.NUMBERS_ALL;
import static keyslice.conformance.ConformanceKeys.N_38;
import static keyslice.conformance.ConformanceKeys.N_FRAC_38;
import static keyslice.conformance.ConformanceKeys.N_MAX;
import static keyslice.conformance.ConformanceKeys.N_MIN;
import static keyslice.conformance.ConformanceTables.BINARY;
import static keyslice.conformance.ConformanceTables.BIN_PK_BASE64;
import static keyslice.conformance.ConformanceTables.NUMBERS;
import static keyslice.conformance.ConformanceTables.NUM_PK;
import static keyslice.conformance.EngineConformanceFixtures.on;
import static keyslice.conformance.EngineConformanceFixtures.onSk;
import static keyslice.conformance.EngineConformanceFixtures.read;
import static keyslice.conformance.EngineConformanceFixtures.reversed;

import java.util.Arrays;
import java.util.stream.Stream;
import keyslice.conformance.EngineConformanceFixtures.ReadCase;

/**
 * The read cases of Number and Binary keys.
 */
final class TypedKeyReads {

    private TypedKeyReads() {}

    /** The reads of Number sort key (and a Number partition key). */
    static Stream<ReadCase> numberReads() {
        return Stream.of(
                read("N: whole partition in numeric order", NUMBERS, on(NUMBERS, NUM_PK), NUMBERS_ALL),
                read("N: partition key 4.2E1 is canonically 42", NUMBERS, on(NUMBERS, "4.2E1"), NUMBERS_ALL),
                read(
                        "N: eq 1e2 (sent as 100)",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("eq").value("1e2"),
                        "100"),
                read("N: eq -0", NUMBERS, onSk(NUMBERS, NUM_PK).op("eq").value("-0"), "0"),
                read(
                        "N: eq 38 significant digits",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("eq").value(N_38),
                        N_38),
                read(
                        "N: eq 38 significant digits and two trailing zeros (accepted, no item)",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("eq").value(N_38 + "00")),
                read(
                        "N: eq 0.5 written 5.000e-1",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("eq").value("5.000e-1"),
                        "0.5"),
                read(
                        "N: lt 0",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("lt").value("0"),
                        N_MIN,
                        "-1e125",
                        "-" + N_38,
                        "-123.45",
                        "-1",
                        "-0.5",
                        "-1e-130"),
                read(
                        "N: le 1",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("le").value("1"),
                        Arrays.copyOfRange(NUMBERS_ALL, 0, 12)),
                read(
                        "N: gt 1.5",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("gt").value("1.5"),
                        "2",
                        "10",
                        "100",
                        N_38,
                        "1e125",
                        N_MAX),
                read("N: ge 100", NUMBERS, onSk(NUMBERS, NUM_PK).op("ge").value("100"), "100", N_38, "1e125", N_MAX),
                read(
                        "N: ge 0.1",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("ge").value("0.1"),
                        Arrays.copyOfRange(NUMBERS_ALL, 9, 19)),
                read(
                        "N: between -1 and 1",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("between").value("-1").to("1"),
                        "-1",
                        "-0.5",
                        "-1e-130",
                        "0",
                        "1e-130",
                        N_FRAC_38,
                        "0.5",
                        "1"),
                read(
                        "N: between -1e-130 and 1E-130 (smallest magnitudes)",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("between").value("-1e-130").to("1E-130"),
                        "-1e-130",
                        "0",
                        "1e-130"),
                read(
                        "N: between 1e-130 and 1e-130",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK).op("between").value("1e-130").to("1e-130"),
                        "1e-130"),
                read("N: lt -1e125", NUMBERS, onSk(NUMBERS, NUM_PK).op("lt").value("-1e125"), N_MIN),
                read("N: gt 1e125", NUMBERS, onSk(NUMBERS, NUM_PK).op("gt").value("1e125"), N_MAX),
                read(
                        "N: between -1e125 and 1e125, desc, limit 3 (paged)",
                        NUMBERS,
                        onSk(NUMBERS, NUM_PK)
                                .op("between")
                                .value("-1e125")
                                .to("1e125")
                                .order("desc")
                                .limit("3"),
                        reversed(Arrays.copyOfRange(NUMBERS_ALL, 1, 18))));
    }

    /** The reads of Binary sort key (and a Binary partition key), values entered as base64. */
    static Stream<ReadCase> binaryReads() {
        return Stream.of(
                read("B: whole partition in unsigned byte order", BINARY, on(BINARY, BIN_PK_BASE64), BINARY_ALL),
                read("B: eq 80", BINARY, onSk(BINARY, BIN_PK_BASE64).op("eq").value("gA=="), "80"),
                read(
                        "B: lt 80 (0x80 is not negative)",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("lt").value("gA=="),
                        "00",
                        "0000",
                        "0001",
                        "01",
                        "41",
                        "4142",
                        "7f",
                        "7fff"),
                read(
                        "B: le 7f",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("le").value("fw=="),
                        "00",
                        "0000",
                        "0001",
                        "01",
                        "41",
                        "4142",
                        "7f"),
                read(
                        "B: gt 7f",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("gt").value("fw=="),
                        "7fff",
                        "80",
                        "8000",
                        "fe",
                        "ff",
                        "ff00",
                        "ffff"),
                read("B: ge ff", BINARY, onSk(BINARY, BIN_PK_BASE64).op("ge").value("/w=="), "ff", "ff00", "ffff"),
                read(
                        "B: between 01 and 80",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("between").value("AQ==").to("gA=="),
                        "01",
                        "41",
                        "4142",
                        "7f",
                        "7fff",
                        "80"),
                read(
                        "B: begins_with ff",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("begins_with").value("/w=="),
                        "ff",
                        "ff00",
                        "ffff"),
                read(
                        "B: begins_with 00",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("begins_with").value("AA=="),
                        "00",
                        "0000",
                        "0001"),
                read(
                        "B: begins_with 7f",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("begins_with").value("fw=="),
                        "7f",
                        "7fff"),
                read(
                        "B: begins_with 4142 (QUI=)",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64).op("begins_with").value("QUI="),
                        "4142"),
                read(
                        "B: begins_with unpadded base64 /w, desc",
                        BINARY,
                        onSk(BINARY, BIN_PK_BASE64)
                                .op("begins_with")
                                .value("/w")
                                .order("desc"),
                        "ffff",
                        "ff00",
                        "ff"));
    }
}
