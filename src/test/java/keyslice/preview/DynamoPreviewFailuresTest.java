package keyslice.preview;

import static keyslice.preview.DynamoPreviewFixtures.b64;
import static keyslice.preview.DynamoPreviewFixtures.built;
import static keyslice.preview.DynamoPreviewFixtures.close;
import static keyslice.preview.DynamoPreviewFixtures.preview;
import static keyslice.preview.DynamoPreviewFixtures.tables;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The preview when something is wrong: the engine's errors verbatim, bad start keys, an engine down or silent, no
 * endpoint.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class DynamoPreviewFailuresTest {
    @BeforeAll
    static void setUp(Dynalite dynalite) {
        tables(dynalite);
    }

    @AfterAll
    static void tearDown() {
        close();
    }

    // ------------------------------------------------------------------ failures

    @Test
    void engineErrorsComeBackVerbatim() {
        PreviewException missing = assertThrows(
                PreviewException.class,
                () -> preview.query(built(f -> f.table(Dynalite.uniqueTableName("Missing"))), Optional.empty()));
        assertEquals(PreviewException.Reason.ENGINE_REJECTED, missing.kind());
        assertEquals(Optional.of("ResourceNotFoundException"), missing.errorCode());
        assertEquals("Requested resource not found", missing.getMessage());
        assertEquals(400, missing.statusCode().orElseThrow());

        PreviewException index = assertThrows(
                PreviewException.class, () -> preview.query(built(f -> f.index("nope")), Optional.empty()));
        assertEquals(PreviewException.Reason.ENGINE_REJECTED, index.kind());
        assertEquals(Optional.of("ValidationException"), index.errorCode());
        assertEquals("The table does not have the specified index: nope", index.getMessage());

        // a schema mismatch keyslice cannot know about without the table: the engine's words
        PreviewException type = assertThrows(
                PreviewException.class,
                () -> preview.query(built(f -> f.sk("SK").skType("S").op("eq").value("1")), Optional.empty()));
        assertEquals(
                "One or more parameter values were invalid: Condition parameter type does not match schema type",
                type.getMessage());

        PreviewException describe = assertThrows(PreviewException.class, () -> preview.describe("no-such-table"));
        assertEquals(Optional.of("ResourceNotFoundException"), describe.errorCode());
    }

    @Test
    void badStartKeyTokensAreBadInput() {
        BuiltQuery q = built(f -> f.limit("2"));
        String good = preview.query(q, Optional.empty()).nextStartKey();
        assertNotNull(good);
        assertEquals(2, preview.query(q, Optional.of(good)).count());
        assertEquals(2, preview.query(q, Optional.of("")).count(), "an empty token is the first page");

        String json = new String(Base64.getUrlDecoder().decode(good), StandardCharsets.UTF_8);
        assertEquals("{\"PK\":{\"S\":\"p\"},\"SK\":{\"N\":\"2\"}}", json);
        List<String> garbage = List.of(
                "!!!",
                "not a token",
                good + "=",
                good + " ",
                " " + good,
                good.substring(0, good.length() - 1),
                b64("{\"PK\":{\"S\":\"p\"}, \"SK\":{\"N\":\"2\"}}"), // not compact
                b64("{\"SK\":{\"N\":\"2\"},\"PK\":{\"S\":\"p\"}}"), // not in name order
                b64("{\"PK\":{\"S\":\"p\"},\"SK\":{\"N\":\"2\"}} x"), // trailing garbage
                b64("{\"PK\":{\"S\":\"p\"},\"PK\":{\"S\":\"q\"}}"), // duplicate name
                b64("[1,2]"),
                b64("{}"),
                b64("null"),
                b64("\"x\""),
                b64("{\"PK\":{\"SS\":[\"p\"]}}"),
                b64("{\"PK\":{\"S\":\"\"}}"),
                b64("{\"PK\":{\"S\":1}}"),
                b64("{\"PK\":{\"N\":\"abc\"}}"),
                b64("{\"PK\":{\"B\":\"***\"}}"),
                b64("{\"PK\":{\"S\":\"a\",\"N\":\"1\"}}"),
                b64("{\"PK\":{\"S\":\"\\ud800\"}}"),
                b64(java.util.stream.IntStream.range(0, 11)
                        .mapToObj(i -> String.format("\"a%02d\":{\"S\":\"1\"}", i))
                        .collect(
                                java.util.stream.Collectors.joining(",", "{", "}"))), // more than a key's 10 attributes
                Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[] {(byte) 0xC3, 0x28}),
                "A".repeat(9000));
        for (String token : garbage) {
            PreviewException e =
                    assertThrows(PreviewException.class, () -> preview.query(q, Optional.of(token)), token);
            assertEquals(PreviewException.Reason.BAD_INPUT, e.kind(), token);
            assertEquals(Optional.of("startKey"), e.field());
            assertTrue(e.getMessage().startsWith("startKey: "), e.getMessage());
        }
        // a well-formed token for a key outside the query: the engine's words
        String elsewhere = b64("{\"PK\":{\"S\":\"other\"},\"SK\":{\"N\":\"2\"}}");
        PreviewException e = assertThrows(PreviewException.class, () -> preview.query(q, Optional.of(elsewhere)));
        assertEquals(PreviewException.Reason.ENGINE_REJECTED, e.kind());
        assertEquals(Optional.of("ValidationException"), e.errorCode());
    }

    @Test
    void engineDownIsUnreachableQuicklyAndRecovers() {
        try (Dynalite own = Dynalite.start();
                DynamoPreview p = new DynamoPreview(PreviewConfig.forEndpoint(own.endpoint()))) {
            own.createTable("""
                    {"TableName": "Down", "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
                     "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}], "BillingMode": "PAY_PER_REQUEST"}""");
            BuiltQuery q = assertInstanceOf(
                            Compilation.Valid.class,
                            QueryCompiler.compile(QueryForm.builder()
                                    .table("Down")
                                    .pk("PK")
                                    .pkValue("x")
                                    .build()))
                    .built();
            assertTrue(p.reachable());
            assertEquals(0, p.query(q, Optional.empty()).count());

            own.stop();
            long start = System.nanoTime();
            PreviewException e = assertThrows(PreviewException.class, () -> p.query(q, Optional.empty()));
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(PreviewException.Reason.UNREACHABLE, e.kind(), e.toString());
            assertTrue(e.getMessage().contains(own.endpoint().toString()), e.getMessage());
            assertTrue(millis < 4000, "no hanging, no retry storm: took " + millis + " ms");
            assertFalse(p.reachable());
            assertEquals(
                    PreviewException.Reason.UNREACHABLE,
                    assertThrows(PreviewException.class, p::tables).kind());

            own.restart(); // same port, empty engine
            assertTrue(p.reachable());
            assertEquals(
                    Optional.of("ResourceNotFoundException"),
                    assertThrows(PreviewException.class, () -> p.query(q, Optional.empty()))
                            .errorCode());
        }
    }

    @Test
    void anEndpointThatNeverAnswersTimesOut() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            List<Socket> accepted = new ArrayList<>();
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        accepted.add(silent.accept()); // read nothing, answer nothing
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            PreviewConfig config = PreviewConfig.forEndpoint(URI.create("http://127.0.0.1:" + silent.getLocalPort()))
                    .withTimeouts(Duration.ofSeconds(1), Duration.ofMillis(600));
            try (DynamoPreview p = new DynamoPreview(config)) {
                long start = System.nanoTime();
                PreviewException e =
                        assertThrows(PreviewException.class, () -> p.query(built(f -> {}), Optional.empty()));
                long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertEquals(PreviewException.Reason.TIMEOUT, e.kind(), e.toString());
                assertTrue(millis < 3000, "one attempt, no retries: took " + millis + " ms");
                assertFalse(p.reachable());
            }
            for (Socket s : accepted) {
                s.close();
            }
        }
    }

    @Test
    void withoutAnEndpointEverythingSaysHowToConfigure() {
        try (DynamoPreview off = new DynamoPreview(PreviewConfig.disabled())) {
            assertFalse(off.configured());
            assertFalse(off.reachable());
            PreviewException e =
                    assertThrows(PreviewException.class, () -> off.query(built(f -> {}), Optional.empty()));
            assertEquals(PreviewException.Reason.NOT_CONFIGURED, e.kind());
            assertTrue(e.getMessage().contains("KEYSLICE_DYNAMODB_ENDPOINT"), e.getMessage());
            assertEquals(
                    PreviewException.Reason.NOT_CONFIGURED,
                    assertThrows(PreviewException.class, off::tables).kind());
        }
    }
}
