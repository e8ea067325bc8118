package keyslice.domain;

import static keyslice.domain.WarningFixChecks.writtenWith;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Segments;
import keyslice.domain.key.Timestamps;

/**
 * The states {@link WarningFixPropertyTest} generates: sort-key values from parts and delimiters, bounds and samples.
 */
final class WarningFixStates {

    private WarningFixStates() {}

    static final String[] PARTS = {
        "root",
        "photos",
        "photos-old",
        "photos.zip",
        "My Documents",
        "Photos",
        "docs",
        "EVT",
        "item",
        "USER",
        "x",
        "1",
        "9",
        "12",
        "100",
        "0009",
        "2026",
        "2026-06",
        "2026-06-23",
        "2026-06-23T00:00:00Z",
        "2026-06-23T23:59:59Z",
        "2026-06-23T00:00:00.250Z",
        "2026-06-23T23:59:59.500Z",
        "2026-06-23T10:15:00.5Z",
        "2026-06-23T10:15:00.000Z",
        "2026-06-23 10:15",
        "2026-06-23 10:15:00.50",
        "2026-06-23T12:15:00+02:00",
        "6/23/2026",
        ""
    };
    static final String[] DELIMITERS = {"#", "/", "#", "/", "|"};
    static final String[] OPS = {"eq", "lt", "le", "gt", "ge", "between", "begins_with", "begins_with", "between", "ge"
    };

    /** Every part of both bounds, in order: segments, or typed text split at the delimiter. */
    static List<String> boundParts(QueryForm form) {
        List<String> parts = new ArrayList<>();
        String delim = Pattern.quote(writtenWith(form));
        List<String> lower = Segments.withoutTrailingBlanks(form.seg());
        parts.addAll(lower.isEmpty() ? List.of(form.value().split(delim, -1)) : lower);
        if (form.effectiveOp().equals("between")) {
            List<String> upper = Segments.withoutTrailingBlanks(form.toSeg());
            parts.addAll(upper.isEmpty() ? List.of(form.to().split(delim, -1)) : upper);
        }
        return parts;
    }

    static List<String> sampleParts(QueryForm form) {
        List<String> parts = new ArrayList<>();
        for (String key : form.samples().split("\n")) {
            if (!key.isEmpty()) {
                parts.addAll(List.of(key.split(Pattern.quote(writtenWith(form)), -1)));
            }
        }
        return parts;
    }

    static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    // --- the generator
    // ---------------------------------------------------------------------------------------------------

    static String pick(Random random, String... choices) {
        return choices[random.nextInt(choices.length)];
    }

    static List<String> parts(Random random, int min, int max) {
        List<String> parts = new ArrayList<>();
        int count = min + random.nextInt(max - min + 1);
        for (int i = 0; i < count; i++) {
            parts.add(pick(random, PARTS));
        }
        return parts;
    }

    /**
     * A state built the way people write them: typed or segments, a second bound that often shares the first's
     * start, and sample keys around the bounds (their children, siblings, fractions of their second, other case).
     */
    static QueryForm generate(Random random) {
        String delim = pick(random, DELIMITERS);
        String op = pick(random, OPS);
        FormBuilder form = QueryForm.builder()
                .pk(pick(random, "PK", "PK", "status"))
                .pkValue("p")
                .sk(pick(random, "SK", "SK", "SK", "path"))
                .op(op)
                .delim(delim)
                .names(pick(random, "", "", "minimal"))
                .trail(pick(random, "", "true"));
        List<String> lower = parts(random, 1, 4);
        List<String> upper = new ArrayList<>(lower.subList(0, 1 + random.nextInt(lower.size())));
        if (random.nextInt(6) == 0) {
            // The same key shape with a later time of another precision: mixed-precision's ground.
            upper = new ArrayList<>(lower.stream()
                    .map(part -> Timestamps.isCanonical(part)
                            ? pick(random, "2026-06-23T23:59:59.999Z", "2026-06-23T23:59:59Z", "2026-06-24T00:00:00.5Z")
                            : part)
                    .toList());
        } else if (random.nextBoolean()) {
            upper.addAll(parts(random, 0, 2));
        } else if (random.nextBoolean()) {
            upper.set(upper.size() - 1, pick(random, PARTS));
        }
        boolean segments = random.nextInt(3) == 0;
        String lowerText = String.join(delim, lower) + (random.nextInt(4) == 0 ? delim : "");
        String upperText = String.join(delim, upper) + (random.nextInt(4) == 0 ? delim : "");
        if (segments) {
            form.seg(lower).toSeg(upper);
        } else {
            form.value(lowerText).to(upperText);
            if (lowerText.replace("6/23/2026", "").contains(delim) && random.nextBoolean()) {
                // As the builder sends a value typed whole: no delimiter given, the one it is written with is guessed.
                form.delim("");
            }
        }
        if (random.nextInt(8) == 0) {
            // Only other-case spellings of the bound: case-mismatch's ground.
            form.samples(List.of(lowerText.toUpperCase(Locale.ROOT), lowerText.toLowerCase(Locale.ROOT) + "x"));
        } else if (random.nextInt(4) > 0) {
            List<String> samples = new ArrayList<>();
            for (String base : List.of(lowerText, upperText)) {
                String trimmed = base.endsWith(delim) ? base.substring(0, base.length() - delim.length()) : base;
                samples.add(trimmed);
                samples.add(trimmed + delim + pick(random, PARTS));
                samples.add(trimmed + pick(random, "-old" + delim + "x", ".zip", "Z#2", "#2", "0"));
                if (trimmed.endsWith("Z")) {
                    samples.add(trimmed.substring(0, trimmed.length() - 1) + pick(random, ".250Z", ".5Z", ".000Z"));
                }
                if (random.nextBoolean()) {
                    samples.add(
                            random.nextBoolean() ? trimmed.toUpperCase(Locale.ROOT) : trimmed.toLowerCase(Locale.ROOT));
                }
            }
            samples.add(String.join(delim, parts(random, 1, 3)));
            samples.removeIf(String::isEmpty);
            if (random.nextInt(40) == 0) {
                // A sample no key can be (half a surrogate pair): samples-unread's ground, which leaves the fixes
                // alone.
                samples.add(random.nextInt(samples.size() + 1), "\uD800");
            }
            form.samples(samples);
            if (random.nextInt(5) == 0) {
                // The sample keys as items that a filter mostly throws away: filter-waste's ground.
                QueryForm partial = form.build();
                List<String> items = new ArrayList<>();
                for (int i = 0; i < samples.size(); i++) {
                    items.add("{\"" + partial.pk() + "\":{\"S\":\"p\"},\"" + partial.sk() + "\":{\"S\":\""
                            + samples.get(i) + "\"},\"state\":{\"S\":\"" + (i % 4 == 0 ? "open" : "shut") + "\"}}");
                }
                form.filter("state = \"open\"").items(String.join("\n", items));
            }
        }
        return form.build();
    }
}
