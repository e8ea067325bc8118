package keyslice.domain.filter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a Query over the sample items costs, page by page, as DynamoDB counts it. A filter runs after the read: every
 * item read is paid for and counts against Limit and the 1 MB page, whether the filter keeps it or not.
 */
public final class ReadCost {

    /** DynamoDB Developer Guide, "Query": a page reads at most 1 MB, counted before any FilterExpression. */
    public static final int PAGE_BYTES = 1024 * 1024;
    /** DynamoDB Developer Guide, "Read consumption": one read unit per 4 KB, strongly consistent. */
    public static final int READ_UNIT_BYTES = 4096;

    /**
     * One Query call's page.
     *
     * @param itemsRead     the items DynamoDB read (its ScannedCount)
     * @param itemsReturned those the filter kept (its Count)
     * @param bytesRead     the summed sizes of the items read
     * @param halfReadUnits the read capacity consumed, in halves so that eventually consistent reads stay exact
     */
    public record Page(int itemsRead, int itemsReturned, long bytesRead, long halfReadUnits) {
        public double readUnits() {
            return halfReadUnits / 2.0;
        }
    }

    private ReadCost() {}

    /**
     * Entry point for the web layer: the pages of a Query over {@code items} in the order the Query reads them.
     * A page ends when it has read {@code limit} items or, counting the item that crosses it, 1 MB, as dynalite does.
     * Each page's sizes are summed and rounded up to 4 KB once (DynamoDB Developer Guide, "Read consumption for Query");
     * an eventually consistent read costs half. A Query that reads no item is not modelled: there is no page.
     */
    public static List<Page> pages(
            List<Map<String, ItemValue>> items, Optional<Condition> filter, OptionalInt limit, boolean consistentRead) {
        if (limit.isPresent() && limit.getAsInt() < 1) {
            throw new IllegalArgumentException("Limit is at least 1, not " + limit.getAsInt());
        }
        List<Page> pages = new ArrayList<>();
        int read = 0;
        int returned = 0;
        long bytes = 0;
        for (Map<String, ItemValue> item : items) {
            read++;
            bytes += itemSize(item);
            if (filter.isEmpty() || FilterEvaluator.evaluate(filter.get(), item).kept()) {
                returned++;
            }
            if (read == limit.orElse(Integer.MAX_VALUE) || bytes >= PAGE_BYTES) {
                pages.add(page(read, returned, bytes, consistentRead));
                read = 0;
                returned = 0;
                bytes = 0;
            }
        }
        if (read > 0) {
            pages.add(page(read, returned, bytes, consistentRead));
        }
        return pages;
    }

    private static Page page(int read, int returned, long bytes, boolean consistentRead) {
        long units = (bytes + READ_UNIT_BYTES - 1) / READ_UNIT_BYTES;
        return new Page(read, returned, bytes, consistentRead ? 2 * units : units);
    }

    /** DynamoDB Developer Guide, "Item sizes and formats": each attribute's name (UTF-8 bytes) plus its value's size. */
    public static long itemSize(Map<String, ItemValue> item) {
        long size = 0;
        for (Map.Entry<String, ItemValue> attribute : item.entrySet()) {
            size += utf8(attribute.getKey()) + size(attribute.getValue());
        }
        return size;
    }

    /**
     * The same guide, value by value: S its UTF-8 bytes; N about one byte per two significant digits plus one; B its
     * bytes; BOOL and NULL one byte; a set the sum of its elements; L and M three bytes of overhead plus one per element
     * and the elements' sizes, a map's keys counted like attribute names.
     */
    static long size(ItemValue value) {
        return switch (value.type()) {
            case S -> utf8(((ItemValue.S) value).text());
            case N -> numberSize(((ItemValue.N) value).number());
            case B -> ((ItemValue.B) value).bytes().length;
            case BOOL, NULL -> 1;
            case SS ->
                ((ItemValue.SS) value)
                        .elements().stream().mapToLong(ReadCost::utf8).sum();
            case NS ->
                ((ItemValue.NS) value)
                        .elements().stream().mapToLong(ReadCost::numberSize).sum();
            case BS ->
                ((ItemValue.BS) value)
                        .elements().stream().mapToLong(b -> b.bytes().length).sum();
            case L ->
                3
                        + ((ItemValue.L) value)
                                .elements().stream()
                                        .mapToLong(element -> 1 + size(element))
                                        .sum();
            case M ->
                3
                        + ((ItemValue.M) value)
                                .entries().entrySet().stream()
                                        .mapToLong(entry -> 1 + utf8(entry.getKey()) + size(entry.getValue()))
                                        .sum();
        };
    }

    /** Leading and trailing zeros are not stored: the record's number is already stripped of trailing zeros. */
    private static long numberSize(java.math.BigDecimal number) {
        return (number.precision() + 1) / 2 + 1;
    }

    private static long utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
