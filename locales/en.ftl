### annabella: every sentence the program says or shows, in one language.
### The translator's guide is locales/README.md.


## strings

# Between a subject and what is said of it ("Eva vier: leer"; French puts a space before).
colon = :{ " " }
# Between the parts of an answer ("Weiß: …; Schwarz: …"; French puts a space before).
separator = ;{ " " }
# A square with nothing on it.
empty = empty
# `$piece` of White ("weißer $piece", "$piece blanche").
white-piece = white { $piece }
# `$piece` of Black.
black-piece = black { $piece }
# No piece of a kind: `$piece` (singular) or `$pieces` (plural).
none-of = no { $pieces }
# Joins the last two items of a short list ("drei und vier").
and = and
# `$side` has the move.
to-move = { $side } to move
# The player's own turn (the table app knows which side the player is).
your-move = your move
# `$side` (to move) is checkmated.
checkmated = { $side } is checkmated
# The side to move has no legal move and is not in check.
stalemate = stalemate
# `$rank` as a title ("Reihe vier").
rank-title = rank { $rank }
# `$file` as a title ("Linie Eva").
file-title = { $file } file
# A diagonal `$from` one end `$to` the other.
diagonal-title = diagonal { $from } to { $to }
# A run of empty squares `$from` … `$to`.
empty-run = { $from } to { $to } empty
# The enemy pieces attacking an occupied square: `$list`.
attacked-by = attacked by { $list }
# The friendly pieces protecting an occupied square: `$list`.
defended-by = defended by { $list }
# `$side`'s pieces attacking an empty square: `$list`.
attacked-by-side = attacked by { $side }: { $list }
# No enemy piece attacks an occupied square.
not-attacked = not attacked
# No friendly piece protects an occupied square.
not-defended = not defended
# No piece of `$side` attacks an empty square.
not-attacked-by-side = not attacked by { $side }
# A piece that cannot move.
no-legal-moves = no legal moves
# The piece asked about belongs to `$side`, who is not to move.
not-to-move = { $side } is not to move
# `$side` (to move) is in check.
in-check = { $side } is in check
# The piece may not leave the line to its king.
pinned = pinned
# Move number `$n` ("Zug zwölf").
move-number = move { $n }
# The score sheet is empty.
no-moves-yet = no moves yet
# Material: a side with only its king (`$piece` is the king's word).
only-king = { $piece } only
# Material: the same on both sides.
material-equal = material is even
# Material: `$side` is ahead by `$n` pawns' worth.
material-ahead = { $side } up { $n }
# Pawn structure: before the files with doubled pawns.
doubled = doubled
# Pawn structure: before the isolated pawns.
isolated = isolated
# Pawn structure: before the passed pawns.
passed = passed
# A query missing its square.
which-square = which square?
# A query missing its file.
which-file = which file?
# A query missing its rank.
which-rank = which rank?
# A query missing its piece.
which-piece = which piece?
# `$input` could not be read as a square.
not-a-square = { $input } is not a square
# `$input` could not be read as a file.
not-a-file = { $input } is not a file
# `$input` could not be read as a rank.
not-a-rank = { $input } is not a rank
# `$input` could not be read as a piece (with an optional colour).
not-a-piece = { $input } is not a piece
# The game is over.
game-is-over = the game is over
# A move that is not legal here.
illegal-move = illegal move
# `undo` when no move waits for the clock press.
nothing-to-undo = nothing to take back: the move is complete
# Before the move taken back (D.2.8): `$move`.
taken-back = taken back: { $move }
# Article 5.2.3.
agreement-too-early = a draw can be agreed only after each player has made a move
# A second offer by the same player.
draw-already-offered = draw already offered
# `$side` offers a draw (9.1.2).
offers-draw = { $side } offers a draw
# An incorrect draw claim (9.5.3).
claim-incorrect = claim incorrect, the game goes on
# The arbiter gives `$side` `$time` (7.5.5, 9.5.3).
time-added = { $side } gets { $time }
# `$side` wins.
wins = { $side } wins
# A drawn game.
draw-result = draw
# Asked for the time in a game without a clock.
no-clock = no clock
# Asked for the time in a game whose time control is unknown (PGN's `?`): no clock runs.
unknown-control = time control unknown, no clock
# A sandglass control: `$time` on each side ("sandglass, 3 minutes").
control-sandglass = sandglass, { $time }
# A period with a move count: `$moves` (a filled moves phrase) in `$time`.
control-moves-in = { $moves } in { $time }
# A Fischer increment: `$time` more for every move.
control-increment = plus { $time } a move
# A simple delay of `$time` a move.
control-delay = { $time } delay a move
# A Bronstein delay of `$time` a move.
control-bronstein = Bronstein delay { $time } a move
# Between two periods.
control-then = then
# A duration below a tenth of a second's precision: `$n` milliseconds in words, `$count` in
# digits (which chooses the form).
milliseconds =
    { $count ->
        [one] { $n } millisecond
       *[other] { $n } milliseconds
    }
# Help in a few words: `$commands` the most used commands, `$more` how to hear them all.
help = Type a move; Enter presses the clock. Commands: { $commands }. { $more } lists all.
# Every command offered now: `$commands`.
help-more = Commands: { $commands }.
# The word after help that asks for every command.
more-word = more
# The word after board that asks for the compact board, one rank a line (braille).
compact-word = compact
# The role of the blind player at the keyboard.
role-player = player
# The assistant's role (D.2.10).
role-assistant = assistant
# The arbiter's role.
role-arbiter = arbiter
# One person practising at home.
role-practice = practice
# The greeting's first words for a new game.
greeting-new = new game
# The greeting's first words for a resumed game, at `$move` (a move number).
greeting-resumed = game resumed at { $move }
# The role in the greeting: `$role`.
greeting-role = role { $role }
# The greeting's pairing (a hall's round), when the player at the keyboard has White.
greeting-paired-white = Round { $round }, board { $board }: you have White against { $opponent }
# The same when they have Black.
greeting-paired-black = Round { $round }, board { $board }: you have Black against { $opponent }
# The greeting's pairing said to someone else at the table (the assistant, the arbiter).
greeting-paired = Round { $round }, board { $board }: { $white } has White against { $black }
# Who plays a side, when it is the player at the keyboard.
you = you
# Part of the greeting: who plays `$side`. `$person` is `you` (the player at the keyboard),
# `blind` (the blind player, said to an assistant or the arbiter) or `named` (`$who`, a name).
greeting-side = { $person ->
        [you] you play { $side }
        [blind] the visually impaired player plays { $side }
       *[named] { $side } { $who }
    }
# The clock has not started: Enter starts it (the greeting says no more: the `start` command
# is in the help).
clock-waits = Enter starts the clock
# The clock was started or restarted.
clock-started = clock running
# The arbiter stopped the clock.
clock-stopped = clock stopped
# `start` while the clock runs.
clock-already-running = the clock is already running
# `stop` while the clock does not run.
clock-not-running = the clock is not running
# `$command` is not offered to `$role`.
not-offered = { $command } is not for the { $role }
# `$command` has a use only in a game played online.
online-only = { $command } is for a game played online
# `$side` would resign: `$resign` again confirms.
confirm-resign = { $side } resigns? Say { $resign } again to confirm
# `$side` resigns (said before the result).
resigns = { $side } resigns
# A command needs a side: `$white` or `$black`.
which-side = which side: { $white } or { $black }?
# `$input` is not a number of seconds.
not-seconds = "{ $input }" is not a time: seconds (90) or minutes and seconds (1:30)
# No flag has fallen: `$side` has `$time` left.
no-flag = no flag has fallen: { $side } has { $time }
# The sighted player touched what is on a square: `$what`.
touched = touched: { $what }
# The arbiter corrects the boards to the score sheet (D.2.9).
boards-reset = the boards go back to the score sheet
# `takeback` with no move played.
no-move-to-take-back = no move to take back
# The opponent repeated the move played (D.2.1): `$move`.
repeat-ok = repeated: { $move }
# The opponent's repetition is not the move played: `$heard`, `$played`.
repeat-wrong = not the move played: heard { $heard }, played { $played }
# No named opening position has been reached.
no-opening = no named opening yet
# The opening reached: its ECO code and its name, which the book has in English only (said as such
# where the interface is in another language).
opening-english = { $eco } { $name }
# An opening's English $name alone (the review names each new one), said as English.
opening-named = { $name }
# Analysis marks.
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder
# The position is about even.
eval-equal = about even
# `$side` is about `$n` (`$count` in figures, which chooses the form) pawns up.
eval-pawns-up = { $count ->
        [one] { $side } is about a pawn up
       *[other] { $side } is about { $n } pawns up
    }
# Mate in `$n` for `$side`.
eval-mate = mate in { $n } for { $side }
# The analysis summary: `$white` and `$black` accuracy in percent.
analysis-accuracy = accuracy: White { $white } percent, Black { $black } percent
# One of the worst moves: `$move` (with number and side), `$mark`, `$better` move.
analysis-worst = { $move }: { $mark }, better { $better }
# One of the worst moves when the engine's own choice was the same: `$move`, `$mark`.
analysis-worst-only = { $move }: { $mark }
# No move was marked.
analysis-clean = no inaccuracy, mistake or blunder
# The finished game's analysis begins: `$positions` positions.
analysis-started = analysing the game: { $positions ->
    [1] one position
   *[other] { $positions } positions
}; every question is answered meanwhile
# `$percent` of the positions are analysed.
analysis-progress = analysed { $percent } percent
# `annabella analyse`'s progress: $done of $count positions, $percent.
analysed-of = analysed { $done } of { $count ->
        [one] { $count } position
       *[other] { $count } positions
    } ({ $percent }%)
