package keyslice.snippets;

import static keyslice.snippets.SnippetsFixtures.built;
import static keyslice.snippets.SnippetsFixtures.codeById;
import static keyslice.snippets.SnippetsFixtures.drive;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * Values in each language's code: binary and numbers (every digit kept), and filter literals of every kind.
 */
class SnippetsValuesTest {

    @Test
    void binaryAndNumberValuesInEachLanguage() {
        Map<String, String> code = codeById(built(QueryForm.builder()
                .table("Tbl")
                .pk("PK")
                .pkType("N")
                .pkValue("1e2")
                .sk("SK")
                .skType("B")
                .op("between")
                .value("AP8=")
                .to("Af8=")
                .build()));
        assertTrue(code.get("cli")
                .contains(
                        "'{\":pk\": {\"N\": \"100\"}, \":skFrom\": {\"B\": \"AP8=\"}, \":skTo\": {\"B\": \"Af8=\"}}'"));
        assertTrue(code.get("cli").contains("# B values are base64"));
        assertTrue(code.get("js-client").contains("\":pk\": { N: \"100\" }"));
        assertTrue(code.get("js-client").contains("\":skFrom\": { B: Buffer.from(\"AP8=\", \"base64\") }"));
        assertTrue(code.get("python-client").contains("\":skFrom\": {\"B\": b\"\\x00\\xff\"}"));
        assertTrue(code.get("python-client").contains("\":pk\": {\"N\": \"100\"}"));
        assertTrue(code.get("java-client").contains("\":pk\", AttributeValue.fromN(\"100\")"));
        assertTrue(code.get("java-client")
                .contains("AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(\"AP8=\")))"));
        assertTrue(
                code.get("go")
                        .contains(
                                "expression.Key(\"SK\").Between(expression.Value([]byte(\"\\x00\\xff\")), expression.Value([]byte(\"\\x01\\xff\")))"));
        assertTrue(
                code.get("go")
                        .contains(
                                "expression.Key(\"PK\").Equal(expression.Value(&types.AttributeValueMemberN{Value: \"100\"}))"));
        // native values: N as a number (or its exact form), B as bytes
        assertTrue(code.get("js-document").contains("\":pk\": 100,"));
        assertTrue(code.get("js-document").contains("\":skFrom\": Buffer.from(\"AP8=\", \"base64\"),"));
        assertTrue(
                code.get("python-resource")
                        .contains(
                                "Key(\"PK\").eq(Decimal(\"100\")) & Key(\"SK\").between(Binary(b\"\\x00\\xff\"), Binary(b\"\\x01\\xff\"))"));
        assertTrue(
                code.get("java-enhanced")
                        .contains(
                                "Key.builder().partitionValue(new BigDecimal(\"100\")).sortValue(SdkBytes.fromByteArray(Base64.getDecoder().decode(\"AP8=\"))).build()"));
        assertTrue(code.get("dynamodb-toolbox")
                .contains(
                        "range: { between: [Buffer.from(\"AP8=\", \"base64\"), Buffer.from(\"Af8=\", \"base64\")] },"));
        assertTrue(code.get("dynamodb-toolbox").contains("partition: 100,"));
    }

