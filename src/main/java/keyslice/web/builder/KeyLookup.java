package keyslice.web.builder;

import keyslice.domain.form.QueryForm;

/**
 * The port behind the {@code use-table} edit: fills the key names and types of a form from the table (or index) it
 * names. The live preview implements it; the builder knows nothing of engines.
 */
@FunctionalInterface
public interface KeyLookup {

    FormEdit.Result fill(QueryForm form);
}
