package keyslice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.web.http.Template;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's checkable claims, read from the document itself where it states them, so the document and
 * the code cannot drift apart: the package table (every package, and what each may depend on, against jdeps), the
 * classes, files and routes it names, and the rules it states about templates, the engine and file sizes.
 */
class ArchitectureTest {

    private static final Path DOC = Path.of("docs/architecture.md");
    private static final Pattern ROW = Pattern.compile("^\\| `(keyslice(?:\\.\\w+)*)` \\| (.*) \\| (.*) \\|$");
    private static final Pattern TICKED = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern JAVA_NAME =
            Pattern.compile("^([A-Z]\\w*[a-z]\\w*)((?:\\.[A-Za-z_]\\w*)*)(?:\\([^)]*\\))?$");
    private static final Pattern FILE =
            Pattern.compile("^[\\w./-]+\\.(?:java|jte|js|css|md|png)$|^(?:scripts|docs)/.+");
    private static final Pattern ROUTE = Pattern.compile("^(?:GET|POST) (/[\\w/.-]*)$");

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
    private static final Set<String> FOREIGN = Set.of("ConsistentRead", "Key", "QueryConditional");

    /** Where a name the document uses but keyslice does not define is looked for. */
    private static final List<String> OUTSIDE =
            List.of("java.lang.", "io.javalin.http.", "software.amazon.awssdk.services.dynamodb.model.");

    /** The DynamoDB operations that write (their request classes' names begin so). */
    private static final Pattern WRITE = Pattern.compile("^software\\.amazon\\.awssdk\\.services\\.dynamodb\\.model\\."
            + "(?:Put|Update|Delete|Create|BatchWrite|TransactWrite|BatchExecute|ExecuteStatement|ExecuteTransaction"
            + "|Restore|Import|TagResource|UntagResource)\\w*Request\\b.*");