# Asked again while it runs.
analysis-running = the analysis is under way: { $percent } percent
# Asked before the game has ended.
analysis-not-over = the analysis opens once the game has ended
# The analysis engine failed: `$reason`.
analysis-failed = the analysis stopped: { $reason }
# After the summary: the review says each mark.
analysis-review = say review to hear each move with its mark
# `moves` with an argument it cannot read.
moves-usage = say moves, moves 12, or moves last 3
# Article 5.1.1.
reason-checkmate = checkmate
# Article 5.2.1.
reason-stalemate = stalemate
# Article 5.2.2.
reason-dead-position = dead position
# Article 9.6.1.
reason-fivefold = fivefold repetition
# Article 9.6.2.
reason-seventy-five = seventy-five-move rule
# Article 6.9.
reason-timeout = time forfeit
# Article 6.9, no mate possible.
reason-timeout-no-mate = the flag fell, but no mate is possible
# Article 5.1.2.
reason-resignation = resignation
# Article 5.2.3.
reason-agreement = draw agreed
# Article 9.2, claimed.
reason-threefold = threefold repetition
# Article 9.3, claimed.
reason-fifty = fifty-move rule
# Online: the loser left the game, and the win was claimed.
reason-abandoned = game abandoned
# Article 7.5.5: a second illegal move completed by the same player.
reason-illegal-moves = a second illegal move
# An empty move.
no-move-given = no move given
# `$input` reads as no move.
not-a-move = not a move: "{ $input }"; a move is like e4 or Nf3, and help lists the commands
# `$input` read as `$move`, which is not legal here.
move-not-possible = illegal move "{ $input }": { $move } is not possible
# `$input` moves from `$square`, where no piece stands.
from-square-empty = illegal move "{ $input }": there is no piece on { $square }
# The legal moves that may have been meant: `$list`.
possible-moves = possible: { $list }
# More moves are possible than a sentence should list: `$n` of them; `$legal` is the
# command that lists a piece's moves.
many-possible = { $n } moves possible; { $legal } followed by the square lists them
# `$input` could be any of `$list`.
ambiguous-move = ambiguous move "{ $input }": { $list }?
# Joins the last two candidates.
or = or
# A hint from the engine: `$move`.
hint = the engine suggests { $move }
# Asked for a hint with no engine.
no-engine = no engine is playing, so there are no hints
# The engine `$name` declines the player's draw offer.
engine-declines-draw = { $name } declines the draw
# The engine failed (`$reason`); the game goes on.
engine-failed = { $reason }. The game goes on between two players
# Who the engine is (`$name`) and which side it plays (`$side`).
engine-plays = { $name } plays { $side }
# A hint asked for while the engine thinks about its own move.
engine-thinking = the engine is thinking about its move; ask again after it
# No engine program at `$path`.
engine-not-found = no chess engine found at { $path }
# The engine at `$path` could not be started.
engine-cannot-start = the chess engine { $path } could not be started
# The engine did not answer within `$seconds` seconds (starting, or searching).
engine-no-answer = the chess engine did not answer within { $seconds ->
    [1] one second
   *[other] { $seconds } seconds
}
# The engine stopped on its own.
engine-crashed = the chess engine stopped unexpectedly
# The engine answered something that is not a move of the position.
engine-bad-answer = the chess engine answered something that is not a move
# The engine does not play Chess960.
engine-no-chess960 = this chess engine does not play Chess960
# Why an engine is given up: it did not move within `$seconds` seconds.
engine-timed-out = the engine has not moved in { $seconds ->
    [1] one second
   *[other] { $seconds } seconds
}
# Where the finished game's PGN was written: `$path`.
game-saved = the game is saved in { $path }
# A sensor board (`$board`) has not answered since its link opened.
board-silent = the { $board } does not answer: check its cable and that it is switched on
# Told once to the blind player: the sighted player's `$board` has differed from the game for ten seconds.
board-differs-told = the { $board } differs from the game; if it is not put right, call the arbiter
# The peg board, as `$board`.
peg-board = peg board
# The DGT e-board, as `$board`.
e-board = e-board
# The `$board` sent one line or message that could not be read.
board-garbled-once = the { $board } sent garbled data
# The `$board` sent `$count` unreadable lines or messages in `$seconds` seconds.
board-garbled = the { $board } sends garbled data: { $count ->
    [1] one bad message
   *[other] { $count } bad messages
} in { $seconds } s
# The device at `$path`, given as the `$board`, answers but is not a board.
not-a-board = the device at { $path } is not a board: nothing more is sent to it; check the { $board }'s path
# A resumed journal's end was damaged from line `$line`: cut off, kept in `$path`.
journal-repaired = the saved game was damaged from line { $line }; it resumes from the last whole record, and the damaged file is kept in { $path }
# Writing the journal has failed (`$why`): the game goes on, in memory only.
not-saving = warning: the game is not being saved ({ $why }); play goes on, each move retries
# The journal could be written again, whole.
saving-again = the game is being saved again
# Why writing failed: the disk is full.
disk-full = the disk is full
# Why writing failed: the folder is gone.
folder-gone = its folder is gone
# Why writing failed: not allowed (read-only, permissions).
not-allowed = writing is not allowed there
# The game is adjourned with a sealed move (Guidelines I).
adjourned = the game is adjourned; the sealed move is recorded and kept secret
# The envelope opened at the resumption: `$move`.
sealed-move = the sealed move: { $move }
# `adjourn` without a move.
which-sealed-move = adjourn needs the move to seal, for example: adjourn Nf3
# The letters of the pieces on the screen and on the score sheet (K Q R B N P; the FIDE
# voice's German letters K D T L S B; French R D T F C P).
piece-letters =
    { $role ->
        [knight] N
        [bishop] B
        [rook] R
        [queen] Q
        [king] K
       *[other] P
    }
screen-board-title = Board
screen-clock-title = Clock
screen-sheet-title = Score sheet
# The log of everything said.
screen-said-title = Said
# The input line's title, also said when the input line takes the focus.
screen-input-title = Move or command
# Said once when typing or pasting goes past the input line's `$limit` characters.
screen-input-full = The input line is full: it holds { $limit } characters, the rest was left out
# The clocks' move-count column.
screen-moves-label = moves
# `$side` has moved and must now press the clock (status line).
screen-press-pending = { $side }: press the clock
# A piece picked up on the board: `$square` (what is on it, as the square query says).
screen-selected = selected: { $square }
screen-selection-cancelled = selection cancelled
# Enter on a square without a piece of `$side` (to move), nothing selected.
screen-choose-own-piece = choose a piece of { $side }
# The board was turned: `$side` now at the bottom.
screen-side-below = { $side } at the bottom
# Asked to leave: `$key` again confirms.
screen-quit-confirm = press { $key } again to leave; the game is saved
# The same while going over a game: nothing to save.
screen-quit-confirm-review = press { $key } again to leave
# Speech is off: `$reason`.
screen-speech-off = no speech: { $reason }
# Why speech is off when the player chose text or none (the screen shows what is said).
screen-speech-chosen-off = chosen in the settings (the screen shows what is said)
# Before the key help list.
screen-keys-intro = Keys
# Between alternative keys ("F1 or Alt-H").
screen-key-or = or
# Key names.
screen-key-enter = Enter
screen-key-space = Space
screen-key-arrows = arrows
screen-key-ctrl = Ctrl
# What each key does.
screen-do-help = these keys
screen-do-board = the board
screen-do-time = the clock
screen-do-last = the last move
screen-do-sheet = the score sheet
screen-do-attackers = attackers of the square
screen-do-legal = moves of the piece on the square
screen-do-repeat = repeat
screen-do-flip = turn the board
# Going over a game: the next move, the move before.
screen-do-review-forward = next move, going over a game
screen-do-review-back = move before, going over a game
screen-do-press = press the clock
screen-do-focus = board or input line
screen-do-step = move on the board
screen-do-select = pick up a piece, then put it on its square
screen-do-submit = play the move or command
screen-do-cancel-board = withdraw a move read back, cancel, or leave
screen-do-cancel-input = withdraw a move read back, clear the line, or go to the board
screen-do-quit = leave (asks first)
screen-do-quit-now = leave at once
# The window cannot hold even the compact layout: `$size` (width×height) is needed.
screen-too-small = the window is too small: { $size } needed

## table

# A move typed before the previous one was completed (the assistant presses first):
# `$press` is the command word.
table-press-first = the clock first: Enter or { $press } completes the move played
# Said after a press where no click is heard: `$side`'s clock now runs.
table-clock-runs-for = { $side }'s clock runs
# What the event, the site and the round are called (`names`, the greeting).
table-event-word = event
table-site-word = site
table-board-word = board
table-round-word = round
# `names` answers: the players and event as recorded.
table-names-are = names: { $names }
# `names` with nothing given yet.
table-no-names = no names given yet
# How `names` is used.
table-names-usage = names white NAME, names black NAME, names event NAME, names site NAME or names round NAME
# `names` after the first move: the record's names are fixed then.
table-names-too-late = the names are fixed once the first move is played
# A name set: `$what` (white, black, event…) is now `$name`.
table-name-set = { $what }: { $name }
# A name too long or with control characters.
table-name-refused = a name has at most 100 characters and no control characters
# The 7.5.5 penalty: `$side` completed an illegal move.
table-penalised = { $side } penalised for an illegal move
# A claim with nothing to claim: why (no threefold repetition, no fifty moves).
table-nothing-to-claim = nothing to claim: the position has not appeared three times and the last fifty moves had a pawn move or a capture
# A move before the press that ends the game only after it (D.2.8 correction possible).
table-press-to-end = the game ends when the clock is pressed: Enter or { $press } completes the move, { $undo } corrects it

