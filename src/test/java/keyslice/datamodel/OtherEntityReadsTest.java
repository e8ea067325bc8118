package keyslice.datamodel;

import static keyslice.datamodel.Designs.entity;
import static keyslice.datamodel.Designs.findings;
import static keyslice.datamodel.Designs.item;
import static keyslice.datamodel.Designs.model;
import static keyslice.datamodel.Designs.query;
import static keyslice.datamodel.Designs.shop;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import keyslice.domain.filter.ItemValue;
import org.junit.jupiter.api.Test;

/** {@code reads-other-entities}: what a Query pattern means, against what its key condition reads. */
class OtherEntityReadsTest {

    static final Finding.Code CODE = Finding.Code.READS_OTHER_ENTITIES;

    static final List<Map<String, ItemValue>> CUSTOMER = List.of(
            item("PK", "CUST#1", "SK", "PROFILE", "name", "Ada"),
            item("PK", "CUST#1", "SK", "ORDER#1"),
            item("PK", "CUST#1", "SK", "ORDER#1#ITEM#1"),
            item("PK", "CUST#1", "SK", "ORDER#10"));

    static final List<Entity> ENTITIES = List.of(
            entity("Customer", List.of("name"), "PK", "CUST#{id}", "SK", "PROFILE"),
            entity("Order", List.of(), "PK", "CUST#{id}", "SK", "ORDER#{orderId}"),
            entity("OrderItem", List.of(), "PK", "CUST#{id}", "SK", "ORDER#{orderId}#ITEM#{n}"));

    static List<Finding> of(List<Entity> entities, AccessPattern pattern) {
        return findings(model(shop(List.of(), CUSTOMER), entities, pattern), CODE);
    }

    @Test
    void aWholePartitionReadMixesTheProfileIntoACustomersOrders() {
        AccessPattern orders = query("1", "A customer's orders", "", "PK = :pk", ":pk", "CUST#1");

        List<Finding> declared = of(ENTITIES, orders);
        assertEquals(1, declared.size(), declared.toString());
        assertEquals(
                "Pattern 1 (\"A customer's orders\") means Order items (by its description), and its key condition"
                        + " also reads 1 OrderItem item, 1 Customer item of Shop: it reads the whole partition."
                        + " Add a sort key condition such as begins_with(SK, \"ORDER#\") to read only those.",
                declared.get(0).message());
        assertEquals(List.of("1"), declared.get(0).patterns());

        List<Finding> fallback = of(List.of(), orders);
        assertEquals(1, fallback.size(), "without entities, the sort key's leading segment names them");
        assertEquals(
                "Pattern 1 (\"A customer's orders\") means ORDER items (by its description), and its key condition"
                        + " also reads 1 PROFILE item of Shop: it reads the whole partition. Add a sort key condition"
                        + " such as begins_with(SK, \"ORDER#\") to read only those.",
                fallback.get(0).message());
    }

    @Test
    void aPatternThatAsksForTheWholeCollectionOrNamesNoEntityIsNotJudged() {
        assertEquals(
                List.of(), of(ENTITIES, query("1", "Everything about a customer", "", "PK = :pk", ":pk", "CUST#1")));
        assertEquals(List.of(), of(ENTITIES, query("1", "By id", "", "PK = :pk", ":pk", "CUST#1")));
        assertEquals(
                List.of(),
                of(ENTITIES, query("1", "A customer", "", "PK = :pk AND SK = :sk", ":pk", "CUST#1", ":sk", "PROFILE")));
    }

    @Test
    void aSortKeyConditionSaysWhatItMeansBeforeTheDescription() {
        // begins_with(SK, "ORDER#") follows Order's and OrderItem's templates alike: both are meant.
        assertEquals(
                List.of(),
                of(
                        ENTITIES,
                        query(
                                "1",
                                "A customer's profile",
                                "",
                                "PK = :pk AND begins_with(SK, :sk)",
                                ":pk",
                                "CUST#1",
                                ":sk",
                                "ORDER#")));
        // >= "ORDER#" points at the orders, and reads past them into the profile.
        List<Finding> past =
                of(ENTITIES, query("1", "", "", "PK = :pk AND SK >= :sk", ":pk", "CUST#1", ":sk", "ORDER#"));
        assertEquals(1, past.size(), past.toString());
        assertEquals(
                "Pattern 1 means Order and OrderItem items (by its sort key condition), and its key condition also"
                        + " reads 1 Customer item of Shop.",
                past.get(0).message());
    }

