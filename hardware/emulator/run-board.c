/* run-board: the peg board's firmware image, unchanged, on simavr, with its hardware modelled:
 * the 74HC165 chain, 64 reed switches that bounce, eight buttons, and the UART bridged to
 * stdout or to a pseudo-terminal.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: run-board [--pty] [--script FILE] [--image board.elf] [--stamp]
 *
 * A script has one event a line (times in emulated milliseconds from power-up):
 *   <ms> up <square>            a peg leaves its hole
 *   <ms> down <square>          a peg is seated
 *   <ms> button <name>          a button (clock repeat time q r b n talk) pressed for 100 ms
 *   <ms> bounce <square> <n>    from then on, that square's switch chatters n times (every
 *                               ~1 ms, back and forth) on each change before settling
 *   <ms> end                    the run ends
 * Blank lines and lines starting with # are skipped.
 *
 * Without --pty the firmware's lines go to stdout as they arrive, emulated as fast as the host
 * can, until `end`. With --pty the UART is bridged to a pseudo-terminal whose path is the first
 * stdout line (`pty=/dev/pts/N`) and the board runs in real time; stdout then logs `> LINE` for
 * each line the board sent and `< LINE` for each the host sent, and stdin takes further events
 * in script syntax, with `+<ms>` meaning that long after the line is read.
 * With --stamp each stdout line is prefixed with the emulated time in microseconds, and the
 * moment each switch settles is logged as `# settled <square>` (`# settled button <name>`).
 *
 * Wiring modelled (hardware/README.md): PL on PB0, CP on PB1, chip 0's QH on PB2; chip k reads
 * rank k+1, inputs A … H files a … h, chip 7's serial input tied high; a seated peg pulls its
 * input low. Buttons to ground: clock PD2, repeat PD3, time PD4, q PD5, r PD6, b PD7, n PC0, talk PC1.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pty.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "avr_ioport.h"
#include "avr_uart.h"
#include "sim_avr.h"
#include "sim_cycle_timers.h"
#include "sim_elf.h"
#include "sim_irq.h"

#define FREQ 16000000ULL
#define CYCLES_PER_MS (FREQ / 1000)

static avr_t *avr;
static int stamp, pty_mode;

/* --- the switches ------------------------------------------------------------------------ */

static uint8_t hole_contact[64]; /* 1 = closed: a peg seated, the input pulled low */
static uint8_t bounces[64];      /* chatter count on each change, by square */
static avr_irq_t *data_irq;

static const char *const button_names[8] = {"clock", "repeat", "time", "q", "r", "b", "n", "talk"};
static avr_irq_t *button_irq[8];

/* --- the 74HC165 chain ------------------------------------------------------------------- */

static uint8_t chain[64]; /* chain[0] is what QH of chip 0 shows */
static uint32_t pl = 1, cp = 0;

static uint8_t input_level(int i)
{
    int rank = i / 8, file = 7 - i % 8; /* chip i/8, first out its input H */
    return hole_contact[rank * 8 + file] ? 0 : 1;
}

static void load_chain(void)
{
    for (int i = 0; i < 64; i++)
        chain[i] = input_level(i);
    avr_raise_irq(data_irq, chain[0]);
}

static void on_pl(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    pl = value;
    if (!pl)
        load_chain();
}

static void on_cp(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value && !cp && pl) {
        memmove(chain, chain + 1, 63);
        chain[63] = 1; /* chip 7's DS tied high */
        avr_raise_irq(data_irq, chain[0]);
    }
    cp = value;
    if (!pl) /* the parallel load is transparent while PL is low */
        load_chain();
}

/* --- output ------------------------------------------------------------------------------ */

static void out(const char *fmt, ...)
{
    va_list ap;
    if (stamp)
        printf("%llu ", (unsigned long long)(avr->cycle * 1000000ULL / FREQ));
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fflush(stdout);
}

static int master = -1;
static int connected; /* a program has the pty open */
static char uart_line[256];
static size_t uart_len;

