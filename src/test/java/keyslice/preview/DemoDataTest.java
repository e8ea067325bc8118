package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Dynalite;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Demo data goes only into a loopback engine with the flag on; a private dynalite, as the table names are fixed. */
@Tag("engine")
class DemoDataTest {

    private static Dynalite engine;

    @BeforeAll
    static void start() {
        engine = Dynalite.start();
    }

    @AfterAll
    static void stop() {
        engine.close();
    }

    private static BuiltQuery built(FormBuilder form) {
        Compilation c = QueryCompiler.compile(form.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    private static List<String> tableNames() {
        List<String> names = new ArrayList<>();
        engine.call("ListTables", "{}").assertOk().json().path("TableNames").forEach(name -> names.add(name.asText()));
        return names;
    }

    private static List<String> sortKeys(QueryResult page) {
        List<String> keys = new ArrayList<>();
        for (Map<String, Object> item : page.items()) {
            keys.add((String) ((Map<?, ?>) item.get("SK")).get("S"));
        }
        return keys;
    }

    @Test
    void refusedUnlessLoopbackAndFlagged() {
        PreviewConfig remote = PreviewConfig.forEndpoint(URI.create("http://dynamodb.example.com:8000"))
                .withAllowDemoData(true);
        PreviewException refused = assertThrows(PreviewException.class, () -> DemoData.load(remote));
        assertEquals(PreviewException.Reason.NOT_ALLOWED, refused.kind());
        assertTrue(refused.getMessage().contains("only written to an endpoint on this machine"), refused.getMessage());
        try (Dynalite fresh = Dynalite.start()) {
            PreviewException e = assertThrows(
                    PreviewException.class, () -> DemoData.load(PreviewConfig.forEndpoint(fresh.endpoint())));
            assertEquals(PreviewException.Reason.NOT_ALLOWED, e.kind());
            assertTrue(e.getMessage().contains("KEYSLICE_ALLOW_DEMO_DATA=true"), e.getMessage());
            assertEquals(
                    0,
                    fresh.call("ListTables", "{}")
                            .assertOk()
                            .json()
                            .path("TableNames")
                            .size(),
                    "nothing was written");
        }
        assertEquals(
                PreviewException.Reason.NOT_CONFIGURED,
                assertThrows(
                                PreviewException.class,
                                () -> DemoData.load(PreviewConfig.disabled().withAllowDemoData(true)))
                        .kind());
        // a loopback config does not vouch for a client that talks elsewhere
        PreviewConfig local = PreviewConfig.forEndpoint(engine.endpoint()).withAllowDemoData(true);
        try (DynamoDbClient elsewhere =
                EngineClient.build(PreviewConfig.forEndpoint(URI.create("http://dynamodb.example.com:8000")))) {
            assertEquals(
                    PreviewException.Reason.NOT_ALLOWED,
                    assertThrows(PreviewException.class, () -> new DemoDataWriter(local, elsewhere))
                            .kind());
        }
    }

    @Test
    void loadsTheWorkedExamplesIdempotently() {
        PreviewConfig config = PreviewConfig.forEndpoint(URI.create("http://localhost:" + engine.port()))
                .withAllowDemoData(true);
        try (DynamoPreview p = new DynamoPreview(config)) {
            DemoData.Result first = DemoData.load(config);
            assertEquals(List.of("Drive", "Audit"), first.createdTables());
            assertEquals(List.of(), first.existingTables());
            assertEquals(9 + 12, first.itemsWritten());
            assertEquals(
                    List.of("Tournaments"),
                    List.copyOf(first.skippedTables().keySet()),
                    "dynalite cannot create the multi-attribute index: its table is left out, the others are written");
            assertTrue(
                    first.skippedTables().get("Tournaments").contains("keySchema"),
                    first.skippedTables().toString());
            assertEquals(List.of("Audit", "Drive"), tableNames(), "no Tournaments table is left half made");

            DemoData.Result again = DemoData.load(config);
            assertEquals(List.of(), again.createdTables());
            assertEquals(List.of("Drive", "Audit"), again.existingTables());

            TableInfo drive = p.describe("Drive");
            DescribedKey pkSk =
                    new DescribedKey(new KeyAttribute("PK", KeyType.S), Optional.of(new KeyAttribute("SK", KeyType.S)));
            assertEquals(pkSk, drive.keySchema());
            assertEquals(
                    List.of(new IndexInfo(
                            "parent",
                            IndexInfo.IndexKind.GSI,
                            new DescribedKey(
                                    new KeyAttribute("parent", KeyType.S),
                                    Optional.of(new KeyAttribute("SK", KeyType.S))),
                            "ALL")),
                    drive.indexes());
            assertEquals(pkSk, p.describe("Audit").keySchema());

            // the file tree: the whole partition in UTF-8 order, once (idempotent), and the subtree read of the
            // file-tree example
            QueryResult all =
                    p.query(built(QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91")), Optional.empty());
            assertEquals(
                    List.of(
                            "root/",
                            "root/docs/",
                            "root/docs/cv.pdf",
                            "root/photos-old/x.jpg",
                            "root/photos.zip",
                            "root/photos/",
                            "root/photos/2026/",
                            "root/photos/2026/beach.jpg",
                            "root/photos/2026/sunset.jpg"),
                    sortKeys(all));
            assertEquals(FileTree.DEMO_TABLE.items(), all.items(), "the demo items, exactly");
            QueryResult photos = p.query(
                    built(QueryForm.builder()
                            .table("Drive")
                            .pk("PK")
                            .pkValue("DRIVE#a91")
                            .sk("SK")
                            .op("begins_with")
                            .value("root/photos/")),
                    Optional.empty());
            assertEquals(
                    List.of(
                            "root/photos/",
                            "root/photos/2026/",
                            "root/photos/2026/beach.jpg",
                            "root/photos/2026/sunset.jpg"),
                    sortKeys(photos));
            assertEquals(Map.of("S", "root/photos/"), photos.items().get(1).get("parent"));

            // direct children through the parent index
            BuiltQuery children = built(QueryForm.builder()
                    .table("Drive")
                    .index("parent")
                    .pk("parent")
                    .pkValue("root/"));
            QueryResult direct = p.query(children, Optional.empty());
            assertEquals(List.of("root/docs/", "root/photos.zip", "root/photos/"), sortKeys(direct));
            assertTrue(Prediction.check(children, drive, direct.items()).agrees());

            // the audit log: newest first, and the classic upper-bound miss of the time window
            QueryResult newest = p.query(
                    built(QueryForm.builder()
                            .table("Audit")
                            .pk("PK")
                            .pkValue("ACTOR#u_8814")
                            .order("desc")
                            .limit("3")),
                    Optional.empty());
            assertEquals(
                    List.of("EVT#2026-06-24T09:30:00.017Z", "EVT#2026-06-24T00:00:00Z", "EVT#2026-06-23T23:59:59Z"),
                    sortKeys(newest));
            QueryResult window = p.query(
                    built(QueryForm.builder()
                            .table("Audit")
                            .pk("PK")
                            .pkValue("ACTOR#u_8814")
                            .sk("SK")
                            .op("between")
                            .value("EVT#2026-06-23T00:00:00Z")
                            .to("EVT#2026-06-23T23:59:59Z")),
                    Optional.empty());
            assertEquals(
                    List.of(
                            "EVT#2026-06-23T00:00:00Z",
                            "EVT#2026-06-23T10:15:00.017Z",
                            "EVT#2026-06-23T10:15:00Z",
                            "EVT#2026-06-23T14:30:00Z#0001",
                            "EVT#2026-06-23T14:30:00Z#0002",
                            "EVT#2026-06-23T23:59:59.500Z",
                            "EVT#2026-06-23T23:59:59Z"),
                    sortKeys(window));
            QueryResult everything = p.query(
                    built(QueryForm.builder().table("Audit").pk("PK").pkValue("ACTOR#u_8814")), Optional.empty());
            assertEquals(12, everything.count());
            assertEquals(AuditLog.DEMO_TABLE.items(), everything.items(), "the demo items, exactly");
        }
    }

    @Test
    void anExistingTableWithOtherKeysIsLeftAlone() {
        try (Dynalite own = Dynalite.start()) {
            own.createTable("""
                    {"TableName": "Audit", "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                     "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}], "BillingMode": "PAY_PER_REQUEST"}""");
            PreviewConfig config = PreviewConfig.forEndpoint(own.endpoint()).withAllowDemoData(true);
            PreviewException e = assertThrows(PreviewException.class, () -> DemoData.load(config));
            assertEquals(PreviewException.Reason.NOT_ALLOWED, e.kind());
            assertTrue(e.getMessage().contains("A table named Audit already exists"), e.getMessage());
        }
    }
}
