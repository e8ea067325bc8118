package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tree finds the same first overlap and first conflict as comparing every pair in order does, which is what
 * DynamoDB's message names ("path one", "path two").
 */
class PathTreeTest {

    private static Path path(Random random) {
        List<Path.Element> elements = new ArrayList<>();
        elements.add(new Path.Name(String.valueOf((char) ('a' + random.nextInt(3)))));
        int depth = random.nextInt(3);
        for (int i = 0; i < depth; i++) {
            elements.add(
                    random.nextBoolean()
                            ? new Path.Name(String.valueOf((char) ('a' + random.nextInt(2))))
                            : new Path.Index(random.nextInt(2)));
        }
        return new Path(elements);
    }

    private static Optional<PathTree.Pair> firstPair(List<Path> paths, boolean overlap) {
        for (int i = 0; i < paths.size(); i++) {
            for (int j = i + 1; j < paths.size(); j++) {
                if (overlap ? paths.get(i).overlaps(paths.get(j)) : paths.get(i).conflicts(paths.get(j))) {
                    return Optional.of(new PathTree.Pair(i, j));
                }
            }
        }
        return Optional.empty();
    }

    @Test
    void findsThePairThatComparingEveryPairFindsFirst() {
        Random random = new Random(7);
        int overlaps = 0;
        int conflicts = 0;
        for (int round = 0; round < 20_000; round++) {
            List<Path> paths = new ArrayList<>();
            int count = 1 + random.nextInt(6);
            for (int i = 0; i < count; i++) {
                paths.add(path(random));
            }
            PathTree tree = new PathTree(paths);
            assertEquals(firstPair(paths, true), tree.firstOverlap(), paths::toString);
            assertEquals(firstPair(paths, false), tree.firstConflict(), paths::toString);
            overlaps += tree.firstOverlap().isPresent() ? 1 : 0;
            conflicts += tree.firstConflict().isPresent() ? 1 : 0;
        }
        // Both kinds of pair, and their absence, came up often enough to mean something.
        assertEquals(true, overlaps > 2_000 && overlaps < 18_000, "overlaps: " + overlaps);
        assertEquals(true, conflicts > 2_000 && conflicts < 18_000, "conflicts: " + conflicts);
    }
}
