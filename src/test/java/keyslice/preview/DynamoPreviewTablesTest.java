package keyslice.preview;

import static keyslice.preview.DynamoPreviewFixtures.blobs;
import static keyslice.preview.DynamoPreviewFixtures.built;
import static keyslice.preview.DynamoPreviewFixtures.catalog;
import static keyslice.preview.DynamoPreviewFixtures.close;
import static keyslice.preview.DynamoPreviewFixtures.engine;
import static keyslice.preview.DynamoPreviewFixtures.preview;
import static keyslice.preview.DynamoPreviewFixtures.tables;
import static keyslice.preview.DynamoPreviewFixtures.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.RefusingPort;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The preview's tables: key schemas with types and both kinds of index, the allow-list, names DynamoDB refuses and a
 * missing table, refused before any call.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class DynamoPreviewTablesTest {
    @BeforeAll
    static void setUp(Dynalite dynalite) {
        tables(dynalite);
    }

    @AfterAll
    static void tearDown() {
        close();
    }

    // ------------------------------------------------------------------ discovery

    @Test
    void tablesListKeySchemasWithTypesAndBothKindsOfIndex() {
        List<TableInfo> tables = preview.tables().described();
        TableInfo info = tables.stream()
                .filter(t -> t.name().equals(catalog))
                .findFirst()
                .orElseThrow(() -> new AssertionError(catalog + " not in " + tables));
        assertEquals(
                new DescribedKey(new KeyAttribute("PK", KeyType.S), Optional.of(new KeyAttribute("SK", KeyType.N))),
                info.keySchema());
        assertEquals("ACTIVE", info.status());
        assertEquals(
                List.of(
                        new IndexInfo(
                                "byOwner",
                                IndexInfo.IndexKind.GSI,
                                new DescribedKey(
                                        new KeyAttribute("owner", KeyType.S),
                                        Optional.of(new KeyAttribute("created", KeyType.N))),
                                "KEYS_ONLY"),
                        new IndexInfo(
                                "byTitle",
                                IndexInfo.IndexKind.LSI,
                                new DescribedKey(
                                        new KeyAttribute("PK", KeyType.S),
                                        Optional.of(new KeyAttribute("title", KeyType.S))),
                                "ALL")),
                info.indexes());
        assertEquals(Optional.of(info.indexes().get(0).keySchema()), info.keySchemaFor(Optional.of("byOwner")));
        assertEquals(Optional.empty(), info.keySchemaFor(Optional.of("nope")));

        TableInfo blob =
                tables.stream().filter(t -> t.name().equals(blobs)).findFirst().orElseThrow();
        assertEquals(new DescribedKey(new KeyAttribute("id", KeyType.B), Optional.empty()), blob.keySchema());
        assertEquals(List.of(), blob.indexes());
        assertEquals(info, preview.describe(catalog));
        assertTrue(preview.tableNames().containsAll(List.of(catalog, blobs, typed)));
    }

    @Test
    void allowListFiltersTablesAndRefusesOthersBeforeAnyCall() {
        try (DynamoPreview limited = new DynamoPreview(
                PreviewConfig.forEndpoint(engine.endpoint()).withTableAllowList(Set.of(catalog, "NotThere")))) {
            assertEquals(List.of(catalog), limited.tableNames());
            assertEquals(
                    List.of(catalog),
                    limited.tables().described().stream().map(TableInfo::name).toList());
            PreviewException e = assertThrows(PreviewException.class, () -> limited.describe(typed));
            assertEquals(PreviewException.Reason.NOT_ALLOWED, e.kind());
            assertTrue(e.getMessage().contains(typed) && e.getMessage().contains("KEYSLICE_TABLES"), e.getMessage());
            assertEquals(Optional.of("table"), e.field());
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(
                                    PreviewException.class,
                                    () -> limited.query(built(f -> f.table(typed)), Optional.empty()))
                            .kind());
            assertEquals(30, limited.query(built(f -> {}), Optional.empty()).count());
        }
        // Refused before any call: the same allow-list in front of an endpoint nobody listens on says NOT_ALLOWED.
        try (RefusingPort refusing = new RefusingPort();
                DynamoPreview nowhere =
                        new DynamoPreview(PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + refusing.port()))
                                .withTableAllowList(Set.of(catalog)))) {
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(
                                    PreviewException.class,
                                    () -> nowhere.query(built(f -> f.table(typed)), Optional.empty()))
                            .kind());
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(PreviewException.class, () -> nowhere.describe(typed))
                            .kind());
            assertEquals(
                    PreviewException.Reason.UNREACHABLE,
                    assertThrows(PreviewException.class, () -> nowhere.query(built(f -> {}), Optional.empty()))
                            .kind());
        }
    }

    /** A name DynamoDB would reject is refused in its words before DescribeTable: an endpoint nobody listens on is never asked. */
    @Test
    void aTableNameAgainstDynamoDbsRulesIsRefusedBeforeAnyCall() {
        try (RefusingPort refusing = new RefusingPort();
                DynamoPreview nowhere = new DynamoPreview(
                        PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + refusing.port())))) {
            for (String name : new String[] {"", "ab", "two words", "x".repeat(256), "Drive/../x"}) {
                PreviewException refused = assertThrows(PreviewException.class, () -> nowhere.describe(name), name);
                assertEquals(PreviewException.Reason.BAD_INPUT, refused.kind(), name + ": " + refused.getMessage());
                assertEquals(Optional.of("table"), refused.field(), name);
            }
            assertTrue(assertThrows(PreviewException.class, () -> nowhere.describe("two words"))
                    .getMessage()
                    .contains("Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"));
            assertEquals(
                    PreviewException.Reason.UNREACHABLE,
                    assertThrows(PreviewException.class, () -> nowhere.describe("Drive"))
                            .kind(),
                    "a valid name is asked for");
        }
    }

    @Test
    void missingTableIsBadInputBeforeAnyCall() {
        BuiltQuery noTable = assertInstanceOf(
                        Compilation.Valid.class,
                        QueryCompiler.compile(
                                QueryForm.builder().pk("PK").pkValue("p").build()))
                .built();
        PreviewException e = assertThrows(PreviewException.class, () -> preview.query(noTable, Optional.empty()));
        assertEquals(PreviewException.Reason.BAD_INPUT, e.kind());
        assertEquals(Optional.of("table"), e.field());
        assertTrue(e.getMessage().startsWith("table: "), e.getMessage());
    }
}
