package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * Nothing a request holds escapes a comment of any target's program or note. Seeded random Queries put hostile text
 * (Unicode-escape text such as {@code \}{@code u000a}, raw CR and LF, U+2028/U+2029, NEL, VT, FF, NUL, BOM,
 * backslashes, quotes, comment delimiters, coding declarations, command substitutions) in the key names and values,
 * the filter's names and values and the projected names, each piece followed by {@link #MARK}. Each snippet is then
 * read with its language's lexer rules ({@link SourceLexer}): every comment is one line that ends at a newline, a
 * note is nothing but comments, and every {@link #MARK} is inside a comment or a string literal.
 */
class SnippetCommentsPropertyTest {

    /** Follows every piece of hostile text; never a bare DynamoDB name or a shell-safe word, so always quoted. */
    static final String MARK = "~KS~";

    /**
     * A key name that made java-enhanced's note a program: javac reads {@code \}{@code u000a} as a line break before it
     * looks for comments, so the rest of the note's line is a class whose main method runs a command (in escapes
     * where the placeholder would turn the character into {@code _}), and the line's end a comment again.
     */
    static final String COMPILED_NOTE =
            "x\\u000ainterface\\u0020Main{static\\u0020void\\u0020main\\u0028String[]a\\u0029"
                    + "throws\\u0020Exception{Runtime\\u002egetRuntime\\u0028\\u0029\\u002eexec\\u0028\"touch\\u0020"
                    + "pwned\"\\u0029;}}\\u000a\\u002f\\u002f" + MARK;

    /** Text that ends a comment, starts one, changes how a file is read, or runs something, in some language. */
    static final List<String> PIECES = List.of(
            "\\u000a",
            "\\u000D",
            "\\uuu000a",
            "\\\\\\u000a",
            "\\\\u000a",
            "\\u2028",
            "\\u0022",
            "\n",
            "\r",
            "\r\n",
            "\u2028",
            "\u2029",
            "\u0085",
            "\u000b",
            "\u000c",
            "\u0000",
            "\ufeff",
            "\\",
            "\\\\",
            "\"",
            "'",
            "*/",
            "/*",
            "-->",
            "<!--",
            "coding:utf-7",
            "coding=latin-1",
            " -*- coding: utf-7 -*- ",
            "+AAo-",
            "$(touch pwned)",
            "`id`",
            "${x}",
            "#",
            "//",
            "\ninterface Main{}",
            "\\u000ainterface\\u0020Main{}",
            ";",
            " ",
            "~");

    /** Numbers at DynamoDB's limits, and some that boto3's decimal context cannot hold as written. */
    static final List<String> NUMBERS = List.of(
            "1",
            "-1.5",
            "-1e-130",
            "1e-130",
            "1e100",
            "1E+38",
            "1.000000000000000000000000000000000001E-130",
            "12345678901234567890123456789012345678",
            "9.9999999999999999999999999999999999999E+125");

    private static final Pattern CODING = Pattern.compile("^[ \\t\\f]*#.*?coding[:=][ \\t]*[-\\w.]+");

    @Test
    void nothingEscapesAComment() {
        Random random = new Random(0x6e6f746573L); // "notes"
        List<String> failures = new ArrayList<>();
        int valid = 0;
        int cases = 2500;
        for (int n = 0; n < cases && failures.size() < 5; n++) {
            QueryForm form = n == 0
                    ? QueryForm.builder()
                            .table("Tbl")
                            .pk(COMPILED_NOTE)
                            .pkValue("x")
                            .build()
                    : form(random);
            if (QueryCompiler.compile(form) instanceof Compilation.Valid v) {
                valid++;
                for (Snippet s : Snippets.all(v.built())) {
                    problems(s).forEach(p -> failures.add(s.id() + ": " + p + "\n" + s.code()));
                }
            }
        }
        assertTrue(failures.isEmpty(), () -> String.join("\n\n", failures));
        assertTrue(valid > cases * 2 / 3, "most random Queries are valid: " + valid + " of " + cases);
    }

    /** What is wrong with the snippet's comments, by its language's lexer; empty when nothing is. */
    static List<String> problems(Snippet s) {
        List<String> problems = new ArrayList<>();
        SourceLexer lexer = SourceLexer.of(s.language());
        SourceLexer.Translation read;
        try {
            read = lexer.translated(s.code());
        } catch (IllegalArgumentException e) {
            return List.of(e.getMessage());
        }
        String text = read.text();
        List<SourceLexer.Span> spans = lexer.spans(text);
        for (SourceLexer.Span span : spans) {
            String inside = text.substring(span.start(), span.end());
            if (span.comment() && span.end() < text.length() && text.charAt(span.end()) != '\n') {
                problems.add("a comment ends at U+" + Integer.toHexString(text.charAt(span.end()))
                        + ", not at a newline: " + inside);
            }
            if (span.comment() && !inside.startsWith(lexer.prefix.strip())) {
                problems.add("a comment the generator did not write: " + inside);
            }
            String source = s.code().substring(read.source()[span.start()], read.source()[span.end()]);
            if (span.comment() && !source.equals(inside)) {
                problems.add("javac reads a Unicode escape in the comment " + source);
            }
        }
        int from = 0;
        for (String line : text.split("\n", -1)) {
            int at = from + line.indexOf(line.strip());
            if (line.strip().startsWith(lexer.prefix.strip())
                    && spans.stream().noneMatch(sp -> sp.comment() && sp.start() == at)) {
                problems.add("a comment line is not read as a comment: " + line);
            }
            from += line.length() + 1;
        }
        for (int at = text.indexOf(MARK); at >= 0; at = text.indexOf(MARK, at + 1)) {
            int mark = at;
            if (spans.stream().noneMatch(sp -> sp.start() <= mark && mark + MARK.length() <= sp.end())) {
                problems.add("request text outside every comment and literal, at " + mark);
            }
        }
        if (!s.program()) {
            StringBuilder outside = new StringBuilder(text);
            spans.stream()
                    .filter(SourceLexer.Span::comment)
                    .forEach(sp -> outside.replace(sp.start(), sp.end(), " ".repeat(sp.end() - sp.start())));
            if (!outside.toString().isBlank()) {
                problems.add("the note holds something besides comments");
            }
        }
        problems.addAll(languageRules(lexer, s.code()));
        return problems;
    }

    /** Python's coding declaration (PEP 263) and NUL; Go's NUL and BOM. */
    private static List<String> languageRules(SourceLexer lexer, String code) {
        List<String> problems = new ArrayList<>();
        if ((lexer == SourceLexer.PYTHON || lexer == SourceLexer.GO) && code.indexOf('\0') >= 0) {
            problems.add("NUL in the source");
        }
        if (lexer == SourceLexer.GO && code.indexOf('\ufeff') >= 0) {
            problems.add("a BOM in the source");
        }
        if (lexer == SourceLexer.PYTHON) {
            String[] lines = code.split("\r\n|\r|\n", 3);
            for (int i = 0; i < Math.min(2, lines.length); i++) {
                if (CODING.matcher(lines[i]).find()) {
                    problems.add("a coding declaration on line " + (i + 1) + ": " + lines[i]);
                }
            }
        }
        return problems;
    }

    // ------------------------------------------------------------------ random Queries

    private static QueryForm form(Random random) {
        FormBuilder form = QueryForm.builder()
                .pk(hostile(random))
                .pkValue(hostile(random))
                .table(pick(random, List.of("Tbl", "my-table.v2", "")))
                .names(random.nextBoolean() ? "always" : "minimal");
        if (random.nextInt(4) == 0) {
            form.index("by-kind.1");
        }
        if (random.nextInt(5) != 0) {
            sortKey(random, form.sk("s" + hostile(random)));
        }
        if (random.nextInt(3) == 0) {
            form.filter(filter(random));
        }
        if (random.nextInt(3) == 0) {
            List<String> paths = new ArrayList<>();
            for (int i = 0, count = 1 + random.nextInt(3); i < count; i++) {
                paths.add(name("p" + i + hostile(random))
                        + (random.nextInt(4) == 0 ? "." + name(hostile(random)) : "")
                        + (random.nextInt(6) == 0 ? "[0]" : ""));
            }
            form.project(String.join(", ", paths));
        }
        if (random.nextInt(4) == 0) {
            form.limit(Integer.toString(1 + random.nextInt(9)));
        }
        return form.order(random.nextBoolean() ? "asc" : "desc").build();
    }

    private static void sortKey(Random random, FormBuilder form) {
        int kind = random.nextInt(6);
        if (kind == 0) {
            List<String> two = List.of(pick(random, NUMBERS), pick(random, NUMBERS)).stream()
                    .sorted((a, b) -> new BigDecimal(a).compareTo(new BigDecimal(b)))
                    .toList();
            form.skType("N")
                    .op(pick(random, List.of("eq", "lt", "ge", "between")))
                    .value(two.get(0))
                    .to(two.get(1));
        } else if (kind == 1) {
            form.skType("B").op(pick(random, List.of("begins_with", "gt"))).value("AQ==");
        } else {
            String value = hostile(random);
            form.op(pick(random, List.of("eq", "lt", "le", "gt", "ge", "begins_with", "between")))
                    .value(value)
                    .to(value + "~");
        }
    }

    /** A filter of one to three conditions on hostile names, with hostile strings and the {@link #NUMBERS}. */
    private static String filter(Random random) {
        List<String> conditions = new ArrayList<>();
        for (int i = 0, count = 1 + random.nextInt(3); i < count; i++) {
            String name = name("f" + i + hostile(random));
            conditions.add(
                    switch (random.nextInt(5)) {
                        case 0 -> name + " = " + ShellSyntax.json(hostile(random));
                        case 1 -> "begins_with(" + name + ", " + ShellSyntax.json(hostile(random)) + ")";
                        case 2 -> "attribute_exists(" + name + ")";
                        case 3 -> name + " > " + pick(random, NUMBERS);
                        default ->
                            "NOT " + name + " IN (" + ShellSyntax.json(hostile(random)) + ", " + pick(random, NUMBERS)
                                    + ")";
                    });
        }
        return String.join(random.nextBoolean() ? " AND " : " OR ", conditions);
    }

    /** A name in the filter's syntax: in backticks, a backtick inside written twice. */
    private static String name(String name) {
        return "`" + name.replace("`", "``") + "`";
    }

    /** One to three {@link #PIECES} or random strings, each followed by {@link #MARK}; short enough for a key name. */
    static String hostile(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = 0, count = 1 + random.nextInt(3); i < count; i++) {
            out.append(
                            random.nextInt(4) == 0
                                    ? QuotingFixtures.randomStrings(random.nextLong(), 1, false, true)
                                            .get(0)
                                    : pick(random, PIECES))
                    .append(MARK);
        }
        return out.toString().getBytes(StandardCharsets.UTF_8).length <= 200 ? out.toString() : MARK;
    }

    private static <T> T pick(Random random, List<T> from) {
        return from.get(random.nextInt(from.size()));
    }
}
