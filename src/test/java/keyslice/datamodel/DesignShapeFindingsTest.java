package keyslice.datamodel;

import static keyslice.datamodel.Designs.entity;
import static keyslice.datamodel.Designs.findings;
import static keyslice.datamodel.Designs.index;
import static keyslice.datamodel.Designs.item;
import static keyslice.datamodel.Designs.key;
import static keyslice.datamodel.Designs.model;
import static keyslice.datamodel.Designs.query;
import static keyslice.datamodel.Designs.shop;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import keyslice.datamodel.ModelTable.ProjectionType;
import org.junit.jupiter.api.Test;

/** The findings of a design's shape: projections, templates, partitions and multi-attribute keys. */
class DesignShapeFindingsTest {

    static final Entity ORDER =
            entity("Order", List.of("price", "note"), "PK", "CUST#{id}", "SK", "ORDER#{orderId}", "status", "{status}");

    static DataModel byStatus(ProjectionType projection, List<String> nonKey, AccessPattern pattern) {
        return model(
                shop(
                        List.of(index("ByStatus", key("status", "HASH"), projection, nonKey.toArray(String[]::new))),
                        List.of(item("PK", "CUST#1", "SK", "ORDER#1", "status", "OPEN", "price", "7", "note", "x"))),
                List.of(ORDER),
                pattern);
    }

    static AccessPattern open(String... options) {
        String[] values = new String[2 + options.length];
        values[0] = ":s";
        values[1] = "OPEN";
        System.arraycopy(options, 0, values, 2, options.length);
        return query("5", "Open orders", "ByStatus", "#s = :s", values);
    }

    static String[] names(String projection) {
        return new String[] {
            "--expression-attribute-names", "{\"#s\":\"status\"}", "--projection-expression", projection
        };
    }

    @Test
    void aProjectionNamingWhatAKeysOnlyIndexLacksIsFound() {
        String[] options = names("PK, price");
        List<Finding> found = findings(
                byStatus(ProjectionType.KEYS_ONLY, List.of(), open(options)),
                Finding.Code.PROJECTION_MISSES_ATTRIBUTES);

        assertEquals(1, found.size(), found.toString());
        assertEquals(
                "Pattern 5 (\"Open orders\") reads index ByStatus of Shop, which projects its keys only, but its"
                        + " filter and projection name price: a Query on the index never returns them. Add them to the"
                        + " index's INCLUDE projection (or project ALL), or read them from the table by key.",
                found.get(0).message());
        assertEquals(
                List.of(),
                findings(
                        byStatus(ProjectionType.INCLUDE, List.of("price"), open(options)),
                        Finding.Code.PROJECTION_MISSES_ATTRIBUTES),
                "INCLUDE price holds it");
    }

    @Test
    void withoutAProjectionTheEntitiesAttributesAreWhatItNeeds() {
        String[] options = {"--expression-attribute-names", "{\"#s\":\"status\"}"};
        List<Finding> found = findings(
                byStatus(ProjectionType.INCLUDE, List.of("price"), open(options)),
                Finding.Code.PROJECTION_MISSES_ATTRIBUTES);

        assertEquals(1, found.size(), found.toString());
        assertEquals(
                "Pattern 5 (\"Open orders\") reads index ByStatus of Shop, which projects its keys and price, but"
                        + " without a projection it returns whole items of entities that have note: a Query on the"
                        + " index never returns them. Add them to the index's INCLUDE projection (or project ALL), or"
                        + " read them from the table by key.",
                found.get(0).message());
        assertEquals(
                List.of(),
                findings(
                        byStatus(ProjectionType.ALL, List.of(), open(options)),
                        Finding.Code.PROJECTION_MISSES_ATTRIBUTES));
    }

