package keyslice.web.designs;

import java.util.List;
import keyslice.datamodel.Finding;
import keyslice.web.http.Template;

/**
 * The embed card of a design: its access patterns as a table for a wiki, each in three fixed lines (the pattern, where
 * and what it reads in words, what it reads and its findings), then the findings. Like the Query card every row has a
 * fixed height and cuts what does not fit with an ellipsis, so its height is known without a browser; the numbers are
 * the card's CSS ({@code static/css/pages.css}, "Design card").
 *
 * @param rows         the patterns shown, at most {@link #MAX_ROWS}
 * @param morePatterns how many patterns the card leaves out (the link back shows them)
 * @param findings     the findings shown
 * @param moreFindings how many findings it leaves out
 */
public record DesignCard(
        String title,
        String openHref,
        String theme,
        List<PatternRow> rows,
        int morePatterns,
        List<Finding> findings,
        int moreFindings) {

    public static final Template<DesignCard> PAGE = new Template<>("pages/design-card.jte");

    static final int MAX_ROWS = 12;
    static final int MAX_FINDINGS = 6;

    /** The card's border and padding, top and bottom (the Query card's). */
    static final int FRAME = 2 * 1 + 2 * 8;
    /** The header: "keyslice" and the link back. */
    static final int HEAD = 24;
    /** Above each part. */
    static final int GAP = 8;
    /** A part's heading row. */
    static final int LABEL = 24;
    /** One line of text. */
    static final int LINE = 22;
    /** A pattern: three lines. */
    static final int ROW = 3 * LINE;
    /** Between two patterns. */
    static final int ROW_GAP = 4;

    public DesignCard {
        rows = List.copyOf(rows);
        findings = List.copyOf(findings);
    }

    static DesignCard of(DesignRead read, String openHref, String theme) {
        List<PatternRow> rows = read.rows();
        List<Finding> findings = read.findings();
        return new DesignCard(
                read.title(),
                openHref,
                theme,
                rows.stream().limit(MAX_ROWS).toList(),
                Math.max(0, rows.size() - MAX_ROWS),
                findings.stream().limit(MAX_FINDINGS).toList(),
                Math.max(0, findings.size() - MAX_FINDINGS));
    }

    /** The card's height in CSS pixels, from its rows alone. */
    public int height() {
        int lines = rows.size() + (morePatterns > 0 ? 1 : 0);
        int height = FRAME
                + HEAD
                + GAP
                + LINE
                + GAP
                + rows.size() * ROW
                + Math.max(0, lines - 1) * ROW_GAP
                + (morePatterns > 0 ? LINE : 0);
        if (!findings.isEmpty()) {
            height += GAP + LABEL + LINE * (findings.size() + (moreFindings > 0 ? 1 : 0));
        }
        return height;
    }

    /**
     * The card that fits {@code maxHeight}: the findings left out first, then patterns from the end (counted in the
     * "more" line), down to one pattern, which stays even when it does not fit: a card of no pattern says nothing.
     */
    DesignCard fit(int maxHeight) {
        DesignCard fitted = this;
        if (fitted.height() > maxHeight && !findings.isEmpty()) {
            fitted = new DesignCard(
                    title, openHref, theme, rows, morePatterns, List.of(), findings.size() + moreFindings);
        }
        while (fitted.height() > maxHeight && fitted.rows.size() > 1) {
            List<PatternRow> fewer = fitted.rows.subList(0, fitted.rows.size() - 1);
            fitted = new DesignCard(
                    title, openHref, theme, fewer, fitted.morePatterns + 1, fitted.findings, fitted.moreFindings);
        }
        return fitted;
    }

    /**
     * The third line of a pattern: its findings by code, the entities its first page reads, then what that costs or why
     * it was not run.
     */
    public static String facts(PatternRow row) {
        String reads = row.evaluated()
                ? row.costText()
                : row.problems().isEmpty()
                        ? "not run"
                        : "not run: " + row.problems().get(0);
        String findings = row.findings().isEmpty() ? "no findings" : "findings: " + String.join(", ", row.findings());
        String entities = row.entities().isEmpty() ? "" : " · reads " + row.entities();
        return findings + entities + " · " + reads;
    }

    /** The second line: where it reads and, for a Query, what in words. */
    public static String reads(PatternRow row) {
        String where = row.where().isEmpty() ? row.operation() : row.where();
        String what = row.words().isEmpty() ? row.operation() : row.words();
        return where.isEmpty() ? what : what.isEmpty() || what.equals(where) ? where : where + ": " + what;
    }
}
