package keyslice.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.conformance.ConformanceTables.Table;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.ReadOrder;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;

/**
 * The engine conformance tests' helpers: the run's dynalite with the conformance tables (created once for every class
 * that uses them), a read case and the forms it starts from, keyslice's own prediction of a slice, and wire requests.
 */
final class EngineConformanceFixtures {

    private EngineConformanceFixtures() {}

    static final ObjectMapper JSON = new ObjectMapper();
    static Dynalite engine;

    static void createTables(Dynalite dynalite) {
        engine = dynalite;
        ConformanceTables.createAll(dynalite);
    }

    // ================================================================== 1. reads

    /** One read: the form as a user fills it, the sort-key attribute to show, the whole expected slice in order. */
    record ReadCase(String name, Table table, String skAttr, QueryForm form, List<String> expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    static ReadCase read(String name, Table table, FormBuilder form, String... expected) {
        return new ReadCase(name, table, table.sk(), form.build(), List.of(expected));
    }

    /** A form on {@code table}, partition {@code pkValue}, no sort-key condition yet. */
    static FormBuilder on(Table table, String pkValue) {
        return QueryForm.builder()
                .table(table.name())
                .pk(table.pk())
                .pkType(table.pkType().name())
                .pkValue(pkValue);
    }

    /** As {@link #on} with the sort key named and typed, ready for {@code op} and values. */
    static FormBuilder onSk(Table table, String pkValue) {
        return on(table, pkValue).sk(table.sk()).skType(table.skType().name());
    }

    static String[] reversed(String... keys) {
        List<String> list = new ArrayList<>(List.of(keys));
        java.util.Collections.reverse(list);
        return list.toArray(String[]::new);
    }

    /** keyslice's own model of the slice (its order and matching) must agree with what the engine read. */
    static void assertKeyslicePredicts(ReadCase c, BuiltQuery built, List<String> engineSlice) {
        assertEquals(
                engineSlice,
                predictSlice(c, built),
                "keyslice's predicted slice (KeyOrder / SortCondition.matches) differs from the engine's");
    }

    /** keyslice's view of the slice: the table's items in the partition, matched and ordered by keyslice. */
    static List<String> predictSlice(ReadCase c, BuiltQuery built) {
        KeyQuery q = built.query();
        String pkAttr = q.partitionKey().name();
        KeyType pkType = c.table().typeOf(pkAttr);
        KeyType skType = c.table().typeOf(c.skAttr());
        Comparator<KeyValue> order = q.order() == ReadOrder.ASC ? KeyOrder.ORDER : KeyOrder.ORDER.reversed();
        return c.table().items().stream()
                .filter(item -> item.get(pkAttr) != null
                        && KeyOrder.compare(ConformanceValues.keyValue(pkType, item.get(pkAttr)), q.partitionValue())
                                == 0)
                .map(item -> ConformanceValues.keyValue(skType, item.get(c.skAttr())))
                .filter(sk ->
                        q.sortCondition().map(b -> b.condition().matches(sk)).orElse(true))
                .sorted(order)
                .map(sk -> ConformanceValues.canonical(
                        skType, skType == KeyType.B ? ConformanceValues.hex(sk.wireText()) : sk.wireText()))
                .toList();
    }

    // ================================================================== helpers

    static BuiltQuery valid(QueryForm form) {
        Compilation c = QueryCompiler.compile(form);
        if (c instanceof Compilation.Invalid invalid) {
            fail("keyslice rejected " + form + ": " + invalid.problems());
        }
        return ((Compilation.Valid) c).built();
    }

    /** The sort keys of one page, in the suite's textual form. */
    static List<String> sortKeys(Answer r, String skAttr, KeyType type) {
        List<String> keys = new ArrayList<>();
        for (JsonNode item : r.json().path("Items")) {
            keys.add(ConformanceValues.text(type, item.path(skAttr)));
        }
        return keys;
    }

    /** The text up to the first ';', or all of it: the part of a message that is stable across engines. */
    static String prefix(String message) {
        int semicolon = message.indexOf(';');
        return semicolon < 0 ? message : message.substring(0, semicolon);
    }

    /** A deep, mutable copy of a wire request. */
    static Map<String, Object> mutable(Map<String, Object> request) {
        return JSON.convertValue(request, new TypeReference<LinkedHashMap<String, Object>>() {});
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> values(Map<String, Object> request) {
        return (Map<String, Object>) request.get("ExpressionAttributeValues");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> names(Map<String, Object> request) {
        return (Map<String, Object>) request.get("ExpressionAttributeNames");
    }

    static String toJson(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (Exception e) {
            return String.valueOf(o);
        }
    }
}
