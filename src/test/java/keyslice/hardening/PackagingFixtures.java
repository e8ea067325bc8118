package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The packaging tests' helpers: the Dockerfile read into its stages and instructions, the README's commands, and a
 * small reader of the compose file's YAML.
 */
final class PackagingFixtures {

    private PackagingFixtures() {}

    static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    static final ObjectMapper JSON = new ObjectMapper();

    /** One instruction: keyword (upper case) and its arguments, continuation lines joined. */
    record Instruction(String keyword, String args) {
        @Override
        public String toString() {
            return keyword + " " + args;
        }
    }

    /** One build stage: its FROM arguments and instructions. */
    record Stage(String from, String name, List<Instruction> instructions) {
        List<Instruction> all(String keyword) {
            return instructions.stream()
                    .filter(i -> i.keyword().equals(keyword))
                    .toList();
        }

        Instruction last(String keyword) {
            List<Instruction> found = all(keyword);
            return found.isEmpty() ? null : found.get(found.size() - 1);
        }
    }

    static List<Stage> stages;
    static String readme;

    static void read() throws IOException {
        stages = parseDockerfile(Files.readString(ROOT.resolve("Dockerfile"), StandardCharsets.UTF_8));
        readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    }

    static List<Stage> parseDockerfile(String text) {
        List<String> logical = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\\R")) {
            String trimmed = line.strip();
            if (current.length() == 0 && (trimmed.isEmpty() || trimmed.startsWith("#"))) {
                continue;
            }
            if (current.length() > 0 && trimmed.startsWith("#")) {
                continue; // comment lines inside a continuation are dropped by Docker too
            }
            if (trimmed.endsWith("\\")) {
                current.append(trimmed, 0, trimmed.length() - 1).append(' ');
            } else {
                current.append(trimmed);
                logical.add(current.toString().replaceAll("\\s+", " ").strip());
                current.setLength(0);
            }
        }
        List<Stage> result = new ArrayList<>();
        for (String line : logical) {
            int space = line.indexOf(' ');
            String keyword = (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
            String args = space < 0 ? "" : line.substring(space + 1).strip();
            if (keyword.equals("FROM")) {
                Matcher as = Pattern.compile("(?i)^(\\S+)(?:\\s+AS\\s+(\\S+))?$")
                        .matcher(args.replaceAll("--platform=\\S+\\s+", ""));
                assertTrue(as.matches(), "FROM " + args);
                result.add(new Stage(as.group(1), as.group(2), new ArrayList<>()));
            } else {
                assertFalse(result.isEmpty(), "an instruction before the first FROM: " + line);
                result.get(result.size() - 1).instructions().add(new Instruction(keyword, args));
            }
        }
        return result;
    }

    /** A JSON exec form ({@code ["java", "-jar", "x"]}) as its words; a shell form split on spaces. */
    static List<String> words(String args) {
        if (args.startsWith("[")) {
            List<String> out = new ArrayList<>();
            try {
                for (JsonNode n : JSON.readTree(args)) {
                    out.add(n.asText());
                }
            } catch (IOException e) {
                throw new AssertionError("not a JSON exec form: " + args, e);
            }
            return out;
        }
        return args.isBlank() ? List.of() : List.of(args.split(" "));
    }

    /** The README's one-line run command, split at {@code &&}: build, then run. */
    static List<String> readmeRunCommand() {
        Matcher section = Pattern.compile("(?s)## Run\\s*```sh\\s*(.*?)```").matcher(readme);
        assertTrue(section.find(), "README has a ## Run section with a sh block");
        String line = section.group(1).strip();
        String[] parts = line.split("&&");
        assertEquals(2, parts.length, "build && run: " + line);
        return List.of(parts[0].strip(), parts[1].strip());
    }

    static Stage runtime() {
        return stages.get(stages.size() - 1);
    }

