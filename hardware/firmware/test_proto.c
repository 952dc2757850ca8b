/* Host tests of the peg board's protocol logic (the same proto.c and holes.c as the firmware).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proto.h"

static int failures, checks;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        checks++;                                                                    \
        if (!(cond)) {                                                               \
            failures++;                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

#define CHECK_STR(got, want)                                                              \
    do {                                                                                  \
        checks++;                                                                         \
        if (strcmp((got), (want)) != 0) {                                                 \
            failures++;                                                                   \
            fprintf(stderr, "%s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, got, want); \
        }                                                                                 \
    } while (0)

/* Lines emitted by board_scan, collected. */
static char emitted[4096];

static void collect(const char *line, uint8_t len)
{
    CHECK(strlen(line) == len);
    strcat(emitted, line);
}

/* Chain levels with the given squares seated (the wiring of holes.c, written out again). */
static void chain_of(uint8_t chain[8], const uint8_t occ[8])
{
    int i;
    memset(chain, 0xFF, 8);
    for (i = 0; i < 64; i++) {
        int rank = i / 8, file = 7 - i % 8;
        if (occ[rank] & (1 << file))
            chain[i / 8] &= (uint8_t)~(1 << (i % 8));
    }
}

static const uint8_t start[8] = {0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xFF};

static void test_checksums_and_lines(void)
{
    char out[OUT_LINE];
    uint8_t occ[8] = {0};
    /* The worked examples of hardware/PROTOCOL.md. */
    CHECK(checksum("UP e2") == 0x72);
    fmt_up(out, 12);
    CHECK_STR(out, "UP e2 *72\n");
    fmt_down(out, 28);
    CHECK_STR(out, "DOWN e4 *63\n");
    CHECK(fmt_snap(out, start) == strlen("SNAP FFFF00000000FFFF *2C\n"));
    CHECK_STR(out, "SNAP FFFF00000000FFFF *2C\n");
    fmt_hello(out, "SN0001");
    CHECK_STR(out, "HELLO peg64 1.0.0 SN0001 *3F\n");
    fmt_button(out, 3);
    CHECK_STR(out, "BTN q *09\n");
    fmt_button(out, 0);
    CHECK_STR(out, "BTN clock *10\n");
    fmt_button(out, 7);
    CHECK_STR(out, "BTN talk *6A\n");
    fmt_up(out, 51);
    CHECK_STR(out, "UP d7 *76\n");
    strcpy(out, "UP e4");
    finish_line(out);
    CHECK_STR(out, "UP e4 *74\n");
    /* Bit order: a1 is bit 0, h8 bit 63. */
    occ[0] = 1;
    fmt_snap(out, occ);
    CHECK(strncmp(out, "SNAP 0000000000000001 ", 22) == 0);
    occ[0] = 0;
    occ[7] = 0x80;
    fmt_snap(out, occ);
    CHECK(strncmp(out, "SNAP 8000000000000000 ", 22) == 0);
    {
        uint8_t after[8] = {0xFF, 0xEF, 0, 0x10, 0x10, 0, 0xEF, 0xFF};
        fmt_snap(out, after);
        CHECK(strncmp(out, "SNAP FFEF00101000EFFF ", 22) == 0);
    }
    {
        char name[3];
        square_name(0, name);
        CHECK_STR(name, "a1");
        square_name(63, name);
        CHECK_STR(name, "h8");
        square_name(12, name);
        CHECK_STR(name, "e2");
    }
}

