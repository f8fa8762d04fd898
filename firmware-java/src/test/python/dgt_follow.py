#!/usr/bin/env python3
"""An independent DGT host, written from the protocol notes in docs/dgt.md (not from any client's code).

Follows a game on a DGT board over a serial port (9600 8N1) and prints one JSON object per line for
what it saw, so a test can check it:
  {"type": "version" | "serial" | "trademark", ...}   answers at start-up
  {"type": "dump", "board": "<64 chars a8..h1>"}        every board dump
  {"type": "field", "square": "e4", "piece": "P", "board": "<64 chars>"}   every field update
  {"type": "time", "left": s, "right": s, "status": n} every clock time message
  {"type": "ack", "command": n, "ack0": n, "ack2": n}  acknowledgement of a clock command
  {"type": "button", "key": n}                         a clock key press (automatic ack 0x88)
  {"type": "result", "code": n, "square": "d4"}         a magic (result) piece was reported
  {"type": "ready"} once set up, {"type": "done"} at the end.
Sequence: UPDATE_NICE, version, serial, trademark, board dump, clock version; "ready"; follow until a
result piece arrives; wait for one key press; then send a text, set-and-run, beep and end-display, each
only after the previous one was acknowledged; ask for a final dump; "done".
"""
import json
import sys
import time

import serial

PIECES = ".PRNBKQprnbkq"  # DGT piece codes 0..12; 13..15 are the result pieces
RESULT_CODES = {13: "1/2-1/2", 14: "1-0", 15: "0-1"}


def square_name(index):
    """Wire index (0 = a8 ... 63 = h1) to a square name."""
    return "abcdefgh"[index % 8] + str(8 - index // 8)


def bcd(b):
    return (b >> 4) * 10 + (b & 0x0F)


class Host:
    def __init__(self, path, timeout):
        self.port = serial.Serial(path, 9600, bytesize=8, parity="N", stopbits=1, timeout=0.05,
                                  xonxoff=False, rtscts=False, dsrdtr=False)
        self.deadline = time.monotonic() + timeout
        self.buffer = bytearray()
        self.board = ["."] * 64
        self.broken = 0
        self.stream = self.messages()  # one generator: bytes read past a wanted message stay queued

    def emit(self, **fields):
        print(json.dumps(fields), flush=True)

    def send(self, data):
        self.port.write(bytes(data))
        self.port.flush()

    def clock_command(self, code, payload):
        body = [0x03, code] + list(payload) + [0x00]
        self.send([0x2B, len(body)] + body)

    def messages(self):
        """Yields (id, data) for each complete message; a byte with bit 7 inside a message restarts it."""
        while True:
            if time.monotonic() > self.deadline:
                self.emit(type="error", detail="timed out")
                sys.exit(2)
            chunk = self.port.read(256)
            for b in chunk:
                if b & 0x80:
                    if self.buffer:
                        self.broken += 1
                    self.buffer = bytearray([b])
                elif self.buffer:
                    self.buffer.append(b)
                if len(self.buffer) >= 3:
                    size = (self.buffer[1] << 7) | self.buffer[2]
                    if len(self.buffer) == size:
                        msg_id, data = self.buffer[0], bytes(self.buffer[3:])
                        self.buffer = bytearray()
                        yield msg_id, data
            if not chunk:
                yield None, None

    def handle(self, msg_id, data):
        """Decodes one message, prints it, and returns (kind, value) for the caller's waits."""
        if msg_id == 0x86:
            self.board = [PIECES[c] if c < 13 else "?" for c in data]
            self.emit(type="dump", board="".join(self.board))
            return "dump", None
        if msg_id == 0x8E:
            square, code = data[0], data[1]
            if code in RESULT_CODES:
                self.emit(type="result", code=code, result=RESULT_CODES[code], square=square_name(square))
                return "result", code
            self.board[square] = PIECES[code]
            self.emit(type="field", square=square_name(square), piece=PIECES[code], board="".join(self.board))
            return "field", None
        if msg_id == 0x8D:
            if (data[0] & 0x0F) == 0x0A or (data[3] & 0x0F) == 0x0A:
                ack0 = (data[1] & 0x7F) | ((data[3] << 3) & 0x80)
                ack1 = (data[2] & 0x7F) | ((data[3] << 2) & 0x80)
                ack2 = (data[4] & 0x7F) | ((data[0] << 3) & 0x80)
                ack3 = (data[5] & 0x7F) | ((data[0] << 2) & 0x80)
                if ack1 == 0x88:
                    self.emit(type="button", key=ack3, pattern=ack2)
                    return "button", ack3
                self.emit(type="ack", command=ack1, ack0=ack0, ack2=ack2)
                return "ack", ack1
            right = (data[0] & 0x0F) * 3600 + bcd(data[1]) * 60 + bcd(data[2])
            left = (data[3] & 0x0F) * 3600 + bcd(data[4]) * 60 + bcd(data[5])
            self.emit(type="time", left=left, right=right, status=data[6],
                      leftFlag=bool(data[3] & 0x10), rightFlag=bool(data[0] & 0x10))
            return "time", None
        if msg_id == 0x93:
            self.emit(type="version", main=data[0], sub=data[1])
            return "version", None
        if msg_id == 0x91:
            self.emit(type="serial", digits=data.decode("ascii"))
            return "serial", None
        if msg_id == 0x92:
            self.emit(type="trademark", text=data.decode("ascii"))
            return "trademark", None
        self.emit(type="other", id=msg_id, length=len(data))
        return "other", None

    def wait_for(self, kind, value=None):
        for msg_id, data in self.stream:
            if msg_id is None:
                continue
            got, got_value = self.handle(msg_id, data)
            if got == kind and (value is None or got_value == value):
                return got_value


def main():
    host = Host(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 60.0)
    host.send([0x4B])  # UPDATE_NICE: field updates, times on change, clock acks
    host.send([0x4D])
    host.wait_for("version")
    host.send([0x45])
    host.wait_for("serial")
    host.send([0x47])
    host.wait_for("trademark")
    host.send([0x42])
    host.wait_for("dump")
    host.clock_command(0x09, [])
    host.wait_for("ack", 0x09)
    host.emit(type="ready")
    host.wait_for("result")
    host.wait_for("button")
    commands = [
        (0x0C, list(b"TOUCHMVE") + [0]),          # DGT 3000 text, no beep
        (0x0A, [0, 5, 0, 0, 4, 30, 0x01]),        # set and run: left 0:05:00 runs, right 0:04:30
        (0x0B, [8]),                              # beep 8 x 64 ms
        (0x03, []),                               # end display
    ]
    for code, payload in commands:
        host.clock_command(code, payload)
        host.wait_for("ack", code)  # one command at a time: the next only after this ack
    host.send([0x42])
    host.wait_for("dump")
    host.emit(type="done", broken=host.broken)
    return 0


if __name__ == "__main__":
    sys.exit(main())
