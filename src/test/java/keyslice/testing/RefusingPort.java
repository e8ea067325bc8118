package keyslice.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * A loopback port that refuses every connection for as long as this is open: a socket bound to it that never listens.
 * A port merely closed again can be taken meanwhile by a server another test starts, which then answers instead.
 */
public final class RefusingPort implements AutoCloseable {

    private final Socket socket = new Socket();

    public RefusingPort() {
        try {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() {
        return socket.getLocalPort();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