## online

# Part of the greeting: where the game is played.
online-online = online against { $opponent }
# Part of the greeting: the game has no clock (a correspondence game).
online-unlimited = no clock
online-waiting-for-challenge = waiting for a challenge
online-challenge-sent = challenge sent to { $user }; waiting for the answer
online-seeking = looking for an opponent
online-challenge-declined = { $user } declined the challenge
online-not-started = the game has not started yet
online-not-your-move = it is your opponent's move
online-move-on-its-way = your move is on its way to the server
online-move-refused = the server refused { $move }: { $reason }
online-request-refused = the server refused: { $reason }
online-connection-lost = connection to the server lost; reconnecting
# The reason of a request that could not be sent.
online-unreachable = the server cannot be reached; try again
online-connection-back = connected to the server again
# The server answers with errors (busy, failing); the link tries again.
online-not-answering = the server is not answering; trying again
online-token-refused = the server refused the token: check LICHESS_TOKEN (scope board:play)
online-server-error = server error: { $reason }
# The server's move list is not the table's (neither more moves nor a takeback).
online-moves-differ = server error: the server's moves differ from this table's
online-aborted = the game was aborted
online-not-online = { $command } is not used online: the server keeps the game and its clock
online-hints-off = no hints online: an engine's help is not allowed in a game against a person
online-draw-offered = you offer a draw
# The opponent declined the player's draw offer (by moving, or in words).
online-draw-declined = { $side } declines the draw
online-opponent-gone = your opponent has left the game
# Said after `opponent_gone`: the win may be claimed in `$time` (in words).
online-claim-in = you may claim the win in { $time }
# The win may be claimed now with `$claim`.
online-claim-now = you may claim the win now: say { $claim }
# `claim` while the opponent is at the game.
online-opponent-here = your opponent is still in the game: there is no win to claim
# The opponent came back to the game.
online-opponent-back = your opponent is back
# A chat line from the opponent `$name` arrived (its text is read with `chat`).
online-chat-from = message from { $name }
online-chat-sent = message sent
# `chat` with no line yet.
online-chat-none = no messages
# A message of `$chars` characters, over the limit of `$max`.
online-chat-too-long = a message has at most { $max } characters; this one has { $chars }
# `abort` once each side has moved.
online-abort-too-late = too late to abort: both sides have moved; you may resign or offer a draw
# The player asked to take back their last move.
online-takeback-asked = you ask to take back your last move
# `$side` asks to take back a move; `$takeback` accepts.
online-takeback-offered = { $side } asks to take back a move; say { $takeback } to accept
# `$side` declined the player's takeback request.
online-takeback-declined = { $side } declines the takeback

## sync

# "Turm fehlt auf Hector eins".
board-missing = { $piece } missing on { $square }
# "Eva vier ist leer, dort gehört ein Bauer hin".
board-place = { $square } is empty, a { $piece } belongs there
# "Bauer von Eva zwei nach Eva vier".
board-shift = { $piece } from { $from } to { $to }
# A piece the board names: "Bauer auf Eva vier wegnehmen".
board-remove-piece = remove the { $piece } from { $square }
# A peg: "Eva vier muss leer sein".
board-remove-square = { $square } must be empty
# "Eva vier: Bauer statt Läufer".
board-exchange = { $square }: { $expected }, not { $found }
# The move still to be made on this board: "noch ausführen: $move".
board-make = still to make: { $move }
# The board matches the game again.
board-confirmed = board is right
# A move made elsewhere has been replayed correctly on this board.
board-done = done
# A piece lifted (D.2.2): "Bauer Eva zwei berührt".
board-touched = { $piece } { $square } touched
# Article 4.3, one's own piece: "berührt, geführt: Bauer Eva zwei muss ziehen".
board-touch-move-own = touch-move: { $piece } { $square } must move
# Article 4.3, the opponent's piece: "… muss geschlagen werden".
board-touch-move-capture = touch-move: { $piece } { $square } must be captured
# A pawn on the last rank without its key.
board-promotion-key = press a promotion key
# The board fits more than one move.
board-ambiguous = move unclear, please place the piece again
# Castling begun with the rook (Article 4.4.2).
board-rook-first = rook touched before the king, Article 4.4.2
# The board's connection was lost.
board-disconnected = board disconnected
# The board is connected again.
board-reconnected = board connected again

## braille

# Said once when the display is taken: its size and how the board is shown.
braille-connected = Braille display of { $cells } cells: pan to read the board, one rank a line; a routing key picks a square.
# A display too short for a rank with its number: the rank is panned through.
braille-connected-short = Braille display of { $cells } cells: pan through each rank of the board, a routing key picks a square.
# Said once when `--braille` finds no display: `$reason`.
braille-unavailable = No braille display ({ $reason }); the game goes on without it.
# Said once when the display goes away during the game: `$reason`.
braille-lost = The braille display is gone ({ $reason }); the game goes on without it.
# The clocks view of a game without a clock.
braille-no-clock = no clock
# The score sheet before the first move.
braille-no-moves = no moves yet
# The reasons.
braille-not-running = BRLTTY is not running or does not let annabella in
braille-no-cells = BRLTTY has no display connected
braille-refused = BRLTTY refused to hand over the display
braille-closed = BRLTTY closed the connection
braille-companion-missing = its program annabella-braille is not installed or cannot be started
braille-companion-stopped = its program annabella-braille stopped

## review

# The first line: `$white` and `$black` (a name, or `review-side` when the game gives none),
# `$result` (`white`, `black`, `draw`, or `none`), `$plies` half-moves.
review-header = { $white } against { $black }, { $result ->
        [white] White won
        [black] Black won
        [draw] drawn
       *[none] no result
    }, { $plies ->
        [one] { $plies } half-move
       *[other] { $plies } half-moves
    }; Enter steps forward
# A player the game does not name: `$side` (`white` or `black`).
review-side = { $side ->
        [white] White
       *[black] Black
    }
# Said after the header when the game opens with a comment.
review-game-comment = the game has a comment: say comment
review-at-start = start position
review-at-end =
    { $result ->
        [white] end of the game: White won
        [black] end of the game: Black won
        [draw] end of the game: drawn
       *[none] end of the game
    }
# A step back: $move (the move stepped back over) is no longer on the board.
review-stepped-back = back before { $move }
review-variation-end = end of the variation; out goes back
# A line that is neither a review word nor a question of the table; also the help.
review-usage = in a review: Enter or next, back, go 12, go 12 black, start, end, variation, out, comment, or a question like board
# Into a variation: `$n`, `$move`.
review-into-variation = variation { $n }: { $move }
# Back on the main line: `$move` just played there.
review-main-line = main line: { $move }
# Back on the variation a nested one left: `$move`.
review-outer-variation = back in the variation: { $move }
review-no-variation = no variation here
# `$count` variations here, and a number past them was asked.
review-variations-count = { $count ->
    [1] one variation here
   *[other] { $count } variations here
}
review-on-main-line = already on the main line
# After a move: its one alternative, `$move`.
review-one-alternative = variation { $move }
# After a move: `$n` alternatives, `$list`.
review-alternatives = { $n } variations: { $list }
# After a move marked as bad: the better move, `$move`.
review-better = better { $move }
# After a move that has a comment.
review-has-comment = comment
review-no-comment = no comment here
review-no-eval = no evaluation here
review-no-clock = no clock times in this game
# A move typed or made on the screen: nothing is played in a review.
review-nothing-played = nothing is played in a review: Enter steps forward
review-numbers-on = moves with their numbers
review-numbers-off = moves without numbers
# The game just played can be reviewed only once it has ended.
review-not-over = review opens once the game has ended
# `analyse` while going over a file.
review-analyse-file = a file is analysed with the command annabella analyse FILE

## clock: the talking clock's words, used when the voice speaks another language than the
## interface (with the voice's own language, the voice pack's [clock] words are said).

# The side names, as the clock and every sentence about a side says them.
clock-white = White
clock-black = Black
# Durations: $n (a number in digits) of them; $count chooses the plural form.
clock-hours =
    { $count ->
        [one] { $n } hour
       *[other] { $n } hours
    }
