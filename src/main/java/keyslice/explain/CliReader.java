package keyslice.explain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.JsonLine;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * An {@code aws dynamodb …} command line read into the request it sends, then read as that request. The text is split
 * as a shell would ({@link ShellWords}) and never run; no file it names is read.
 */
final class CliReader {

    /** DynamoDB JSON nests 32 levels, each a value's type object and its map: the deepest value keyslice takes. */
    private static final int MAX_JSON_DEPTH = 2 * 32 + 4;

    private final List<String> words;
    private final List<Problem> problems = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final Map<String, Object> request = new LinkedHashMap<>();
    private String maxItems;
    private int at;

    private CliReader(List<String> words) {
        this.words = words;
    }

    static Explanation read(String text) throws Unreadable {
        List<String> words = ShellWords.of(text);
        if (words.size() == 1 && words.get(0).matches("[A-Za-z_][A-Za-z0-9_]*=\\{[\\s\\S]*")) {
            return assigned(words.get(0));
        }
        if (words.isEmpty() || !(words.get(0).equals("aws") || words.get(0).endsWith("/aws"))) {
            throw new Unreadable(
                    1,
                    "expected a Query request in DynamoDB JSON (starting with {), a PartiQL SELECT or an aws dynamodb command");
        }
        return new CliReader(words).explanation();
    }

    /**
     * A script that keeps the request in a variable ({@code request='{…}'}) and sends it with {@code --cli-input-json},
     * as keyslice's own CLI loop for a Limit with a filter does: the request is the variable's JSON.
     */
    private static Explanation assigned(String word) throws Unreadable {
        String name = word.substring(0, word.indexOf('='));
        Object json;
        try {
            json = JsonLine.parse(word.substring(name.length() + 1), MAX_JSON_DEPTH);
        } catch (JsonLine.Malformed e) {
            throw new Unreadable(1, "the script's " + name + " is not JSON: " + e.getMessage());
        }
        if (!(json instanceof java.util.Map<?, ?> request)) {
            throw new Unreadable(1, "the script's " + name + " is not a request (a JSON object)");
        }
        return RequestReader.read(
                request,
                Explanation.Source.CLI,
                List.of(
                        "The script's " + name
                                + " holds the request, which it sends page by page with --cli-input-json; keyslice read that request."));
    }

    private Explanation explanation() throws Unreadable {
        at = 1;
        while (at < words.size() && words.get(at).startsWith("--")) {
            global(words.get(at++));
        }
        if (at + 1 >= words.size() || !words.get(at).equals("dynamodb")) {
            throw new Unreadable(1, "expected \"aws dynamodb\" and an operation such as query");
        }
        String operation = operation(words.get(at + 1));
        at += 2;
        if (!operation.equals("Query")) {
            notes.add("This is an aws dynamodb " + words.get(at - 1) + " command, a " + operation
                    + " request; keyslice names it but builds Queries only.");
            return new Explanation(Explanation.Source.CLI, operation, Optional.empty(), problems, notes);
        }
        Map<String, Object> options = new LinkedHashMap<>();
        while (at < words.size()) {
            option(words.get(at++), options);
        }
        request.putAll(options);
        if (!problems.isEmpty()) {
            // A member left unread (a file, shorthand, bad JSON) would make every placeholder it defines look
            // undefined.
            notes.add("keyslice reads the rest of the command once the options above are given as JSON.");
            return new Explanation(Explanation.Source.CLI, "Query", Optional.empty(), problems, notes);
        }
        maxItems();
        Explanation read = RequestReader.read(request, Explanation.Source.CLI, notes);
        List<Problem> all = new ArrayList<>(problems);
        all.addAll(read.problems());
        return new Explanation(Explanation.Source.CLI, read.operation(), read.form(), all, read.notes());
    }

    private static String operation(String command) {
        StringBuilder name = new StringBuilder();
        for (String part : command.split("-")) {
            if (!part.isEmpty()) {
                name.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
            }
        }
        return name.toString();
    }

    /**
     * {@code --max-items N} stops the CLI after N items in all. Without a filter or Select COUNT those are the first N
     * items read, which is what a Query's Limit N reads (keyslice's own CLI program writes Limit so); with one, the
     * items printed are fewer than those read, so it is no Limit and only a note.
     */
    private void maxItems() {
        if (maxItems == null) {
            return;
        }
        boolean filtered = request.containsKey("FilterExpression")
                || request.containsKey("QueryFilter")
                || "COUNT".equals(request.get("Select"));
        if (filtered || request.containsKey("Limit")) {
            notes.add("--max-items " + maxItems + ": the CLI prints at most " + maxItems
                    + " items, which is no part of the request"
                    + (filtered
                            ? "; with a filter or Select COUNT it counts the items printed, not the items read."
                            : "."));
        } else {
            request.put("Limit", new JsonLine.Number(maxItems));
            notes.add("--max-items " + maxItems + ": the CLI stops after " + maxItems + " items in all, the first "
                    + maxItems + " read, as the Query's Limit " + maxItems + " reads them; the state has Limit "
                    + maxItems + ".");
        }
    }

