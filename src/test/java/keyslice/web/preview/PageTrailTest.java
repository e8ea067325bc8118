package keyslice.web.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import keyslice.preview.PreviewException;
import org.junit.jupiter.api.Test;

/** The way back through a Query's pages that the Run form carries, and its checks of what the client sends. */
class PageTrailTest {

    /** Accepts tokens of letters only, as a stand-in for the engine's codec. */
    static final BiConsumer<String, String> CODEC = (field, token) -> {
        if (!token.matches("[a-z]+")) {
            throw new PreviewException(PreviewException.Reason.BAD_INPUT, field + ": not a token", field);
        }
    };

    static Map<String, List<String>> params(String... pairs) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            params.computeIfAbsent(pairs[i], k -> new ArrayList<>()).add(pairs[i + 1]);
        }
        return params;
    }

    static PageTrail requested(String... pairs) {
        return PageTrail.requested(params(pairs), CODEC);
    }

    static PreviewException refused(String... pairs) {
        return assertThrows(PreviewException.class, () -> requested(pairs));
    }

    @Test
    void nextPreviousAndFirstWalkThePages() {
        assertEquals(PageTrail.FIRST, requested("pk", "PK"), "a Run starts at the first page");
        PageTrail second = requested("startKey", "b");
        assertEquals(new PageTrail(2, List.of("b")), second, "a bare startKey is the page after the first");
        PageTrail third = requested("page", "2", "pageKey", "b", "startKey", "c");
        assertEquals(new PageTrail(3, List.of("b", "c")), third);
        assertEquals(Optional.of("c"), third.startKey());
        assertEquals(second, requested("page", "3", "pageKey", "b", "pageKey", "c", "nav", "previous"));
        assertEquals(PageTrail.FIRST, requested("page", "2", "pageKey", "b", "nav", "previous"));
        assertEquals(PageTrail.FIRST, requested("page", "3", "pageKey", "b", "pageKey", "c", "nav", "first"));
        assertEquals(third, requested("page", "3", "pageKey", "b", "pageKey", "c"), "no move: the same page again");
    }

    @Test
    void theTrailIsBoundedAndPreviousStopsWhereItDoes() {
        PageTrail trail = PageTrail.FIRST;
        for (int i = 0; i < PageTrail.MAX_KEYS + 5; i++) {
            trail = trail.next("k");
        }
        assertEquals(PageTrail.MAX_KEYS + 6, trail.page());
        assertEquals(PageTrail.MAX_KEYS, trail.keys().size(), "the oldest keys are dropped");
        PageTrail back = trail;
        for (int i = 0; i < PageTrail.MAX_KEYS - 1; i++) {
            back = back.previous().orElseThrow();
        }
        assertEquals(List.of("k"), back.keys());
        assertTrue(back.previous().isEmpty(), "page " + back.page() + " has no key left for the page before it");

        PageTrail wide = PageTrail.FIRST;
        for (int i = 0; i < 10; i++) {
            wide = wide.next("w".repeat(PageTrail.MAX_CHARS / 4));
        }
        assertEquals(4, wide.keys().size(), "at most " + PageTrail.MAX_CHARS + " characters of keys");
    }

    @Test
    void everythingTheClientSendsBackIsChecked() {
        assertEquals("page", refused("page", "abc").field().orElseThrow());
        assertEquals("page", refused("page", "0").field().orElseThrow());
        assertEquals(
                "page",
                refused("page", String.valueOf(PageTrail.MAX_PAGE + 1)).field().orElseThrow());
        assertEquals("page", refused("page", "1", "page", "2").field().orElseThrow());
        assertEquals("pageKey", refused("pageKey", "b").field().orElseThrow(), "a key without its page number");
        assertEquals("pageKey", refused("page", "1", "pageKey", "b").field().orElseThrow());
        assertEquals("pageKey", refused("page", "3").field().orElseThrow(), "page 3 comes with its own start key");
        assertEquals(
                "pageKey",
                refused("page", "2", "pageKey", "b", "pageKey", "c").field().orElseThrow(),
                "more keys than pages");
        assertEquals(
                "pageKey",
                refused("page", "2", "pageKey", "B4D").field().orElseThrow(),
                "each key is checked as a token");
        assertEquals("startKey", refused("startKey", "B4D").field().orElseThrow());
        assertEquals("nav", refused("nav", "last").field().orElseThrow());
        assertEquals("nav", refused("nav", "first", "startKey", "b").field().orElseThrow());
        assertEquals(
                "nav",
                refused("page", "4", "pageKey", "d", "nav", "previous").field().orElseThrow(),
                "the trail no longer reaches page 3");
        String many = "page=30" + "&pageKey=k".repeat(PageTrail.MAX_KEYS + 1);
        Map<String, List<String>> tooMany =
                keyslice.web.state.DecodedQuery.decode(many).params();
        PreviewException e = assertThrows(PreviewException.class, () -> PageTrail.requested(tooMany, CODEC));
        assertEquals("pageKey", e.field().orElseThrow());
        assertTrue(e.getMessage().contains("at most " + PageTrail.MAX_KEYS), e.getMessage());
        assertTrue(e.getMessage().endsWith("Run the query again from the first page."), e.getMessage());
    }
}