clock-minutes =
    { $count ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
clock-seconds =
    { $count ->
        [one] { $n } second
       *[other] { $n } seconds
    }
# Between seconds and tenths ("5 point 3 seconds").
clock-decimal-separator = point
# Completed moves: $n (in digits); $count chooses the plural form.
clock-moves =
    { $count ->
        [one] { $n } move
       *[other] { $n } moves
    }
# A duration of nothing.
clock-zero = zero seconds
# Said after the move count when a period's time control is reached.
clock-control-reached = time control reached
# $moves (a move count) left until the time control.
clock-moves-to-control = { $moves } to the time control
# $time used on the current move.
clock-used-on-move = { $time } on this move
# $side's flag has fallen.
clock-flag = { $side } is out of time
# Article 6.9: $side (who flagged) loses.
clock-loses-on-time = { $side } loses on time
# Article 6.9: a draw, $side (the opponent) cannot mate by any series of legal moves.
clock-draw-on-time = draw, { $side } cannot checkmate

## nag: the words for a move's or a position's mark in a PGN ($1, $16 …); $side is the
## side the mark is about, as clock-white and clock-black name it.

nag-good = good move
nag-mistake = mistake
nag-brilliant = brilliant move
nag-blunder = blunder
nag-interesting = interesting move
nag-dubious = dubious move
nag-forced = forced move
nag-equal = equal position
nag-unclear = unclear position
nag-novelty = novelty
nag-slightly-better = { $side } is slightly better
nag-better = { $side } is better
nag-winning = { $side } is winning
nag-zugzwang = { $side } is in zugzwang
nag-development-advantage = { $side } is ahead in development
nag-initiative = { $side } has the initiative
nag-attack = { $side } has the attack
nag-counterplay = { $side } has counterplay
nag-time-trouble = { $side } is in time trouble

## command: the word for each command, as help says it and a player types it (every
## language's words are understood whatever the interface language). One word each, no spaces.

command-help = help
command-time = time
command-last = last
command-moves = moves
command-board = board
command-turn = turn
command-where = where
command-square = square
command-rank = rank
command-file = file
command-diagonal = diagonal
command-attackers = attackers
command-legal = legal
command-material = material
command-pawns = pawns
command-opening = opening
command-repeat = repeat
command-undo = undo
command-takeback = takeback
command-press = press
command-draw = draw
command-claim = claim
command-resign = resign
command-hint = hint
command-start = start
command-stop = stop
command-resume = resume
command-add = add
command-penalty = penalty
command-reset = reset
command-flag = flag
command-touched = touched
command-adjourn = adjourn
command-review = review
command-analyse = analyse
command-names = names
command-chat = chat
command-abort = abort
command-quit = quit

## speech: what is told when speech cannot start ($reason, $other: the speech-reason-… words)

speech-text-instead = no speech: { $reason }; the game goes on in text
speech-clips-instead = no speech server: { $reason }; speaking with the recorded words
speech-text-instead-both = no speech: { $reason }, and { $other }; the game goes on in text
speech-reason-no-server = no speech server answers
speech-reason-no-language = the speech server has no voice for this language
speech-reason-silent = the speech server does not speak (no sound?)
speech-reason-no-sound = no sound card could be opened
speech-reason-no-clips = the voice has no recorded words for these sentences
speech-reason-other = speech failed

## hearing: what the table says about listening (spoken moves)

# Said once when listening starts.
hearing-listening = Listening: say your move, or type it.
# Said once when listening starts with push-to-talk.
hearing-listening-on-talk = Listening when you type talk, press Alt-S or the board's talk button: then say your move.
# A move heard but not surely: `$move` read back, and the answer awaited.
hearing-confirm-question = Did you say { $move }? Say yes or no.
# The move to confirm was dropped ("no", or the position changed meanwhile).
hearing-confirm-dropped = Dropped; say your move again.
# "Yes" or "no" heard with no question asked.
hearing-nothing-to-confirm = There is no move to confirm.
# Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
hearing-again = Not understood; please say it again.
# An utterance longer than any move (a monologue), cut and not decoded.
hearing-too-long = That was too long for a move; say only the move.
# No capture device could be opened.
hearing-no-microphone = No microphone found; listening is off, play by keyboard.
# The capture device stopped in the middle of the game.
hearing-microphone-gone = The microphone is gone; listening is off, play by keyboard.
# The recogniser's model is not installed: `$packages` names the Debian packages.
hearing-recogniser-missing = Listening is off: the speech recogniser is not installed (Debian packages { $packages }); play by keyboard.
# The voice has no pronunciation list: `$voice`.
hearing-voice-unheard = Listening is off: the voice { $voice } has no pronunciation list; play by keyboard.
# The recogniser failed on its own.
hearing-recogniser-failed = Listening is off: the speech recogniser failed; play by keyboard.
# The program holding the recogniser stopped or cannot start: why names it and says how.
hearing-companion-failed = Listening is off: { $why }; play by keyboard.

## games: the list of saved games (annabella games)

games-none = no saved games in { $folder }
games-kept-in = kept in { $folder }
games-unreadable = cannot be read: { $problem }
games-not-resumable = cannot be resumed: { $problem }
games-half-moves =
    { $count ->
        [one] { $n } half-move
       *[other] { $n } half-moves
    }
games-adjourned = adjourned (a sealed move)
games-unfinished = unfinished
games-misfit = record { $record } on does not fit the game
games-torn = line { $line } was cut short while being written: cut off on resume
games-damaged = line { $line } cannot be read ("{ $text }"): cut off on resume

# listening
# Push-to-talk asked (a key, the board's talk button) while nothing listens.
hearing-not-listening = Listening is off: start annabella with --listen or --push-to-talk to say your moves.
# The screen's push-to-talk key, in the key help.
screen-do-talk = speak a move (push-to-talk)
# The word said for yes to a move read back, and for no (listened for in this language).
hearing-yes-word = yes
hearing-no-word = no
# The typed words (comma-separated) that answer yes to a move read back, that answer no, and
# that ask the listener to listen (push-to-talk).
hearing-typed-yes = yes, y
hearing-typed-no = no, n
hearing-typed-talk = talk
# The typed words (comma-separated) that withdraw a move read back without answering it
# (Esc on the screen does the same); none of them a command's word.
hearing-typed-withdraw = cancel, esc
# A move read back withdrawn unanswered (a typed word, Esc): nothing from it is played.
hearing-question-withdrawn = Question withdrawn; nothing played.
# Asked to withdraw with no move read back waiting.
hearing-nothing-to-withdraw = No question is waiting; nothing changed.

## errors: the messages of every subcommand, said to the person in the interface language.
## `$file` is a file's name as given, `$token` text from the file (shown inside the quotes the
## message gives it), `$problem`/`$why`/`$detail` another message of this block.

### files
# A file that cannot be read: `$file` and `$problem` (one of the file-… messages below).
file-problem = { $file } { $problem }
file-is-folder = is a folder, not a file
file-is-fifo = is a FIFO (named pipe), not a file
file-is-device = is a device, not a file
file-is-socket = is a socket, not a file
file-is-special = is not a regular file
# `$size`: file-size-mb or file-size-kb.
file-too-large = is larger than { $size }
file-size-mb = { $n } MB
file-size-kb = { $n } KB
file-not-found = cannot be found
file-not-allowed = cannot be read (permission denied)
file-not-text = is not text
# `$reason` is the system's own words, in English: a language other than English leaves it out
# (it is in the log).
file-cannot-be-read-because = cannot be read ({ $reason })

### lists
# One item of a list of moves (`$item`), and a list ending in "or" (`$first`: the list so far).
list-item = { $item }
list-or = { $first } or { $last }

### games that cannot be read (announce, status, openings, export, analyse)
# A game that cannot be read, skipped: `$file`, and `$problem` (pgn-error…).
pgn-game-skipped = { $file }: { $problem }
# A game a command skips though it could be read: game `$game`, and why (`$problem`).
game-skipped = game { $game }: { $problem }
# Where: game `$game`, line `$line` (in the tags).
pgn-error = game { $game }, line { $line }: { $problem }
# Where: also move `$move`, `$side` to play (`white`, `black`).
pgn-error-at-move = game { $game }, line { $line }, move { $move } ({ $side }): { $problem }
pgn-binary = binary data, not PGN text: "{ $token }"
pgn-malformed-tag = malformed tag "{ $token }"
# `$why`: one of the fen-… messages.
pgn-invalid-fen = invalid FEN tag "{ $token }": { $why }
pgn-variant = variant "{ $token }" is not standard chess, skipped
pgn-unexpected-token = unexpected token "{ $token }": not a move, move number, comment or result
pgn-illegal-uci = illegal move "{ $token }" (UCI): no such move here
pgn-null-move = null move "{ $token }" is not a chess move
pgn-drop = drop "{ $token }" is not a chess move
# `$why`: one of the pgn-why-… messages.
pgn-illegal-move = illegal move "{ $token }": { $why }
pgn-not-en-passant = "{ $token }" marks an en passant capture, but the move is not one
pgn-unclosed-comment = comment "{ $token }" is never closed
pgn-unclosed-variation = a variation "{ $token }" is never closed
pgn-unopened-variation = "{ $token }" closes no variation
# Why a move is illegal.
pgn-why-checkmate = the game is already over by checkmate
pgn-why-stalemate = the game is already over by stalemate
# `$moves`: the moves it could be (a list-or).
pgn-why-ambiguous = ambiguous, it could be { $moves }
# No `$role` (pawn, knight, bishop, rook, queen, king) reaches `$square`.
pgn-why-no-piece = no { $role } can move to { $square }
# The same, `$side` being in check.
pgn-why-no-piece-in-check = no { $role } can move to { $square } ({ $side } is in check)
# `$moves`: the legal moves to that square (a list-or).
pgn-why-others-reach = no such move here; legal is { $moves }
# `$side` cannot castle on the `$castling` side (`king`, `queen`).
pgn-why-cannot-castle =
    { $side } cannot castle { $castling ->
        [king] king side
       *[queen] queen side
    }
pgn-why-cannot-castle-in-check =
    { $side } cannot castle { $castling ->
        [king] king side
       *[queen] queen side
    } ({ $side } is in check)
pgn-why-not-legal = not a legal move
# A position given as FEN that cannot be read or played.
fen-unreadable = not a FEN
fen-board = the board part cannot be read
fen-turn = the side to move cannot be read
fen-castling = the castling part cannot be read
fen-en-passant = the en passant square cannot be read
fen-halfmove-clock = the half-move clock cannot be read
fen-fullmoves = the move number cannot be read
fen-empty-board = the board is empty
fen-missing-king = a king is missing
fen-too-many-kings = too many kings
fen-pawns-on-back-rank = a pawn stands on the first or last rank
fen-opposite-check = the side not to move is in check
fen-impossible-check = no game can reach this check
fen-too-much-material = more pieces than a game can have
fen-illegal-position = not a position a game can reach
# Moves written in UCI, said once per input: `$file`, game `$game`, line `$line`, the `$token`
# and the move `$san` it is read as.
pgn-uci-notice = { $file }: game { $game }, line { $line }: "{ $token }" is a move written in UCI, read as { $san }; such moves in this file are read the same way

### standard input and output
stdin-endless-device = standard input is a device that does not end: give a file or a pipe
# `$reason`: the system's words, in English (other languages leave it out).
stdout-cannot-write = cannot write standard output: { $reason }

### time controls (clock --control, play --time, the settings file's time)
# `$spec` is the SPEC given, `$forms` examples of SPECs, `$char` the character at `$position`.
tc-not-a-control = "{ $spec }" is not a time control ('{ $char }' at character { $position }): use seconds like { $forms }
tc-no-clock = "-" means a game without a clock (PGN), not a time control: use seconds like { $forms }
tc-unknown = "?" means an unknown time control (PGN), not a time control: use seconds like { $forms }
# A SPEC refused: `$spec`, and why (`$problem`).
tc-bad = bad time control "{ $spec }": { $problem }
# `$problem` at character `$position`.
tc-at = { $problem } (character { $position })
tc-empty = empty time control
# Expected `$what` (a tc-what-… message), found `$char`.
tc-expected = expected { $what }, found '{ $char }'
tc-expected-end = expected { $what }, found the end
tc-what-moves-or-seconds = a number of moves or seconds
tc-what-seconds = a number of seconds
tc-what-seconds-after-bonus = a number of seconds after the bonus sign
tc-what-seconds-after-sandglass = a number of seconds after the sandglass sign
tc-what-decimals = decimals after the point
tc-unexpected = unexpected '{ $char }'
tc-too-many-decimals = '{ $token }' has more than three decimals
tc-fractional-moves = '{ $token }' moves: a move count is a whole number
tc-sandglass-alone = unexpected '{ $char }': a sandglass *N stands alone (no increment, delay or periods)
tc-zero-moves = a period needs at least one move
# `$max`: the largest number of seconds.
tc-too-large = number too large (at most { $max })
tc-missing-move-count = only the last period may lack a move count
tc-no-starting-time = no starting time: White would lose on time at once

### files given to an option, TOML files
# A file given to `$option` (`--speech-config`) that cannot be used: `$problem`.
option-file-problem = { $option } { $problem }
# A TOML file that cannot be read: `$file`, `$line`; `$detail` is the TOML reader's own words, in
# English (other languages leave it out).
toml-problem-at-line = { $file }: line { $line }: { $detail }
toml-problem = { $file }: { $detail }

### clock scripts (annabella clock --script)
# A script line that cannot be run: `$file`, `$line`, and what (`$problem`).
clock-script-error = { $file } line { $line }: { $problem }
clock-script-not-utf8 = not valid UTF-8
# `$found`: what the line holds instead.
clock-script-not-an-event = expected '<seconds> <event>', found '{ $found }'
clock-script-bad-time = bad time '{ $found }' (expected seconds with at most 3 decimals)
clock-script-not-a-side = expected white or black after add, found '{ $found }'
clock-script-no-side = expected white or black after add
clock-script-no-seconds = expected the seconds to add
clock-script-bad-seconds = bad seconds to add '{ $found }' (expected seconds with at most 3 decimals)
clock-script-unknown-event = unknown event '{ $found }'
# `$event`: the event word it follows (start, press, add …).
clock-script-unexpected = unexpected '{ $found }' after { $event }
# `$time` and `$previous` in seconds (12.500).
clock-script-time-back = time { $time } is before the previous event's { $previous }

### voice packs (--voice path/to/pack.toml)
# A voice pack that cannot be used: `$file`, where (`$place`: a key such as board.files, or
# pack-line-column) and what (`$problem`).
pack-error = voice pack { $file }: { $place }: { $problem }
pack-line-column = line { $line }, column { $column }
pack-empty = is empty (a word is needed)
# A list of `$found` words where another count is needed.
pack-needs-eight = needs 8 words, found { $found }
pack-needs-numbers = needs the 100 numbers 0 to 99, found { $found }
pack-needs-hundreds = needs 9 words (100 to 900), found { $found }
# `$word` as written in the pack.
pack-reads-as-square = "{ $word }" reads as the square { $square }
pack-other-file-or-rank = "{ $word }" is the name of another file or rank
pack-command-word = "{ $word }" is a command word
# `$other`: the word of `$key` it holds.
pack-holds-other = "{ $word }" holds "{ $other }", the word of { $key }
pack-no-number-slot = needs {"{"}n{"}"} (or {"{"}nf{"}"}) where the number goes
pack-not-a-number-key = the key must be a number from 0 to 99
# `$slot`: the slot it needs (`{side}`, `{time}`, `{moves}`).
pack-no-slot = needs { $slot } where it goes
pack-same-as = "{ $word }" is also { $key }: the move reader could not tell them apart
pack-square-fragment = "{ $word }" reads as a square letter or digit; choose a longer word
pack-alias-target = "{ $word }" is not a move word of this voice
pack-alias-taken = "{ $word }" is already { $key }
# A `--voice` that is neither built in nor a file: `$voice`; `$voices` lists the built-in ones.
voice-unknown = unknown voice "{ $voice }": the built-in voices are { $voices }; a voice pack is a path to a .toml file
# `$problem`: a file-problem message.
voice-pack-unreadable = voice pack { $problem }
# `$byte`: where the first byte that is not UTF-8 is.
voice-pack-not-utf8 = voice pack { $file }: not UTF-8 text (byte { $byte })

### speak, and the recorded words
speak-wav-needs-clips = --wav needs --engine clips
# The voice `$voice` has no recording of `$word` (the file `$clip`.wav is missing).
speak-missing-word = voice { $voice }: the clip voice has no recording for the word "{ $word }" (no { $clip }.wav)
# The sound card, the speech server: `$detail` is the library's own words, in English (other
# languages leave it out: it is in the log).
speak-no-sound-card = sound card: { $detail }
speak-no-tts = text-to-speech: { $detail }
speak-failed = speech failed: { $detail }
# `$engine`: the speech engine's name.
speak-too-long = { $engine }: the words were not finished in time
# A recording (or its folder) `$file` that cannot be used; `$detail` in English only.
clips-problem = { $detail }
clips-not-installed = voice { $voice }: its recorded clips are not installed (voices/{ $voice }/clips)

### hear, and positions given as FEN
# A FEN given to `$option` that cannot be used: `$fen`, and why (`$why`: a fen-… message).
option-bad-fen = { $option }: invalid FEN "{ $fen }": { $why }
# `$file` is not a WAV hear can read; `$detail` in English only.
hear-bad-wav = { $detail }
# A word `$word` of the pronunciation list `$file` has more than `$limit` pronunciations: line `$line` is the first left out.
hear-too-many-pronunciations = pronunciation list { $file }: "{ $word }" has more than { $limit } pronunciations; line { $line } is one too many.
# The recogniser's model `$file` is missing: `$packages` names the Debian packages.
hear-model-missing = { $detail }
hear-recogniser-failed = { $detail }
# The voice `$voice` has no pronunciation list `$file`.
hear-no-pronunciations = voice { $voice }: no pronunciation list for listening (expected { $file })

### export, openings
# A game of `$file` that cannot be read (`$problem`: a pgn-error message).
pgn-in-file = { $file }: { $problem }
# `$option` given `$value`, outside `$from` to `$to`.
option-out-of-range = { $option } { $value }: must be from { $from } to { $to }
option-hall-table = --hall needs the table's number: give --table N, or table = N under [hall] in the settings file
# The opening data built into the program is broken (a bug): `$detail` in English only.
openings-data-broken = { $detail }

### analyse
# `$file` has no readable game number `$game`.
analyse-no-game = { $file }: there is no readable game { $game }
# The engine `$engine` failed: `$detail` is its own words, in English only (it is in the log).
analyse-engine-failed = { $detail }
analyse-engine-silent = the engine gave no answer in ten minutes
# `$file` cannot be written; `$reason` is the system's words, in English only.
file-cannot-be-written = { $file } cannot be written: { $reason }

### saved games (games, play --resume, review ID)
# Why the system refused: English says `$reason` (the system's words); other languages choose by
# `$kind`.
io-reason = { $reason }
games-nowhere = no HOME or XDG_DATA_HOME: there is nowhere games are saved
# A saved game's journal `$file`, and its `$problem`.
journal-error = journal { $file }: { $problem }
journal-in-use = this game is open in another annabella
# `$why`: a file-… or io-reason message.
journal-read = cannot be read: { $why }
journal-create = cannot be created: { $why }
journal-write = cannot be written: { $why }
journal-list = cannot be listed: { $why }
# `$id`: the name given.
journal-not-found = no saved game is called "{ $id }" (see `annabella games`)
journal-ambiguous = "{ $id }" names { $count } games: give more of the name
journal-finished = that game is finished
journal-not-open = not open
journal-not-a-journal = not an annabella journal (line 1)
# Written in journal format `$version`; this program reads format `$readable`.
journal-newer-format = written by a newer annabella (journal format { $version }; this version reads format { $readable }): update annabella to continue it
journal-bad-start = line 2: the start line is missing or unreadable
# `$why`: a fen-… message, journal-chess960-number or journal-other.
journal-start-position = its start position cannot be read: { $why }
journal-chess960-number = no Chess960 start position number { $number } (0 to 959)
# Anything else: `$detail` in English only.
journal-other = { $detail }

### the settings file
# A settings file `$file` that cannot be used: where (`$place`: a key such as rate, or
# pack-line-column) and what (`$problem`).
settings-error = settings { $file }: { $place }: { $problem }
# `$value` outside `$from` to `$to`.
settings-out-of-range = { $value } is outside { $from } to { $to }
settings-not-utf8 = settings { $file }: not UTF-8 text (byte { $byte })
# `$problem`: a file-problem message.
settings-unreadable = settings { $problem }
# A value of the settings file that cannot be used: `$file`, `$key`, `$value`, and why.
settings-value = settings { $file }: { $key } = "{ $value }": { $problem }
# A number outside its range: give one from `$from` to `$to`.
settings-give-range = give { $from } to { $to }
# An option given a value it cannot take: `$option`, `$value`, and why.
option-bad = { $option } { $value }: { $problem }

## openings: an opening named in the interface language. The data set names openings in English,
## "Family: Variation"; `opening-family-<slug>` translates a family (the slug: the English family
## name in lower-case ASCII words joined by "-"; see locales/README.md). The variation is said as
## the English tail. A family without a message here is said by its ECO code and English name
## (opening-english, opening-named above).
# An opening with its ECO code (`$eco`), its family translated (`$family`), and the English
# `$variation` said as such.
opening-said = { $eco } { $family }
opening-said-variation = { $eco } { $family }: { $variation }
# A family translated with its first variation (`$family`), and the rest of the English name.
opening-said-more = { $eco } { $family }, { $variation }
opening-said-named-more = { $family }, { $variation }
# The same without the ECO code (the review names each new opening).
opening-said-named = { $family }
opening-said-named-variation = { $family }: { $variation }

### families (English: the data set's name itself)
opening-family-alekhine-defense = Alekhine Defense
opening-family-benko-gambit = Benko Gambit
opening-family-benko-gambit-accepted = Benko Gambit Accepted
opening-family-benko-gambit-declined = Benko Gambit Declined
opening-family-benoni-defense = Benoni Defense
opening-family-bird-opening = Bird Opening
opening-family-bishop-s-opening = Bishop's Opening
opening-family-blackmar-diemer-gambit = Blackmar-Diemer Gambit
opening-family-bogo-indian-defense = Bogo-Indian Defense
opening-family-caro-kann-defense = Caro-Kann Defense
opening-family-caro-kann-defense-advance-variation = Caro-Kann Defense: Advance Variation
opening-family-catalan-opening = Catalan Opening
opening-family-center-game = Center Game
opening-family-danish-gambit = Danish Gambit
opening-family-danish-gambit-accepted = Danish Gambit Accepted
opening-family-dutch-defense = Dutch Defense
opening-family-elephant-gambit = Elephant Gambit
opening-family-english-opening = English Opening
opening-family-englund-gambit = Englund Gambit
opening-family-four-knights-game = Four Knights Game
opening-family-french-defense = French Defense
opening-family-french-defense-advance-variation = French Defense: Advance Variation
opening-family-french-defense-winawer-variation = French Defense: Winawer Variation
opening-family-grob-opening = Grob Opening
opening-family-grunfeld-defense = Grünfeld Defense
opening-family-hungarian-opening = Hungarian Opening
opening-family-indian-defense = Indian Defense
opening-family-italian-game = Italian Game
opening-family-italian-game-evans-gambit = Italian Game: Evans Gambit
opening-family-italian-game-giuoco-piano = Italian Game: Giuoco Piano
opening-family-italian-game-two-knights-defense = Italian Game: Two Knights Defense
opening-family-king-s-gambit = King's Gambit
opening-family-king-s-gambit-accepted = King's Gambit Accepted
opening-family-king-s-gambit-declined = King's Gambit Declined
opening-family-king-s-indian-attack = King's Indian Attack
opening-family-king-s-indian-defense = King's Indian Defense
opening-family-king-s-pawn-game = King's Pawn Game
opening-family-latvian-gambit = Latvian Gambit
opening-family-latvian-gambit-accepted = Latvian Gambit Accepted
opening-family-london-system = London System
opening-family-modern-defense = Modern Defense
opening-family-neo-grunfeld-defense = Neo-Grünfeld Defense
opening-family-nimzo-indian-defense = Nimzo-Indian Defense
opening-family-nimzo-larsen-attack = Nimzo-Larsen Attack
opening-family-nimzowitsch-defense = Nimzowitsch Defense
opening-family-old-indian-defense = Old Indian Defense
opening-family-owen-defense = Owen Defense
opening-family-petrov-s-defense = Petrov's Defense
opening-family-philidor-defense = Philidor Defense
opening-family-pirc-defense = Pirc Defense
opening-family-polish-opening = Polish Opening
opening-family-ponziani-opening = Ponziani Opening
opening-family-queen-s-gambit = Queen's Gambit
opening-family-queen-s-gambit-accepted = Queen's Gambit Accepted
opening-family-queen-s-gambit-declined = Queen's Gambit Declined
opening-family-queen-s-indian-defense = Queen's Indian Defense
opening-family-queen-s-pawn-game = Queen's Pawn Game
opening-family-reti-opening = Réti Opening
opening-family-richter-veresov-attack = Richter-Veresov Attack
opening-family-ruy-lopez = Ruy Lopez
opening-family-ruy-lopez-berlin-defense = Ruy Lopez: Berlin Defense
opening-family-ruy-lopez-morphy-defense = Ruy Lopez: Morphy Defense
opening-family-scandinavian-defense = Scandinavian Defense
opening-family-scotch-game = Scotch Game
opening-family-semi-slav-defense = Semi-Slav Defense
opening-family-sicilian-defense = Sicilian Defense
opening-family-sicilian-defense-dragon-variation = Sicilian Defense: Dragon Variation
opening-family-sicilian-defense-najdorf-variation = Sicilian Defense: Najdorf Variation
opening-family-slav-defense = Slav Defense
opening-family-tarrasch-defense = Tarrasch Defense
opening-family-three-knights-opening = Three Knights Opening
opening-family-torre-attack = Torre Attack
opening-family-trompowsky-attack = Trompowsky Attack
opening-family-vienna-game = Vienna Game
opening-family-zukertort-opening = Zukertort Opening

## cli: the errors of play, online, review and the other commands' flags.
# A flag's value and what is wrong with it: `--time 5+: …`.
cli-flag-problem = { $flag } { $value }: { $problem }
# A flag as a whole and what is wrong: `--resume: …`.
cli-flag-says = { $flag }: { $problem }
# A file (or a server's address) and what is wrong with it.
cli-file-problem = { $file }: { $problem }
# `$board`: peg-board or e-board; `$why`: an io-reason message.
cli-board-not-opened = { $board } { $path } { $why }
# A board over Bluetooth LE could not be reached at the start: `$kind` its maker (Chessnut,
# Millennium); `$why` a ble-… message (or an io-reason one).
cli-ble-not-reached = the { $kind } board cannot be reached over Bluetooth: { $why }
# The same for the board asked for by its name or address, `$which`.
cli-ble-named-not-reached = the { $kind } board “{ $which }” cannot be reached over Bluetooth: { $why }
ble-no-service = the computer's Bluetooth service (BlueZ) does not answer
ble-no-adapter = this computer has no Bluetooth adapter
ble-adapter-off = Bluetooth is switched off (switch it on, or unblock it)
ble-not-found = no such board is advertising (is it switched on, nearby, and not connected to a phone?)
ble-not-connected = the board was found but the connection failed
ble-lost = the connection was lost
# `annabella boards`: no board advertising over Bluetooth LE.
boards-none = no board found over Bluetooth
# `annabella boards`: Bluetooth cannot be used; `$why` a ble-… message.
boards-no-bluetooth = no board can be looked for over Bluetooth: { $why }
# `annabella boards`: a board found: `$kind` its maker, `$name` its advertised name, `$address`
# its Bluetooth address, `$eboard` the --eboard that reaches it.
boards-ble-found = { $kind } board “{ $name }” over Bluetooth, at { $address }: play with --eboard { $eboard }
# `--listen-file` names more than `$limit` files: `$file` is the first left out.
cli-listen-files-too-many = --listen-file: at most { $limit } files in one game; { $file } and those after it are too many.
# The files of `--listen-file` hold more than `$minutes` minutes of sound: `$file` goes past them.
cli-listen-files-too-long = --listen-file: at most { $minutes } minutes of sound in one game; { $file } goes past them.
# `--opponent-output PATH` could not be opened for writing; `$why`: an io-reason message.
cli-opponent-output-not-opened = --opponent-output { $path }: cannot be written ({ $why })
cli-chess960-range = no Chess960 start position has this number (give 0 to 959)
# `$file`: the game's record.
cli-resume-finished = that game is finished (its record is { $file })
cli-resume-none = no unfinished game in { $folder }
# `$why`: a journal-error message.
cli-resume-newest-only = the newest saved game cannot be continued: { $why }; no other unfinished game was found
cli-resume-newest-or-older = the newest saved game cannot be continued: { $why }; to continue the older game { $id } instead, give its name: annabella play --resume { $id }
cli-online-clock = give the clock as LIMIT+INC in seconds, e.g. 300+3
cli-online-how = say how to find the game: --accept, --challenge USER or --seek LIMIT+INC
cli-online-user = not a Lichess user name (2 to 30 letters, digits, _ or -)
# `$variable`: the environment variable's name.
cli-online-token = a personal token with the scope board:play is needed: set { $variable } or lichess_token in the settings file (see README.md)
cli-online-no-engine = no engine in a game against a person (Lichess's fair-play rules forbid an engine's help)
cli-online-server-keeps = the server keeps the game: no --resume, --fen or --chess960
cli-review-stdin = review reads the game from a file: standard input is for the commands
cli-review-no-game = { $file }: there is no readable game { $number } ({ $count } in the file)
cli-folder-not-made = the folder { $folder } cannot be created: { $why }
cli-no-pty = no pseudo-terminal can be opened: { $why }
cli-stdin-line = standard input, line { $line }: { $why }
cli-man-folder = the man pages cannot be written in { $folder }: { $why }
cli-man-no-command = no command "{ $name }" (see annabella --help)
cli-man-page = the man page cannot be made: { $why }
cli-pace-range = give 0 to 60 seconds
cli-demo-missing = the demonstration game is missing
cli-demo-broken = the demonstration game is broken: { $problem }

## training (annabella train)

# A row of the puzzle file that is no puzzle.
train-row-columns = { $found } columns where PuzzleId, FEN, Moves, Rating and Themes are needed
train-row-id = "{ $text }" is not a puzzle id (letters and digits)
train-row-move = "{ $text }" is not a move in UCI (like e2e4)
train-row-no-solution = the moves hold the opponent's move but no solution
train-row-rating = "{ $text }" is not a rating
# A puzzle that cannot be opened: $id, $fen, $ply (1 is the opponent's setting move), $move.
train-puzzle-fen = puzzle { $id }: the position { $fen } cannot be read
train-puzzle-illegal = puzzle { $id }: move { $ply }, { $move }, is not legal there
# The first line of a puzzle: its id and Lichess rating.
train-opens = puzzle { $id }, rated { $rating }
# The opponent's move that sets the puzzle: $side (white or black), $move in the voice's words.
train-setting-move =
    { $side ->
        [white] White plays { $move }
       *[black] Black plays { $move }
    }
# What the player is asked: $side is the player's.
train-task =
    { $side ->
        [white] White to move: find the best move
       *[black] Black to move: find the best move
    }
# The opponent's answer to a right move.
train-reply =
    { $side ->
        [white] White answers { $move }
       *[black] Black answers { $move }
    }
train-right = right; go on
train-wrong = { $move } is not the solution: try again
# After the second miss: the move wanted.
train-wrong-solution = { $move } is not the solution either; the solution is { $solution }
train-solution = the solution is { $move }
train-hint-piece = move the { $piece } on { $square }
train-hint-square = the { $piece } from { $from } to { $to }
train-over = this puzzle is over
train-not-legal = that move is not legal here
train-help = type or say your move (Nf3, g1f3 or the voice's words); hint names the piece, then the square; solution says the move; board, where, legal and the other questions answer on the position; quit leaves the puzzle
# A command of a game that a puzzle does not use: $command as typed in the interface language.
train-not-here = { $command } is not used in a puzzle
# `train --endgame NAME`: an endgame played out against Stockfish. $name is kq-k, kr-k or kp-k.
train-endgame-opens = endgame { $name }: { $goal }
train-endgame-goal-mate = checkmate the lone king
train-endgame-goal-promote = promote the pawn, then checkmate
train-endgame-task =
    { $side ->
        [white] White to move; Stockfish defends
       *[black] Black to move; Stockfish defends
    }
train-endgame-wait = Stockfish is to move; wait for its move
train-endgame-over = this endgame is over
train-endgame-left = endgame left before its end
train-endgame-help = type or say your move; board, where, legal and the other questions answer on the position; quit leaves the endgame
train-endgame-not-here = { $command } is not used in an endgame
train-endgame-won =
    { $moves ->
        [one] checkmate in one move: won
       *[other] checkmate in { $moves } moves: won
    }
train-endgame-lost = you are checkmated: lost
# $reason: the game's end reason.
train-endgame-drawn =
    { $reason ->
        [stalemate] stalemate, the king cannot move but is not in check: a draw, the win slipped away
        [dead-position] no mate is possible any more: a draw, the win slipped away
        [threefold-repetition] the same position a third time: a draw
        [fifty-moves] fifty moves without a capture or a pawn move: a draw
       *[other] a draw
    }
# The command line and sessions.
train-unknown-puzzle = no puzzle "{ $id }" in the puzzle set
train-solved = solved
train-not-solved = not solved
# After each puzzle of a session: the rating now and its change.
train-rating-now =
    { $change ->
        [up] your puzzle rating is { $rating }, up { $points }
        [down] your puzzle rating is { $rating }, down { $points }
       *[same] your puzzle rating is { $rating }
    }
train-none-chosen = no puzzle fits what was asked
train-none-due = no puzzle is due; new ones follow
train-session-end =
    { $count ->
        [one] one puzzle tried, { $solved } solved
       *[other] { $count } puzzles tried, { $solved } solved
    }
# `train status`.
train-status-due =
    { $count ->
        [0] no puzzle is due
        [one] one puzzle is due
       *[other] { $count } puzzles are due
    }
train-status-met =
    { $count ->
        [0] no puzzle tried yet
        [one] one puzzle tried
       *[other] { $count } puzzles tried
    }
train-status-rating =
    { $trend ->
        [up] puzzle rating { $rating }, up { $points } over the last puzzles
        [down] puzzle rating { $rating }, down { $points } over the last puzzles
       *[same] puzzle rating { $rating }, steady
    }
# The progress file: $file, and $problem (why).
train-store-unreadable = the training file { $file } cannot be read ({ $problem }); it is left as it is and nothing is saved
train-store-not-saved = the training file { $file } cannot be written: { $problem }
train-store-busy = the training file { $file } is held by another annabella train for more than ten seconds; nothing is saved this time
train-store-newer = it was written by a newer annabella
train-drill-unknown-theme = no theme "{ $theme }"; themes: { $themes }
train-heard-again = that was not heard as a move: say it again
train-drill-added = drill { $id } added
train-drill-ambiguous = drill { $id } left out: { $move } is not clearly the best move (Stockfish, depth { $depth })
train-drill-not-best = drill { $id } left out: Stockfish finds { $better } better than { $move } (depth { $depth })
train-drill-engine-failed = the drills cannot be checked by Stockfish: { $detail }
train-drill-engine-silent = Stockfish gave no answer in a minute; the drills are not checked
train-drills-added =
    { $count ->
        [0] no new drill from { $file }
        [one] one new drill from { $file }
       *[other] { $count } new drills from { $file }
    }
train-drills-not-kept = the drills cannot be kept: there is no data folder (set XDG_DATA_HOME or HOME)
# The peg board (train --board): $port and $why; the squares where a peg is wanted
# ($missing of them, $missing-squares) and where one is too many ($extra, $extra-squares).
train-board-not-opened = the peg board at { $port } cannot be opened: { $why }
train-board-ready = the board shows the puzzle's position
train-board-differs =
    { $missing ->
        [0] the board differs: lift the pegs on { $extra-squares }
       *[other] { $extra ->
            [0] the board differs: a peg is wanted on { $missing-squares }
           *[other] the board differs: a peg is wanted on { $missing-squares }; lift the pegs on { $extra-squares }
        }
    }
# Guided set-up on the peg board (train --board): a piece on its square ($side white or black,
# $piece and $square in the voice's words); $what is such a piece, $put a square.
train-setup-piece =
    { $side ->
        [white] the White { $piece } on { $square }
       *[black] the Black { $piece } on { $square }
    }
train-setup-begins =
    { $kept ->
        [0] set up the puzzle on the board, piece by piece: { $pieces } pieces, the kings first
       *[other] set up the puzzle on the board, piece by piece: { $pieces } pieces, the kings first; the pegs standing on its squares stay, check they are { $kept-pieces }
    }
train-setup-place = put { $what }
train-setup-placed = right: { $what }
train-setup-lift = lift the peg on { $square }
train-setup-wrong = that peg is on { $put }: lift it; wanted is { $what }
train-setup-done = the board shows the puzzle: it begins
## the hall: the arbiter's console (annabella arbiter)

hall-paired = round { $round }: { $boards ->
    [one] one board paired
   *[other] { $boards } boards paired
}
hall-serving = the round's games are served at { $address }
hall-pushing = the round is pushed to the Lichess broadcast round { $round }
hall-push-works = the round reaches the Lichess broadcast
hall-push-game-refused = Lichess refused a game of the round: { $reason }
hall-push-unauthorized = Lichess refused the token: check LICHESS_TOKEN (a token with the scope study:write); trying again at the next move
hall-push-gave-up = the round could not be pushed to Lichess ({ $reason }); trying again at the next move
hall-push-no-token = --push needs a Lichess token with the scope study:write in LICHESS_TOKEN
hall-move = board { $board }: { $move }
hall-taken-back = board { $board }: { $plies ->
    [one] one half-move taken back
   *[other] { $plies } half-moves taken back
}
hall-flag-white = board { $board }: White's flag fell
hall-flag-black = board { $board }: Black's flag fell
hall-result = board { $board }: result { $result }
hall-lost = board { $board }: table lost
hall-back = board { $board }: table back
hall-malformed = board { $board }: a message from the table cannot be read
hall-differs-peg = board { $board }: the peg board differs from the game
hall-differs-eboard = board { $board }: the e-board differs from the game
hall-right-peg = board { $board }: the peg board shows the game again
hall-right-eboard = board { $board }: the e-board shows the game again
hall-claim-white = board { $board }: claim by White
hall-claim-black = board { $board }: claim by Black
# `$claim` is hall-claim-white or hall-claim-black.
hall-claim-correct = { $claim }, correct: the game is drawn
hall-claim-incorrect = { $claim }, incorrect: the opponent was given time
hall-draw-offer-white = board { $board }: White offers a draw
hall-draw-offer-black = board { $board }: Black offers a draw
hall-unknown-topic = a message on the broker names no table; it is left aside
hall-alert = alert { $id }: { $alert }
hall-table = board { $board }: { $white } against { $black }, { $state }
hall-unnamed = no name
hall-white-to-move = move { $number }, White to move
hall-black-to-move = move { $number }, Black to move
hall-clocks = White { $white }, Black { $black }
hall-over = game over, { $result }
hall-table-lost = table lost
hall-table-closed = table closed
hall-state-differs-peg = the peg board differs
hall-state-differs-eboard = the e-board differs
hall-state-offer-white = White offers a draw
hall-state-offer-black = Black offers a draw
hall-no-tables = no table has reported yet
hall-no-table = board { $board } has not reported
hall-no-alerts = no open alerts
hall-acknowledged = alert { $id } acknowledged
hall-acknowledged-all = { $count ->
    [one] one alert acknowledged
   *[other] { $count } alerts acknowledged
}
hall-no-such-alert = no open alert { $id }
hall-last-moves = board { $board }: { $moves }
hall-no-moves = board { $board }: no moves yet
hall-listening = the hall's broker runs at { $address }
hall-password = the event's password for the tables: { $password }
hall-connected = connected to the hall's broker at { $address }
hall-broker-lost = the hall's broker cannot be reached; trying again
hall-broker-refused = the hall's broker refused the console's password
# The console's own broker cannot start: `$address` is where it was to listen
# (mqtt://HOST:PORT), `$why` the system's reason.
hall-broker-address-in-use = the hall's broker cannot listen on { $address }: another program listens there
hall-broker-cannot-listen = the hall's broker cannot listen on { $address }: { $why }
hall-broker-not-listening = the hall's broker did not start listening on { $address }
hall-help = commands: tables, look N, moves N, alerts, ack N, ack all, password, quit
hall-unknown-command = not a command: { $command }; type help

# The arbiter's console on the full screen, and a claim on a table's line.
hall-screen-title = annabella arbiter · tables: { $tables } · open alerts: { $alerts } · F1 the keys · Ctrl-Q leave
hall-screen-reader-title = annabella arbiter · F1 the keys · Ctrl-Q leave
hall-screen-keys = keys: Tab moves between the tables, the alerts and the command line; Up and Down choose; Enter looks at the chosen table, acknowledges the chosen alert, or runs the typed command; Escape clears the command line; Ctrl-Q leaves
hall-screen-tables = Tables
hall-screen-alerts = Open alerts
hall-screen-said = Said
hall-screen-command = Command:
hall-state-claim-white-correct = White claimed a draw, correctly
hall-state-claim-white-incorrect = White claimed a draw, incorrectly
hall-state-claim-black-correct = Black claimed a draw, correctly
hall-state-claim-black-incorrect = Black claimed a draw, incorrectly

## The sealed table (play --sealed) and verify
sealed-no-hint = the table is sealed for a rated game: no hints
sealed-no-analysis = the table is sealed for a rated game: no analysis during the event; analyse the game at home
seal-cannot = --sealed: this computer's kernel cannot seal the table ({ $why }), so no sealed game is started; Landlock with network rules (Linux 6.7 or later) is needed
seal-refuses = --sealed: a sealed table refuses { $what }
seal-refuses-engine = an engine
seal-refuses-online = online play
seal-from-settings = The table is sealed because the settings file says sealed = true.
seal-build-full = full
seal-build-recorder = recorder
seal-attestation-start = Sealed table: annabella { $version }, { $build } build, sealed by the kernel. Log head { $head }.
seal-attestation-end = End of the sealed game: annabella { $version }, { $build } build, sealed by the kernel. Log head { $head }.
seal-resume-needs-seal = this game was sealed: continue it with --sealed
seal-resume-not-sealed = this game was not sealed: a game is sealed from its start, so continue it without --sealed
seal-exec-denied = the sealed table tried to run { $program } and the kernel refused: { $why }
seal-exec-allowed = the sealed table ran { $program }: the seal does not hold
verify-not-sealed = { $file }: this game was not sealed, so it has no chain of records to verify
verify-broken = { $file }: record { $record } does not fit the chain: the log was changed after it was written
recorder-no-engine = this recorder build plays no engine: it is built for rated events
recorder-no-online = this recorder build has no online play: it is built for rated events

## usage: a command line that could not be read (clap's errors), said in the interface language.
# Every usage error, then where to look: `$error` is one of the usage-… sentences below.
usage-error = { $error } (see annabella --help)
# `$argument` (an option or a word) that the command does not take here.
usage-unexpected = { $argument } is not expected here
# The same, with the option or word meant most likely (`$suggestion`).
usage-unexpected-like = { $argument } is not expected here; perhaps { $suggestion }
usage-unknown-command = { $command } is not a command of annabella
usage-unknown-command-like = { $command } is not a command of annabella; perhaps { $suggestion }
# `$option` given without the value it takes.
usage-needs-value = { $option } needs a value
# `$option` given `$value`, which is none of `$choices` (a list).
usage-not-a-choice = { $option } { $value }: give one of { $choices }
# `$what`: the options or values that must be given (a list).
usage-missing = give { $what }
usage-missing-command = give a command
# `$option` and `$other` exclude each other.
usage-conflict = { $option } cannot be given with { $other }
usage-not-text = an argument is not text (UTF-8)
# A mistake of a kind no sentence here says: `$detail` in English (other languages leave it out).
usage-other = the command line cannot be read: { $detail }
# Why a value was refused (the `$problem` of option-bad):
usage-not-a-number = give a whole number
# `$reason`: the reader's words in English (other languages leave them out).
usage-cannot-use = { $reason }
usage-give-between = give a whole number from { $from } to { $to }
usage-give-width = give how many cells a line holds, { $from } to { $to }
usage-give-board = give the board as peg:PATH, e.g. peg:/dev/ttyACM0
usage-give-engine-time = give the engine's time a move in seconds, 0.05 to 600
usage-give-eboard = give the e-board as dgt:PATH, millennium:PATH, millennium-7o1:PATH, millennium:ble, chessnut:ble, chessnut-move:ble (a Chessnut Move, its robot setting the moves) or chessnut:/dev/hidrawN (USB) (ble:NAME or ble:ADDRESS for one board), e.g. millennium:/dev/ttyACM0
usage-not-a-side = give a side: white or black
usage-not-a-role = give a role: player, assistant, arbiter or practice
# `$languages`: the tags of the languages annabella has (a list).
usage-not-a-language = not a language of annabella: { $languages }
# A pawn's step to the last rank typed without the piece (`$input`): which piece, the voice's
# words for them in `$pieces` (a list joined with "or").
promotion-which = "{ $input }": promote to { $pieces }?

# train at the table, once the game has ended
command-train = train
table-train-not-over = training is offered once the game has ended
table-train-not-offered = this table offers no training

# review: a comment longer than the review says is cut, and the cut said after it ($n characters said)
review-comment-cut = comment cut at { $n } characters
# review help when the table offers training from the review (a game played here and ended)
review-usage-train = in a review: Enter or next, back, go 12, go 12 black, start, end, variation, out, comment, train, or a question like board
# Said once to the owner of an e-board whose battery runs low ($percent left); the game goes on.
board-battery-low = the battery of your board is low, { $percent } percent left: plug it in; the game goes on
# `annabella boards`: a `$kind` board (a maker's name) on USB at the hidraw node `$path`; `$eboard` the --eboard that reaches it.
boards-usb-found = { $kind } board on USB, at { $path }: play with --eboard { $eboard }
# A line `$line` of the pronunciation list `$file` is wrong: `$problem` says what.
pronunciation-list-error = pronunciation list { $file }: line { $line }: { $problem }
pronunciation-not-folded = "{ $word }" is not a folded word (lower-case letters a to z and digits only)
pronunciation-unknown-phone = "{ $phone }" is not a phone of the English model
pronunciation-no-phones = "{ $word }" has no phones
# The same pronunciation of `$word` was given on line `$first` already.
pronunciation-same-again = "{ $word }" has this pronunciation already, on line { $first }
# A word `$word` the voice `$voice` says has no pronunciation in its list.
pronunciation-missing = voice { $voice }: the word "{ $word }" has no pronunciation in its listen.dict

# The file is not TOML; `$detail` is the TOML reader's own words, in English (other languages
# leave it out: the place before it says where).
file-not-toml = this is not TOML (the TOML reader says: { $detail })
# A settings file is TOML, but a key is unknown or its value of the wrong kind; `$detail` as above.
settings-not-a-setting = no such setting, or a value of the wrong kind (the TOML reader says: { $detail })
# A voice pack is TOML, but a key is unknown, missing or of the wrong kind; `$detail` as above.
pack-wrong-shape = a key unknown, missing or of the wrong kind for a voice pack (the TOML reader says: { $detail })
# A setting or a voice pack's word holds a control character `$code` (U+001B).
file-control-character = holds the control character { $code }, which cannot be shown or said: write plain text
# `ui_language` is `$language`, which is none of `$languages` (auto, en, fr, …).
settings-unknown-language = "{ $language }" is not a language of annabella: { $languages }
# The pronunciation list `$file` is not UTF-8 from byte `$byte` on.
pronunciation-list-not-utf8 = pronunciation list { $file }: not UTF-8 text (byte { $byte })
# A pronunciation list that cannot be read: `$problem` names the file and says why.
pronunciation-list-unreadable = pronunciation list { $problem }
# Esc after the question to leave (issue 34): the question is dropped, the player stays.
screen-quit-cancelled = you stay at the table
# Companions (issue 34): a part of annabella that runs as a program of its own. `$part` is one of
# the companion-part-… messages.
companion-part-listening = listening (pocketsphinx)
companion-part-braille = the braille display (BRLTTY)
companion-part-speech = system speech (speech-dispatcher)
companion-part-sound = the sound card and microphone (ALSA)
companion-part-broker = the hall's broker (rumqttd)
companion-part-bluetooth = Bluetooth boards (BlueZ)
companion-not-installed = { $part }: its program { $program } is not installed (looked for in { $places })
companion-cannot-start = { $part }: its program { $program } cannot be started: { $why }
companion-ended = { $part }: its program stopped
companion-garbled = { $part }: its program sent something it should not; it was stopped
companion-silent = { $part }: its program did not answer within { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    }; it was stopped
