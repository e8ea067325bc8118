package keyslice.conformance;

import static keyslice.conformance.ConformanceKeys.FF5E;
import static keyslice.conformance.ConformanceKeys.GRIN;
import static keyslice.conformance.ConformanceKeys.N_38;
import static keyslice.conformance.ConformanceTables.BINARY;
import static keyslice.conformance.ConformanceTables.BIN_PK_BASE64;
import static keyslice.conformance.ConformanceTables.DRIVE;
import static keyslice.conformance.ConformanceTables.DRIVE_PK;
import static keyslice.conformance.ConformanceTables.NUMBERS;
import static keyslice.conformance.ConformanceTables.NUM_PK;
import static keyslice.conformance.ConformanceTables.STRINGS;
import static keyslice.conformance.ConformanceTables.STR_PK;
import static keyslice.conformance.EngineConformanceFixtures.on;
import static keyslice.conformance.EngineConformanceFixtures.onSk;
import static keyslice.conformance.EngineConformanceFixtures.values;

import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;

/**
 * The reject cases: an input keyslice rejects, the valid twin whose request carries it raw, and what the engine does.
 */
final class ConformanceRejections {

    private ConformanceRejections() {}

    // ================================================================== 2. rejections

    enum EngineVerdict {
        /** The engine rejects with the same message prefix (up to the first ';'). */
        SAME_PREFIX,
        /** The engine rejects, in other words (e.g. a SerializationException before validation). */
        REJECTS,
        /** dynalite accepts what DynamoDB rejects: a known engine divergence, asserted so a change shows. */
        ACCEPTS_DYNALITE_DIVERGENCE
    }

    /**
     * @param invalid the input keyslice must reject, with a problem on {@code field}
     * @param twin    a neighbouring valid input; its request, after {@code raw}, is the invalid one sent to the engine
     */
    record RejectCase(
            String name,
            QueryForm invalid,
            String field,
            QueryForm twin,
            UnaryOperator<Map<String, Object>> raw,
            EngineVerdict verdict) {
        @Override
        public String toString() {
            return name;
        }
    }

    static RejectCase reject(
            String name,
            FormBuilder invalid,
            String field,
            FormBuilder twin,
            UnaryOperator<Map<String, Object>> raw,
            EngineVerdict verdict) {
        return new RejectCase(name, invalid.build(), field, twin.build(), raw, verdict);
    }

    static UnaryOperator<Map<String, Object>> setValue(String placeholder, String type, String text) {
        return req -> {
            values(req).put(placeholder, Map.of(type, text));
            return req;
        };
    }

    static UnaryOperator<Map<String, Object>> setMember(String member, Object value) {
        return req -> {
            req.put(member, value);
            return req;
        };
    }

    static final UnaryOperator<Map<String, Object>> SWAP_BOUNDS = req -> {
        Map<String, Object> v = values(req);
        Object lower = v.get(":skFrom");
        v.put(":skFrom", v.get(":skTo"));
        v.put(":skTo", lower);
        return req;
    };

