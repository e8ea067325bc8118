package keyslice.datamodel;

import java.util.Objects;

/**
 * One thing wrong with a design file.
 *
 * @param where the place in the file, as a path from its root ({@code tables[0].KeySchema}, {@code items.Orders[3]})
 * @param what  what is wrong there, in DynamoDB's words where CreateTable or PutItem has words for it
 */
public record ModelProblem(String where, String what) {
    public ModelProblem {
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(what, "what");
    }
}
