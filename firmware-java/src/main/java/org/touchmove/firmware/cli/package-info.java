/**
 * The command line, the top layer: {@code touchmove run | sim | replay | console | perft | hub} parse their
 * options, assemble the parts below and report a {@link org.touchmove.firmware.config.UserError} in one line.
 * Nothing else imports this package.
 */
package org.touchmove.firmware.cli;
