/* The ATmega328P side of the peg board: pins, the 74HC165 chain, timer, UART, EEPROM.
 * Everything the protocol says is in proto.c.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pins (Arduino Uno/Nano names in brackets; hardware/README.md):
 *   PB0 [D8]  74HC165 PL (latch, active low), output
 *   PB1 [D9]  74HC165 CP (clock), output
 *   PB2 [D10] 74HC165 QH of chip 0 (serial data in), input
 *   PD2..PD7 [D2..D7] buttons clock, repeat, time, q, r, b; PC0 [A0] button n;
 *             PC1 [A1] button talk (push-to-talk, optional);
 *             to ground when pressed, internal pull-ups
 *   PD0/PD1 [D0/D1] USART0 RX/TX, 115200 8N1 (the Uno's USB serial bridge)
 */
#include <avr/eeprom.h>
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <util/atomic.h>

#include "proto.h"

#define PL_BIT PB0
#define CP_BIT PB1
#define QH_BIT PB2
#define BUTTONS_D 0xFC /* PD2..PD7 */
#define BUTTONS_C 0x03 /* PC0 n, PC1 talk */

/* EEPROM: a mark byte, then the serial number and its NUL. */
#define EE_MARK ((uint8_t *)0)
#define EE_SERIAL ((char *)1)
#define MARK 0x5A

static volatile uint16_t ms_now;

ISR(TIMER1_COMPA_vect)
{
    ms_now++;
}

static uint16_t millis(void)
{
    uint16_t now;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { now = ms_now; }
    return now;
}

/* UART rings: indices wrap at the ring size. */
#define TX_SIZE 256
#define RX_SIZE 64
static volatile uint8_t tx_buf[TX_SIZE];
static volatile uint8_t tx_head, tx_tail;
static volatile uint8_t rx_buf[RX_SIZE];
static volatile uint8_t rx_head, rx_tail;

ISR(USART_RX_vect)
{
    uint8_t c = UDR0;
    uint8_t next = (uint8_t)((rx_head + 1) & (RX_SIZE - 1));
    if (next != rx_tail) {
        rx_buf[rx_head] = c;
        rx_head = next;
    }
}

ISR(USART_UDRE_vect)
{
    if (tx_head == tx_tail) {
        UCSR0B &= (uint8_t)~_BV(UDRIE0);
        return;
    }
    UDR0 = tx_buf[tx_tail];
    tx_tail = (uint8_t)(tx_tail + 1);
}

static uint16_t last_sent;

static void send(const char *line, uint8_t len)
{
    uint8_t i;
    for (i = 0; i < len; i++) {
        /* A full ring waits for the interrupt to drain it. */
        while ((uint8_t)(tx_head + 1) == tx_tail) {
        }
        tx_buf[tx_head] = (uint8_t)line[i];
        tx_head = (uint8_t)(tx_head + 1);
        UCSR0B |= _BV(UDRIE0);
    }
    last_sent = millis();
}

static void scan_chain(uint8_t chain[8])
{
    uint8_t i;
    PORTB &= (uint8_t)~_BV(PL_BIT);
    __asm__ __volatile__("nop");
    PORTB |= _BV(PL_BIT);
    for (i = 0; i < 8; i++)
        chain[i] = 0;
    for (i = 0; i < 64; i++) {
        if (PINB & _BV(QH_BIT))
            chain[i >> 3] |= (uint8_t)(1u << (i & 7));
        PORTB |= _BV(CP_BIT);
        PORTB &= (uint8_t)~_BV(CP_BIT);
    }
}

static uint8_t read_buttons(void)
{
    /* Pressed = pulled low. Bits 0-5 from PD2..PD7, bits 6-7 from PC0..PC1. */
    uint8_t d = (uint8_t)(~PIND & BUTTONS_D) >> 2;
    uint8_t c = (uint8_t)((~PINC & BUTTONS_C) << 6);
    return d | c;
}

static char serial[SERIAL_MAX + 1];

static void load_serial(void)
{
    eeprom_read_block(serial, EE_SERIAL, sizeof serial);
    if (eeprom_read_byte(EE_MARK) != MARK || !serial_valid(serial, sizeof serial)) {
        /* First boot (or a blank/corrupt EEPROM): write the default. */
        uint8_t i;
        const char *def = DEFAULT_SERIAL;
        for (i = 0; i < sizeof serial; i++) {
            serial[i] = *def;
            if (*def)
                def++;
        }
        eeprom_update_block(serial, EE_SERIAL, sizeof serial);
        eeprom_update_byte(EE_MARK, MARK);
    }
}

static void send_hello(void)
{
    char line[OUT_LINE];
    send(line, fmt_hello(line, serial));
}

static struct board board;

static void send_snap(void)
{
    char line[OUT_LINE];
    send(line, board_snap(&board, line));
}

static void setup(void)
{
    DDRB = _BV(PL_BIT) | _BV(CP_BIT);
    PORTB = _BV(PL_BIT);
    DDRD &= (uint8_t)~BUTTONS_D;
    PORTD |= BUTTONS_D;
    DDRC &= (uint8_t)~BUTTONS_C;
    PORTC |= BUTTONS_C;

    /* Timer 1, CTC, 16 MHz / 64 / 250 = 1 kHz. */
    TCCR1A = 0;
    TCCR1B = _BV(WGM12) | _BV(CS11) | _BV(CS10);
    OCR1A = 249;
    TIMSK1 = _BV(OCIE1A);

    /* USART0: 115200 8N1 with double speed (UBRR 16: 117647 baud, 2.1 % off, as the Uno). */
    UCSR0A = _BV(U2X0);
    UBRR0 = 16;
    UCSR0C = _BV(UCSZ01) | _BV(UCSZ00);
    UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);

    set_sleep_mode(SLEEP_MODE_IDLE);
}

int main(void)
{
    struct line_reader reader;
    uint8_t chain[8];
    uint16_t next_scan;

    setup();
    load_serial();
    reader_init(&reader);
    sei();

    scan_chain(chain);
    board_init(&board, chain, read_buttons());
    send_hello();
    send_snap();
    next_scan = (uint16_t)(millis() + SCAN_MS);

    for (;;) {
        uint16_t now;
        while (rx_tail != rx_head) {
            uint8_t c = rx_buf[rx_tail];
            rx_tail = (uint8_t)((rx_tail + 1) & (RX_SIZE - 1));
            switch (reader_feed(&reader, c)) {
            case CMD_SNAP:
                send_snap();
                break;
            case CMD_HELLO:
                send_hello();
                break;
            default:
                break;
            }
        }
        now = millis();
        if ((int16_t)(now - next_scan) >= 0) {
            next_scan = (uint16_t)(next_scan + SCAN_MS);
            scan_chain(chain);
            board_scan(&board, chain, read_buttons(), send);
        }
        if ((uint16_t)(millis() - last_sent) >= IDLE_SNAP_MS)
            send_snap();
        /* Sleep until the next interrupt (the 1 ms tick or a received byte). */
        cli();
        if (rx_tail == rx_head) {
            sleep_enable();
            sei();
            sleep_cpu();
            sleep_disable();
        }
        sei();
    }
}
