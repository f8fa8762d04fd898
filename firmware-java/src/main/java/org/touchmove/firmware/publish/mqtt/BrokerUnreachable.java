package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;

/**
 * No broker of the list accepted a command's first connection within {@code mqtt.firstConnectSeconds}
 * ({@link FirstConnection}); the message names the brokers, the wait and the last attempt's reason. The commands exit
 * with status 1 on it (docs/brokers.md, "The first connection").
 */
public final class BrokerUnreachable extends IOException {

    private static final long serialVersionUID = 1L;

    public BrokerUnreachable(String message) {
        super(message);
    }
}
