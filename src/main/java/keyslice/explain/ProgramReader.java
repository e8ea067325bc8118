package keyslice.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A program that sends a Query, as keyslice's JavaScript (SDK v3 client) and Python (boto3 client) targets print it and
 * as people write them: the request is the object literal assigned to a variable or given to {@code QueryCommand} /
 * {@code client.query}. That literal is read ({@link LiteralReader}); nothing else of the program is, and none of it
 * runs.
 */
final class ProgramReader {

    private static final Pattern JAVASCRIPT = Pattern.compile("@aws-sdk/|\\bQueryCommand\\b|\\bDynamoDBClient\\b");
    private static final Pattern PYTHON = Pattern.compile("\\bimport boto3\\b|\\bboto3\\.client\\(");
    private static final Pattern JS_LITERAL =
            Pattern.compile("(?:\\b(?:const|let|var)\\s+[A-Za-z_$][\\w$]*\\s*=\\s*|new QueryCommand\\(\\s*)\\{");
    private static final Pattern PY_LITERAL =
            Pattern.compile("(?m)(?:^[A-Za-z_]\\w*\\s*=\\s*|\\.query\\(\\s*\\*\\*\\s*)\\{");

    private ProgramReader() {}

    /** Whether {@code text} is a program keyslice reads, rather than a command line. */
    static boolean isProgram(String text) {
        return JAVASCRIPT.matcher(text).find() || PYTHON.matcher(text).find();
    }

    static Explanation read(String text) throws Unreadable {
        boolean python = PYTHON.matcher(text).find();
        for (LiteralReader.Read literal : literals(text, python)) {
            if (isRequest(literal.value())) {
                return RequestReader.read(
                        (Map<?, ?>) literal.value(),
                        Explanation.Source.PROGRAM,
                        List.of("Read the request the "
                                + (python ? "Python" : "JavaScript")
                                + " program writes as a literal; the rest of the program is not read, "
                                + "and none of it runs."));
            }
        }
        throw new Unreadable(
                1,
                "expected the Query's request written out as a literal (such as const input = { TableName: … } or "
                        + "request = {\"TableName\": …}) in the " + (python ? "Python" : "JavaScript") + " program");
    }

    /**
     * The program's literals in order, each read once, up to and including the first that is a request. A match inside
     * a literal already read (in its comments or strings) is part of that literal, not one of its own: reading each
     * would read the rest of the text once per match, quadratic in the text.
     */
    static List<LiteralReader.Read> literals(String text, boolean python) throws Unreadable {
        LiteralReader.Language language = python ? LiteralReader.Language.PYTHON : LiteralReader.Language.JAVASCRIPT;
        List<LiteralReader.Read> literals = new ArrayList<>();
        Matcher literal = (python ? PY_LITERAL : JS_LITERAL).matcher(text);
        int readTo = 0;
        while (literal.find()) {
            if (literal.end() - 1 < readTo) {
                continue;
            }
            LiteralReader.Read read = LiteralReader.read(text, literal.end() - 1, language);
            literals.add(read);
            readTo = read.end();
            if (isRequest(read.value())) {
                break;
            }
        }
        return literals;
    }

    private static boolean isRequest(Object literal) {
        return literal instanceof Map<?, ?> map
                && (map.containsKey("KeyConditionExpression")
                        || map.containsKey("KeyConditions")
                        || map.containsKey("TableName"));
    }
}
