package keyslice.web.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A design's link: the file's JSON kept exactly, whitespace aside; one link per design; a bad {@code d} named. */
class DesignLinkTest {

    @Test
    void minifyingKeepsEveryTokenAsWrittenAndDropsOnlyWhitespace() {
        String file = "{ \"b\" : [ 1.50e+03 , -0.0, 12345678901234567890123456789012345678 ],\n"
                + "  \"a\" : \"é\\u00e9 \\\"q\\\"\", \"a\": null, \"t\": true }";
        assertEquals(
                "{\"b\":[1.50e+03,-0.0,12345678901234567890123456789012345678],\"a\":\"éé \\\"q\\\"\",\"a\":null,"
                        + "\"t\":true}",
                DesignLink.minified(file),
                "number text, member order and duplicates as written; an escaped é is the same character");
    }

    @Test
    void halfASurrogatePairIsKeptAsGivenForUtf8CannotCarryIt() {
        String file = "{\"a\": \"\\ud800\"}";
        assertEquals(file, DesignLink.minified(file));
    }

    @Test
    void theSameDesignIndentedAnyWayHasOneLinkWhichGivesItsJsonBack() throws Exception {
        String one = "{\"tables\": [], \"n\": 1.0}";
        String two = "{\n  \"tables\" : [ ],\n  \"n\" : 1.0\n}\n";
        String link = DesignLink.of(one).permalink().orElseThrow();
        assertEquals(link, DesignLink.of(two).permalink().orElseThrow());
        assertTrue(link.startsWith("/designs?d="), link);
        assertEquals("{\"tables\":[],\"n\":1.0}", DesignLink.decode(link.substring("/designs?d=".length())));
    }

    @Test
    void aBadDSaysWhichRuleItBreaks() {
        assertEquals(
                "d must be a design file deflated and written in base64url: it is not base64url text (A-Z a-z 0-9 - _)",
                assertThrows(DesignLink.Unreadable.class, () -> DesignLink.decode("ab+/"))
                        .problem()
                        .message());
        assertTrue(assertThrows(DesignLink.Unreadable.class, () -> DesignLink.decode("_____w"))
                .problem()
                .message()
                .contains("not DEFLATE data"));
        String cut = DesignLink.encode("{\"tables\": [], \"access_patterns\": []}");
        assertTrue(assertThrows(DesignLink.Unreadable.class, () -> DesignLink.decode(cut.substring(0, 6)))
                .problem()
                .message()
                .contains("cut short"));
        assertEquals(
                "d",
                assertThrows(DesignLink.Unreadable.class, () -> DesignLink.decode(""))
                        .problem()
                        .field());
    }

    @Test
    void inflatingStopsAtTheLargestDesignKeysliceTakes() {
        String bomb = DesignLink.encode("[" + "0,".repeat(DesignLink.MAX_INFLATED_BYTES) + "0]");
        assertTrue(bomb.length() < 2_000, "a small d: " + bomb.length());
        DesignLink.Unreadable refused = assertThrows(DesignLink.Unreadable.class, () -> DesignLink.decode(bomb));
        assertEquals(
                "d inflates to more than 65536 bytes; keyslice reads at most 65536",
                refused.problem().message());
    }
}
