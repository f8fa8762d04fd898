package org.touchmove.firmware.publish.mqtt;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.paho.client.mqttv3.IMqttToken;
import org.eclipse.paho.client.mqttv3.MqttException;

/**
 * A SUBACK that refused a filter (return code 0x80, MQTT 3.1.1 §3.9.3): a NATS cluster answers so when it cannot create
 * the JetStream consumer in time, a broker's ACL may too. Paho's asynchronous client completes such a token without an
 * error, and its synchronous one throws only for a single filter, so every subscription is checked here and a refusal
 * is a failed connection: the caller drops it and connects again after its back-off (docs/mqtt.md, "Connection").
 */
final class SubscriptionRefused extends MqttException {

    private static final long serialVersionUID = 1L;
    /** The SUBACK return code of a refused filter. */
    static final int FAILURE = 0x80;

    private final List<String> refused;

    private SubscriptionRefused(List<String> refused) {
        super(MqttException.REASON_CODE_SUBSCRIBE_FAILED);
        this.refused = List.copyOf(refused);
    }

    /** The filters the broker refused, in the order subscribed. */
    List<String> refused() {
        return refused;
    }

    @Override
    public String getMessage() {
        return "the broker refused the subscription to " + String.join(", ", refused) + " (SUBACK 0x80)";
    }

    /** Throws when the completed {@code token} of a subscription to {@code filters} refused any of them. */
    static void check(IMqttToken token, String... filters) throws SubscriptionRefused {
        check(token.getGrantedQos(), filters);
    }

    /** Throws when any of {@code granted} (a SUBACK's return codes, one per filter) is a refusal. */
    static void check(int[] granted, String... filters) throws SubscriptionRefused {
        List<String> refused = new ArrayList<>();
        for (int i = 0; i < filters.length; i++) {
            // A SUBACK with fewer codes than filters is malformed: what it does not grant is not granted.
            if (granted == null || i >= granted.length || granted[i] == FAILURE) {
                refused.add(filters[i]);
            }
        }
        if (!refused.isEmpty()) {
            throw new SubscriptionRefused(refused);
        }
    }
}
