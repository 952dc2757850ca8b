/* The peg board's protocol logic (see proto.h). No AVR headers: compiled for the host tests too.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "proto.h"

#include <string.h>

const char *const button_names[BUTTONS] = {"clock", "repeat", "time", "q", "r", "b", "n", "talk"};

static const char hex[] = "0123456789ABCDEF";

void holes_to_occupancy(const uint8_t chain[8], uint8_t occ[8])
{
    uint8_t i;
    for (i = 0; i < 8; i++)
        occ[i] = 0;
    for (i = 0; i < 64; i++) {
        if (!(chain[i >> 3] & (1u << (i & 7)))) {
            uint8_t sq = hole_square[i];
            occ[sq >> 3] |= (uint8_t)(1u << (sq & 7));
        }
    }
}

uint8_t deb_init(uint8_t state)
{
    return state ? 0xC0 | 0x3F : 0x3F;
}

uint8_t deb_state(uint8_t cell)
{
    return cell >> 7;
}

uint8_t deb_step(uint8_t *cell, uint8_t sample)
{
    uint8_t stable = *cell >> 7;
    uint8_t last = (*cell >> 6) & 1;
    uint8_t count = *cell & 0x3F;
    uint8_t changed = 0;
    sample = sample ? 1 : 0;
    if (sample != last) {
        last = sample;
        count = 0;
    } else if (count < 0x3F) {
        count++;
    }
    if (last != stable && count >= DEBOUNCE_SCANS) {
        stable = last;
        changed = 1;
    }
    *cell = (uint8_t)(stable << 7 | last << 6 | count);
    return changed;
}

uint8_t checksum(const char *s)
{
    uint8_t cs = 0;
    while (*s)
        cs ^= (uint8_t)*s++;
    return cs;
}

uint8_t finish_line(char *buf)
{
    uint8_t cs = checksum(buf);
    uint8_t n = (uint8_t)strlen(buf);
    buf[n++] = ' ';
    buf[n++] = '*';
    buf[n++] = hex[cs >> 4];
    buf[n++] = hex[cs & 15];
    buf[n++] = '\n';
    buf[n] = 0;
    return n;
}

void square_name(uint8_t square, char out[3])
{
    out[0] = (char)('a' + (square & 7));
    out[1] = (char)('1' + ((square >> 3) & 7));
    out[2] = 0;
}

static uint8_t fmt_square(char *out, const char *word, uint8_t square)
{
    char name[3];
    square_name(square, name);
    strcpy(out, word);
    strcat(out, name);
    return finish_line(out);
}

uint8_t fmt_up(char *out, uint8_t square)
{
    return fmt_square(out, "UP ", square);
}

uint8_t fmt_down(char *out, uint8_t square)
{
    return fmt_square(out, "DOWN ", square);
}

uint8_t fmt_button(char *out, uint8_t button)
{
    strcpy(out, "BTN ");
    strcat(out, button_names[button < BUTTONS ? button : 0]);
    return finish_line(out);
}

uint8_t fmt_snap(char *out, const uint8_t occ[8])
{
    uint8_t i;
    char *p = out;
    memcpy(p, "SNAP ", 5);
    p += 5;
    /* Most significant first: bit 63 (h8) is the top of occ[7]. */
    for (i = 8; i-- > 0;) {
        *p++ = hex[occ[i] >> 4];
        *p++ = hex[occ[i] & 15];
    }
    *p = 0;
    return finish_line(out);
}

uint8_t fmt_hello(char *out, const char *serial)
{
    strcpy(out, "HELLO " MODEL " " FW_VERSION " ");
    strcat(out, serial);
    return finish_line(out);
}

uint8_t serial_valid(const char *s, uint8_t room)
{
    uint8_t i;
    for (i = 0; i < room; i++) {
        if (s[i] == 0)
            return i > 0 && i <= SERIAL_MAX;
        if (s[i] <= 0x20 || s[i] > 0x7E)
            return 0;
    }
    return 0;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1; /* lower-case digits are malformed (PROTOCOL.md) */
}

enum command parse_command(const char *line, uint8_t len)
{
    uint8_t i, body = len, cs = 0;
    if (len > 0 && line[len - 1] == '\r')
        len--;
    if (len > MAX_LINE)
        return CMD_NONE;
    for (i = 0; i < len; i++)
        if (line[i] < 0x20 || line[i] > 0x7E)
            return CMD_NONE;
    body = len;
    if (len >= 4 && line[len - 4] == ' ' && line[len - 3] == '*') {
        int hi = hex_digit(line[len - 2]), lo = hex_digit(line[len - 1]);
        if (hi < 0 || lo < 0)
            return CMD_NONE;
        body = (uint8_t)(len - 4);
        for (i = 0; i < body; i++)
            cs ^= (uint8_t)line[i];
        if (cs != (uint8_t)(hi << 4 | lo))
            return CMD_NONE;
    }
    if (body == 5 && memcmp(line, "SNAP?", 5) == 0)
        return CMD_SNAP;
    if (body == 6 && memcmp(line, "HELLO?", 6) == 0)
        return CMD_HELLO;
    return CMD_NONE;
}

void reader_init(struct line_reader *r)
{
    r->len = 0;
    r->overflow = 0;
}

enum command reader_feed(struct line_reader *r, uint8_t byte)
{
    enum command cmd = CMD_NONE;
    if (byte == '\n') {
        if (!r->overflow)
            cmd = parse_command(r->buf, r->len);
        reader_init(r);
        return cmd;
    }
    /* Room for MAX_LINE bytes and a '\r'. */
    if (r->len >= MAX_LINE + 1)
        r->overflow = 1;
    else
        r->buf[r->len++] = (char)byte;
    return CMD_NONE;
}

void board_init(struct board *b, const uint8_t chain[8], uint8_t buttons)
{
    uint8_t sq;
    holes_to_occupancy(chain, b->occ);
    for (sq = 0; sq < 64; sq++)
        b->hole[sq] = deb_init(b->occ[sq >> 3] & (1u << (sq & 7)));
    for (sq = 0; sq < BUTTONS; sq++)
        b->button[sq] = deb_init(buttons & (1u << sq));
}

void board_scan(struct board *b, const uint8_t chain[8], uint8_t buttons, emit_fn emit)
{
    uint8_t occ[8], sq, i, n;
    char line[OUT_LINE];
    holes_to_occupancy(chain, occ);
    for (sq = 0; sq < 64; sq++) {
        uint8_t mask = (uint8_t)(1u << (sq & 7));
        if (deb_step(&b->hole[sq], occ[sq >> 3] & mask)) {
            if (deb_state(b->hole[sq])) {
                b->occ[sq >> 3] |= mask;
                n = fmt_down(line, sq);
            } else {
                b->occ[sq >> 3] &= (uint8_t)~mask;
                n = fmt_up(line, sq);
            }
            emit(line, n);
        }
    }
    for (i = 0; i < BUTTONS; i++) {
        if (deb_step(&b->button[i], buttons & (1u << i)) && deb_state(b->button[i])) {
            n = fmt_button(line, i);
            emit(line, n);
        }
    }
}

uint8_t board_snap(const struct board *b, char *out)
{
    return fmt_snap(out, b->occ);
}
