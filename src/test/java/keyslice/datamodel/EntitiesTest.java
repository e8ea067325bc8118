package keyslice.datamodel;

import static keyslice.datamodel.Designs.entity;
import static keyslice.datamodel.Designs.item;
import static keyslice.datamodel.Designs.shop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.filter.ItemValue;
import org.junit.jupiter.api.Test;

class EntitiesTest {

    static final ModelTable SHOP = shop(List.of(), List.of());

    static Optional<String> entityOf(List<Entity> entities, Map<String, ItemValue> item) {
        return Entities.of(SHOP, entities, item);
    }

    @Test
    void aTemplateMatchesItsLiteralPartsWithEveryPlaceholderNonEmpty() {
        KeyTemplate order = KeyTemplate.parse("ORDER#{orderId}");
        assertTrue(order.matches("ORDER#1"));
        assertTrue(order.matches("ORDER#1#x"), "a placeholder's value may hold anything, the delimiter too");
        assertFalse(order.matches("ORDER#"), "the placeholder is empty");
        assertFalse(order.matches("ORDERS#1"));

        KeyTemplate item = KeyTemplate.parse("ORDER#{orderId}#ITEM#{n}");
        assertTrue(item.matches("ORDER#1#ITEM#2"));
        assertTrue(item.matches("ORDER#1#ITEM#2#ITEM#3"));
        assertFalse(item.matches("ORDER##ITEM#2"));
        assertFalse(item.matches("ORDER#1#ITEM#"));
        assertFalse(item.matches("ORDER#1#ITEM"), "the last literal may not overlap the one before");

        assertTrue(KeyTemplate.parse("PROFILE").matches("PROFILE"));
        assertFalse(KeyTemplate.parse("PROFILE").matches("PROFILE#1"));
        assertTrue(KeyTemplate.parse("{a}{b}").matches("xy"));
        assertFalse(KeyTemplate.parse("{a}{b}").matches("x"));
        assertEquals(List.of("A{b"), KeyTemplate.parse("A{b").literals(), "an unclosed brace is literal text");
    }

    @Test
    void aFacetsListedKeysComeFirstThenTemplatesThenTheSortKeysLeadingSegment() {
        Entity listed =
                new Entity("Special", "Shop", Map.of(), List.of(), List.of(item("PK", "CUST#1", "SK", "ORDER#7")));
        Entity order = entity("Order", List.of(), "PK", "CUST#{id}", "SK", "ORDER#{orderId}");

        assertEquals(Optional.of("Special"), entityOf(List.of(order, listed), item("PK", "CUST#1", "SK", "ORDER#7")));
        assertEquals(Optional.of("Order"), entityOf(List.of(order, listed), item("PK", "CUST#1", "SK", "ORDER#8")));
        assertEquals(Optional.of("INVOICE"), entityOf(List.of(order), item("PK", "CUST#1", "SK", "INVOICE#8")));
        assertEquals(Optional.of("PROFILE"), entityOf(List.of(order), item("PK", "CUST#1", "SK", "PROFILE")));
        assertEquals(Optional.empty(), entityOf(List.of(order), item("PK", "CUST#1", "SK", "#x")));
        assertEquals(
                Optional.empty(),
                entityOf(List.of(order), item("PK", "DRIVE#1", "SK", "root/photos/2026/beach.jpg")),
                "a path is a key, not a kind of item");
        assertEquals(Optional.empty(), entityOf(List.of(order), item("PK", "DAY", "SK", "2026-06-23")));
        ModelTable hashOnly = new ModelTable("Shop", Designs.key("PK", "HASH"), List.of(), List.of());
        assertEquals(Optional.empty(), Entities.of(hashOnly, List.of(), item("PK", "ORDER#1")), "no sort key");
    }

    @Test
    void everyTemplateTheItemHasAnAttributeForMustMatchAndTheMostLiteralTextWins() {
        Entity user = entity("User", List.of(), "PK", "USER#{id}", "SK", "USER#{id}", "GSI1PK", "EMAIL#{email}");
        Entity profile = entity("Profile", List.of(), "PK", "USER#{id}", "SK", "USER#{id}#PROFILE");

        assertEquals(
                Optional.of("User"),
                entityOf(List.of(user, profile), item("PK", "USER#1", "SK", "USER#1")),
                "GSI1PK's template does not apply to an item without GSI1PK");
        assertEquals(
                Optional.of("USER"),
                entityOf(List.of(user), item("PK", "USER#1", "SK", "USER#1", "GSI1PK", "ada@example.com")),
                "a template the item's value does not follow rules the entity out");
        assertEquals(
                Optional.of("Profile"),
                entityOf(List.of(user, profile), item("PK", "USER#1", "SK", "USER#1#PROFILE")),
                "both match; Profile's templates have more literal text");
    }

    @Test
    void anMcpDataModelWithoutEntitiesNamesItemsByTheirSortKeysLeadingSegment() throws Exception {
        DataModel orders = DataModels.read(DataModelsTest.resource("orders.json"));
        ModelTable shop = orders.tables().get(0);

        assertEquals(
                List.of(Optional.of("PROFILE"), Optional.of("ORDER"), Optional.of("ORDER")),
                Entities.of(orders, shop, shop.items()));
    }
}
