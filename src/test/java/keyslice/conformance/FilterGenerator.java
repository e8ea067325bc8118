package keyslice.conformance;

import static keyslice.conformance.FilterItems.HOME;
import static keyslice.conformance.FilterItems.MAP_KEYS;
import static keyslice.conformance.FilterItems.STRINGS;
import static keyslice.conformance.FilterItems.TYPES;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import keyslice.domain.filter.Comparator;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.Function;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.Operand;
import keyslice.domain.filter.Path;

/**
 * Seeded random items and filters over one small vocabulary, so that filters often meet the values they test: each
 * attribute has a usual type but is sometimes missing or of another type, and values come from small pools.
 * A few filters break one of DynamoDB's rules (key attribute, BETWEEN bounds, operand types, a path compared with
 * itself), so that rejections are exercised too.
 */
final class FilterGenerator {

    final Random random;

    private final FilterItems items;

    FilterGenerator(Random random) {
        this.random = random;
        this.items = new FilterItems(random);
    }

    /** An item of the vocabulary's attributes, each sometimes missing or of another type. */
    Map<String, ItemValue> item() {
        return items.item();
    }

    Condition condition(int depth) {
        if (depth < 3 && random.nextInt(100) < 40) {
            int kind = random.nextInt(8);
            if (kind < 2) {
                // Double and triple negation too: keyslice writes a NOT's operand that is a NOT in parentheses, which
                // every engine reads (dynalite refuses NOT directly after NOT).
                Condition operand = new Condition.Not(condition(depth + 1));
                int more = random.nextInt(4);
                for (int i = 0; i < (more == 3 ? 2 : more == 2 ? 1 : 0); i++) {
                    operand = new Condition.Not(operand);
                }
                return operand;
            }
            return kind < 5
                    ? new Condition.And(condition(depth + 1), condition(depth + 1))
                    : new Condition.Or(condition(depth + 1), condition(depth + 1));
        }
        int kind = random.nextInt(100);
        if (kind < 34) {
            return compare();
        }
        if (kind < 44) {
            return between();
        }
        if (kind < 54) {
            return in();
        }
        if (kind < 62) {
            return new Condition.Call(Function.ATTRIBUTE_EXISTS, List.of(path()));
        }
        if (kind < 70) {
            return new Condition.Call(Function.ATTRIBUTE_NOT_EXISTS, List.of(path()));
        }
        if (kind < 78) {
            String name = random.nextInt(40) == 0 ? "STRING" : pick(TYPES).name();
            return new Condition.Call(
                    Function.ATTRIBUTE_TYPE, List.of(path(), new Operand.Literal(new ItemValue.S(name))));
        }
        if (kind < 88) {
            Path path = path();
            // a literal prefix: dynalite crashes on begins_with of two missing paths
            Operand prefix = random.nextInt(40) == 0
                    ? new Operand.Literal(items.number())
                    : new Operand.Literal(new ItemValue.S(prefix(pick(STRINGS))));
            if (random.nextInt(60) == 0) {
                prefix = path;
            }
            return new Condition.Call(Function.BEGINS_WITH, List.of(path, prefix));
        }
        Path container = path();
        Operand element = random.nextInt(4) == 0
                ? path()
                : random.nextInt(60) == 0
                        ? container
                        : new Operand.Literal(random.nextBoolean() ? new ItemValue.S(pick(STRINGS)) : items.number());
        return new Condition.Call(Function.CONTAINS, List.of(container, element));
    }

    private String prefix(String text) {
        return text.substring(0, Math.min(text.length(), random.nextInt(3)));
    }

    private Condition compare() {
        Comparator comparator = pick(Comparator.values());
        boolean ordering = comparator != Comparator.EQ && comparator != Comparator.NE;
        Operand subject = subject();
        Operand other;
        int r = random.nextInt(100);
        if (r < 20) {
            other = random.nextInt(3) == 0 ? new Operand.Size(path()) : path();
        } else if (r < 22 && subject instanceof Path) {
            other = subject; // a path compared with itself: DynamoDB refuses it
        } else {
            other = literalFor(subject, ordering);
        }
        return random.nextInt(8) == 0
                ? new Condition.Compare(other, comparator, subject)
                : new Condition.Compare(subject, comparator, other);
    }

