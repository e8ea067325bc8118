package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Pattern;
import keyslice.domain.key.TableNames;
import org.junit.jupiter.api.Test;

/** The table-name characters matched by hand answer as DynamoDB's own pattern, {@code [a-zA-Z0-9_.-]+}. */
class TableNamesTest {

    @Test
    void namesAnswerAsDynamoDbsPattern() {
        Pattern name = Pattern.compile("[a-zA-Z0-9_.-]+");
        for (int cp = 0; cp < 0x3000; cp++) {
            String one = Character.toString(cp);
            assertEquals(name.matcher(one).matches(), TableNames.isNameCharacter(cp), one);
        }
        Random random = new Random(20261205);
        String alphabet = "aZ09_.-/ é#\n";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int length = random.nextInt(5); length > 0; length--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertEquals(name.matcher(text).matches(), TableNames.isPlain(text.toString()), text.toString());
        }
    }
}
