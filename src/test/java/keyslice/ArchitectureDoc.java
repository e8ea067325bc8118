package keyslice;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * docs/architecture.md as the tests read it: the package table, the prose without its fenced blocks, the Java names in
 * backticks, and keyslice's compiled classes to resolve them against.
 */
final class ArchitectureDoc {

    static final Path DOC = Path.of("docs/architecture.md");
    private static final Pattern ROW = Pattern.compile("^\\| `(keyslice(?:\\.\\w+)*)` \\| (.*) \\| (.*) \\|$");
    static final Pattern TICKED = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern JAVA_NAME =
            Pattern.compile("^([A-Z]\\w*[a-z]\\w*)((?:\\.[A-Za-z_]\\w*)*)(?:\\([^)]*\\))?$");
    /** The libraries the table's last column names, and the packages that are theirs. */
    private static final Map<String, String> LIBRARIES = Map.of(
            "jackson-core", "com.fasterxml.jackson.core",
            "Jackson", "com.fasterxml.jackson",
            "AWS SDK", "software.amazon.awssdk",
            "Javalin", "io.javalin",
            "Jetty", "org.eclipse.jetty",
            "Servlet", "jakarta.servlet",
            "jte", "gg.jte",
            "SLF4J", "org.slf4j");

    /** DynamoDB's parameter and the generated programs' SDK classes, which the document names as theirs. */
    private static final Set<String> FOREIGN =
            Set.of("ConsistentRead", "Key", "QueryConditional", "QueryEnhancedRequest");

    /** Where a name the document uses but keyslice does not define is looked for. */
    private static final List<String> OUTSIDE =
            List.of("java.lang.", "io.javalin.http.", "software.amazon.awssdk.services.dynamodb.model.");

    private ArchitectureDoc() {}

    /** A row of the package table: the package, what it holds, and the names in its "may depend on" column. */
    record Row(String name, String what, List<String> rawUses) {

        /** Whether this package may depend on {@code target}, a package of keyslice, the JDK or a library. */
        boolean allows(String target, List<Row> table) {
            if (target.equals(name) || target.startsWith("java.") || target.startsWith("javax.")) {
                return true;
            }
            for (String use : rawUses) {
                String transitive = " and what it may depend on";
                if (use.endsWith(transitive)) {
                    String base = use.substring(0, use.length() - transitive.length());
                    Row row = table.stream()
                            .filter(r -> r.name().equals("keyslice." + base))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError(name + " names no row: " + base));
                    if (target.equals(row.name()) || row.allows(target, table)) {
                        return true;
                    }
                } else if (LIBRARIES.containsKey(use)) {
                    if (target.startsWith(LIBRARIES.get(use) + ".") || target.equals(LIBRARIES.get(use))) {
                        return true;
                    }
                } else if (use.equals("domain") && !name.startsWith("keyslice.domain")) {
                    if (target.equals("keyslice.domain") || target.startsWith("keyslice.domain.")) {
                        return true;
                    }
                } else if (target.equals("keyslice." + use)) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * The package table. Its last column is "the JDK alone" or names separated by commas, each a package without
     * {@code keyslice.} or a library of {@link #LIBRARIES}, with a remark in parentheses where it helps.
     */
    static List<Row> table() throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(DOC)) {
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                String cell = row.group(3).replaceAll(" \\([^)]*\\)", "").trim();
                List<String> uses = new ArrayList<>();
                if (!cell.equals("the JDK alone")) {
                    for (String use : cell.split(", ")) {
                        Matcher name = Pattern.compile("^`([\\w. -]+)`( and what it may depend on)?$")
                                .matcher(use);
                        assertFalse(!name.matches(), () -> row.group(1) + "'s last column does not read: " + use);
                        uses.add(name.group(1) + (name.group(2) == null ? "" : name.group(2)));
                    }
                }
                rows.add(new Row(row.group(1), row.group(2), uses));
            }
        }
        return rows;
    }

