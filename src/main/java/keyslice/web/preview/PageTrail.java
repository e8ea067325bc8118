package keyslice.web.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import keyslice.domain.text.Shown;
import keyslice.preview.PreviewException;

/**
 * Where a page of a Run is among the Query's pages. The engine's page tokens ({@code startKey}) only lead forward, so
 * the Run form carries the way back: {@code page}, the number of the page shown, and {@code pageKey}, the start keys
 * of pages 2 to {@code page} (the last one is the shown page's own). A button then moves from there: Next with
 * {@code startKey} (the engine's token for the following page), Previous and First with {@code nav}.
 *
 * <p>The trail keeps at most {@link #MAX_KEYS} keys and {@link #MAX_CHARS} characters, the oldest dropped first, so
 * that the form stays far below the body limit; past that, Previous stops where the trail does and First remains.
 *
 * @param keys start keys of the pages before and including this one, page 2 onwards (empty on the first page)
 */
record PageTrail(int page, List<String> keys) {

    static final String PAGE = "page";
    static final String PAGE_KEY = "pageKey";
    static final String NAV = "nav";
    static final String START_KEY = "startKey";
    static final int MAX_PAGE = 100_000;
    static final int MAX_KEYS = 20;
    static final int MAX_CHARS = 16 * 1024;

    static final PageTrail FIRST = new PageTrail(1, List.of());

    PageTrail {
        keys = List.copyOf(keys);
    }

    /** The start key of this page; empty for the first page. */
    Optional<String> startKey() {
        return keys.isEmpty() ? Optional.empty() : Optional.of(keys.get(keys.size() - 1));
    }

    PageTrail next(String token) {
        List<String> longer = new ArrayList<>(keys);
        longer.add(token);
        while (longer.size() > MAX_KEYS || chars(longer) > MAX_CHARS) {
            longer.remove(0);
        }
        return new PageTrail(page + 1, longer);
    }

    /** The page before, when the trail still reaches it. */
    Optional<PageTrail> previous() {
        if (page == 2) {
            return Optional.of(FIRST);
        }
        return page > 2 && keys.size() >= 2
                ? Optional.of(new PageTrail(page - 1, keys.subList(0, keys.size() - 1)))
                : Optional.empty();
    }

    /**
     * The page a Run asks for: the first unless the form came from a page of results and a button moved from there.
     *
     * @param checkToken checks one token (field, token) as the engine's codec would, throwing {@link PreviewException}
     * @throws PreviewException BAD_INPUT naming the parameter and its rule, for anything a page of keyslice never sends
     */
    static PageTrail requested(Map<String, List<String>> params, BiConsumer<String, String> checkToken) {
        PageTrail from = position(params, checkToken);
        Optional<String> nav = single(params, NAV);
        Optional<String> startKey = single(params, START_KEY);
        if (nav.isPresent() && startKey.isPresent()) {
            throw bad(NAV, "nav and startKey are two moves at once; a page button sends one of them");
        }
        if (startKey.isPresent()) {
            checkToken.accept(START_KEY, startKey.get());
            return from.next(startKey.get());
        }
        if (nav.isEmpty()) {
            return from;
        }
        return switch (nav.get()) {
            case "first" -> FIRST;
            case "previous" ->
                from.previous()
                        .orElseThrow(() -> bad(
                                NAV,
                                "page " + from.page + " has no previous page left in its trail; go to the first page"));
            default -> throw bad(NAV, "nav is \"first\" or \"previous\", not " + Shown.quoted(nav.get()));
        };
    }

    /** The page the form came from, as its hidden fields describe it. */
    private static PageTrail position(Map<String, List<String>> params, BiConsumer<String, String> checkToken) {
        List<String> keys = params.getOrDefault(PAGE_KEY, List.of());
        Optional<String> pageText = single(params, PAGE);
        if (pageText.isEmpty()) {
            if (!keys.isEmpty()) {
                throw bad(PAGE_KEY, "pageKey comes with page, the number of the page it leads to");
            }
            return FIRST;
        }
        String text = pageText.get();
        if (!text.matches("[0-9]{1,6}") || Integer.parseInt(text) < 1 || Integer.parseInt(text) > MAX_PAGE) {
            throw bad(PAGE, "page is a whole number from 1 to " + MAX_PAGE + ", not " + Shown.quoted(text));
        }
        int page = Integer.parseInt(text);
        if (keys.size() > MAX_KEYS || chars(keys) > MAX_CHARS) {
            throw bad(PAGE_KEY, "pageKey holds at most " + MAX_KEYS + " keys of " + MAX_CHARS + " characters in all");
        }
        if ((page == 1) != keys.isEmpty() || keys.size() > page - 1) {
            int most = Math.min(page - 1, MAX_KEYS);
            throw bad(
                    PAGE_KEY,
                    "page " + page + " comes with "
                            + (page == 1
                                    ? "no pageKey"
                                    : most == 1
                                            ? "1 pageKey (its start key)"
                                            : "1 to " + most
                                                    + " pageKey values (its start key and those of the pages before it)")
                            + ", not " + keys.size());
        }
        keys.forEach(key -> checkToken.accept(PAGE_KEY, key));
        return new PageTrail(page, keys);
    }

    private static Optional<String> single(Map<String, List<String>> params, String name) {
        List<String> values = params.getOrDefault(name, List.of()).stream()
                .filter(v -> !v.isEmpty())
                .toList();
        if (values.size() > 1) {
            throw bad(name, name + " is given " + values.size() + " times; a page sends it once");
        }
        return values.stream().findFirst();
    }

    private static int chars(List<String> keys) {
        return keys.stream().mapToInt(String::length).sum();
    }

    private static PreviewException bad(String field, String rule) {
        return new PreviewException(
                PreviewException.Reason.BAD_INPUT, rule + ". Run the query again from the first page.", field);
    }
}
