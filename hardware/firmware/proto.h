/* The peg board's protocol logic: debounce, hole map, line formatting, checksums, commands.
 * Plain C99 with no AVR headers, so the same sources compile for the host tests.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#ifndef PEG_PROTO_H
#define PEG_PROTO_H

#include <stdint.h>

#define MODEL "peg64"
#define FW_VERSION "1.0.0"
#define DEFAULT_SERIAL "SN0001"
/* The longest serial number kept in EEPROM, without its NUL. */
#define SERIAL_MAX 16

/* Timing (hardware/PROTOCOL.md): a scan every 5 ms, a change reported after 30 ms stable. */
#define SCAN_MS 5
#define DEBOUNCE_MS 30
#define DEBOUNCE_SCANS (DEBOUNCE_MS / SCAN_MS)
#define IDLE_SNAP_MS 2000

/* The longest line either way, without its '\n' (PROTOCOL.md). */
#define MAX_LINE 120
/* A line the board sends, with checksum and '\n', fits in this many bytes (HELLO is longest). */
#define OUT_LINE 48

#define BUTTONS 8
/* clock repeat time q r b n, and talk (push-to-talk: annabella's extension of the protocol) */
extern const char *const button_names[BUTTONS];

/* THE one table: chain bit (0 = first bit shifted out after the latch) to square (0 = a1 …
 * 63 = h8, seen from White). See holes.c and hardware/README.md for the wiring it describes. */
extern const uint8_t hole_square[64];

/* Raw chain levels (bit i%8 of chain[i/8] is chain bit i; 1 = input high = hole empty, as the
 * pull-ups read) to occupancy by square (bit f of occ[r] = file f, rank r; 1 = peg seated). */
void holes_to_occupancy(const uint8_t chain[8], uint8_t occ[8]);

/* One debounced input in one byte: bit 7 the stable (reported) state, bit 6 the last sample,
 * bits 0-5 how many scans in a row the last sample has been read (saturating). */
uint8_t deb_init(uint8_t state);
/* Feeds one sample (0 or non-zero); returns 1 when the stable state changes (read it back with
 * deb_state). A change is taken once the sample has read the same for DEBOUNCE_SCANS scans
 * after its first reading, i.e. DEBOUNCE_MS. */
uint8_t deb_step(uint8_t *cell, uint8_t sample);
uint8_t deb_state(uint8_t cell);

/* XOR of every byte of a NUL-terminated string. */
uint8_t checksum(const char *s);
/* Appends " *HH\n" to the NUL-terminated line in buf (room for 5 more bytes needed); returns
 * the length of the result, without a NUL (one is written). */
uint8_t finish_line(char *buf);
/* Writes "a1" … "h8" and a NUL. */
void square_name(uint8_t square, char out[3]);

/* Complete lines, checksum and '\n' included, into out (OUT_LINE bytes); return the length. */
uint8_t fmt_up(char *out, uint8_t square);
uint8_t fmt_down(char *out, uint8_t square);
uint8_t fmt_button(char *out, uint8_t button);
uint8_t fmt_snap(char *out, const uint8_t occ[8]);
uint8_t fmt_hello(char *out, const char *serial);

/* Whether a serial number read from EEPROM is usable: 1 to SERIAL_MAX printable non-space
 * ASCII bytes then a NUL. */
uint8_t serial_valid(const char *s, uint8_t room);

/* Commands from the host. */
enum command { CMD_NONE = 0, CMD_SNAP, CMD_HELLO };
/* A whole line (without '\n'; a trailing '\r' is allowed): SNAP? or HELLO?, each with an
 * optional " *HH" checksum that must match (upper-case digits); anything else is CMD_NONE. */
enum command parse_command(const char *line, uint8_t len);

/* Assembles received bytes into lines; a line longer than MAX_LINE is dropped whole. */
struct line_reader {
    char buf[MAX_LINE + 2];
    uint8_t len;
    uint8_t overflow;
};
void reader_init(struct line_reader *r);
/* Feeds one byte; returns the command when it completes a line naming one. */
enum command reader_feed(struct line_reader *r, uint8_t byte);

/* The board: debounced holes and buttons. emit() is given each line to send. */
typedef void (*emit_fn)(const char *line, uint8_t len);
struct board {
    uint8_t hole[64];       /* debounce cells by square */
    uint8_t button[BUTTONS]; /* debounce cells by button; stable 1 = pressed */
    uint8_t occ[8];         /* stable occupancy by square */
};
/* Starts from one scan, taken as stable (power-up). buttons: bit b set = button b pressed. */
void board_init(struct board *b, const uint8_t chain[8], uint8_t buttons);
/* One scan: reports stable changes, holes in square order, then button presses. */
void board_scan(struct board *b, const uint8_t chain[8], uint8_t buttons, emit_fn emit);
/* The SNAP line of the stable occupancy. */
uint8_t board_snap(const struct board *b, char *out);

#endif