    /** BETWEEN with literal bounds: dynalite crashes on a path or size bound that is missing or of another type. */
    private Condition between() {
        Operand subject = subject();
        ItemValue.Scalar low;
        ItemValue.Scalar high;
        boolean text =
                !(subject instanceof Operand.Size) && isText(subject) ? random.nextInt(5) != 0 : random.nextInt(5) == 0;
        if (text) {
            low = new ItemValue.S(pick(STRINGS));
            high = new ItemValue.S(pick(STRINGS));
        } else {
            low = items.number();
            high = items.number();
        }
        if (random.nextInt(50) == 0) {
            high = text ? items.number() : new ItemValue.S(pick(STRINGS));
        } else if (ItemValue.S.class.isInstance(low) == ItemValue.S.class.isInstance(high)
                && random.nextInt(30) != 0
                && order(low, high) > 0) {
            ItemValue.Scalar swap = low;
            low = high;
            high = swap;
        }
        return new Condition.Between(subject, new Operand.Literal(low), new Operand.Literal(high));
    }

    /** IN with literal candidates: dynalite crashes on a candidate path that is missing. */
    private Condition in() {
        Operand subject = subject();
        List<Operand> candidates = new ArrayList<>();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            candidates.add(literalFor(subject, false));
        }
        return new Condition.In(subject, candidates);
    }

    private Operand subject() {
        if (random.nextInt(4) == 0) {
            return new Operand.Size(random.nextInt(80) == 0 ? new Operand.Literal(items.number()) : path());
        }
        return path();
    }

    /** Mostly of the subject's usual type; for an ordering only S or N (dynalite orders BOOL and NULL, DynamoDB doesn't). */
    private Operand literalFor(Operand subject, boolean ordering) {
        ItemValue.Type type;
        if (subject instanceof Operand.Size) {
            type = random.nextInt(6) == 0 ? ItemValue.Type.S : ItemValue.Type.N;
        } else if (random.nextInt(3) != 0
                && subject instanceof Path path
                && path.elements().size() == 1
                && HOME.get(path.head()) != null
                && isLiteralType(HOME.get(path.head()), ordering)) {
            type = HOME.get(path.head());
        } else {
            List<ItemValue.Type> allowed = ordering
                    ? List.of(ItemValue.Type.S, ItemValue.Type.N)
                    : List.of(ItemValue.Type.S, ItemValue.Type.N, ItemValue.Type.BOOL, ItemValue.Type.NULL);
            type = allowed.get(random.nextInt(allowed.size()));
        }
        ItemValue.Scalar value = switch (type) {
            case N -> random.nextInt(3) == 0 ? new ItemValue.N(BigDecimal.valueOf(random.nextInt(4))) : items.number();
            case BOOL -> new ItemValue.Bool(random.nextBoolean());
            case NULL -> new ItemValue.Null();
            default -> new ItemValue.S(pick(STRINGS));
        };
        return new Operand.Literal(value);
    }

    private static boolean isLiteralType(ItemValue.Type type, boolean ordering) {
        return type == ItemValue.Type.S
                || type == ItemValue.Type.N
                || !ordering && (type == ItemValue.Type.BOOL || type == ItemValue.Type.NULL);
    }

    private static boolean isText(Operand subject) {
        return subject instanceof Path path && HOME.get(path.head()) == ItemValue.Type.S;
    }

    private static int order(ItemValue a, ItemValue b) {
        if (a instanceof ItemValue.S x && b instanceof ItemValue.S y) {
            return keyslice.domain.key.KeyOrder.compareUtf8(x.text(), y.text());
        }
        return ((ItemValue.N) a).number().compareTo(((ItemValue.N) b).number());
    }

    Path path() {
        List<Path.Element> elements = new ArrayList<>();
        if (random.nextInt(70) == 0) {
            elements.add(new Path.Name(random.nextBoolean() ? "PK" : "SK"));
            return new Path(elements);
        }
        int r = random.nextInt(100);
        if (r < 55) {
            elements.add(new Path.Name(pick(HOME.keySet().toArray(String[]::new))));
        } else if (r < 75) {
            elements.add(new Path.Name(random.nextInt(4) == 0 ? "mixed" : "m"));
            elements.add(new Path.Name(pick(MAP_KEYS.toArray(String[]::new))));
            if (random.nextInt(3) == 0) {
                elements.add(
                        random.nextBoolean()
                                ? new Path.Name(pick(MAP_KEYS.toArray(String[]::new)))
                                : new Path.Index(random.nextInt(3)));
            }
        } else {
            elements.add(new Path.Name(random.nextInt(4) == 0 ? "mixed" : "l"));
            elements.add(new Path.Index(random.nextInt(4)));
            if (random.nextInt(3) == 0) {
                elements.add(
                        random.nextBoolean()
                                ? new Path.Name(pick(MAP_KEYS.toArray(String[]::new)))
                                : new Path.Index(random.nextInt(3)));
            }
        }
        return new Path(elements);
    }

    private <T> T pick(T[] options) {
        return options[random.nextInt(options.length)];
    }

    private <T> T pick(List<T> options) {
        return options.get(random.nextInt(options.size()));
    }
}