static void on_uart_byte(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    uint8_t byte = (uint8_t)value;
    if (pty_mode && connected) {
        /* Non-blocking: a host that does not read loses lines, as with a real board. */
        if (write(master, &byte, 1) < 0 && errno != EAGAIN)
            connected = 0;
    }
    if (byte == '\n') {
        uart_line[uart_len] = 0;
        out("%s%s\n", pty_mode ? "> " : "", uart_line);
        uart_len = 0;
    } else if (uart_len < sizeof uart_line - 1) {
        uart_line[uart_len++] = (char)byte;
    }
}

/* --- scheduled actions ------------------------------------------------------------------- */

enum kind { A_HOLE, A_BUTTON, A_SETTLED, A_SETTLED_BUTTON, A_END };
struct action {
    uint64_t cycle;
    uint64_t seq;
    enum kind kind;
    int index, level;
};
static struct action *queue;
static size_t queued, queue_cap;
static uint64_t seq;
static int done;

static void schedule(uint64_t cycle, enum kind kind, int index, int level)
{
    if (queued == queue_cap) {
        queue_cap = queue_cap ? 2 * queue_cap : 256;
        queue = realloc(queue, queue_cap * sizeof *queue);
        if (!queue) {
            perror("run-board");
            exit(1);
        }
    }
    /* Sorted by cycle, then by the order scheduled; the next action is last. */
    size_t i = queued;
    struct action a = {cycle, seq++, kind, index, level};
    while (i > 0 && (queue[i - 1].cycle < cycle ||
                     (queue[i - 1].cycle == cycle && queue[i - 1].seq < a.seq))) {
        queue[i] = queue[i - 1];
        i--;
    }
    queue[i] = a;
    queued++;
}

static avr_cycle_count_t on_timer(struct avr_t *a, avr_cycle_count_t when, void *param)
{
    (void)param;
    (void)when;
    while (queued > 0 && queue[queued - 1].cycle <= a->cycle) {
        struct action act = queue[--queued];
        switch (act.kind) {
        case A_HOLE:
            hole_contact[act.index] = (uint8_t)act.level;
            if (!pl)
                load_chain();
            break;
        case A_BUTTON:
            avr_raise_irq(button_irq[act.index], act.level ? 0 : 1);
            break;
        case A_SETTLED:
            if (stamp)
                out("# settled %c%c\n", 'a' + act.index % 8, '1' + act.index / 8);
            break;
        case A_SETTLED_BUTTON:
            if (stamp)
                out("# settled button %s\n", button_names[act.index]);
            break;
        case A_END:
            done = 1;
            break;
        }
    }
    return queued > 0 ? queue[queued - 1].cycle : 0;
}

static void rearm(void)
{
    avr_cycle_timer_cancel(avr, on_timer, NULL);
    if (queued > 0) {
        uint64_t next = queue[queued - 1].cycle;
        avr_cycle_timer_register(avr, next > avr->cycle ? next - avr->cycle : 1, on_timer, NULL);
    }
}

/* A deterministic ~1 ms (0.7-1.3 ms) chatter interval. */
static uint64_t chatter_cycles(void)
{
    static uint32_t state = 12345;
    state = state * 1103515245u + 12345u;
    return CYCLES_PER_MS * 7 / 10 + (state >> 8) % (CYCLES_PER_MS * 6 / 10);
}

/* The switch of `square` goes to `closed` at `cycle`, chattering as configured. */
static void switch_hole(uint64_t cycle, int square, int closed)
{
    uint64_t t = cycle;
    schedule(t, A_HOLE, square, closed);
    for (int k = 0; k < bounces[square]; k++) {
        t += chatter_cycles();
        schedule(t, A_HOLE, square, !closed);
        t += chatter_cycles();
        schedule(t, A_HOLE, square, closed);
    }
    schedule(t, A_SETTLED, square, 0);
}

