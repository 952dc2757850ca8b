#!/usr/bin/env python3
"""ble-sim: a Chessnut Air, a Chessnut Move or a Millennium ChessLink board as a Bluetooth LE peripheral.

It speaks BlueZ's D-Bus API (org.bluez GattManager1 and LEAdvertisingManager1) on the system
bus, so it runs against the user-space BlueZ mock `bluezoo` on a private dbus-daemon
(DBUS_SYSTEM_BUS_ADDRESS pointed at it; tools/ble-sim/mock-bus.sh starts both) as against a
real BlueZ.

  --board chessnut    the vendor's FEN service (notify 1b7e8262-…) and operation service
                      (write 1b7e8272-…, answers 1b7e8273-…); real-time reports start when the
                      host writes 21 01 00; every change is a 36-byte frame, sent as two
                      notifications (20 + 16 bytes, as at the default MTU).
  --board chessnut-move
                      the Chessnut Move: the Air's services and reports, advertised as
                      "Chessnut Move", and the vendor's Move commands: 42 21 + 32 bytes of
                      squares + a flag sets a whole position, which its robot reaches after
                      --robot-ms (no reports meanwhile, as the vendor's API says), then it reports
                      the board once; 43 20 + 32 nibbles lights the LEDs; 41 01 0C asks the
                      battery, answered 41 03 0C charging level.
  --board millennium  Microchip's transparent UART service (notify 49535343-1e4d-…, write
                      49535343-8841-…) carrying the Chess Link protocol, parity in bit 7;
                      replies cut into 20-byte notifications.
  --placement FEN     the pieces on the board at the start (FEN's piece placement), for a
                      board switched on again mid-game.

Commands on standard input, one a line (answers on standard output):
  up SQ / down SQ [P]   a piece lifted / set down (the last lifted, or P as a FEN letter)
  move FROM TO          a move (a capture lifts the captured piece first), with chaos if on
  chaos SEED / chaos off  seeded faults of a real board on every `move`: a knocked neighbour,
                        a capture lifted in the other order, a dropped notification
  mute / unmute         the board stops notifying / starts again (and reports the board)
  board                 prints the board as FEN's piece placement
  leds                  prints the squares the host has lit: `lit: e2 e4`, or `lit: none`
  robot fail           (Move) the robot's next position is set with one fault: the piece it had
                        to bring to a square stops on the empty square beside it nearest its
                        way (with chaos on, each position fails so with a seeded chance)
  robot time MS        (Move) the robot's time to set a position from now on (as --robot-ms)
  battery N [charging]  (Chessnut) the battery at N percent, charging or not: answered to the
                        host's battery requests (29 01 00) and, as the newer boards do
                        (EasyLinkSDK's reader notes it), notified at once unasked
  quit                  ends
Standard output: `ready NAME ADDRESS` once advertising, `< WHAT` for each request of the host
(the Move's `< set PLACEMENT yielding|forced`, `< stop`), `> WHAT` for each report sent,
`chaos: WHAT` for each fault made, `robot: WHAT` for what the Move's robot did.
"""

import argparse
import asyncio
import random
import sys

import sdbus
from sdbus import (DbusInterfaceCommonAsync, DbusObjectManagerInterfaceAsync,
                   dbus_method_async, dbus_property_async)

CHESSNUT_FEN_SERVICE = "1b7e8261-2877-41c3-b46e-cf057c562023"
CHESSNUT_FEN_NOTIFY = "1b7e8262-2877-41c3-b46e-cf057c562023"
CHESSNUT_OP_SERVICE = "1b7e8271-2877-41c3-b46e-cf057c562023"
CHESSNUT_OP_WRITE = "1b7e8272-2877-41c3-b46e-cf057c562023"
CHESSNUT_OP_NOTIFY = "1b7e8273-2877-41c3-b46e-cf057c562023"
UART_SERVICE = "49535343-fe7d-4ae5-8fa9-9fafd205e455"
UART_NOTIFY = "49535343-1e4d-4bd9-ba61-23c647249616"
UART_WRITE = "49535343-8841-43f4-a8d4-ecbe34729bb3"

