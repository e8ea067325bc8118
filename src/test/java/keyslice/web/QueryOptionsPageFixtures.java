package keyslice.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.form.Field;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;

/**
 * The query options' page test helpers: one app (started once for all the classes that register it, as for the one
 * class they were), the tickets example with its items, and the filter row builder's edit.
 */
final class QueryOptionsPageFixtures {

    private QueryOptionsPageFixtures() {}

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    /** The section's parameters, every read option's among them, so a new option is checked for its control here. */
    static final List<Field> OPTIONS = java.util.stream.Stream.concat(
                    java.util.stream.Stream.of(Field.FILTER, Field.PROJECT, Field.SELECT, Field.ITEMS),
                    java.util.Arrays.stream(ReadOption.values()).map(ReadOption::field))
            .toList();

    static String item(String pk, String sk, String status) {
        return "{\"PK\":{\"S\":\"" + pk + "\"},\"SK\":{\"S\":\"" + sk + "\"},\"status\":{\"S\":\"" + status + "\"}}";
    }

    /** Six tickets: two open ones under ORD#, one shut, one of another kind, one of another partition, one without PK. */
    static final String TICKETS = String.join(
            "\n",
            item("T#1", "ORD#3", "open"),
            item("T#1", "ORD#1", "shut"),
            item("T#2", "ORD#1", "open"),
            item("T#1", "INV#1", "open"),
            item("T#1", "ORD#2", "open"),
            "{\"SK\":{\"S\":\"ORD#9\"}}");

    /** The tickets' Query with {@code more} pairs replacing (or added to) its own. */
    static Query tickets(String... more) {
        Query query = Query.of(
                "table",
                "Tickets",
                "pk",
                "PK",
                "pkValue",
                "T#1",
                "sk",
                "SK",
                "op",
                "begins_with",
                "value",
                "ORD#",
                "filter",
                "status = \"open\"",
                "project",
                "status, owner.name",
                "items",
                TICKETS);
        for (int i = 0; i < more.length; i += 2) {
            query = query.with(more[i], more[i + 1]);
        }
        return query;
    }

    static String page(Query query, String... headers) {
        return http.page(query, headers).assertStatus(200).body();
    }

    // --- the row builder -----------------------------------------------------------------------------------------

    static String editedFilter(Query query) {
        String location = http.page(query).assertStatus(303).header("Location");
        for (String pair : location.substring(location.indexOf('?') + 1).split("&")) {
            if (pair.startsWith("filter=")) {
                return URLDecoder.decode(pair.substring("filter=".length()), StandardCharsets.UTF_8);
            }
        }
        return "";
    }

    static Query row(String filter, String join, String attribute, String op, String value) {
        return tickets(
                "filter",
                filter,
                "edit",
                "filter-add",
                "filterJoin",
                join,
                "filterAttr",
                attribute,
                "filterOp",
                op,
                "filterValue",
                value);
    }
}
