package keyslice.domain;

import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;

/**
 * The multi-attribute key's test helper: the tournaments example's form.
 */
final class MultiAttributeKeyFixtures {

    private MultiAttributeKeyFixtures() {}

    /** The tournament index: partition (tournament, region), sort (round S, score N). */
    static FormBuilder tournament() {
        return QueryForm.builder()
                .table("Matches")
                .index("byTournament")
                .pk("tournament")
                .pkValue("WINTER2026")
                .pk(2, "region")
                .pkValue(2, "EU")
                .sk("round")
                .op("eq")
                .value("final");
    }
}
