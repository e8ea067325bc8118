package keyslice.web.http;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import io.javalin.http.Context;

/**
 * Renders the precompiled jte templates (built from {@code templates/} at build time) straight to UTF-8
 * bytes: the templates' static text is stored pre-encoded, so a page is never built as a UTF-16 string
 * and encoded again on the way out.
 */
public final class Views {

    public static final String HTML_UTF8 = "text/html; charset=utf-8";

    private final TemplateEngine engine = TemplateEngine.createPrecompiled(ContentType.Html);

    /**
     * Room for what is rendered most, without growing: the live update's partial (8-10 KB on the examples)
     * and the embed card (4 KB). A whole page (70 KB) grows the buffer three times.
     */
    private static final int CAPACITY = 16 * 1024;

    public <M> byte[] render(Template<M> template, M model) {
        Utf8Bytes output = new Utf8Bytes(CAPACITY);
        engine.render(template.name(), model, output);
        return output.toByteArray();
    }

    /** Answers {@code ctx} with the rendered template as HTML. */
    public <M> void html(Context ctx, Template<M> template, M model) {
        ctx.contentType(HTML_UTF8).result(render(template, model));
    }
}