    /** The document without its fenced blocks. */
    static String prose() throws IOException {
        return Files.readString(DOC).replaceAll("(?s)```.*?```", "");
    }

    /** The names in backticks that read as a class, or a class and its members ({@code Outer.Inner.member()}). */
    static List<String> javaNames(String text) {
        Set<String> names = new TreeSet<>();
        Matcher ticked = TICKED.matcher(text);
        while (ticked.find()) {
            Matcher name = JAVA_NAME.matcher(ticked.group(1));
            if (name.matches()) {
                names.add(name.group(1) + name.group(2));
            }
        }
        return List.copyOf(names);
    }

    /** The class a name the document uses means outside keyslice, or null. */
    static Class<?> outside(String name) {
        if (FOREIGN.contains(name) || LIBRARIES.containsKey(name)) {
            return Object.class;
        }
        for (String place : OUTSIDE) {
            try {
                return Class.forName(place + name, false, ArchitectureDoc.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                // try the next place
            }
        }
        return null;
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new AssertionError(file + ": " + e.getMessage(), e);
        }
    }

    /** keyslice's compiled classes, main and test, by simple name (a nested class's own name). */
    record Classes(Map<String, Set<String>> bySimpleName, List<Class<?>> main) {

        static Classes read() throws Exception {
            Map<String, Set<String>> bySimpleName = new TreeMap<>();
            List<Class<?>> main = new ArrayList<>();
            for (Path root : List.of(Jdeps.mainClasses(), Jdeps.mainClasses().resolveSibling("test-classes"))) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(root.resolve("keyslice"))) {
                    files = walk.filter(f -> f.toString().endsWith(".class")).toList();
                }
                for (Path file : files) {
                    String binary = root.relativize(file)
                            .toString()
                            .replace(".class", "")
                            .replace(file.getFileSystem().getSeparator(), ".");
                    String simple = binary.substring(Math.max(binary.lastIndexOf('.'), binary.lastIndexOf('$')) + 1);
                    if (!simple.matches("\\d+|.*Lambda.*")) {
                        bySimpleName
                                .computeIfAbsent(simple, s -> new TreeSet<>())
                                .add(binary);
                        if (root.equals(Jdeps.mainClasses()) && !binary.contains("$")) {
                            main.add(Class.forName(binary, false, ArchitectureDoc.class.getClassLoader()));
                        }
                    }
                }
            }
            return new Classes(bySimpleName, main);
        }

        /** The packages of the classes named so, nested ones included. */
        Set<String> packagesOf(String simpleName) {
            return bySimpleName.getOrDefault(simpleName, Set.of()).stream()
                    .map(binary -> binary.substring(0, binary.lastIndexOf('.')))
                    .collect(Collectors.toCollection(TreeSet::new));
        }

        /** Whether one class of this simple name has the members {@code parts[1..]}, each a nested class's or the last. */
        boolean resolves(String[] parts) throws ClassNotFoundException {
            for (String binary : bySimpleName.getOrDefault(parts[0], Set.of())) {
                Class<?> type = Class.forName(binary, false, ArchitectureDoc.class.getClassLoader());
                int i = 1;
                while (type != null && i < parts.length) {
                    type = member(type, parts[i], i == parts.length - 1);
                    i++;
                }
                if (type != null) {
                    return true;
                }
            }
            return false;
        }

        /** The nested class named so, or (for the last part) the class itself when it has such a field or method. */
        private static Class<?> member(Class<?> type, String name, boolean last) {
            for (Class<?> nested : type.getDeclaredClasses()) {
                if (nested.getSimpleName().equals(name)) {
                    return nested;
                }
            }
            boolean found = Stream.of(type.getDeclaredFields())
                            .anyMatch(f -> f.getName().equals(name))
                    || Stream.of(type.getDeclaredMethods())
                            .anyMatch(m -> m.getName().equals(name));
            return last && found ? type : null;
        }
    }
}