# What one notification carries at the default MTU (23 - 3 bytes of ATT header).
NOTIFY_CHUNK = 20

START = ("rnbqkbnr", "pppppppp", "", "", "", "", "PPPPPPPP", "RNBQKBNR")

# The Chessnut square codes (the vendor's README): 0 empty, 1 q, 2 k, 3 b, 4 p, 5 n, 6 R, 7 P,
# 8 r, 9 B, 10 N, 11 Q, 12 K.
CHESSNUT_CODES = {None: 0, "q": 1, "k": 2, "b": 3, "p": 4, "n": 5, "R": 6, "P": 7,
                  "r": 8, "B": 9, "N": 10, "Q": 11, "K": 12}
CHESSNUT_LETTERS = {code: letter for letter, code in CHESSNUT_CODES.items()}


def square(name):
    """The (file, rank) of a square's name, both 0-7; None if it is none."""
    if len(name) != 2 or name[0] not in "abcdefgh" or name[1] not in "12345678":
        return None
    return ord(name[0]) - ord("a"), int(name[1]) - 1


def square_name(sq):
    return "abcdefgh"[sq[0]] + str(sq[1] + 1)


def placement_rows(placement):
    """FEN's piece placement as eight rows of letters (`.` empty), or ValueError."""
    rows = []
    for text in placement.split("/"):
        row = ""
        for char in text:
            if char in "12345678":
                row += "." * int(char)
            elif char in "pnbrqkPNBRQK":
                row += char
            else:
                raise ValueError(f"not a piece placement: {placement}")
        if len(row) != 8:
            raise ValueError(f"not a piece placement: {placement}")
        rows.append(row)
    if len(rows) != 8:
        raise ValueError(f"not a piece placement: {placement}")
    return rows


