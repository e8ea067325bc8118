package keyslice.web.embed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.FormParser;

/**
 * The parameters of {@code /embed} alone: {@code theme} (the card's colours) and {@code show} (which of its parts it
 * shows). They live here and not in {@code domain/form/Field}, so no permalink, builder form or API answer ever carries
 * them; the builder ignores them as it ignores any parameter it does not know. A new card-only parameter goes here too.
 *
 * @param show the parts asked for, or empty for every part that applies
 */
public record EmbedOptions(Theme theme, Optional<Set<Part>> show) {

    public static final String THEME = "theme";
    public static final String SHOW = "show";
    public static final EmbedOptions DEFAULTS = new EmbedOptions(Theme.AUTO, Optional.empty());

    public EmbedOptions {
        show = show.map(Set::copyOf);
        if (show.isPresent() && show.get().isEmpty()) {
            throw new IllegalArgumentException("show names at least one part");
        }
    }

    /** {@code auto} follows the reader's light or dark setting; the others hold whatever it is, to match the page around. */
    public enum Theme {
        AUTO("Follow the reader's setting"),
        LIGHT("Light"),
        DARK("Dark");

        private final String label;

        Theme(String label) {
            this.label = label;
        }

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** What the embed dialog calls it. */
        public String label() {
            return label;
        }
    }

    /** The card's parts, in the order it shows them; the header with its link back is always there. */
    public enum Part {
        SUMMARY("Summary in words"),
        EXPRESSION("KeyConditionExpression"),
        FILTER("Filter, projection and sample items"),
        VALUES("Names and values"),
        WARNINGS("Warnings"),
        SLICE("Slice of the sample keys");

        private final String label;

        Part(String label) {
            this.label = label;
        }

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        public String label() {
            return label;
        }

        static Optional<Part> fromCode(String code) {
            return Arrays.stream(values())
                    .filter(part -> part.code().equals(code))
                    .findFirst();
        }
    }

    /** The options, and a problem for each parameter that is not one of them (a default takes its place). */
    public record Parsed(EmbedOptions options, List<Problem> problems) {}

    public static Parsed parse(DecodedQuery decoded) {
        List<Problem> problems = new ArrayList<>();
        decoded.problems().stream()
                .filter(p -> p.field().equals(THEME) || p.field().equals(SHOW))
                .forEach(problems::add);
        Theme theme = Theme.AUTO;
        Optional<String> themeText = single(decoded, THEME, problems);
        if (themeText.isPresent()) {
            Optional<Theme> named = Arrays.stream(Theme.values())
                    .filter(t -> t.code().equals(themeText.get()))
                    .findFirst();
            if (named.isPresent()) {
                theme = named.get();
            } else {
                problems.add(new Problem(
                        THEME,
                        "The parameter theme is " + Shown.quoted(themeText.get())
                                + ": use light, dark or auto (auto follows the reader's setting).",
                        "theme must be light, dark or auto"));
            }
        }
        Optional<Set<Part>> show = Optional.empty();
        Optional<String> showText = single(decoded, SHOW, problems);
        if (showText.isPresent()) {
            show = parts(showText.get(), problems);
        }
        return new Parsed(new EmbedOptions(theme, show), List.copyOf(problems));
    }

    /** The first value of {@code name}; none when it could not be decoded, which is a problem already. */
    private static Optional<String> single(DecodedQuery decoded, String name, List<Problem> problems) {
        List<String> values = decoded.params().getOrDefault(name, List.of());
        if (values.size() > 1) {
            problems.add(FormParser.givenMoreThanOnce(name, values.size()));
        }
        if (decoded.problems().stream().anyMatch(p -> p.field().equals(name))) {
            return Optional.empty();
        }
        return values.stream().findFirst();
    }

    private static Optional<Set<Part>> parts(String text, List<Problem> problems) {
        Set<Part> parts = EnumSet.noneOf(Part.class);
        for (String code : text.split(",", -1)) {
            String trimmed = code.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            Optional<Part> part = Part.fromCode(trimmed);
            if (part.isPresent()) {
                parts.add(part.get());
            } else {
                problems.add(new Problem(
                        SHOW,
                        "The parameter show names " + Shown.quoted(trimmed) + ", which is not a part of the card: "
                                + "use " + codeList() + ", separated by commas.",
                        "show lists parts of the card: " + codeList()));
                return Optional.empty();
            }
        }
        if (parts.isEmpty()) {
            problems.add(new Problem(
                    SHOW,
                    "The parameter show names no part: give one or more of " + codeList()
                            + ", separated by commas, or leave show out for every part.",
                    "show lists parts of the card: " + codeList()));
            return Optional.empty();
        }
        return Optional.of(parts);
    }

    private static String codeList() {
        List<String> codes = Arrays.stream(Part.values()).map(Part::code).toList();
        return String.join(", ", codes.subList(0, codes.size() - 1)) + " or " + codes.get(codes.size() - 1);
    }

    /** Whether the card shows {@code part} when it applies (a slice needs samples, warnings need a warning). */
    public boolean asks(Part part) {
        return show.map(parts -> parts.contains(part)).orElse(true);
    }

    /** The same options showing only {@code parts}. */
    public EmbedOptions showing(Set<Part> parts) {
        return new EmbedOptions(theme, Optional.of(parts));
    }

    /** {@code &theme=light&show=summary,expression}, or "" for the defaults: what a card's URL adds to the permalink's. */
    public String queryString() {
        StringBuilder query = new StringBuilder();
        if (theme != Theme.AUTO) {
            query.append('&').append(THEME).append('=').append(theme.code());
        }
        show.ifPresent(parts -> query.append('&')
                .append(SHOW)
                .append('=')
                .append(parts.stream().sorted().map(Part::code).collect(Collectors.joining(","))));
        return query.toString();
    }
}