/* A press of 100 ms; the contact chatters twice when pressed and when released. */
static void press_button(uint64_t cycle, int button)
{
    uint64_t t = cycle;
    schedule(t, A_BUTTON, button, 1);
    for (int k = 0; k < 2; k++) {
        t += chatter_cycles() / 2;
        schedule(t, A_BUTTON, button, 0);
        t += chatter_cycles() / 2;
        schedule(t, A_BUTTON, button, 1);
    }
    schedule(t, A_SETTLED_BUTTON, button, 0);
    t = cycle + 100 * CYCLES_PER_MS;
    schedule(t, A_BUTTON, button, 0);
    for (int k = 0; k < 2; k++) {
        t += chatter_cycles() / 2;
        schedule(t, A_BUTTON, button, 1);
        t += chatter_cycles() / 2;
        schedule(t, A_BUTTON, button, 0);
    }
}

static int parse_square(const char *s)
{
    if (strlen(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return -1;
    return (s[1] - '1') * 8 + (s[0] - 'a');
}

/* One script line; `relative` allows +ms. Returns 0, or -1 with a message on stderr. */
struct event {
    uint64_t ms;
    char verb[16], arg[16];
    int count;
    int line;
};

static int parse_event(const char *text, int line, int relative, uint64_t now_ms, struct event *e)
{
    char when[32];
    int n;
    memset(e, 0, sizeof *e);
    e->line = line;
    n = sscanf(text, "%31s %15s %15s %d", when, e->verb, e->arg, &e->count);
    if (n < 2)
        goto bad;
    {
        const char *digits = when;
        char *end;
        int plus = relative && when[0] == '+';
        if (plus)
            digits++;
        if (digits[0] < '0' || digits[0] > '9')
            goto bad;
        unsigned long long v = strtoull(digits, &end, 10);
        if (*end)
            goto bad;
        e->ms = plus ? now_ms + v : v;
    }
    if (!strcmp(e->verb, "end"))
        return n == 2 ? 0 : -1;
    if (!strcmp(e->verb, "up") || !strcmp(e->verb, "down"))
        return n == 3 && parse_square(e->arg) >= 0 ? 0 : -1;
    if (!strcmp(e->verb, "bounce"))
        return n == 4 && parse_square(e->arg) >= 0 && e->count >= 0 && e->count <= 100 ? 0 : -1;
    if (!strcmp(e->verb, "button")) {
        for (int b = 0; b < 8; b++)
            if (n == 3 && !strcmp(e->arg, button_names[b]))
                return 0;
    }
bad:
    fprintf(stderr, "run-board: line %d: not an event: %s\n", line, text);
    return -1;
}

/* Carries out an event: bounce settings apply at once (the events are taken in time order). */
static void apply_event(const struct event *e)
{
    uint64_t cycle = e->ms * CYCLES_PER_MS;
    if (!strcmp(e->verb, "end"))
        schedule(cycle, A_END, 0, 0);
    else if (!strcmp(e->verb, "bounce"))
        bounces[parse_square(e->arg)] = (uint8_t)e->count;
    else if (!strcmp(e->verb, "up"))
        switch_hole(cycle, parse_square(e->arg), 0);
    else if (!strcmp(e->verb, "down"))
        switch_hole(cycle, parse_square(e->arg), 1);
    else
        for (int b = 0; b < 8; b++)
            if (!strcmp(e->arg, button_names[b]))
                press_button(cycle, b);
}

static int by_time(const void *a, const void *b)
{
    const struct event *x = a, *y = b;
    if (x->ms != y->ms)
        return x->ms < y->ms ? -1 : 1;
    return x->line - y->line;
}

static void load_script(const char *path)
{
    FILE *f = fopen(path, "r");
    char text[256];
    struct event *events = NULL;
    size_t count = 0, cap = 0;
    int line = 0;
    if (!f) {
        fprintf(stderr, "run-board: %s: %s\n", path, strerror(errno));
        exit(2);
    }
    while (fgets(text, sizeof text, f)) {
        line++;
        text[strcspn(text, "\r\n")] = 0;
        if (!text[strspn(text, " \t")] || text[strspn(text, " \t")] == '#')
            continue;
        if (count == cap) {
            cap = cap ? 2 * cap : 64;
            events = realloc(events, cap * sizeof *events);
        }
        if (parse_event(text, line, 0, 0, &events[count]) < 0)
            exit(2);
        count++;
    }
    fclose(f);
    qsort(events, count, sizeof *events, by_time);
    for (size_t i = 0; i < count; i++)
        apply_event(&events[i]);
    free(events);
}

/* --- the pseudo-terminal ----------------------------------------------------------------- */

static void open_pty(void)
{
    int slave;
    char name[PATH_MAX];
    struct termios tio;
    if (openpty(&master, &slave, name, NULL, NULL) < 0) {
        perror("run-board: openpty");
        exit(1);
    }
    tcgetattr(slave, &tio);
    cfmakeraw(&tio);
    cfsetispeed(&tio, B115200);
    cfsetospeed(&tio, B115200);
    tcsetattr(slave, TCSANOW, &tio);
    /* Closed: the master sees a hang-up until a program opens the slave, and the board's
     * lines are only written while one has it open (nothing stale waits for the next). */
    close(slave);
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    printf("pty=%s\n", name);
    fflush(stdout);
}

static char host_line[256];
static size_t host_len;
static uint8_t to_uart[4096];
static size_t to_uart_len;
static int xoff;

static void on_xon(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    xoff = 0;
}

static void on_xoff(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    xoff = 1;
}

static avr_irq_t *uart_in;

static void pump_pty(void)
{
    struct pollfd p = {master, POLLIN, 0};
    if (poll(&p, 1, 0) < 0)
        return;
    connected = !(p.revents & POLLHUP);
    if (connected && (p.revents & POLLIN)) {
        uint8_t buf[256];
        ssize_t n = read(master, buf, sizeof buf);
        for (ssize_t i = 0; i < n; i++) {
            if (to_uart_len < sizeof to_uart)
                to_uart[to_uart_len++] = buf[i];
            if (buf[i] == '\n') {
                host_line[host_len] = 0;
                out("< %s\n", host_line);
                host_len = 0;
            } else if (host_len < sizeof host_line - 1) {
                host_line[host_len++] = (char)buf[i];
            }
        }
    }
    size_t fed = 0;
    while (fed < to_uart_len && !xoff)
        avr_raise_irq(uart_in, to_uart[fed++]);
    memmove(to_uart, to_uart + fed, to_uart_len - fed);
    to_uart_len -= fed;
}

static char stdin_buf[1024];
static size_t stdin_len;
static int stdin_open = 1, stdin_lines;

static void pump_stdin(void)
{
    ssize_t n = read(0, stdin_buf + stdin_len, sizeof stdin_buf - 1 - stdin_len);
    if (n <= 0) {
        if (n == 0 || (errno != EAGAIN && errno != EINTR))
            stdin_open = 0;
        return;
    }
    stdin_len += (size_t)n;
    char *nl;
    while ((nl = memchr(stdin_buf, '\n', stdin_len))) {
        struct event e;
        *nl = 0;
        stdin_lines++;
        const char *text = stdin_buf + strspn(stdin_buf, " \t");
        if (*text && *text != '#' &&
            parse_event(text, stdin_lines, 1, avr->cycle / CYCLES_PER_MS, &e) == 0) {
            apply_event(&e);
            rearm();
        }
        size_t used = (size_t)(nl + 1 - stdin_buf);
        memmove(stdin_buf, nl + 1, stdin_len - used);
        stdin_len -= used;
    }
    if (stdin_len == sizeof stdin_buf - 1)
        stdin_len = 0; /* an overlong line: dropped */
}

/* --- main -------------------------------------------------------------------------------- */

static void no_sleep(avr_t *a, avr_cycle_count_t how_long)
{
    (void)a;
    (void)how_long;
}

/* simavr's own messages (e.g. "Loaded 2982 .text") go to stderr, warnings and errors only:
 * stdout carries the board's lines. */
static void quiet_logger(avr_t *a, const int level, const char *format, va_list ap)
{
    (void)a;
    if (level <= LOG_WARNING)
        vfprintf(stderr, format, ap);
}

static uint64_t wall_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000ULL + (uint64_t)ts.tv_nsec / 1000;
}

static void usage(void)
{
    fprintf(stderr, "usage: run-board [--pty] [--script FILE] [--image board.elf] [--stamp]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    const char *script = NULL;
    char image[PATH_MAX + 32];
    elf_firmware_t firmware;

    /* The default image: ../firmware/board.elf next to this program. */
    {
        char self[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
        self[n > 0 ? n : 0] = 0;
        char *slash = strrchr(self, '/');
        if (slash)
            *slash = 0;
        snprintf(image, sizeof image, "%s/../firmware/board.elf", n > 0 ? self : ".");
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--pty"))
            pty_mode = 1;
        else if (!strcmp(argv[i], "--stamp"))
            stamp = 1;
        else if (!strcmp(argv[i], "--script") && i + 1 < argc)
            script = argv[++i];
        else if (!strcmp(argv[i], "--image") && i + 1 < argc)
            snprintf(image, sizeof image, "%s", argv[++i]);
        else
            usage();
    }

    avr_global_logger_set(quiet_logger);
    memset(&firmware, 0, sizeof firmware);
    if (elf_read_firmware(image, &firmware) != 0) {
        fprintf(stderr, "run-board: cannot load the firmware image %s\n", image);
        return 1;
    }
    if (!firmware.mmcu[0])
        strcpy(firmware.mmcu, "atmega328p");
    if (!firmware.frequency)
        firmware.frequency = FREQ;
    avr = avr_make_mcu_by_name(firmware.mmcu);
    if (!avr) {
        fprintf(stderr, "run-board: simavr does not know %s\n", firmware.mmcu);
        return 1;
    }
    avr_init(avr);
    avr->log = LOG_ERROR;
    avr_load_firmware(avr, &firmware);
    avr->sleep = no_sleep; /* time is ours: flat out, or throttled below */

    /* The UART: no console echo of simavr's own, no sleeping when the firmware polls it. */
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_STDIO | AVR_UART_FLAG_POLL_SLEEP);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            on_uart_byte, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON),
                            on_xon, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF),
                            on_xoff, NULL);
    uart_in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);

    /* The chain and the buttons. */
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 0), on_pl, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 1), on_cp, NULL);
    data_irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 2);
    for (int b = 0; b < 6; b++)
        button_irq[b] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 2 + b);
    button_irq[6] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('C'), 0);
    button_irq[7] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('C'), 1);
    for (int b = 0; b < 8; b++)
        avr_raise_irq(button_irq[b], 1);

    /* The start position is seated: ranks 1, 2, 7 and 8. */
    for (int sq = 0; sq < 64; sq++)
        hole_contact[sq] = sq < 16 || sq >= 48;
    load_chain();

    if (script)
        load_script(script);
    if (pty_mode) {
        open_pty();
        fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);
    }
    rearm();

    uint64_t start = wall_us();
    uint64_t next_poll = 0;
    while (!done) {
        int state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed) {
            fprintf(stderr, "run-board: the firmware stopped (%s) at cycle %llu\n",
                    state == cpu_Crashed ? "crashed" : "done", (unsigned long long)avr->cycle);
            return 1;
        }
        if (!pty_mode || avr->cycle < next_poll)
            continue;
        next_poll = avr->cycle + CYCLES_PER_MS;
        pump_pty();
        if (stdin_open)
            pump_stdin();
        /* Real time: wait (for input, or until the wall clock catches up). */
        uint64_t emulated = avr->cycle * 1000000ULL / FREQ;
        uint64_t wall = wall_us() - start;
        if (emulated > wall + 1000) {
            struct pollfd p[2] = {{connected ? master : -1, POLLIN, 0},
                                  {stdin_open ? 0 : -1, POLLIN, 0}};
            poll(p, 2, (int)((emulated - wall) / 1000));
        }
    }
    fflush(stdout);
    return 0;
}
