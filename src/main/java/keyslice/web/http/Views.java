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

    /** Room for the live update's partial without growing; a whole page grows the buffer twice. */
    private static final int CAPACITY = 32 * 1024;

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
