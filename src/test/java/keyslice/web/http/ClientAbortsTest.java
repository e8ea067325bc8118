package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.SocketException;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.io.EofException;
import org.junit.jupiter.api.Test;

class ClientAbortsTest {

    @Test
    void aClientGoneMidBodyIsAnAbort() {
        assertTrue(ClientAborts.isAbort(new IOException(new EofException("Early EOF"))));
        assertTrue(ClientAborts.isAbort(new UncheckedIOException(new SocketException("Connection reset"))));
        assertTrue(ClientAborts.isAbort(new IOException("Connection reset by peer")));
        assertTrue(ClientAborts.isAbort(new RuntimeException(new IOException("Broken pipe"))));
        assertEquals("EofException: Early EOF", ClientAborts.describe(new IOException(new EofException("Early EOF"))));
    }

    @Test
    void aTruncatedBodyKeepsJettysStatus() {
        BadMessageException bad = new BadMessageException(400, "Early EOF");
        assertTrue(ClientAborts.isAbort(bad));
        assertEquals(400, ClientAborts.status(bad));
        assertEquals(400, ClientAborts.status(new IOException(new EofException())));
    }

    @Test
    void keyslicesOwnFailuresAreNotAborts() {
        assertFalse(ClientAborts.isAbort(new IllegalStateException("bug")));
        assertFalse(ClientAborts.isAbort(new NullPointerException()));
        assertFalse(ClientAborts.isAbort(new IOException("template missing")));
        assertFalse(
                ClientAborts.isAbort(new org.eclipse.jetty.http.HttpException.RuntimeException(500, "server side")));
    }
}