    static Stream<RejectCase> rejections() {
        FormBuilder n = onSk(NUMBERS, NUM_PK);
        FormBuilder d = onSk(DRIVE, DRIVE_PK);
        FormBuilder b = onSk(BINARY, BIN_PK_BASE64);
        String long1025 = "x".repeat(1025);
        String long2049 = "x".repeat(2049);
        String name256 = "t".repeat(256);
        return Stream.of(
                reject(
                        "begins_with on N",
                        n.build().toBuilder().op("begins_with").value("1"),
                        "op",
                        n.build().toBuilder().op("eq").value("1"),
                        setMember("KeyConditionExpression", "#pk = :pk AND begins_with(#sk, :sk)"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "BETWEEN lower > upper on S",
                        d.build().toBuilder()
                                .op("between")
                                .value("root/photos/")
                                .to("root/docs/"),
                        "to",
                        d.build().toBuilder().op("between").value("root/docs/").to("root/photos/"),
                        SWAP_BOUNDS,
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "BETWEEN lower > upper on N (10 > 9 numerically, not as text)",
                        n.build().toBuilder().op("between").value("10").to("9"),
                        "to",
                        n.build().toBuilder().op("between").value("9").to("10"),
                        SWAP_BOUNDS,
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "BETWEEN lower > upper on N (-1 > -2)",
                        n.build().toBuilder().op("between").value("-1").to("-2"),
                        "to",
                        n.build().toBuilder().op("between").value("-2").to("-1"),
                        SWAP_BOUNDS,
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "BETWEEN lower > upper on B (0x80 > 0x7f unsigned)",
                        b.build().toBuilder().op("between").value("gA==").to("fw=="),
                        "to",
                        b.build().toBuilder().op("between").value("fw==").to("gA=="),
                        SWAP_BOUNDS,
                        EngineVerdict.SAME_PREFIX),
                // 😀 > U+FF5E in UTF-8 (DynamoDB), but < in UTF-16: dynalite lets the reversed range through
                reject(
                        "BETWEEN 😀 and U+FF5E (reversed in UTF-8 order)",
                        onSk(STRINGS, STR_PK).op("between").value(GRIN).to(FF5E),
                        "to",
                        onSk(STRINGS, STR_PK).op("between").value(FF5E).to(GRIN),
                        SWAP_BOUNDS,
                        EngineVerdict.ACCEPTS_DYNALITE_DIVERGENCE),
                reject(
                        "empty partition key value (S)",
                        on(DRIVE, ""),
                        "pkValue",
                        on(DRIVE, DRIVE_PK),
                        setValue(":pk", "S", ""),
                        EngineVerdict.ACCEPTS_DYNALITE_DIVERGENCE),
                reject(
                        "empty sort key value (S)",
                        d.build().toBuilder().op("eq").value(""),
                        "value",
                        d.build().toBuilder().op("eq").value("root/"),
                        setValue(":sk", "S", ""),
                        EngineVerdict.ACCEPTS_DYNALITE_DIVERGENCE),
                reject(
                        "empty sort key value (B)",
                        b.build().toBuilder().op("eq").value(""),
                        "value",
                        b.build().toBuilder().op("eq").value("AA=="),
                        setValue(":sk", "B", ""),
                        EngineVerdict.ACCEPTS_DYNALITE_DIVERGENCE),
                reject(
                        "sort key of 1025 UTF-8 bytes",
                        onSk(STRINGS, STR_PK).op("eq").value(long1025),
                        "value",
                        onSk(STRINGS, STR_PK).op("eq").value("x"),
                        setValue(":sk", "S", long1025),
                        EngineVerdict.ACCEPTS_DYNALITE_DIVERGENCE),
                reject(
                        "partition key of 2049 UTF-8 bytes",
                        on(STRINGS, long2049),
                        "pkValue",
                        on(STRINGS, STR_PK),
                        setValue(":pk", "S", long2049),
                        EngineVerdict.ACCEPTS_DYNALITE_DIVERGENCE),
                reject(
                        "table name too short",
                        on(DRIVE, DRIVE_PK).table("ab"),
                        "table",
                        on(DRIVE, DRIVE_PK),
                        setMember("TableName", "ab"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "table name too long",
                        on(DRIVE, DRIVE_PK).table(name256),
                        "table",
                        on(DRIVE, DRIVE_PK),
                        setMember("TableName", name256),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "table name with a space",
                        on(DRIVE, DRIVE_PK).table("my table"),
                        "table",
                        on(DRIVE, DRIVE_PK),
                        setMember("TableName", "my table"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "index name too short",
                        on(DRIVE, DRIVE_PK).index("ix"),
                        "index",
                        on(DRIVE, DRIVE_PK),
                        setMember("IndexName", "ix"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "index name with a space",
                        on(DRIVE, DRIVE_PK).index("by parent"),
                        "index",
                        on(DRIVE, DRIVE_PK),
                        setMember("IndexName", "by parent"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "limit 0",
                        on(DRIVE, DRIVE_PK).limit("0"),
                        "limit",
                        on(DRIVE, DRIVE_PK).limit("1"),
                        setMember("Limit", 0),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N overflow 1e126",
                        n.build().toBuilder().op("eq").value("1e126"),
                        "value",
                        n.build().toBuilder().op("eq").value("1"),
                        setValue(":sk", "N", "1e126"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N underflow 1e-131",
                        n.build().toBuilder().op("eq").value("1e-131"),
                        "value",
                        n.build().toBuilder().op("eq").value("1"),
                        setValue(":sk", "N", "1e-131"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N with 39 significant digits",
                        n.build().toBuilder().op("eq").value(N_38 + "9"),
                        "value",
                        n.build().toBuilder().op("eq").value("1"),
                        setValue(":sk", "N", N_38 + "9"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N overflow in the partition key value",
                        on(NUMBERS, "1e126"),
                        "pkValue",
                        on(NUMBERS, NUM_PK),
                        setValue(":pk", "N", "1e126"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N with 39 significant digits as the BETWEEN upper bound",
                        n.build().toBuilder().op("between").value("1").to(N_38 + "9"),
                        "to",
                        n.build().toBuilder().op("between").value("1").to("2"),
                        setValue(":skTo", "N", N_38 + "9"),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N empty",
                        n.build().toBuilder().op("eq").value(""),
                        "value",
                        n.build().toBuilder().op("eq").value("1"),
                        setValue(":sk", "N", ""),
                        EngineVerdict.SAME_PREFIX),
                reject(
                        "N that is not a number",
                        n.build().toBuilder().op("eq").value("1x"),
                        "value",
                        n.build().toBuilder().op("eq").value("1"),
                        setValue(":sk", "N", "1x"),
                        EngineVerdict.SAME_PREFIX),
                // base64 is decoded before validation: DynamoDB and dynalite answer SerializationException
                reject(
                        "B that is not base64",
                        b.build().toBuilder().op("eq").value("!!"),
                        "value",
                        b.build().toBuilder().op("eq").value("AA=="),
                        setValue(":sk", "B", "!!"),
                        EngineVerdict.REJECTS));
    }
}
