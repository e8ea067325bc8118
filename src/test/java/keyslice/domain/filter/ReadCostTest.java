package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class ReadCostTest {

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"a\":{\"S\":\"é\"}}|3",
                "{\"😀\":{\"S\":\"\"}}|4",
                "{\"ab\":{\"N\":\"12345\"}}|6",
                "{\"n\":{\"N\":\"100\"}}|3",
                "{\"n\":{\"N\":\"-0.0012\"}}|3",
                "{\"b\":{\"B\":\"AAE=\"}}|3",
                "{\"t\":{\"BOOL\":true}}|2",
                "{\"z\":{\"NULL\":true}}|2",
                "{\"ss\":{\"SS\":[\"a\",\"bc\"]}}|5",
                "{\"ns\":{\"NS\":[\"1\",\"22\"]}}|6",
                "{\"bs\":{\"BS\":[\"AAE=\",\"AA==\"]}}|5",
                "{\"l\":{\"L\":[]}}|4",
                "{\"l\":{\"L\":[{\"S\":\"ab\"},{\"N\":\"1\"}]}}|10",
                "{\"m\":{\"M\":{}}}|4",
                "{\"m\":{\"M\":{\"k\":{\"S\":\"v\"}}}}|7",
                "{\"PK\":{\"S\":\"DRIVE#a91\"},\"SK\":{\"S\":\"root/\"}}|18",
            })
    void itemSizesFollowDynamoDbsRules(String json, long size) {
        assertEquals(
                size, ReadCost.itemSize(ItemLines.parse(json).items().get(0).attributes()));
    }

    /** An item of exactly {@code bytes} bytes whose {@code status} is {@code open} or {@code done}. */
    private static Map<String, ItemValue> item(int bytes, boolean open) {
        String status = open ? "open" : "done";
        return Map.of("status", new ItemValue.S(status), "x", new ItemValue.S("a".repeat(bytes - 11)));
    }

    private static List<Map<String, ItemValue>> items(int count, int bytes) {
        List<Map<String, ItemValue>> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(item(bytes, i % 2 == 0));
        }
        return items;
    }

    private static final Optional<Condition> OPEN_ONLY =
            FilterParser.condition("status = \"open\"").condition();

    /** Items; filter, Limit, consistency; then each page: read, returned, bytes, read units. */
    static Stream<Arguments> queries() {
        return Stream.of(
                Arguments.of(
                        items(3, 1000),
                        Optional.empty(),
                        OptionalInt.empty(),
                        true,
                        List.of(new ReadCost.Page(3, 3, 3000, 2))),
                Arguments.of(
                        items(3, 1000),
                        Optional.empty(),
                        OptionalInt.empty(),
                        false,
                        List.of(new ReadCost.Page(3, 3, 3000, 1))),
                // rounded up once per page, not per item
                Arguments.of(
                        items(4, 4097),
                        Optional.empty(),
                        OptionalInt.empty(),
                        true,
                        List.of(new ReadCost.Page(4, 4, 16388, 10))),
                Arguments.of(
                        items(1, 4096),
                        Optional.empty(),
                        OptionalInt.empty(),
                        false,
                        List.of(new ReadCost.Page(1, 1, 4096, 1))),
                // the filter changes what is returned, not what is read or paid
                Arguments.of(
                        items(3, 1000),
                        OPEN_ONLY,
                        OptionalInt.empty(),
                        true,
                        List.of(new ReadCost.Page(3, 2, 3000, 2))),
                // Limit counts items read, so a page may return fewer, even none
                Arguments.of(
                        items(5, 1000),
                        OPEN_ONLY,
                        OptionalInt.of(2),
                        true,
                        List.of(
                                new ReadCost.Page(2, 1, 2000, 2),
                                new ReadCost.Page(2, 1, 2000, 2),
                                new ReadCost.Page(1, 1, 1000, 2))),
                Arguments.of(
                        List.of(item(100, false), item(100, false), item(100, true)),
                        OPEN_ONLY,
                        OptionalInt.of(2),
                        false,
                        List.of(new ReadCost.Page(2, 0, 200, 1), new ReadCost.Page(1, 1, 100, 1))),
                // a page ends with the item that reaches 1 MB, before the filter
                Arguments.of(
                        items(4, 400_000),
                        OPEN_ONLY,
                        OptionalInt.empty(),
                        true,
                        List.of(new ReadCost.Page(3, 2, 1_200_000, 2 * 293), new ReadCost.Page(1, 0, 400_000, 2 * 98))),
                Arguments.of(
                        items(2, ReadCost.PAGE_BYTES / 2),
                        Optional.empty(),
                        OptionalInt.empty(),
                        false,
                        List.of(new ReadCost.Page(2, 2, ReadCost.PAGE_BYTES, 256))),
                Arguments.of(List.of(), Optional.empty(), OptionalInt.empty(), true, List.of()));
    }

    @ParameterizedTest(name = "{index}")
    @MethodSource("queries")
    void pagesAndReadUnitsAreCountedAsDynamoDbDoes(
            List<Map<String, ItemValue>> items,
            Optional<Condition> filter,
            OptionalInt limit,
            boolean consistent,
            List<ReadCost.Page> pages) {
        assertEquals(pages, ReadCost.pages(items, filter, limit, consistent));
    }

    @org.junit.jupiter.api.Test
    void eventuallyConsistentReadsCostHalf() {
        assertEquals(
                0.5,
                ReadCost.pages(items(1, 20), Optional.empty(), OptionalInt.empty(), false)
                        .get(0)
                        .readUnits());
        assertEquals(
                1.0,
                ReadCost.pages(items(1, 20), Optional.empty(), OptionalInt.empty(), true)
                        .get(0)
                        .readUnits());
        assertThrows(
                IllegalArgumentException.class,
                () -> ReadCost.pages(Collections.emptyList(), Optional.empty(), OptionalInt.of(0), true));
    }
}
