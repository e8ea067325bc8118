package keyslice.web.designs;

import java.util.ArrayList;
import java.util.List;
import keyslice.datamodel.Finding;

/**
 * A design's access patterns as a Markdown table for a README or a wiki, then its findings as a list. Every cell is one
 * line whatever the design holds: text escapes each character that could start markup or end the cell, line breaks are
 * {@code <br>}, and code spans take a fence longer than any run of backticks in them.
 */
public final class DesignMarkdown {

    /** The item keys a Reads cell names before it counts the rest. */
    static final int KEYS_SHOWN = 3;

    private static final String NONE = "—";

    private DesignMarkdown() {}

    public static String of(List<PatternRow> rows, List<Finding> findings) {
        StringBuilder out = new StringBuilder();
        out.append("| Pattern | Description | Operation | Table · index | Key condition in words |")
                .append(" KeyConditionExpression | Entities read | Reads | Findings |\n")
                .append("|---|---|---|---|---|---|---|---|---|\n");
        for (PatternRow row : rows) {
            out.append("| ")
                    .append(text(row.id()))
                    .append(" | ")
                    .append(text(row.description()))
                    .append(" | ")
                    .append(orNone(text(row.operation())))
                    .append(" | ")
                    .append(orNone(text(row.where())))
                    .append(" | ")
                    .append(orNone(text(row.words())))
                    .append(" | ")
                    .append(row.keyCondition().isEmpty() ? NONE : code(row.keyCondition()))
                    .append(" | ")
                    .append(orNone(text(row.entities())))
                    .append(" | ")
                    .append(orNone(reads(row)))
                    .append(" | ")
                    .append(orNone(findings(row)))
                    .append(" |\n");
        }
        if (!findings.isEmpty()) {
            out.append("\n**Findings**\n\n");
            for (Finding finding : findings) {
                out.append("- ")
                        .append(code(finding.code().code()))
                        .append(": ")
                        .append(text(finding.message()))
                        .append('\n');
            }
        }
        return out.toString();
    }

    private static String reads(PatternRow row) {
        if (!row.evaluated()) {
            return "";
        }
        List<String> keys = new ArrayList<>();
        row.read().stream()
                .limit(KEYS_SHOWN)
                .forEach(item -> keys.add(code(item.key())
                        + (item.entity().isEmpty() ? "" : " " + text("(" + item.entity() + ")"))
                        + (item.returned() ? "" : " (filtered out)")));
        if (row.read().size() > KEYS_SHOWN) {
            keys.add("and " + (row.read().size() - KEYS_SHOWN) + " more");
        }
        return text(row.costText()) + (keys.isEmpty() ? "" : ": " + String.join(", ", keys));
    }

    private static String findings(PatternRow row) {
        List<String> parts = new ArrayList<>();
        row.findings().forEach(code -> parts.add(code(code)));
        row.problems().forEach(problem -> parts.add(text(problem)));
        return String.join("<br>", parts);
    }

    private static String orNone(String cell) {
        return cell.isEmpty() ? NONE : cell;
    }

    /**
     * Plain text for a table cell: each ASCII character that Markdown or a table reads as markup escaped with a
     * backslash, each line break as {@code <br>}, other control characters visible.
     */
    static String text(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                continue; // CRLF is one break: the LF writes it
            }
            if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029') {
                out.append("<br>");
            } else if ("\\`*_[]<>&!~|#".indexOf(c) >= 0) {
                out.append('\\').append(c);
            } else if (Character.isISOControl(c)) {
                out.append(String.format(java.util.Locale.ROOT, "\\\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * A code span for a table cell: fenced by one backtick more than its longest run of them, padded with a space where
     * it starts or ends with a backtick or a space (Markdown takes one away on each side), its line breaks spaces (as
     * Markdown reads them), and each pipe escaped, which a table needs even inside code.
     */
    static String code(String text) {
        String content = text.replace("\r\n", " ")
                .replace('\n', ' ')
                .replace('\r', ' ')
                .replace('\u2028', ' ')
                .replace('\u2029', ' ')
                .replace("|", "\\|");
        int longest = 0;
        int run = 0;
        for (int i = 0; i < content.length(); i++) {
            run = content.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        boolean pad = !content.isEmpty()
                && ("` ".indexOf(content.charAt(0)) >= 0 || "` ".indexOf(content.charAt(content.length() - 1)) >= 0);
        return pad ? fence + " " + content + " " + fence : fence + content + fence;
    }
}
