package keyslice.datamodel;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A design's tables as an AWS CloudFormation template in JSON: one {@code AWS::DynamoDB::Table} resource a table, with
 * its attribute definitions, key schemas (a multi-attribute index key as several HASH and RANGE elements), indexes and
 * projections, billed on demand. Items and access patterns are no resources: they are left out.
 */
public final class CloudFormationWriter {

    private CloudFormationWriter() {}

    public static Map<String, Object> write(DataModel model) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("AWSTemplateFormatVersion", "2010-09-09");
        out.put("Description", "DynamoDB tables of a design, exported by keyslice");
        Map<String, Object> resources = new LinkedHashMap<>();
        Set<String> used = new HashSet<>();
        for (ModelTable table : model.tables()) {
            Map<String, Object> resource = new LinkedHashMap<>();
            resource.put("Type", "AWS::DynamoDB::Table");
            resource.put("Properties", McpDataModelWriter.createTable(table));
            resources.put(logicalId(table.name(), used), resource);
        }
        out.put("Resources", resources);
        return out;
    }

    /** The table's name in the letters and digits a logical ID may hold, made unique in the template. */
    static String logicalId(String tableName, Set<String> used) {
        String letters = tableName.replaceAll("[^A-Za-z0-9]", "");
        String base = (letters.isEmpty() || Character.isDigit(letters.charAt(0)) ? "Table" : "") + letters + "Table";
        String id = base;
        for (int n = 2; !used.add(id); n++) {
            id = base + n;
        }
        return id;
    }
}
