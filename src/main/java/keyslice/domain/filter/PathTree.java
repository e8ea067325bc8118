package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A projection's paths in a tree of their elements, to find the first two that DynamoDB refuses together without
 * comparing every pair: a projection of 4 KB holds up to two thousand paths, and comparing each with each is four
 * million comparisons. Each node lists, in increasing order, the paths that end at it, that go through it, and that
 * leave it by a map key or by a list index, so the first partner of a path is a binary search away.
 */
final class PathTree {

    /** Two paths by their positions in the projection, {@code first} before {@code second}. */
    record Pair(int first, int second) {
    }

    private static final class Node {
        final Map<Path.Element, Node> children = new HashMap<>();
        final List<Integer> ends = new ArrayList<>();
        final List<Integer> below = new ArrayList<>();
        final List<Integer> byName = new ArrayList<>();
        final List<Integer> byIndex = new ArrayList<>();
    }

    private final List<Path> paths;
    private final Node root = new Node();

    PathTree(List<Path> paths) {
        this.paths = paths;
        for (int i = 0; i < paths.size(); i++) {
            Node node = root;
            for (Path.Element element : paths.get(i).elements()) {
                (element instanceof Path.Index ? node.byIndex : node.byName).add(i);
                node = node.children.computeIfAbsent(element, e -> new Node());
                node.below.add(i);
            }
            node.ends.add(i);
        }
    }

    /**
     * The first pair, in the projection's order, where one path is the other or leads into it ({@code a} and
     * {@code a.b}).
     */
    Optional<Pair> firstOverlap() {
        for (int i = 0; i < paths.size(); i++) {
            int partner = Integer.MAX_VALUE;
            Node node = root;
            for (Path.Element element : paths.get(i).elements()) {
                node = node.children.get(element);
                partner = Math.min(partner, firstAfter(node.ends, i));
            }
            partner = Math.min(partner, firstAfter(node.below, i));
            if (partner != Integer.MAX_VALUE) {
                return Optional.of(new Pair(i, partner));
            }
        }
        return Optional.empty();
    }

    /**
     * The first pair, in the projection's order, that part where one goes on with a map key and the other with a list
     * index ({@code a.b} and {@code a[0]}).
     */
    Optional<Pair> firstConflict() {
        for (int i = 0; i < paths.size(); i++) {
            int partner = Integer.MAX_VALUE;
            Node node = root;
            for (Path.Element element : paths.get(i).elements()) {
                partner = Math.min(partner, firstAfter(element instanceof Path.Index ? node.byName : node.byIndex, i));
                node = node.children.get(element);
            }
            if (partner != Integer.MAX_VALUE) {
                return Optional.of(new Pair(i, partner));
            }
        }
        return Optional.empty();
    }

    /** The smallest position in {@code sorted} after {@code position}, or {@link Integer#MAX_VALUE}. */
    private static int firstAfter(List<Integer> sorted, int position) {
        int low = 0;
        int high = sorted.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted.get(middle) <= position) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low < sorted.size() ? sorted.get(low) : Integer.MAX_VALUE;
    }
}