class Board:
    """The pieces on the board (FEN letters) and the ones in the player's hand."""

    def __init__(self, placement=None):
        rows = START if placement is None else placement_rows(placement)
        self.pieces = {}
        for row, text in enumerate(rows):
            for file, letter in enumerate(text):
                if letter != ".":
                    self.pieces[(file, 7 - row)] = letter
        self.hand = []

    @staticmethod
    def of(pieces):
        """A board holding these pieces ((file, rank) to FEN letter)."""
        board = Board()
        board.pieces = dict(pieces)
        return board

    def placement(self):
        rows = []
        for rank in range(7, -1, -1):
            row, empty = "", 0
            for file in range(8):
                piece = self.pieces.get((file, rank))
                if piece is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + piece
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        return "/".join(rows)

    def chessnut_frame(self):
        """The 36-byte report: 01 24, a nibble a square from h8 to a1 (low nibble first), 2 more."""
        out = bytearray([0x01, 0x24]) + bytearray(34)
        for place in range(64):
            file, rank = 7 - place % 8, 7 - place // 8
            code = CHESSNUT_CODES[self.pieces.get((file, rank))]
            out[2 + place // 2] |= code if place % 2 == 0 else code << 4
        return bytes(out)

    def millennium_status(self):
        """The status body: `s` and 64 letters, A8 … H8, A7 … H1, `.` empty."""
        letters = "".join(self.pieces.get((i % 8, 7 - i // 8)) or "." for i in range(64))
        return "s" + letters


def with_odd_parity(char):
    char &= 0x7F
    return char | 0x80 if bin(char).count("1") % 2 == 0 else char


def millennium_frame(body):
    """A Chess Link message on the wire: its block check (XOR, two hex digits) and parity bits."""
    check = 0
    for c in body.encode("ascii"):
        check ^= c
    text = body + "%02X" % check
    return bytes(with_odd_parity(c) for c in text.encode("ascii"))


def millennium_lit(hex_leds):
    """The squares whose four corner LEDs an `L` request lights (the board as documented: LED 1
    the A8 corner, the LEDs running down each file line, A first)."""
    try:
        leds = [int(hex_leds[i:i + 2], 16) for i in range(0, 2 * 81, 2)]
    except ValueError:
        return set()
    if len(leds) != 81:
        return set()
    index = lambda f, r: f * 9 + (8 - r)
    return {(f, r) for f in range(8) for r in range(8)
            if all(leds[index(cf, cr)] for cf in (f, f + 1) for cr in (r, r + 1))}


# How many characters each host request has, block check included.
MILLENNIUM_REQUEST_LEN = {"S": 3, "V": 3, "X": 3, "T": 3, "W": 7, "R": 5, "L": 3 + 2 + 2 * 81}


class Service(DbusInterfaceCommonAsync, interface_name="org.bluez.GattService1"):
    def __init__(self, uuid):
        super().__init__()
        self.uuid = uuid

    @dbus_property_async("s")
    def UUID(self) -> str:
        return self.uuid

    @dbus_property_async("b")
    def Primary(self) -> bool:
        return True


class Characteristic(DbusInterfaceCommonAsync, interface_name="org.bluez.GattCharacteristic1"):
    def __init__(self, uuid, service_path, flags, on_write=None):
        super().__init__()
        self.uuid = uuid
        self.service_path = service_path
        self.flags = flags
        self.on_write = on_write
        self.value = b""
        self.notifying = False

    @dbus_method_async("a{sv}", "ay")
    async def ReadValue(self, options: dict) -> bytes:
        return self.value

    @dbus_method_async("aya{sv}", "")
    async def WriteValue(self, value: bytes, options: dict) -> None:
        if self.on_write is not None:
            self.on_write(bytes(value))

    @dbus_method_async("", "")
    async def StartNotify(self) -> None:
        self.notifying = True

    @dbus_method_async("", "")
    async def StopNotify(self) -> None:
        self.notifying = False

    # The mock confirms every value change it relays, as BlueZ does for an indication.
    @dbus_method_async("", "")
    async def Confirm(self) -> None:
        pass

    @dbus_property_async("s")
    def UUID(self) -> str:
        return self.uuid

    @dbus_property_async("o")
    def Service(self) -> str:
        return self.service_path

    @dbus_property_async("as")
    def Flags(self) -> list[str]:
        return self.flags

    @dbus_property_async("ay")
    def Value(self) -> bytes:
        return self.value

    @Value.setter_private
    def _value_set(self, value: bytes):
        self.value = value

    @dbus_property_async("b")
    def Notifying(self) -> bool:
        return self.notifying

    async def notify(self, data):
        """One notification (a change of the value, as BlueZ relays it)."""
        if self.notifying:
            await self.Value.set_async(data)
            return True
        return False


class Advertisement(DbusInterfaceCommonAsync, interface_name="org.bluez.LEAdvertisement1"):
    def __init__(self, name, uuids):
        super().__init__()
        self.name = name
        self.uuids = uuids

    @dbus_method_async("", "")
    async def Release(self) -> None:
        pass

    @dbus_property_async("s")
    def Type(self) -> str:
        return "peripheral"

    @dbus_property_async("s")
    def LocalName(self) -> str:
        return self.name

    @dbus_property_async("as")
    def ServiceUUIDs(self) -> list[str]:
        return self.uuids

    # General discoverable, as a board waiting for a host advertises.
    @dbus_property_async("b")
    def Discoverable(self) -> bool:
        return True


class GattManager(DbusInterfaceCommonAsync, interface_name="org.bluez.GattManager1"):
    @dbus_method_async("oa{sv}", "")
    async def RegisterApplication(self, application: str, options: dict) -> None:
        raise NotImplementedError


class AdvertisingManager(DbusInterfaceCommonAsync,
                         interface_name="org.bluez.LEAdvertisingManager1"):
    @dbus_method_async("oa{sv}", "")
    async def RegisterAdvertisement(self, advertisement: str, options: dict) -> None:
        raise NotImplementedError


class Adapter(DbusInterfaceCommonAsync, interface_name="org.bluez.Adapter1"):
    @dbus_property_async("s")
    def Address(self) -> str:
        raise NotImplementedError


def say(line):
    print(line, flush=True)


class Simulator:
    def __init__(self, kind, name, seed, placement=None, robot_ms=300):
        # The Move is a Chessnut board on the wire; `robot` says it has the Move's commands.
        self.robot = kind == "chessnut-move"
        kind = "chessnut" if self.robot else kind
        self.kind = kind
        self.name = name
        self.board = Board(placement)
        self.rng = random.Random(seed) if seed is not None else None
        self.muted = False
        self.realtime = False
        self.auto_reports = False
        self.pending = bytearray()
        self.notify = None
        self.answers = None
        self.queue = asyncio.Queue()
        # The squares the host lit (Chessnut's LED frame, Millennium's `L`), as (file, rank).
        self.lit = set()
        # The battery level answered to the host (percent), and whether it is charging.
        self.battery = 80
        self.charging = False
        # The Move's robot: how long it takes, the task moving now, a fault asked for.
        self.robot_ms = robot_ms
        self.robot_task = None
        self.robot_fault = False

    def battery_answer(self):
        """The battery answer: the Air's 2A 02, the level with bit 7 set while charging, 00;
        the Move's 41 03 0C, charging 1 or 0, the level."""
        if self.robot:
            return bytes([0x41, 0x03, 0x0C, 1 if self.charging else 0, self.battery])
        return bytes([0x2A, 0x02, self.battery | (0x80 if self.charging else 0), 0])

    # -- the GATT application

    def objects(self):
        root = "/org/annabella/blesim"
        if self.kind == "chessnut":
            fen, op = root + "/service0", root + "/service1"
            self.notify = Characteristic(CHESSNUT_FEN_NOTIFY, fen, ["notify"])
            write = Characteristic(CHESSNUT_OP_WRITE, op, ["write", "write-without-response"],
                                   self.chessnut_written)
            self.answers = Characteristic(CHESSNUT_OP_NOTIFY, op, ["notify"])
            return root, [(fen, Service(CHESSNUT_FEN_SERVICE)),
                          (fen + "/char0", self.notify),
                          (op, Service(CHESSNUT_OP_SERVICE)),
                          (op + "/char0", write),
                          (op + "/char1", self.answers)], [CHESSNUT_FEN_SERVICE]
        uart = root + "/service0"
        self.notify = Characteristic(UART_NOTIFY, uart, ["notify"])
        write = Characteristic(UART_WRITE, uart, ["write", "write-without-response"],
                               self.millennium_written)
        return root, [(uart, Service(UART_SERVICE)), (uart + "/char0", self.notify),
                      (uart + "/char1", write)], [UART_SERVICE]

    # -- what the host writes (called from D-Bus; the work goes through the queue, in order)

    def chessnut_written(self, data):
        if data == b"\x21\x01\x00":
            say("< realtime")
            self.realtime = True
            self.queue.put_nowait(("report", None))
        elif data == b"\x29\x01\x00":
            say("< battery")
            self.queue.put_nowait(("battery", None))
        elif self.robot and self.move_written(data):
            pass
        elif len(data) == 10 and data[:2] == b"\x0a\x08":
            self.lit = {(file, 7 - row) for row in range(8) for file in range(8)
                        if data[2 + row] & (0x80 >> file)}
            say("< leds " + " ".join(square_name(sq) for sq in sorted(self.lit)))
        else:
            say("< unknown " + data.hex())

    def move_written(self, data):
        """The Move's own commands; False for another."""
        if len(data) == 35 and data[:2] == b"\x42\x21":
            if not any(data[2:]):
                say("< stop")
                self.queue.put_nowait(("stop", None))
                return True
            target = {}
            for place in range(64):
                byte = data[2 + place // 2]
                code = byte & 0x0F if place % 2 == 0 else byte >> 4
                letter = CHESSNUT_LETTERS.get(code, "?")
                if letter == "?":
                    say("< unknown " + data.hex())
                    return True
                if letter:
                    target[(7 - place % 8, 7 - place // 8)] = letter
            mode = {0: "forced", 1: "yielding"}.get(data[34], "flag %d" % data[34])
            say("< set " + Board.of(target).placement() + " " + mode)
            self.queue.put_nowait(("set", target))
            return True
        if len(data) == 34 and data[:2] == b"\x43\x20":
            self.lit = set()
            for place in range(64):
                byte = data[2 + place // 2]
                if (byte & 0x0F if place % 2 == 0 else byte >> 4):
                    self.lit.add((7 - place % 8, 7 - place // 8))
            say("< leds " + " ".join(square_name(sq) for sq in sorted(self.lit)))
            return True
        if data == b"\x41\x01\x0c":
            say("< battery")
            self.queue.put_nowait(("battery", None))
            return True
        return False

    def robot_result(self, target):
        """Where the robot leaves the pieces: the target, or with a fault (`robot fail`, or a
        seeded chance with chaos on) the piece it had to bring to a square stopped on the empty
        square beside it nearest where it came from."""
        fault = self.robot_fault or (self.rng is not None and self.rng.random() < 0.3)
        self.robot_fault = False
        result = dict(target)
        if not fault:
            return result
        current = self.board.pieces
        arrivals = sorted(sq for sq, letter in target.items() if current.get(sq) != letter)
        if not arrivals:
            return result
        to = self.rng.choice(arrivals) if self.rng else arrivals[0]
        letter = target[to]
        origins = [sq for sq, l in current.items() if l == letter and target.get(sq) != l]
        origin = min(origins, key=lambda o: (abs(o[0] - to[0]) + abs(o[1] - to[1]), o)) \
            if origins else to
        beside = [(to[0] + df, to[1] + dr) for df in (-1, 0, 1) for dr in (-1, 0, 1)
                  if (df or dr) and 0 <= to[0] + df < 8 and 0 <= to[1] + dr < 8]
        # Beside its square, not back where it came from (that would be no move at all).
        empty = [sq for sq in beside if sq not in target and sq != origin]
        if not empty:
            return result
        stop = min(empty, key=lambda sq: (abs(sq[0] - origin[0]) + abs(sq[1] - origin[1]), sq))
        del result[to]
        if to in current:
            # A capture: the piece taken stays where it stood.
            result[to] = current[to]
        result[stop] = letter
        say(f"robot: could not place {letter} on {square_name(to)}, it stopped on "
            f"{square_name(stop)}")
        return result

    async def robot_moves(self, target):
        """The robot at work: no reports meanwhile (the vendor's API), then the board reached,
        reported once."""
        try:
            await asyncio.sleep(self.robot_ms / 1000)
        except asyncio.CancelledError:
            return
        self.board.pieces = self.robot_result(target)
        self.board.hand.clear()
        self.robot_task = None
        say("robot: done " + self.board.placement())
        await self.report()

    def millennium_written(self, data):
        self.pending += bytes(b & 0x7F for b in data)
        while self.pending:
            letter = chr(self.pending[0])
            length = MILLENNIUM_REQUEST_LEN.get(letter)
            if length is None:
                say("< junk " + chr(self.pending[0]))
                del self.pending[0]
                continue
            if len(self.pending) < length:
                return
            text = self.pending[:length].decode("ascii", "replace")
            del self.pending[:length]
            say("< " + text[:-2])
            if letter == "S":
                self.queue.put_nowait(("report", None))
            elif letter == "V":
                self.queue.put_nowait(("uart", millennium_frame("v0107")))
            elif letter == "W":
                if text[1:3] == "02":
                    self.auto_reports = text[3:5] in ("03", "07")
                self.queue.put_nowait(("uart", millennium_frame("w" + text[1:5])))
            elif letter == "R":
                self.queue.put_nowait(("uart", millennium_frame("r" + text[1:3] + "00")))
            elif letter == "L":
                self.lit = millennium_lit(text[3:3 + 2 * 81])
                self.queue.put_nowait(("uart", millennium_frame("l")))
            elif letter == "X":
                self.lit = set()
                self.queue.put_nowait(("uart", millennium_frame("x")))

    # -- what the board sends

    async def send_chunks(self, characteristic, data):
        sent = True
        for at in range(0, len(data), NOTIFY_CHUNK):
            sent = await characteristic.notify(data[at:at + NOTIFY_CHUNK]) and sent
        return sent

    async def report(self, asked=False):
        """The whole board, as the protocol reports a change (or answers `S`)."""
        if self.muted or self.robot_task is not None:
            # A Move's reports are off while its robot moves.
            return
        if self.kind == "chessnut":
            if not self.realtime:
                return
            sent = await self.send_chunks(self.notify, self.board.chessnut_frame())
        else:
            if not (asked or self.auto_reports):
                return
            sent = await self.send_chunks(self.notify,
                                          millennium_frame(self.board.millennium_status()))
        say(("> " if sent else "(not sent) ") + self.board.placement())

    async def changed(self, drop=False):
        if not drop:
            await self.report()

    # -- the player's hands

    async def up(self, sq, drop=False):
        piece = self.board.pieces.pop(sq, None)
        if piece is None:
            raise ValueError(f"no piece on {square_name(sq)}")
        self.board.hand.append(piece)
        await self.changed(drop)

    async def down(self, sq, letter=None, drop=False):
        if letter is None:
            if not self.board.hand:
                raise ValueError("no piece in hand")
            letter = self.board.hand.pop()
        elif letter in self.board.hand:
            self.board.hand.remove(letter)
        self.board.pieces[sq] = letter
        await self.changed(drop)

    async def move(self, frm, to):
        mover = self.board.pieces.get(frm)
        if mover is None:
            raise ValueError(f"no piece on {square_name(frm)}")
        if to in self.board.pieces:
            if self.rng and self.rng.random() < 0.5:
                say("chaos: capture lifted in the other order")
                steps = [("up", frm), ("up", to), ("down", to)]
            else:
                steps = [("up", to), ("up", frm), ("down", to)]
        else:
            steps = [("up", frm), ("down", to)]
        knocked = None
        if self.rng and self.rng.random() < 0.3:
            neighbours = [(to[0] + df, to[1] + dr) for df in (-1, 0, 1) for dr in (-1, 0, 1)
                          if (df or dr) and 0 <= to[0] + df < 8 and 0 <= to[1] + dr < 8]
            occupied = sorted(n for n in neighbours if n in self.board.pieces and n != frm)
            if occupied:
                knocked = self.rng.choice(occupied)
                say("chaos: knocked " + square_name(knocked))
        # A dropped notification is never the last: a real board reports where it ends.
        drop_at = None
        if self.rng and self.rng.random() < 0.3:
            drop_at = self.rng.randrange(len(steps) - 1)
            say("chaos: a notification dropped")
        for index, (what, sq) in enumerate(steps):
            drop = index == drop_at
            if what == "up":
                await self.up(sq, drop)
            else:
                await self.down(sq, mover, drop)
            if knocked and index == 0:
                piece = self.board.pieces.pop(knocked)
                await self.changed()
                self.board.pieces[knocked] = piece
                await self.changed()
        # The captured piece is set aside, off the board.
        self.board.hand.clear()

    async def command(self, line):
        words = line.split("#")[0].split()
        if not words:
            return
        verb, args = words[0], words[1:]
        squares = [square(a) for a in args]
        if verb == "up" and len(args) == 1 and squares[0]:
            await self.up(squares[0])
        elif verb == "down" and len(args) in (1, 2) and squares[0]:
            await self.down(squares[0], args[1] if len(args) == 2 else None)
        elif verb == "move" and len(args) == 2 and all(squares):
            await self.move(squares[0], squares[1])
        elif verb == "chaos" and args == ["off"]:
            self.rng = None
        elif verb == "chaos" and len(args) == 1 and args[0].isdigit():
            self.rng = random.Random(int(args[0]))
        elif verb == "mute":
            self.muted = True
        elif verb == "unmute":
            self.muted = False
            await self.report(asked=True)
        elif verb == "board":
            say(self.board.placement())
        elif verb == "leds":
            ranked = sorted(self.lit, key=lambda sq: (sq[1], sq[0]))
            say("lit: " + (" ".join(square_name(sq) for sq in ranked) or "none"))
        elif verb == "robot" and args == ["fail"] and self.robot:
            self.robot_fault = True
        elif (verb == "robot" and len(args) == 2 and args[0] == "time" and args[1].isdigit()
              and int(args[1]) <= 60000 and self.robot):
            self.robot_ms = int(args[1])
        elif (verb == "battery" and self.kind == "chessnut" and len(args) in (1, 2)
              and args[0].isdigit() and int(args[0]) <= 100
              and args[1:] in ([], ["charging"])):
            self.battery = int(args[0])
            self.charging = args[1:] == ["charging"]
            if not self.muted:
                await self.answers.notify(self.battery_answer())
            say(f"> battery {self.battery}" + (" charging" if self.charging else ""))
        elif verb == "quit":
            return "quit"
        else:
            raise ValueError("not a command: " + line.strip())

    async def work(self):
        """The board's one worker: host requests and typed commands, in the order they came."""
        while True:
            what, data = await self.queue.get()
            try:
                if what == "report":
                    await self.report(asked=True)
                elif what == "battery":
                    if not self.muted:
                        await self.answers.notify(self.battery_answer())
                elif what == "uart":
                    await self.send_chunks(self.notify, data)
                elif what == "set":
                    # A new position replaces one the robot is still moving to.
                    if self.robot_task is not None:
                        self.robot_task.cancel()
                    self.robot_task = asyncio.create_task(self.robot_moves(data))
                elif what == "stop":
                    if self.robot_task is not None:
                        self.robot_task.cancel()
                        self.robot_task = None
                        await self.report()
                elif what == "line":
                    if await self.command(data) == "quit":
                        return
                    say("ok")
                elif what == "end":
                    return
            except ValueError as problem:
                say(f"error: {problem}")


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", choices=("chessnut", "chessnut-move", "millennium"),
                        required=True)
    parser.add_argument("--robot-ms", type=int, default=300,
                        help="(chessnut-move) how long the robot takes to set a position")
    parser.add_argument("--adapter", default="hci1",
                        help="the adapter the board advertises on (by name: their order on the "
                             "bus is not stable)")
    parser.add_argument("--name", help="the name advertised (default: the board's own)")
    parser.add_argument("--seed", type=int, help="chaos from this seed on every move")
    parser.add_argument("--placement",
                        help="the pieces on the board at the start, as FEN's piece placement "
                             "(default: the initial position); a board switched on again "
                             "mid-game")
    args = parser.parse_args()
    if args.placement is not None:
        try:
            placement_rows(args.placement)
        except ValueError as problem:
            parser.error(str(problem))
    name = args.name or {"chessnut": "Chessnut Air", "chessnut-move": "Chessnut Move",
                         "millennium": "MILLENNIUM CHESS"}[args.board]
    if args.robot_ms < 0 or args.robot_ms > 60000:
        parser.error("--robot-ms: from 0 to 60000")

    bus = sdbus.sd_bus_open_system()
    sdbus.set_default_bus(bus)
    sim = Simulator(args.board, name, args.seed, args.placement, args.robot_ms)
    root, objects, uuids = sim.objects()
    manager = DbusObjectManagerInterfaceAsync()
    manager.export_to_dbus(root)
    for path, obj in objects:
        manager.export_with_manager(path, obj)
    advertisement = Advertisement(name, uuids)
    advertisement.export_to_dbus(root + "/advertisement0")

    adapter_path = "/org/bluez/" + args.adapter
    await GattManager.new_proxy("org.bluez", adapter_path).RegisterApplication(root, {})
    await AdvertisingManager.new_proxy("org.bluez", adapter_path).RegisterAdvertisement(
        root + "/advertisement0", {})
    address = await Adapter.new_proxy("org.bluez", adapter_path).Address.get_async()
    say(f"ready {name} {address}")

    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    worker = asyncio.create_task(sim.work())
    lines = asyncio.create_task(read_lines(reader, sim.queue))
    await worker
    lines.cancel()


async def read_lines(reader, queue):
    while line := await reader.readline():
        queue.put_nowait(("line", line.decode("utf-8", "replace")))
    queue.put_nowait(("end", None))


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except (KeyboardInterrupt, SystemExit):
        pass
