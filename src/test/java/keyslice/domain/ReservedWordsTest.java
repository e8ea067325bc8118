package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.domain.key.ReservedWords;
import org.junit.jupiter.api.Test;

class ReservedWordsTest {

    @Test
    void shipsTheFullOfficialList() {
        assertEquals(573, ReservedWords.count());
        for (String word :
                new String[] {"path", "name", "timestamp", "hash", "status", "data", "date", "count", "ABORT", "ZONE"
                }) {
            assertTrue(ReservedWords.isReserved(word), word);
        }
        assertFalse(ReservedWords.isReserved("PK"));
        assertFalse(ReservedWords.isReserved("sk"));
    }

    @Test
    void bareNamesNeedTheSimpleFormAndNoReservedWord() {
        assertFalse(ReservedWords.needsPlaceholder("userId"));
        assertTrue(ReservedWords.needsPlaceholder("Path"));
        assertTrue(ReservedWords.needsPlaceholder("user_id"));
        assertTrue(ReservedWords.needsPlaceholder("9lives"));
        assertTrue(ReservedWords.needsPlaceholder("a.b"));
    }
}
