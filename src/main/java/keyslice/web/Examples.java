package keyslice.web;

import java.util.List;

import keyslice.examples.WorkedExamples;

/** The worked examples as the page links them. */
final class Examples {

    private Examples() {
    }

    /** Built once: the examples never change. */
    static final List<BuilderPage.Example> ALL = WorkedExamples.ALL.stream()
            .map(example -> new BuilderPage.Example(example.title(), example.description(), Permalink.of(example.form())))
            .toList();
}
