package keyslice.web.http;

import java.nio.ByteBuffer;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/** The request with its body, read already, given again from memory. */
final class ReplayedRequest extends Request.Wrapper {
    private Content.Chunk rest;

    ReplayedRequest(Request request, byte[] body) {
        super(request);
        this.rest = Content.Chunk.from(ByteBuffer.wrap(body), true);
    }

    @Override
    public synchronized Content.Chunk read() {
        Content.Chunk chunk = rest;
        rest = Content.Chunk.EOF;
        return chunk;
    }

    @Override
    public void demand(Runnable demandCallback) {
        demandCallback.run();
    }

    @Override
    public boolean consumeAvailable() {
        rest = Content.Chunk.EOF;
        return true;
    }
}
