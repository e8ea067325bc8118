package keyslice.explain;

import keyslice.domain.form.QueryForm;

/**
 * The explainer's test fixture: the file-tree example as a request and as the form it reads as.
 */
final class ExplainerFixtures {

    private ExplainerFixtures() {}

    static final String FILE_TREE = """
            {"TableName": "Drive",
             "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :sk)",
             "ExpressionAttributeNames": {"#pk": "PK", "#sk": "SK"},
             "ExpressionAttributeValues": {":pk": {"S": "DRIVE#a91"}, ":sk": {"S": "root/photos/"}}}""";

    static final QueryForm FILE_TREE_FORM = QueryForm.builder()
            .table("Drive")
            .pk("PK")
            .pkValue("DRIVE#a91")
            .sk("SK")
            .value("root/photos/")
            .build();
}
