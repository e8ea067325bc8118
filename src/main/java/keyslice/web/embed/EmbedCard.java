package keyslice.web.embed;

import java.util.List;

import keyslice.domain.Problem;
import keyslice.web.http.Template;
import keyslice.web.builder.Output;

/** The compact read-only card for iframes: {@code output} is null when the state is invalid. */
public record EmbedCard(String title, Output output, List<Problem> problems, String openHref) {

    public static final Template<EmbedCard> PAGE = new Template<>("pages/embed.jte");
}