    @Test
    void templatesCollideWhenSomeValueFollowsBoth() {
        assertEquals(
                Optional.empty(),
                TemplateCollisions.sharedValue(KeyTemplate.parse("USER#{id}"), KeyTemplate.parse("USER#{id}#PROFILE")),
                "an id never holds the templates' separator #");
        assertEquals(
                Optional.empty(),
                TemplateCollisions.sharedValue(KeyTemplate.parse("{id}"), KeyTemplate.parse("ORDER#{id}")),
                "nor a value without a literal");
        assertEquals(
                Optional.of("ORDER#x#PROFILE"),
                TemplateCollisions.sharedValue(
                        KeyTemplate.parse("ORDER#{id}#PROFILE"), KeyTemplate.parse("ORDER#{name}#{part}")));
        assertEquals(
                Optional.of("USER#x"),
                TemplateCollisions.sharedValue(KeyTemplate.parse("USER#{id}"), KeyTemplate.parse("USER#{name}")));
        assertEquals(
                Optional.of("PROFILE"),
                TemplateCollisions.sharedValue(KeyTemplate.parse("{sk}"), KeyTemplate.parse("PROFILE")));
        assertEquals(
                Optional.of("A#B"),
                TemplateCollisions.sharedValue(KeyTemplate.parse("A#{x}"), KeyTemplate.parse("{y}#B")));
        assertEquals(
                Optional.empty(),
                TemplateCollisions.sharedValue(KeyTemplate.parse("USER#{id}"), KeyTemplate.parse("ORDER#{id}")));
        assertEquals(
                Optional.empty(),
                TemplateCollisions.sharedValue(KeyTemplate.parse("PROFILE"), KeyTemplate.parse("ORDER#{id}")));
        assertEquals(
                Optional.empty(),
                TemplateCollisions.sharedValue(KeyTemplate.parse("USER#{id}"), KeyTemplate.parse("USER#")),
                "a placeholder is never empty");
    }

    @Test
    void entitiesCollideOnlyWhenEveryAttributeOfTheTablesKeyCan() {
        Entity user = entity("User", List.of(), "PK", "USER#{id}", "SK", "USER#{id}");
        Entity profile = entity("Profile", List.of(), "PK", "USER#{id}", "SK", "USER#{id}#PROFILE");
        Entity admin = entity("Admin", List.of(), "PK", "USER#{id}", "SK", "USER#{adminId}");
        Entity order = entity("Order", List.of(), "PK", "USER#{id}", "SK", "ORDER#{orderId}");
        Entity unknown = entity("Note", List.of(), "PK", "USER#{id}");

        List<Finding> found = findings(
                model(shop(List.of(), List.of()), List.of(user, profile, admin, order, unknown)),
                Finding.Code.TEMPLATE_COLLISION);

        assertEquals(1, found.size(), found.toString());
        assertEquals(
                "Entities User and Admin of Shop can make the same key: PK \"USER#x\" (User's \"USER#{id}\","
                        + " Admin's \"USER#{id}\") and SK \"USER#x\" (User's \"USER#{id}\", Admin's"
                        + " \"USER#{adminId}\"), so writing one can overwrite the other. Give them literal parts that"
                        + " neither can make (a different prefix or suffix).",
                found.get(0).message());
    }

    @Test
    void aGrowingEntityUnderOneConstantPartitionIsHot() {
        Entity feed = entity("Order", List.of(), "PK", "ORDERS", "SK", "ORDER#{orderId}", "GSI1PK", "ALL");
        Entity config = entity("Config", List.of(), "PK", "CONFIG", "SK", "SETTINGS");
        DataModel model = model(
                shop(
                        List.of(index("GSI1", key("GSI1PK", "HASH"), ProjectionType.ALL)),
                        List.of(item("PK", "ORDERS", "SK", "ORDER#1", "GSI1PK", "ALL"))),
                List.of(feed, config, ORDER),
                query("6", "Latest orders", "", "PK = :pk", ":pk", "ORDERS"),
                new AccessPattern(
                        "7",
                        "Place an order",
                        Optional.of("Shop"),
                        Optional.empty(),
                        Optional.of(AccessPattern.Operation.PutItem),
                        "",
                        ""),
                query("8", "All orders", "GSI1", "GSI1PK = :g", ":g", "ALL"));

        List<Finding> found = findings(model, Finding.Code.HOT_PARTITION);

        assertEquals(2, found.size(), "Config does not grow; ORDER's partition has a placeholder: " + found);
        assertEquals(
                "Every Order item has PK = \"ORDERS\" on table Shop, one partition for an entity that grows"
                        + " (patterns 6, 7 meet it there): a partition takes at most 1,000 writes and 3,000 reads a"
                        + " second. Put a placeholder in its PK template (such as a date or a shard number) to spread"
                        + " it.",
                found.get(0).message());
        assertEquals(List.of("6", "7"), found.get(0).patterns());
        assertEquals(List.of("8"), found.get(1).patterns());
        assertEquals(true, found.get(1).message().contains("GSI1PK = \"ALL\" on index GSI1 of Shop"));
    }
}