    static Stage buildStage() {
        Instruction copy = runtime().all("COPY").stream()
                .filter(c -> c.args().contains("--from="))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the runtime stage copies nothing from a build stage"));
        Matcher from = Pattern.compile("--from=(\\S+)").matcher(copy.args());
        assertTrue(from.find());
        return stages.stream()
                .filter(s -> from.group(1).equals(s.name()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no stage named " + from.group(1)));
    }

    static Map<String, String> env(Stage stage) {
        Map<String, String> env = new LinkedHashMap<>();
        Matcher kv = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)=(\"(?:[^\"\\\\]|\\\\.)*\"|\\S+)")
                .matcher("");
        for (Instruction i : stage.all("ENV")) {
            kv.reset(i.args());
            boolean any = false;
            while (kv.find()) {
                any = true;
                String value = kv.group(2);
                env.put(kv.group(1), value.startsWith("\"") ? value.substring(1, value.length() - 1) : value);
            }
            if (!any) {
                String[] legacy = i.args().split(" ", 2);
                env.put(legacy[0], legacy.length > 1 ? legacy[1] : "");
            }
        }
        return env;
    }

    /** Just enough YAML for compose.yaml: block maps, block lists of scalars, inline lists kept as text, comments. */
    static final class MiniYaml {

        private MiniYaml() {}

        @SuppressWarnings("unchecked")
        static Map<String, Object> map(Object o, String what) {
            assertTrue(o instanceof Map, what + " is a mapping: " + o);
            return (Map<String, Object>) o;
        }

        static Map<String, Object> parse(String text) {
            List<String[]> lines = new ArrayList<>();
            for (String raw : text.split("\\R")) {
                String line = stripComment(raw);
                if (!line.isBlank()) {
                    int indent = line.length() - line.stripLeading().length();
                    lines.add(new String[] {Integer.toString(indent), line.strip()});
                }
            }
            int[] at = {0};
            return block(lines, at, 0);
        }

        private static String stripComment(String line) {
            boolean single = false;
            boolean dbl = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '\'' && !dbl) {
                    single = !single;
                } else if (c == '"' && !single) {
                    dbl = !dbl;
                } else if (c == '#' && !single && !dbl && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                    return line.substring(0, i);
                }
            }
            return line;
        }

        private static Map<String, Object> block(List<String[]> lines, int[] at, int indent) {
            Map<String, Object> map = new LinkedHashMap<>();
            while (at[0] < lines.size()) {
                int ind = Integer.parseInt(lines.get(at[0])[0]);
                String line = lines.get(at[0])[1];
                if (ind < indent) {
                    break;
                }
                int colon = line.indexOf(':');
                assertTrue(colon > 0 && !line.startsWith("- "), "a key: " + line);
                String key = unquote(line.substring(0, colon).strip());
                String value = line.substring(colon + 1).strip();
                at[0]++;
                if (!value.isEmpty()) {
                    map.put(key, unquote(value));
                } else if (at[0] < lines.size() && Integer.parseInt(lines.get(at[0])[0]) > ind) {
                    int childIndent = Integer.parseInt(lines.get(at[0])[0]);
                    if (lines.get(at[0])[1].startsWith("- ")) {
                        List<String> list = new ArrayList<>();
                        while (at[0] < lines.size()
                                && Integer.parseInt(lines.get(at[0])[0]) == childIndent
                                && lines.get(at[0])[1].startsWith("- ")) {
                            list.add(unquote(lines.get(at[0])[1].substring(2).strip()));
                            at[0]++;
                        }
                        map.put(key, list);
                    } else {
                        map.put(key, block(lines, at, childIndent));
                    }
                } else {
                    map.put(key, null);
                }
            }
            return map;
        }

        private static String unquote(String s) {
            if (s.length() >= 2 && (s.startsWith("\"") && s.endsWith("\"") || s.startsWith("'") && s.endsWith("'"))) {
                return s.substring(1, s.length() - 1);
            }
            return s;
        }
    }
}