    @Test
    void aPrefixEndingInsideAnOrderIdAlsoReadsOrderTensItems() {
        List<Finding> open = of(
                ENTITIES,
                query(
                        "2",
                        "An order's items",
                        "",
                        "PK = :pk AND begins_with(SK, :sk)",
                        ":pk",
                        "CUST#1",
                        ":sk",
                        "ORDER#1"));
        assertEquals(1, open.size(), open.toString());
        assertEquals(
                "Pattern 2 (\"An order's items\")'s begins_with(SK, \"ORDER#1\") ends inside a key's part, so besides"
                        + " \"ORDER#1\" and \"ORDER#1#ITEM#1\" it also reads \"ORDER#10\", whose part merely continues"
                        + " \"ORDER#1\": end the prefix with its delimiter, begins_with(SK, \"ORDER#1#\"), or use SK ="
                        + " \"ORDER#1\" for that item alone.",
                open.get(0).message());
        assertEquals(
                open.get(0).message().replace(" (\"An order's items\")", ""),
                of(
                                List.of(),
                                query(
                                        "2",
                                        "",
                                        "",
                                        "PK = :pk AND begins_with(SK, :sk)",
                                        ":pk",
                                        "CUST#1",
                                        ":sk",
                                        "ORDER#1"))
                        .get(0)
                        .message(),
                "the same from the items alone, with # as the delimiter");

        assertEquals(
                List.of(),
                of(
                        ENTITIES,
                        query("2", "", "", "PK = :pk AND begins_with(SK, :sk)", ":pk", "CUST#1", ":sk", "ORDER#1#")),
                "ended with its delimiter");
    }

    @Test
    void aPrefixOfAPeriodIsNotJudgedWhenNoItemIsThatPart() {
        List<Map<String, ItemValue>> events =
                List.of(item("PK", "CUST#1", "SK", "ORDER#2024-01-03"), item("PK", "CUST#1", "SK", "ORDER#2024-02-01"));
        DataModel model = model(
                shop(List.of(), events),
                List.of(),
                query("3", "", "", "PK = :pk AND begins_with(SK, :sk)", ":pk", "CUST#1", ":sk", "ORDER#2024-0"));
        assertEquals(List.of(), findings(model, CODE));
    }

    @Test
    void withoutItemsOfTheEntityTheTemplateShowsWhatThePrefixCanRead() {
        Entity order = entity("Order", List.of(), "PK", "CUST#{id}", "SK", "ORDER#{orderId}");
        DataModel model = model(
                shop(List.of(), List.of(item("PK", "CUST#1", "SK", "PROFILE"))),
                List.of(order),
                query("4", "", "", "PK = :pk AND begins_with(SK, :sk)", ":pk", "CUST#1", ":sk", "ORDER#1"));

        List<Finding> found = findings(model, CODE);
        assertEquals(1, found.size(), found.toString());
        assertEquals(
                "Pattern 4's begins_with(SK, \"ORDER#1\") ends inside the part Order's template \"ORDER#{orderId}\""
                        + " fills in, so it can also read the items whose part merely continues \"ORDER#1\" (the design"
                        + " has none of them to show): use SK = \"ORDER#1\".",
                found.get(0).message());
    }

    @Test
    void aDesignWhosePatternsReadWhatTheyMeanHasNoFindings() {
        DataModel model = model(
                shop(List.of(), CUSTOMER),
                ENTITIES,
                query("1", "A customer's profile", "", "PK = :pk AND SK = :sk", ":pk", "CUST#1", ":sk", "PROFILE"),
                query(
                        "2",
                        "A customer's orders with their lines",
                        "",
                        "PK = :pk AND begins_with(SK, :sk)",
                        ":pk",
                        "CUST#1",
                        ":sk",
                        "ORDER#"),
                query(
                        "3",
                        "An order's lines",
                        "",
                        "PK = :pk AND begins_with(SK, :sk)",
                        ":pk",
                        "CUST#1",
                        ":sk",
                        "ORDER#1#ITEM#"));

        // Order's and OrderItem's templates would make one key only with an orderId holding "#ITEM#", which a key
        // design's separator rules out: a design whose patterns each read what they mean has no finding.
        assertEquals(List.of(), Findings.of(model, Designs.reads(model)));
    }
}