    private void global(String option) {
        String name = option.contains("=") ? option.substring(0, option.indexOf('=')) : option;
        if (CliOptions.GLOBAL.contains(name) && !option.contains("=")) {
            at++;
        }
        if (CliOptions.GLOBAL.contains(name) || CliOptions.GLOBAL_FLAGS.contains(name)) {
            notes.add(name + " is an option of the CLI itself, not of the request; left out.");
        } else {
            notes.add("keyslice does not know the option " + name + "; left out.");
        }
    }

    private void option(String word, Map<String, Object> options) {
        if (!word.startsWith("--")) {
            notes.add("The word " + Shown.quoted(word) + " follows no option; left out.");
            return;
        }
        String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
        Optional<String> inline =
                word.contains("=") ? Optional.of(word.substring(word.indexOf('=') + 1)) : Optional.empty();
        for (ReadOption readOption : ReadOption.values()) {
            String member = readOption.member();
            if (name.equals(readOption.cliOption())) {
                if (readOption.isFlag()) {
                    options.put(member, Boolean.TRUE);
                } else {
                    value(name, inline).ifPresent(text -> options.put(member, text));
                }
                return;
            }
            if (readOption.isFlag()
                    && name.equals("--no-" + readOption.cliOption().substring(2))) {
                options.put(member, Boolean.FALSE);
                return;
            }
        }
        switch (name) {
            case "--scan-index-forward" -> options.put("ScanIndexForward", Boolean.TRUE);
            case "--no-scan-index-forward" -> options.put("ScanIndexForward", Boolean.FALSE);
            case "--no-paginate" ->
                notes.add("--no-paginate: the CLI sends one request and prints its first page only.");
            case "--limit" -> value(name, inline).ifPresent(limit -> options.put("Limit", new JsonLine.Number(limit)));
            case "--max-items" -> value(name, inline).ifPresent(items -> maxItems = items);
            case "--page-size" ->
                value(name, inline)
                        .ifPresent(size -> notes.add("--page-size " + size + ": the CLI sends Limit " + size
                                + " with each request and reads page after page."));
            case "--starting-token" ->
                value(name, inline)
                        .ifPresent(token -> notes.add("--starting-token: the CLI resumes an earlier "
                                + "listing; the builder's Run pages from the start."));
            case "--attributes-to-get" -> options.put("AttributesToGet", list(inline));
            case "--cli-input-json" ->
                document(name, inline).ifPresent(json -> {
                    if (json instanceof Map<?, ?> map) {
                        map.forEach((key, value) -> request.putIfAbsent(String.valueOf(key), value));
                    } else {
                        problems.add(RequestReader.shape(name, "a JSON object, the request's members"));
                    }
                });
            default -> other(name, inline, options);
        }
    }

    private void other(String name, Optional<String> inline, Map<String, Object> options) {
        if (CliOptions.STRINGS.containsKey(name)) {
            value(name, inline).ifPresent(text -> options.put(CliOptions.STRINGS.get(name), text));
        } else if (CliOptions.DOCUMENTS.containsKey(name)) {
            document(name, inline).ifPresent(json -> options.put(CliOptions.DOCUMENTS.get(name), json));
        } else if (CliOptions.GLOBAL.contains(name) || CliOptions.GLOBAL_FLAGS.contains(name)) {
            if (CliOptions.GLOBAL.contains(name) && inline.isEmpty()) {
                at++;
            }
            notes.add(name + " is an option of the CLI itself, not of the request; left out.");
        } else {
            notes.add("keyslice does not know the option " + name + " of aws dynamodb query; left out.");
            if (inline.isEmpty() && at < words.size() && !words.get(at).startsWith("--")) {
                at++;
            }
        }
    }

    private Optional<String> value(String name, Optional<String> inline) {
        if (inline.isPresent()) {
            return inline;
        }
        if (at >= words.size()) {
            problems.add(new Problem(
                    name, name + " needs a value after it, and the command ends.", "expected a value after " + name));
            return Optional.empty();
        }
        return Optional.of(words.get(at++));
    }

    private List<String> list(Optional<String> inline) {
        List<String> values = new ArrayList<>();
        inline.ifPresent(values::add);
        while (inline.isEmpty() && at < words.size() && !words.get(at).startsWith("--")) {
            values.add(words.get(at++));
        }
        return values;
    }

    private Optional<Object> document(String name, Optional<String> inline) {
        Optional<String> text = value(name, inline);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String json = text.get().strip();
        if (json.startsWith("file://") || json.startsWith("fileb://")) {
            problems.add(new Problem(
                    name,
                    name + " names a file (" + Shown.quoted(json) + "); keyslice reads no files: paste the JSON itself "
                            + "in its place.",
                    "keyslice reads no files: paste the JSON of " + name + " itself"));
            return Optional.empty();
        }
        if (!json.startsWith("{") && !json.startsWith("[")) {
            problems.add(new Problem(
                    name,
                    name + " is written in the CLI's shorthand syntax; keyslice reads JSON: paste it as JSON, such as "
                            + "{\":v\": {\"S\": \"a\"}}.",
                    "keyslice reads " + name + " as JSON, not the CLI's shorthand syntax"));
            return Optional.empty();
        }
        try {
            return Optional.of(JsonLine.parse(json, MAX_JSON_DEPTH));
        } catch (JsonLine.Malformed e) {
            problems.add(new Problem(
                    name, name + " is not JSON: " + e.getMessage() + ".", name + ": not JSON: " + e.getMessage()));
            return Optional.empty();
        }
    }
}
