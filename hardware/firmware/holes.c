/* The hole map: the one table from chain bit to square.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Wiring (hardware/README.md): eight 74HC165 in a chain; chip 0's QH goes to the
 * microcontroller, chip k's serial input DS takes chip k+1's QH, chip 7's DS is tied high.
 * Chip k reads rank k+1; its parallel inputs A … H take files a … h. After the latch the chain
 * shifts out chip 0's H first, then G … A, then chip 1's H …: chain bit i is file h - i%8 of
 * rank 1 + i/8. A board wired otherwise (or read from Black's side) changes only this table. */
#include "proto.h"

#define R(r) (8 * (r) + 7), (8 * (r) + 6), (8 * (r) + 5), (8 * (r) + 4), \
             (8 * (r) + 3), (8 * (r) + 2), (8 * (r) + 1), (8 * (r) + 0)

const uint8_t hole_square[64] = {R(0), R(1), R(2), R(3), R(4), R(5), R(6), R(7)};
