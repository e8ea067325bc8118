package keyslice.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.concurrent.TimeUnit;

/**
 * A DynamoDB-compatible engine the tests start on a loopback port: dynalite ({@link Dynalite}) or moto
 * ({@link Moto}). Suites that run against both take one through {@link EngineKind}.
 */
public interface TestEngine {

    /** The engine's name as the tests and docs/engine-parity.md write it: {@code dynalite} or {@code moto}. */
    String name();

    /** {@code http://127.0.0.1:<port>}, without a trailing slash. */
    URI endpoint();

    /** Sends one request of DynamoDB's JSON API. */
    default Answer call(String target, String jsonBody) {
        return JsonApi.call(endpoint(), target, jsonBody);
    }

    /** As {@link #call(String, String)} with the body serialised by Jackson (a Map, a record...). */
    default Answer call(String target, Object body) {
        return JsonApi.call(endpoint(), target, body);
    }

    /** Creates a table from a CreateTable JSON body and waits until it is ACTIVE. */
    default Answer createTable(String createTableJson) {
        Answer r = call("CreateTable", createTableJson).assertOk();
        awaitTableActive(r.json().path("TableDescription").path("TableName").asText());
        return r;
    }

    /**
     * Waits until the table is ACTIVE: dynalite answers CreateTable with CREATING even with {@code --createTableMs 0}
     * and rejects item operations until the status flips (next tick). A hang guard of a minute bounds the wait.
     */
    default void awaitTableActive(String tableName) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String body = "{\"TableName\":" + JsonApi.quote(tableName) + "}";
        Answer last = null;
        while (System.nanoTime() < deadline) {
            last = call("DescribeTable", body);
            if (last.ok()
                    && "ACTIVE"
                            .equals(last.json()
                                    .path("Table")
                                    .path("TableStatus")
                                    .asText())) {
                return;
            }
            EngineProcess.sleep(20);
        }
        throw new AssertionError("table " + tableName + " not ACTIVE after 60 s: " + last);
    }

    /** Deletes every table: a clean slate on a shared engine. */
    default void deleteAllTables() {
        for (JsonNode name : call("ListTables", "{}").assertOk().json().path("TableNames")) {
            call("DeleteTable", "{\"TableName\":" + JsonApi.quote(name.asText()) + "}");
        }
    }
}
