package keyslice.domain.filter;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A projection's paths in a tree of their elements, to find the first two that DynamoDB refuses together without
 * comparing every pair: a projection of 4 KB holds up to two thousand paths, and comparing each with each is four
 * million comparisons. Each node lists, in increasing order, the paths that end at it, that go through it, and that
 * leave it by a map key or by a list index, so the first partner of a path is a binary search away. The lists are
 * plain int arrays made when first needed: most nodes are leaves.
 */
final class PathTree {

    /** Two paths by their positions in the projection, {@code first} before {@code second}. */
    record Pair(int first, int second) {}

    /** Positions in increasing order. */
    private static final class Positions {
        private int[] values = new int[2];
        private int size;

        static Positions add(Positions list, int value) {
            Positions out = list == null ? new Positions() : list;
            if (out.size == out.values.length) {
                out.values = Arrays.copyOf(out.values, out.size * 2);
            }
            out.values[out.size++] = value;
            return out;
        }

        /** The smallest position in {@code list} after {@code position}, or {@link Integer#MAX_VALUE}. */
        static int firstAfter(Positions list, int position) {
            if (list == null) {
                return Integer.MAX_VALUE;
            }
            int low = 0;
            int high = list.size;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (list.values[middle] <= position) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            return low < list.size ? list.values[low] : Integer.MAX_VALUE;
        }
    }

    private static final class Node {
        Map<Path.Element, Node> children;
        Positions ends;
        Positions below;
        Positions byName;
        Positions byIndex;

        Node child(Path.Element element) {
            if (children == null) {
                children = new HashMap<>(4);
            }
            return children.computeIfAbsent(element, e -> new Node());
        }
    }

    private final List<Path> paths;
    private final Node root = new Node();

    PathTree(List<Path> paths) {
        this.paths = paths;
        for (int i = 0; i < paths.size(); i++) {
            Node node = root;
            for (Path.Element element : paths.get(i).elements()) {
                if (element instanceof Path.Index) {
                    node.byIndex = Positions.add(node.byIndex, i);
                } else {
                    node.byName = Positions.add(node.byName, i);
                }
                node = node.child(element);
                node.below = Positions.add(node.below, i);
            }
            node.ends = Positions.add(node.ends, i);
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
                partner = Math.min(partner, Positions.firstAfter(node.ends, i));
            }
            partner = Math.min(partner, Positions.firstAfter(node.below, i));
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
                partner = Math.min(
                        partner, Positions.firstAfter(element instanceof Path.Index ? node.byName : node.byIndex, i));
                node = node.children.get(element);
            }
            if (partner != Integer.MAX_VALUE) {
                return Optional.of(new Pair(i, partner));
            }
        }
        return Optional.empty();
    }
}
