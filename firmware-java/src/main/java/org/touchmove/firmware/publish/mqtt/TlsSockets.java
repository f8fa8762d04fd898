package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;

/**
 * The TLS socket factory for {@code ssl://} brokers: trusts the tournament CA file (PEM) and presents the board's
 * client certificate when one is configured (PEM certificate chain, PEM PKCS#8 key: {@code openssl pkcs8 -topk8
 * -nocrypt} converts other forms). Hostname verification stays on (Paho's default).
 */
final class TlsSockets {

    private TlsSockets() {
    }

    static SSLSocketFactory factory(MqttSettings s) {
        try {
            TrustManagerFactory tmf = null;
            if (s.caFile().isPresent()) {
                KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
                trust.load(null, null);
                int i = 0;
                for (Certificate c : certificates(s.caFile().get(), "mqtt.tls.caFile")) {
                    trust.setCertificateEntry("ca-" + i++, c);
                }
                tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
                tmf.init(trust);
            }
            KeyManagerFactory kmf = null;
            if (s.clientCertFile().isPresent() && s.clientKeyFile().isPresent()) {
                List<Certificate> chain = certificates(s.clientCertFile().get(), "mqtt.tls.certFile");
                PrivateKey key = privateKey(s.clientKeyFile().get());
                char[] none = new char[0];
                KeyStore keys = KeyStore.getInstance(KeyStore.getDefaultType());
                keys.load(null, null);
                keys.setKeyEntry("board", key, none, chain.toArray(new Certificate[0]));
                kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
                kmf.init(keys, none);
            }
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(kmf == null ? null : kmf.getKeyManagers(), tmf == null ? null : tmf.getTrustManagers(), null);
            return new NoDelay(ctx.getSocketFactory());
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalArgumentException("mqtt.tls: cannot set up TLS: " + e.getMessage(), e);
        }
    }

    private static List<Certificate> certificates(Path file, String key) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            Collection<? extends Certificate> certs = CertificateFactory.getInstance("X.509").generateCertificates(in);
            if (certs.isEmpty()) {
                throw new IllegalArgumentException(key + ": no certificate in " + file);
            }
            return new ArrayList<>(certs);
        } catch (java.security.cert.CertificateException e) {
            throw new IllegalArgumentException(key + ": " + file + " holds no readable PEM certificate", e);
        }
    }

    private static PrivateKey privateKey(Path file) throws IOException {
        String pem = Files.readString(file, StandardCharsets.US_ASCII);
        int begin = pem.indexOf("-----BEGIN PRIVATE KEY-----");
        int end = pem.indexOf("-----END PRIVATE KEY-----");
        if (begin < 0 || end < begin) {
            // The file's content is a secret: name the file, never echo it.
            throw new IllegalArgumentException("mqtt.tls.keyFile: " + file
                    + " is not a PEM PKCS#8 key (BEGIN PRIVATE KEY); convert with openssl pkcs8 -topk8 -nocrypt");
        }
        String body = pem.substring(begin + 27, end).replaceAll("\\s", "");
        PKCS8EncodedKeySpec spec = new PKCS8EncodedKeySpec(Base64.getMimeDecoder().decode(body));
        for (String algorithm : List.of("RSA", "EC", "Ed25519")) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(spec);
            } catch (InvalidKeySpecException | java.security.NoSuchAlgorithmException e) {
                // try the next algorithm: PKCS#8 does not say which one without parsing its ASN.1
            }
        }
        throw new IllegalArgumentException("mqtt.tls.keyFile: " + file + " is neither an RSA, EC nor Ed25519 key");
    }

    static Optional<SSLSocketFactory> forSettings(MqttSettings s) {
        boolean anyTls = s.brokerUris().stream().anyMatch(u -> "ssl".equals(u.getScheme()));
        return anyTls ? Optional.of(factory(s)) : Optional.empty();
    }

    /** The context's TLS sockets with Nagle's algorithm off, as {@link TcpSockets}' (issue 31). */
    private static final class NoDelay extends SSLSocketFactory {
        private final SSLSocketFactory tls;

        NoDelay(SSLSocketFactory tls) {
            this.tls = tls;
        }

        @Override
        public String[] getDefaultCipherSuites() {
            return tls.getDefaultCipherSuites();
        }

        @Override
        public String[] getSupportedCipherSuites() {
            return tls.getSupportedCipherSuites();
        }

        @Override
        public Socket createSocket() throws IOException {
            return TcpSockets.noDelay(tls.createSocket()); // Paho's way: unconnected, connected by Paho
        }

        @Override
        public Socket createSocket(Socket s, String host, int port, boolean autoClose)
                throws IOException {
            return TcpSockets.noDelay(tls.createSocket(s, host, port, autoClose));
        }

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            return TcpSockets.noDelay(tls.createSocket(host, port));
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress localHost, int localPort)
                throws IOException {
            return TcpSockets.noDelay(tls.createSocket(host, port, localHost, localPort));
        }

        @Override
        public Socket createSocket(InetAddress host, int port) throws IOException {
            return TcpSockets.noDelay(tls.createSocket(host, port));
        }

        @Override
        public Socket createSocket(InetAddress address, int port, InetAddress localAddress,
                int localPort) throws IOException {
            return TcpSockets.noDelay(tls.createSocket(address, port, localAddress, localPort));
        }
    }
}
