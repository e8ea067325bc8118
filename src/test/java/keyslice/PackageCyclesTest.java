package keyslice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * No two of keyslice's packages depend on each other, directly or through others: each package depends one way, as
 * docs/architecture.md's package table says. Read from the compiled classes by jdeps, so an import that is unused, or a
 * dependency through a fully qualified name, counts as the JVM sees it.
 */
class PackageCyclesTest {

    @Test
    void keyslicesPackagesFormNoCycle() throws Exception {
        Map<String, Set<String>> graph = packageGraph();
        assertTrue(
                graph.containsKey("keyslice.domain.filter") && graph.containsKey("keyslice.web"),
                () -> "jdeps found keyslice's packages: " + graph.keySet());
        assertEquals(List.of(), cycles(graph), "packages that depend on each other (each set is one cycle)");
    }

    @Test
    void aCycleIsFound() {
        Map<String, Set<String>> graph =
                Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a", "d"), "d", Set.of());
        assertEquals(List.of(Set.of("a", "b", "c")), cycles(graph));
    }

    /** Each keyslice package and the keyslice packages it depends on. */
    private static Map<String, Set<String>> packageGraph() throws Exception {
        Map<String, Set<String>> graph = new TreeMap<>();
        Jdeps.packages()
                .forEach((from, targets) -> targets.stream()
                        .filter(to -> from.startsWith("keyslice") && to.startsWith("keyslice"))
                        .forEach(to -> {
                            graph.computeIfAbsent(from, p -> new TreeSet<>()).add(to);
                            graph.computeIfAbsent(to, p -> new TreeSet<>());
                        }));
        return graph;
    }

    /** The strongly connected components of more than one package (Tarjan's algorithm), in the graph's order. */
    static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<Set<String>> found = new ArrayList<>();
        for (String start : new TreeSet<>(graph.keySet())) {
            if (!index.containsKey(start)) {
                connect(start, graph, index, low, stack, found);
            }
        }
        return found;
    }

    private static void connect(
            String node,
            Map<String, Set<String>> graph,
            Map<String, Integer> index,
            Map<String, Integer> low,
            Deque<String> stack,
            List<Set<String>> found) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        for (String next : new TreeSet<>(graph.getOrDefault(node, Set.of()))) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, found);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (stack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String member;
            do {
                member = stack.pop();
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                found.add(component);
            }
        }
    }
}
