/**
 * Where a server of Touchmove listens: one address type for the hub's HTTP, the DGT TCP port and the LiveChess API,
 * on the loopback unless the configuration names an address (docs/security.md, "Network defaults").
 */
package org.touchmove.hal.net;
