/**
 * What a user hands the controller: the configuration file and its settings, input files, the state
 * directory, and {@link org.touchmove.firmware.config.UserError}, the one error a user can fix.
 */
package org.touchmove.firmware.config;
