package keyslice.web;

import java.util.Map;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.http.Context;
import io.javalin.rendering.FileRenderer;

/** Renders precompiled jte templates (built from {@code templates/} at build time) for {@code ctx.render}. */
final class JteFileRenderer implements FileRenderer {

    private final TemplateEngine engine = TemplateEngine.createPrecompiled(ContentType.Html);

    @Override
    @SuppressWarnings("unchecked")
    public String render(String template, Map<String, ?> model, Context ctx) {
        StringOutput output = new StringOutput();
        engine.render(template, (Map<String, Object>) model, output);
        return output.toString();
    }
}