    /** A filter literal of every kind, as each SDK takes it: low-level clients typed, document clients native. */
    @Test
    void filterLiteralsOfEveryKindInEachLanguage() {
        BuiltQuery b = built(
                drive().filter("done = true AND flag = false AND gone = null AND note = \"\" AND n = 9007199254740993")
                        .project("title, a.b")
                        .consistent("true")
                        .build());
        Map<String, String> code = codeById(b);
        Map<String, List<String>> expected = Map.of(
                "cli",
                        List.of(
                                "\":f1\": {\"BOOL\": true}, \":f2\": {\"BOOL\": false}, \":f3\": {\"NULL\": true}, "
                                        + "\":f4\": {\"S\": \"\"}, \":f5\": {\"N\": \"9007199254740993\"}}'",
                                "--projection-expression '#p1, #p2.#p3'",
                                "--consistent-read"),
                "js-client",
                        List.of(
                                "\":f1\": { BOOL: true },",
                                "\":f2\": { BOOL: false },",
                                "\":f3\": { NULL: true },",
                                "\":f4\": { S: \"\" },",
                                "ProjectionExpression: \"#p1, #p2.#p3\",",
                                "ConsistentRead: true,"),
                "js-document",
                        List.of(
                                "\":f1\": true,",
                                "\":f2\": false,",
                                "\":f3\": null,",
                                "\":f4\": \"\",",
                                "\":f5\": NumberValue.from(\"9007199254740993\"),",
                                "ConsistentRead: true,"),
                "python-client",
                        List.of(
                                "\":f1\": {\"BOOL\": True},",
                                "\":f2\": {\"BOOL\": False},",
                                "\":f3\": {\"NULL\": True},",
                                "\":f4\": {\"S\": \"\"},",
                                "\"ConsistentRead\": True,"),
                "python-resource",
                        List.of(
                                "\":f1\": True,",
                                "\":f2\": False,",
                                "\":f3\": None,",
                                "\":f4\": \"\",",
                                "\":f5\": Decimal(\"9007199254740993\"),",
                                "\"ConsistentRead\": True,"),
                "java-client",
                        List.of(
                                "\":f1\", AttributeValue.fromBool(true)",
                                "\":f2\", AttributeValue.fromBool(false)",
                                "\":f3\", AttributeValue.fromNul(true)",
                                "\":f4\", AttributeValue.fromS(\"\")",
                                ".consistentRead(true)"),
                "java-enhanced",
                        List.of(
                                "\":f3\", AttributeValue.fromNul(true)",
                                ".addAttributeToProject(\"title\")",
                                ".addNestedAttributeToProject(NestedAttributeName.create(\"a\", \"b\"))",
                                ".consistentRead(true)"),
                "go",
                        List.of(
                                "\":f1\": &types.AttributeValueMemberBOOL{Value: true},",
                                "\":f2\": &types.AttributeValueMemberBOOL{Value: false},",
                                "\":f3\": &types.AttributeValueMemberNULL{Value: true},",
                                "\":f4\": &types.AttributeValueMemberS{Value: \"\"},",
                                "ConsistentRead: aws.Bool(true),"));
        expected.forEach((id, parts) -> parts.forEach(
                part -> assertTrue(code.get(id).contains(part), id + " writes " + part + ":\n" + code.get(id))));
        // the toolbox writes the filter as its own condition objects (ToolboxFilterTest), and drops attributes
        // without an entity
        assertFalse(Snippets.of(b, "dynamodb-toolbox").program());
        assertFalse(code.get("dynamodb-toolbox").contains("no condition object"), code.get("dynamodb-toolbox"));
        assertTrue(code.get("dynamodb-toolbox").contains("it leaves out the attributes to project"));
        Snippet unprojected = Snippets.of(
                built(drive().filter("done = true AND flag = false AND gone = null AND note = \"\""
                                + " AND n = 9007199254740993")
                        .consistent("true")
                        .build()),
                "dynamodb-toolbox");
        for (String part : List.of(
                "{ attr: \"done\", eq: true },",
                "{ attr: \"flag\", eq: false },",
                "{ attr: \"gone\", eq: null },",
                "{ attr: \"note\", eq: \"\" },",
                "{ attr: \"n\", eq: 9007199254740993n },",
                ".options({ filter, consistent: true })")) {
            assertTrue(
                    unprojected.code().contains(part), "dynamodb-toolbox writes " + part + ":\n" + unprojected.code());
        }
        // with Key(...), the request carries the filter's and projection's names only: boto3 adds the key condition's
        assertFalse(code.get("python-resource").contains("\"#pk\""), code.get("python-resource"));
        assertFalse(code.get("python-resource").contains("\":pk\""), code.get("python-resource"));
        // no target shows the note that stood in while none wrote these members
        Snippets.all(b).forEach(s -> assertFalse(s.code().contains("does not write FilterExpression"), s.id()));
    }

    @Test
    void numbersNoDoubleHoldsKeepEveryDigit() {
        Map<String, String> big = codeById(built(QueryForm.builder()
                .table("Tbl")
                .pk("PK")
                .pkValue("a")
                .sk("n")
                .skType("N")
                .op("eq")
                .value("9007199254740993")
                .build()));
        assertTrue(
                big.get("js-document").contains("\":sk\": NumberValue.from(\"9007199254740993\"),"),
                big.get("js-document"));
        assertTrue(
                big.get("dynamodb-toolbox").contains("range: { eq: 9007199254740993n },"), big.get("dynamodb-toolbox"));
        Snippet decimal = Snippets.of(
                built(QueryForm.builder()
                        .table("Tbl")
                        .pk("PK")
                        .pkValue("a")
                        .sk("n")
                        .skType("N")
                        .op("eq")
                        .value("0.12345678901234567891")
                        .build()),
                "dynamodb-toolbox");
        assertFalse(decimal.program());
        assertEquals("""
                // dynamodb-toolbox cannot express this Query exactly:
                // - its number keys take JavaScript numbers and BigInts, and neither holds 0.12345678901234567891 exactly
                // The js-document program sends it as keyslice shows it.
                """, decimal.code());
    }
}
