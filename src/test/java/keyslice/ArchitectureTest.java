package keyslice;

import static keyslice.ArchitectureDoc.javaNames;
import static keyslice.ArchitectureDoc.outside;
import static keyslice.ArchitectureDoc.read;
import static keyslice.ArchitectureDoc.table;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import keyslice.web.http.Template;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's package table and rules, held against the compiled classes: every package has a row, each
 * uses only what its row allows (jdeps), the classes a row names are in its package or beside it; and the rules the
 * document states about templates, the engine and file sizes.
 */
class ArchitectureTest {

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
        List<String> rows = table().stream().map(ArchitectureDoc.Row::name).toList();
        assertEquals(new TreeSet<>(rows).size(), rows.size(), () -> "a package twice in " + rows);
        assertEquals(compiled, new TreeSet<>(rows), "the packages of src/main against the table's");
    }

    @Test
    void eachPackageUsesOnlyWhatItsRowAllows() throws Exception {
        assertEquals(List.of(), unallowed(Jdeps.packages(), table()), "dependencies the table does not allow");
    }

    @Test
    void anUnallowedDependencyIsFound() {
        List<ArchitectureDoc.Row> table = List.of(
                new ArchitectureDoc.Row("keyslice.a", "", List.of("domain", "Javalin")),
                new ArchitectureDoc.Row("keyslice.domain", "", List.of()),
                new ArchitectureDoc.Row("keyslice.domain.b", "", List.of("domain")),
                new ArchitectureDoc.Row("keyslice.domain.c", "", List.of("domain.b and what it may depend on")));
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
        ArchitectureDoc.Classes classes = ArchitectureDoc.Classes.read();
        List<String> astray = new ArrayList<>();
        for (ArchitectureDoc.Row row : table()) {
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
    void noFileIsOver300LinesButTheLongFilesNamedForNow() throws IOException {
        Map<String, Long> over = new TreeMap<>();
        for (String root : LongFiles.ROOTS) {
            try (Stream<Path> files = Files.walk(Path.of(root))) {
                files.filter(LongFiles::counted).forEach(f -> {
                    long lines = lines(f);
                    if (lines > LongFiles.MAX_LINES) {
                        over.put(f.toString().replace('\\', '/'), lines);
                    }
                });
            }
        }
        Map<String, Long> unnamed = new TreeMap<>(over);
        unnamed.keySet().removeAll(LongFiles.ALLOWED.keySet());
        assertEquals(Map.of(), unnamed, "files over 300 lines: split each by what its parts do");
        Set<String> within = new TreeSet<>(LongFiles.ALLOWED.keySet());
        within.removeAll(over.keySet());
        assertEquals(Set.of(), within, "within 300 lines (or gone): take them off LongFiles.ALLOWED");
        assertEquals(
                List.of(),
                LongFiles.ALLOWED.keySet().stream()
                        .filter(f -> f.startsWith("src/main/"))
                        .toList(),
                "src/main has no exceptions");
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
        for (Class<?> type : ArchitectureDoc.Classes.read().main()) {
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
        calls = templates.stream().map(ArchitectureDoc::read).collect(Collectors.joining("\n"));
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
    void onlyTheDemoDataWriterAndWhatItWritesReferenceWriteRequests() throws Exception {
        Set<String> writers = new TreeSet<>();
        Jdeps.classes().forEach((from, targets) -> {
            if (from.startsWith("keyslice")
                    && targets.stream().anyMatch(t -> WRITE.matcher(t).matches())) {
                writers.add(from.replaceAll("\\$.*", ""));
            }
        });
        // DesignTables builds a design's CreateTable requests and TableWrite carries them; DemoDataWriter alone sends.
        assertEquals(
                Set.of(
                        "keyslice.preview.DemoDataWriter",
                        "keyslice.preview.DesignTables",
                        "keyslice.preview.TableWrite"),
                writers);
    }

    private static List<String> unallowed(Map<String, Set<String>> jdeps, List<ArchitectureDoc.Row> table) {
        Map<String, ArchitectureDoc.Row> rows = new LinkedHashMap<>();
        table.forEach(row -> rows.put(row.name(), row));
        List<String> found = new ArrayList<>();
        new TreeMap<>(jdeps).forEach((from, targets) -> {
            if (from.startsWith("keyslice")) {
                ArchitectureDoc.Row row = rows.get(from);
                new TreeSet<>(targets)
                        .stream()
                                .filter(to -> row == null || !row.allows(to, table))
                                .forEach(to -> found.add(from + " -> " + to));
            }
        });
        return found;
    }

    /** A type's name without its packages or outer classes: {@code java.util.List<a.B$C>} as {@code List<C>}. */
    private static String simple(String type) {
        return type.replaceAll("(?:\\w+[.$])+(\\w+)", "$1").replace(" ", "");
    }

    private static long lines(Path file) {
        return read(file).lines().count();
    }
}
