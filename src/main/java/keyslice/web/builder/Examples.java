package keyslice.web.builder;

import java.util.List;
import keyslice.examples.WorkedExamples;
import keyslice.web.state.Permalink;

/** The worked examples as the page links them. */
public final class Examples {

    private Examples() {}

    /** Built once: the examples never change. */
    public static final List<BuilderPage.Example> ALL = WorkedExamples.ALL.stream()
            .map(example ->
                    new BuilderPage.Example(example.title(), example.description(), Permalink.of(example.form())))
            .toList();
}
