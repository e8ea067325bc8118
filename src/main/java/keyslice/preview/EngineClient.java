package keyslice.preview;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProviderChain;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The SDK client keyslice talks to an endpoint with, the same for the read-only preview and the demo-data writer:
 * timeouts from the configuration, never a retry, and dummy credentials only for a loopback endpoint.
 */
public final class EngineClient {

    /** The access key id of the loopback-only fallback credentials. */
    public static final String LOOPBACK_ACCESS_KEY_ID = "keyslice-local";

    private EngineClient() {}

    /**
     * An SDK client as the preview uses it: URL-connection HTTP client with the connect timeout, the API-call timeout
     * on the call and on its one attempt, no retries, the endpoint and region of {@code config}.
     *
     * @throws PreviewException NOT_CONFIGURED when {@code config} has no endpoint
     */
    public static DynamoDbClient build(PreviewConfig config) {
        if (!config.configured()) {
            throw new PreviewException(PreviewException.Reason.NOT_CONFIGURED, PreviewConfig.HOW_TO_CONFIGURE);
        }
        return DynamoDbClient.builder()
                .endpointOverride(config.endpoint().orElseThrow())
                .region(Region.of(config.region()))
                .credentialsProvider(credentials(config))
                .httpClientBuilder(UrlConnectionHttpClient.builder()
                        .connectionTimeout(config.connectTimeout())
                        .socketTimeout(config.apiCallTimeout()))
                .overrideConfiguration(ClientOverrideConfiguration.builder()
                        .apiCallTimeout(config.apiCallTimeout())
                        .apiCallAttemptTimeout(config.apiCallTimeout())
                        .retryStrategy(AwsRetryStrategy.doNotRetry())
                        .build())
                .build();
    }

    /** The SDK's default chain; for a loopback endpoint, falling back to dummy static credentials. */
    static AwsCredentialsProvider credentials(PreviewConfig config) {
        DefaultCredentialsProvider defaults =
                DefaultCredentialsProvider.builder().build();
        if (!config.loopback()) {
            return defaults;
        }
        return AwsCredentialsProviderChain.builder()
                .credentialsProviders(
                        defaults,
                        StaticCredentialsProvider.create(
                                AwsBasicCredentials.create(LOOPBACK_ACCESS_KEY_ID, "keyslice-local")))
                .reuseLastProviderEnabled(true)
                .build();
    }
}
