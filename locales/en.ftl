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
# A duration below a tenth of a second's precision: `$n` milliseconds.
milliseconds = { $n } milliseconds
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
# Who plays a side, when it is the player at the keyboard.
you = you
# The clock has not started: `$start` (the command) or Enter starts it.
clock-waits = { $start } or Enter starts the clock
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
# `$side` is about one pawn up.
eval-pawn-up = { $side } is about a pawn up
# `$side` is about `$n` pawns up.
eval-pawns-up = { $side } is about { $n } pawns up
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
analysis-started = analysing the game: { $positions } positions; every question is answered meanwhile
# `$percent` of the positions are analysed.
analysis-progress = analysed { $percent } percent
# `annabella analyse`'s progress: $done of $count positions, $percent.
analysed-of = analysed { $done } of { $count } positions ({ $percent }%)
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
engine-no-answer = the chess engine did not answer within { $seconds } seconds
# The engine stopped on its own.
engine-crashed = the chess engine stopped unexpectedly
# The engine answered something that is not a move of the position.
engine-bad-answer = the chess engine answered something that is not a move
# The engine does not play Chess960.
engine-no-chess960 = this chess engine does not play Chess960
# Why an engine is given up: it did not move within `$seconds` seconds.
engine-timed-out = the engine has not moved in { $seconds } seconds
# Where the finished game's PGN was written: `$path`.
game-saved = the game is saved in { $path }
# A sensor board (`$board`) has not answered since its link opened.
board-silent = the { $board } does not answer: check its cable and that it is switched on
# The peg board, as `$board`.
peg-board = peg board
# The DGT e-board, as `$board`.
e-board = e-board
# The `$board` sent one line or message that could not be read.
board-garbled-once = the { $board } sent garbled data
# The `$board` sent `$count` unreadable lines or messages in `$seconds` seconds.
board-garbled = the { $board } sends garbled data: { $count } bad messages in { $seconds } s
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
screen-do-cancel-board = cancel, or leave
screen-do-cancel-input = clear the line, or go to the board
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
table-round-word = round
# The greeting's word for the blind player when someone else is at the keyboard.
table-blind-player = the visually impaired player
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

## review

# The first line: `$white`, `$black`, `$result`, `$plies` half-moves.
review-header = { $white } against { $black }, { $result }, { $plies } half-moves; Enter steps forward
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
review-variations-count = { $count } variations here
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
