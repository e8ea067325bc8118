package keyslice.examples;

import static keyslice.examples.Wire.l;
import static keyslice.examples.Wire.m;
import static keyslice.examples.Wire.n;
import static keyslice.examples.Wire.nul;
import static keyslice.examples.Wire.s;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;

/**
 * The audit-log worked example: table {@value #TABLE}, {@code PK = ACTOR#<actor>}, {@code SK = EVT#<ISO-8601 instant>}.
 * Its keys mix whole and fractional seconds and tell events at the same instant apart by a sequence segment, which is
 * what a BETWEEN window with whole-second bounds gets wrong.
 */
public final class AuditLog {

    public static final String TABLE = "Audit";
    public static final KeyAttribute PARTITION_KEY = new KeyAttribute("PK", KeyType.S);
    public static final KeyAttribute SORT_KEY = new KeyAttribute("SK", KeyType.S);
    /** The partition of the examples and of the demo data. */
    public static final String ACTOR = "ACTOR#u_8814";

    /** The sample keys of the examples: one day, its edges, and what lies just outside them. */
    public static final List<String> SAMPLE_KEYS = List.of(
            "EVT#2026-06-22T23:59:59.900Z",
            "EVT#2026-06-23T00:00:00Z",
            "EVT#2026-06-23T00:00:00.250Z",
            "EVT#2026-06-23T10:15:00Z",
            "EVT#2026-06-23T10:15:00Z#2",
            "EVT#2026-06-23T23:59:59Z",
            "EVT#2026-06-23T23:59:59.500Z",
            "EVT#2026-06-23T23:59:59Z#2",
            "EVT#2026-06-24T00:00:00Z");

    /** One actor's latest events, a page of 5. */
    public static final QueryForm NEWEST_FIRST = QueryForm.builder()
            .table(TABLE)
            .pk(PARTITION_KEY.name())
            .pkValue(ACTOR)
            .order("desc")
            .limit("5")
            .samples(SAMPLE_KEYS)
            .build();

    /** One day as people first write it, BETWEEN whole-second bounds: keyslice's warnings show what it misses. */
    public static final QueryForm ONE_DAY = QueryForm.builder()
            .table(TABLE)
            .pk(PARTITION_KEY.name())
            .pkValue(ACTOR)
            .sk(SORT_KEY.name())
            .op("between")
            .value("EVT#2026-06-23T00:00:00Z")
            .to("EVT#2026-06-23T23:59:59Z")
            .samples(SAMPLE_KEYS)
            .build();

    /** The demo table: partition {@value #ACTOR}, events from 2026-06-22 to 2026-06-24. */
    public static final DemoTable DEMO_TABLE = new DemoTable(TABLE, PARTITION_KEY, SORT_KEY, List.of(), items());

    private AuditLog() {}

    /** The events in key order; a move records what changed, a delete has no reason. */
    private static List<Map<String, Object>> items() {
        List<Map<String, Object>> items = new ArrayList<>();
        items.add(event("EVT#2026-06-22T08:00:00Z", "login", "web", Map.of()));
        items.add(event("EVT#2026-06-22T23:59:59.999Z", "download", "root/docs/cv.pdf", Map.of()));
        items.add(event("EVT#2026-06-23T00:00:00.250Z", "upload", "root/photos/2026/beach.jpg", Map.of()));
        items.add(event("EVT#2026-06-23T00:00:00Z", "login", "mobile", Map.of()));
        items.add(event("EVT#2026-06-23T10:15:00.017Z", "rename", "root/photos.zip", Map.of()));
        items.add(event("EVT#2026-06-23T10:15:00Z", "share", "root/photos/2026/sunset.jpg", Map.of()));
        items.add(event(
                "EVT#2026-06-23T14:30:00Z#0001",
                "move",
                "root/photos-old/x.jpg",
                Map.of(
                        "changes",
                        l(List.of(m(Map.of(
                                "field", s("parent"), "from", s("root/photos/"), "to", s("root/photos-old/"))))))));
        items.add(event("EVT#2026-06-23T14:30:00Z#0002", "delete", "root/photos-old/", Map.of("reason", nul())));
        items.add(event("EVT#2026-06-23T23:59:59.500Z", "upload", "root/photos/2026/sunset.jpg", Map.of()));
        items.add(event("EVT#2026-06-23T23:59:59Z", "download", "root/photos.zip", Map.of()));
        items.add(event("EVT#2026-06-24T00:00:00Z", "logout", "web", Map.of()));
        items.add(event("EVT#2026-06-24T09:30:00.017Z", "login", "web", Map.of()));
        return items;
    }

    private static Map<String, Object> event(
            String sk, String action, String target, Map<String, Map<String, Object>> more) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put(PARTITION_KEY.name(), s(ACTOR));
        item.put(SORT_KEY.name(), s(sk));
        item.put("action", s(action));
        item.put("target", s(target));
        // A made-up but stable duration: the same key always gets the same number.
        item.put(
                "details",
                m(Map.of(
                        "client", s(target.equals("mobile") ? "ios-3.2" : "web-2026.6"),
                        "durationMs", n(12 + Math.floorMod(sk.hashCode(), 400)))));
        item.putAll(more);
        return Wire.item(item);
    }
}
