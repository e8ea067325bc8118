package keyslice.domain.filter;

import keyslice.domain.form.Problem;

/** The two expressions keyslice writes from a user's text: which URL parameter holds it and DynamoDB's member name. */
public enum Clause {
    FILTER("filter", "FilterExpression"),
    PROJECTION("project", "ProjectionExpression");

    private final String field;
    private final String member;

    Clause(String field, String member) {
        this.field = field;
        this.member = member;
    }

    /** The URL parameter its problems name. */
    public String field() {
        return field;
    }

    /** The Query member, as DynamoDB's messages name it ("Invalid FilterExpression: ..."). */
    public String member() {
        return member;
    }

    /** A problem whose rule DynamoDB words as {@code Invalid <member>: <rule>}. */
    Problem invalid(String summary, String rule) {
        return new Problem(field, summary, "Invalid " + member + ": " + rule);
    }
}