static void test_hole_map(void)
{
    int seen[64] = {0}, i;
    uint8_t chain[8], occ[8];
    /* A permutation of the 64 squares. */
    for (i = 0; i < 64; i++) {
        CHECK(hole_square[i] < 64);
        seen[hole_square[i] & 63]++;
    }
    for (i = 0; i < 64; i++)
        CHECK(seen[i] == 1);
    /* The first bit out is chip 0's input H: h1; chip 7's input A is a8. */
    CHECK(hole_square[0] == 7);
    CHECK(hole_square[7] == 0);
    CHECK(hole_square[8] == 15);
    CHECK(hole_square[63] == 56);
    /* Active low: an all-high chain is an empty board; the start position round-trips. */
    memset(chain, 0xFF, 8);
    holes_to_occupancy(chain, occ);
    for (i = 0; i < 8; i++)
        CHECK(occ[i] == 0);
    chain_of(chain, start);
    holes_to_occupancy(chain, occ);
    CHECK(memcmp(occ, start, 8) == 0);
    /* Only chain bit 0 low: h1. */
    memset(chain, 0xFF, 8);
    chain[0] = 0xFE;
    holes_to_occupancy(chain, occ);
    CHECK(occ[0] == 0x80);
}

static void test_debounce(void)
{
    uint8_t cell = deb_init(0);
    int i, changes = 0;
    CHECK(deb_state(cell) == 0);
    /* A clean change is taken after DEBOUNCE_SCANS further equal samples (30 ms), not before. */
    for (i = 0; i < DEBOUNCE_SCANS; i++)
        CHECK(deb_step(&cell, 1) == 0);
    CHECK(deb_step(&cell, 1) == 1);
    CHECK(deb_state(cell) == 1);
    for (i = 0; i < 100; i++)
        CHECK(deb_step(&cell, 1) == 0);
    /* Chatter shorter than 30 ms is never reported, however long it goes on. */
    for (i = 0; i < 200; i++)
        changes += deb_step(&cell, (i % 5) != 0);
    CHECK(changes == 0);
    CHECK(deb_state(cell) == 1);
    for (i = 0; i < 200; i++)
        changes += deb_step(&cell, (i % 3) == 0);
    CHECK(changes == 0);
    /* Then a settled change: exactly one report, 30 ms after the last bounce. */
    for (i = 0; i < 3; i++)
        deb_step(&cell, (i & 1) == 0); /* ends on the old level */
    for (i = 0; i < DEBOUNCE_SCANS; i++)
        CHECK(deb_step(&cell, 0) == 0);
    CHECK(deb_step(&cell, 0) == 1);
    CHECK(deb_state(cell) == 0);
    /* A bounce back to the stable state restarts nothing to report. */
    cell = deb_init(1);
    deb_step(&cell, 0);
    deb_step(&cell, 1);
    for (i = 0; i < 50; i++)
        CHECK(deb_step(&cell, 1) == 0);
}

static void scans(struct board *b, const uint8_t occ[8], uint8_t buttons, int n)
{
    uint8_t chain[8];
    chain_of(chain, occ);
    while (n-- > 0)
        board_scan(b, chain, buttons, collect);
}

static void test_board(void)
{
    struct board b;
    uint8_t chain[8], occ[8];
    char out[OUT_LINE];
    chain_of(chain, start);
    board_init(&b, chain, 0);
    board_snap(&b, out);
    CHECK_STR(out, "SNAP FFFF00000000FFFF *2C\n");
    emitted[0] = 0;
    scans(&b, start, 0, 50);
    CHECK_STR(emitted, "");
    /* e2 lifted with chatter, then settled: one UP after 30 ms. */
    memcpy(occ, start, 8);
    occ[1] &= (uint8_t)~0x10;
    scans(&b, start, 0, 1);
    scans(&b, occ, 0, 1);
    scans(&b, start, 0, 1);
    scans(&b, occ, 0, DEBOUNCE_SCANS);
    CHECK_STR(emitted, "");
    scans(&b, occ, 0, 1);
    CHECK_STR(emitted, "UP e2 *72\n");
    /* Two changes in one scan go out in square order: d7 and e4 together. */
    emitted[0] = 0;
    occ[3] |= 0x10;
    occ[6] &= (uint8_t)~0x08;
    scans(&b, occ, 0, DEBOUNCE_SCANS + 1);
    CHECK_STR(emitted, "DOWN e4 *63\nUP d7 *76\n");
    board_snap(&b, out);
    CHECK(strncmp(out, "SNAP FFF700001000EFFF", 21) == 0);
    /* A button: reported once, on press, after 30 ms; nothing on release. */
    emitted[0] = 0;
    scans(&b, occ, 0x08, 2);
    scans(&b, occ, 0, 1);
    scans(&b, occ, 0x08, DEBOUNCE_SCANS + 20);
    scans(&b, occ, 0, 40);
    CHECK_STR(emitted, "BTN q *09\n");
    emitted[0] = 0;
    scans(&b, occ, 0x01, 40);
    scans(&b, occ, 0x40, 40);
    CHECK_STR(emitted, "BTN clock *10\nBTN n *16\n");
}