    @Test
    void theTableListsEveryPackageOnce() throws Exception {
        Set<String> compiled;
        Path classes = Jdeps.mainClasses();
        try (Stream<Path> files = Files.walk(classes.resolve("keyslice"))) {
            compiled = files.filter(f -> f.toString().endsWith(".class"))
                    .map(f -> classes.relativize(f.getParent())
                            .toString()
                            .replace(f.getFileSystem().getSeparator(), "."))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        List<String> rows = table().stream().map(Row::name).toList();
        assertEquals(new TreeSet<>(rows).size(), rows.size(), () -> "a package twice in " + rows);
        assertEquals(compiled, new TreeSet<>(rows), "the packages of src/main against the table's");
    }

    @Test
    void eachPackageUsesOnlyWhatItsRowAllows() throws Exception {
        assertEquals(List.of(), unallowed(Jdeps.packages(), table()), "dependencies the table does not allow");
    }

    @Test
    void anUnallowedDependencyIsFound() {
        List<Row> table = List.of(
                new Row("keyslice.a", "", List.of("domain", "Javalin")),
                new Row("keyslice.domain", "", List.of()),
                new Row("keyslice.domain.b", "", List.of("domain")),
                new Row("keyslice.domain.c", "", List.of("domain.b and what it may depend on")));
        Map<String, Set<String>> jdeps = Map.of(
                "keyslice.a", Set.of("java.util", "keyslice.domain.b", "io.javalin.http", "org.slf4j"),
                "keyslice.domain.b", Set.of("keyslice.a", "keyslice.domain", "keyslice.domain.c"),
                "keyslice.domain.c", Set.of("keyslice.domain", "keyslice.domain.b", "keyslice.a"));
        assertEquals(
                List.of(
                        "keyslice.a -> org.slf4j",
                        "keyslice.domain.b -> keyslice.a",
                        "keyslice.domain.b -> keyslice.domain.c",
                        "keyslice.domain.c -> keyslice.a"),
                unallowed(jdeps, table));
    }

    @Test
    void theDomainHasNoJavalinJettyOrSdkTypes() throws Exception {
        List<String> found = new ArrayList<>();
        Jdeps.packages()
                .forEach((from, targets) -> targets.stream()
                        .filter(to -> from.startsWith("keyslice.domain")
                                && Stream.of("io.javalin", "org.eclipse.jetty", "jakarta.", "software.amazon")
                                        .anyMatch(to::startsWith))
                        .forEach(to -> found.add(from + " -> " + to)));
        assertEquals(List.of(), found);
    }

    @Test
    void theClassesARowNamesAreInItsPackageOrOneBesideIt() throws Exception {
        Map<String, Set<String>> uses = Jdeps.packages();
        Classes classes = Classes.read();
        List<String> astray = new ArrayList<>();
        for (Row row : table()) {
            for (String name : javaNames(row.what() + " " + String.join(" ", row.rawUses()))) {
                String head = name.split("\\.")[0];
                Set<String> places = classes.packagesOf(head);
                boolean beside = places.stream()
                        .anyMatch(p -> p.equals(row.name())
                                || uses.getOrDefault(row.name(), Set.of()).contains(p)
                                || uses.getOrDefault(p, Set.of()).contains(row.name()));
                if (!beside && outside(head) == null) {
                    astray.add(row.name() + ": " + name + (places.isEmpty() ? " (no such class)" : " is in " + places));
                }
            }
        }
        assertEquals(List.of(), astray);
    }

    @Test
    void theJavaNamesTheDocumentUsesExist() throws Exception {
        Classes classes = Classes.read();
        List<String> missing = new ArrayList<>();
        for (String name : javaNames(prose())) {
            String[] parts = name.split("\\.");
            if (classes.packagesOf(parts[0]).isEmpty() ? outside(parts[0]) == null : !classes.resolves(parts)) {
                missing.add(name);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theFilesTheDocumentNamesExist() throws IOException {
        List<String> bases = List.of(
                "",
                "templates/",
                "templates/partials/",
                "static/js/",
                "src/main/java/keyslice/",
                "src/test/java/keyslice/");
        List<String> missing = new ArrayList<>();
        Matcher ticked = TICKED.matcher(prose());
        while (ticked.find()) {
            String file = ticked.group(1);
            if (FILE.matcher(file).matches()
                    && !file.startsWith("target/")
                    && bases.stream().noneMatch(base -> Files.exists(Path.of(base + file)))) {
                missing.add(file);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theRoutesTheDocumentNamesAreInTheRoutesTable() throws IOException {
        String routes = Files.readString(Path.of("src/main/java/keyslice/web/Routes.java"));
        List<String> missing = new ArrayList<>();
        Matcher ticked = TICKED.matcher(prose());
        while (ticked.find()) {
            Matcher route = ROUTE.matcher(ticked.group(1));
            if (route.matches() && !routes.contains('"' + route.group(1) + '"')) {
                missing.add(route.group());
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void noJavaFileOfSrcMainIsOver300Lines() throws IOException {
        List<String> long_;
        try (Stream<Path> files = Files.walk(Path.of("src/main"))) {
            long_ = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> lines(f) > 300)
                    .map(f -> f + ": " + lines(f))
                    .toList();
        }
        assertEquals(List.of(), long_);
    }

    @Test
    void templatesNeverWriteUnescaped() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("templates"))) {
            List<String> unsafe = files.filter(f -> f.toString().endsWith(".jte"))
                    .filter(f -> read(f).contains("$unsafe"))
                    .map(Path::toString)
                    .toList();
            assertEquals(List.of(), unsafe);
        }
    }

    /**
     * Each template a controller renders is named by a {@code Template<M>} constant and takes one parameter of type
     * {@code M}; every other template is called by another template; and only {@code Views} renders, so no template
     * is rendered by a name the compiler cannot check.
     */
    @Test
    void eachRenderedTemplateTakesTheModelItsConstantNames() throws Exception {
        Map<String, String> constants = new TreeMap<>();
        for (Class<?> type : Classes.read().main()) {
            for (Field field : type.getDeclaredFields()) {
                if (field.getType() == Template.class && Modifier.isStatic(field.getModifiers())) {
                    field.setAccessible(true);
                    String model =
                            ((ParameterizedType) field.getGenericType()).getActualTypeArguments()[0].getTypeName();
                    constants.put(((Template<?>) field.get(null)).name(), simple(model));
                }
            }
        }
        List<String> wrong = new ArrayList<>();
        constants.forEach((name, model) -> {
            Path file = Path.of("templates", name);
            List<String> params = Files.exists(file)
                    ? read(file)
                            .lines()
                            .filter(l -> l.startsWith("@param "))
                            .map(l -> simple(l.substring("@param ".length(), l.lastIndexOf(' '))))
                            .toList()
                    : List.of("(no such file)");
            if (!params.equals(List.of(model))) {
                wrong.add(name + " takes " + params + ", its constant " + model);
            }
        });
        assertEquals(List.of(), wrong, "templates against their Template<M> constants");

        String calls;
        List<Path> templates;
        try (Stream<Path> files = Files.walk(Path.of("templates"))) {
            templates = files.filter(f -> f.toString().endsWith(".jte")).toList();
        }
        calls = templates.stream().map(ArchitectureTest::read).collect(Collectors.joining("\n"));
        List<String> unnamed = templates.stream()
                .map(f -> Path.of("templates").relativize(f).toString().replace('\\', '/'))
                .filter(name -> !constants.containsKey(name)
                        && !calls.contains(
                                "@template." + name.replace(".jte", "").replace('/', '.') + "("))
                .toList();
        assertEquals(List.of(), unnamed, "templates neither a Template constant's nor called by another template");

        List<String> renderers = Jdeps.classes().entrySet().stream()
                .filter(e -> e.getKey().startsWith("keyslice") && e.getValue().contains("gg.jte.TemplateEngine"))
                .map(Map.Entry::getKey)
                .toList();
        assertEquals(List.of("keyslice.web.http.Views"), renderers, "the classes that hold jte's TemplateEngine");
    }

    @Test
    void onlyTheDemoDataWriterWritesToTheEngine() throws Exception {
        Set<String> writers = new TreeSet<>();
        Jdeps.classes().forEach((from, targets) -> {
            if (from.startsWith("keyslice")
                    && targets.stream().anyMatch(t -> WRITE.matcher(t).matches())) {
                writers.add(from.replaceAll("\\$.*", ""));
            }
        });
        assertEquals(Set.of("keyslice.preview.DemoDataWriter"), writers);
    }

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

    private static List<String> unallowed(Map<String, Set<String>> jdeps, List<Row> table) {
        Map<String, Row> rows = new LinkedHashMap<>();
        table.forEach(row -> rows.put(row.name(), row));
        List<String> found = new ArrayList<>();
        new TreeMap<>(jdeps).forEach((from, targets) -> {
            if (from.startsWith("keyslice")) {
                Row row = rows.get(from);
                new TreeSet<>(targets)
                        .stream()
                                .filter(to -> row == null || !row.allows(to, table))
                                .forEach(to -> found.add(from + " -> " + to));
            }
        });
        return found;
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
    private static String prose() throws IOException {
        return Files.readString(DOC).replaceAll("(?s)```.*?```", "");
    }

    /** The names in backticks that read as a class, or a class and its members ({@code Outer.Inner.member()}). */
    private static List<String> javaNames(String text) {
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
    private static Class<?> outside(String name) {
        if (FOREIGN.contains(name) || LIBRARIES.containsKey(name)) {
            return Object.class;
        }
        for (String place : OUTSIDE) {
            try {
                return Class.forName(place + name, false, ArchitectureTest.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                // try the next place
            }
        }
        return null;
    }

    /** A type's name without its packages or outer classes: {@code java.util.List<a.B$C>} as {@code List<C>}. */
    private static String simple(String type) {
        return type.replaceAll("(?:\\w+[.$])+(\\w+)", "$1").replace(" ", "");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new AssertionError(file + ": " + e.getMessage(), e);
        }
    }

    private static long lines(Path file) {
        return read(file).lines().count();
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
                            main.add(Class.forName(binary, false, ArchitectureTest.class.getClassLoader()));
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
                Class<?> type = Class.forName(binary, false, ArchitectureTest.class.getClassLoader());
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