static enum command feed_all(struct line_reader *r, const char *bytes)
{
    enum command last = CMD_NONE;
    while (*bytes) {
        enum command c = reader_feed(r, (uint8_t)*bytes++);
        if (c != CMD_NONE)
            last = c;
    }
    return last;
}

static void test_commands(void)
{
    struct line_reader r;
    char longline[300];
#define P(s) parse_command((s), (uint8_t)strlen(s))
    CHECK(P("SNAP?") == CMD_SNAP);
    CHECK(P("HELLO?") == CMD_HELLO);
    CHECK(P("SNAP? *33") == CMD_SNAP);
    CHECK(P("HELLO? *7D") == CMD_HELLO);
    CHECK(P("SNAP?\r") == CMD_SNAP);
    CHECK(P("HELLO? *7D\r") == CMD_HELLO);
    CHECK(P("SNAP? *34") == CMD_NONE);   /* wrong checksum */
    CHECK(P("HELLO? *7d") == CMD_NONE);  /* lower-case digits */
    CHECK(P("snap?") == CMD_NONE);
    CHECK(P(" SNAP?") == CMD_NONE);
    CHECK(P("SNAP? ") == CMD_NONE);
    CHECK(P("SNAP?x") == CMD_NONE);
    CHECK(P("SNAP") == CMD_NONE);
    CHECK(P("") == CMD_NONE);
    CHECK(P("SNAP?\t") == CMD_NONE);
    CHECK(P("UP e2 *72") == CMD_NONE);
    reader_init(&r);
    CHECK(feed_all(&r, "SNAP? *33\n") == CMD_SNAP);
    CHECK(feed_all(&r, "noise\nHELLO?\r\n") == CMD_HELLO);
    CHECK(feed_all(&r, "SNAP?") == CMD_NONE);
    CHECK(reader_feed(&r, '\n') == CMD_SNAP);
    /* A line over 120 bytes is dropped whole, and the next one is read. */
    memset(longline, 'x', sizeof longline);
    strcpy(longline + 200, "SNAP?\n");
    CHECK(feed_all(&r, longline) == CMD_NONE);
    CHECK(feed_all(&r, "SNAP?\n") == CMD_SNAP);
#undef P
}

static void test_serial(void)
{
    char blank[SERIAL_MAX + 1];
    memset(blank, 0xFF, sizeof blank);
    CHECK(serial_valid("SN0001", SERIAL_MAX + 1));
    CHECK(!serial_valid(blank, sizeof blank));
    CHECK(!serial_valid("", SERIAL_MAX + 1));
    CHECK(!serial_valid("SN 1", SERIAL_MAX + 1));
    CHECK(!serial_valid("ABCDEFGHIJKLMNOPQ", 18)); /* 17 bytes: too long */
    CHECK(serial_valid("ABCDEFGHIJKLMNOP", SERIAL_MAX + 1));
}

int main(void)
{
    test_checksums_and_lines();
    test_hole_map();
    test_debounce();
    test_board();
    test_commands();
    test_serial();
    if (failures) {
        fprintf(stderr, "%d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("firmware logic: %d checks passed\n", checks);
    return 0;
}
