### annabella: every sentence the program says or shows, in one language.
### The translator's guide is locales/README.md.
### Español. Translated by the developers; awaits review by a Spanish-speaking player
### (see SOURCES.md beside the Spanish voice pack).


## strings

# Between a subject and what is said of it ("Eva vier: leer"; French puts a space before).
colon = :{ " " }
# Between the parts of an answer ("Weiß: …; Schwarz: …"; French puts a space before).
separator = ;{ " " }
# A square with nothing on it.
empty = vacía
# `$piece` of White ("weißer $piece", "$piece blanche").
white-piece =
    { $role ->
        [rook] { $piece } blanca
        [queen] { $piece } blanca
       *[other] { $piece } blanco
    }
# `$piece` of Black.
black-piece =
    { $role ->
        [rook] { $piece } negra
        [queen] { $piece } negra
       *[other] { $piece } negro
    }
# No piece of a kind: `$piece` (singular) or `$pieces` (plural).
none-of = sin { $pieces }
# Joins the last two items of a short list ("drei und vier").
and = y
# `$side` has the move.
to-move = juegan las { $side }
# The player's own turn (the table app knows which side the player is).
your-move = su turno
# `$side` (to move) is checkmated.
checkmated = jaque mate a las { $side }
# The side to move has no legal move and is not in check.
stalemate = ahogado
# `$rank` as a title ("Reihe vier").
rank-title = fila { $rank }
# `$file` as a title ("Linie Eva").
file-title = columna { $file }
# A diagonal `$from` one end `$to` the other.
diagonal-title = diagonal de { $from } a { $to }
# A run of empty squares `$from` … `$to`.
empty-run = vacías de { $from } a { $to }
# The enemy pieces attacking an occupied square: `$list`.
attacked-by = atacantes: { $list }
# The friendly pieces protecting an occupied square: `$list`.
defended-by = defensores: { $list }
# `$side`'s pieces attacking an empty square: `$list`.
attacked-by-side = controlada por las { $side }: { $list }
# No enemy piece attacks an occupied square.
not-attacked = sin atacantes
# No friendly piece protects an occupied square.
not-defended = sin defensores
# No piece of `$side` attacks an empty square.
not-attacked-by-side = no controlada por las { $side }
# A piece that cannot move.
no-legal-moves = sin jugadas legales
# The piece asked about belongs to `$side`, who is not to move.
not-to-move = no es el turno de las { $side }
# `$side` (to move) is in check.
in-check = las { $side } están en jaque
# The piece may not leave the line to its king.
pinned = pieza clavada
# Move number `$n` ("Zug zwölf").
move-number = jugada { $n }
# The score sheet is empty.
no-moves-yet = aún no hay jugadas
# Material: a side with only its king (`$piece` is the king's word).
only-king = solo el { $piece }
# Material: the same on both sides.
material-equal = material igualado
# Material: `$side` is ahead by `$n` pawns' worth.
material-ahead = ventaja material de las { $side }: { $n }
# Pawn structure: before the files with doubled pawns.
doubled = doblados
# Pawn structure: before the isolated pawns.
isolated = aislados
# Pawn structure: before the passed pawns.
passed = pasados
# A query missing its square.
which-square = ¿qué casilla?
# A query missing its file.
which-file = ¿qué columna?
# A query missing its rank.
which-rank = ¿qué fila?
# A query missing its piece.
which-piece = ¿qué pieza?
# `$input` could not be read as a square.
not-a-square = { $input } no es una casilla
# `$input` could not be read as a file.
not-a-file = { $input } no es una columna
# `$input` could not be read as a rank.
not-a-rank = { $input } no es una fila
# `$input` could not be read as a piece (with an optional colour).
not-a-piece = { $input } no es una pieza
# The game is over.
game-is-over = la partida ha terminado
# A move that is not legal here.
illegal-move = jugada ilegal
# `undo` when no move waits for the clock press.
nothing-to-undo = nada que deshacer: la jugada está completa
# Before the move taken back (D.2.8): `$move`.
taken-back = jugada retirada: { $move }
# Article 5.2.3.
agreement-too-early = las tablas solo pueden acordarse cuando cada jugador ha hecho una jugada
# A second offer by the same player.
draw-already-offered = tablas ya ofrecidas
# `$side` offers a draw (9.1.2).
offers-draw = las { $side } ofrecen tablas
# An incorrect draw claim (9.5.3).
claim-incorrect = reclamación incorrecta, la partida continúa
# The arbiter gives `$side` `$time` (7.5.5, 9.5.3).
time-added = { $time } más para las { $side }
# `$side` wins.
wins = ganan las { $side }
# A drawn game.
draw-result = tablas
# Asked for the time in a game without a clock.
no-clock = sin reloj
# Asked for the time in a game whose time control is unknown (PGN's `?`): no clock runs.
unknown-control = ritmo de juego desconocido, sin reloj
# A sandglass control: `$time` on each side ("sandglass, 3 minutes").
control-sandglass = reloj de arena, { $time }
# A period with a move count: `$moves` (a filled moves phrase) in `$time`.
control-moves-in = { $moves } en { $time }
# A Fischer increment: `$time` more for every move.
control-increment = más { $time } por jugada
# A simple delay of `$time` a move.
control-delay = retardo de { $time } por jugada
# A Bronstein delay of `$time` a move.
control-bronstein = retardo Bronstein de { $time } por jugada
# Between two periods.
control-then = después
# A duration below a tenth of a second's precision: `$n` milliseconds.
milliseconds = { $n } milisegundos
# Help in a few words: `$commands` the most used commands, `$more` how to hear them all.
help = Escribir una jugada; Intro pulsa el reloj. Comandos: { $commands }. { $more } los enumera todos.
# Every command offered now: `$commands`.
help-more = Comandos: { $commands }.
# The word after help that asks for every command.
# Spanish: kept English, like the command words ("help more").
more-word = más
# The word after board that asks for the compact board, one rank a line (braille).
# Spanish: kept English, like the command words ("board compact").
compact-word = compacto
# The role of the blind player at the keyboard.
role-player = jugador
# The assistant's role (D.2.10).
role-assistant = asistente
# The arbiter's role.
role-arbiter = árbitro
# One person practising at home.
role-practice = práctica
# The greeting's first words for a new game.
greeting-new = partida nueva
# The greeting's first words for a resumed game, at `$move` (a move number).
greeting-resumed = partida reanudada en la { $move }
# The role in the greeting: `$role`.
greeting-role = rol { $role }
# Who plays a side, when it is the player at the keyboard.
you = usted
# The clock has not started: `$start` (the command) or Enter starts it.
clock-waits = { $start } o Intro pone en marcha el reloj
# The clock was started or restarted.
clock-started = reloj en marcha
# The arbiter stopped the clock.
clock-stopped = reloj parado
# `start` while the clock runs.
clock-already-running = el reloj ya está en marcha
# `stop` while the clock does not run.
clock-not-running = el reloj no está en marcha
# `$command` is not offered to `$role`.
not-offered = { $command } no está disponible para el rol { $role }
# `$command` has a use only in a game played online.
online-only = { $command } solo sirve en una partida en línea
# `$side` would resign: `$resign` again confirms.
confirm-resign = ¿abandonan las { $side }? Repetir { $resign } para confirmar
# `$side` resigns (said before the result).
resigns = abandonan las { $side }
# A command needs a side: `$white` or `$black`.
which-side = ¿qué bando: { $white } o { $black }?
# `$input` is not a number of seconds.
not-seconds = «{ $input }» no es un tiempo: segundos (90) o minutos y segundos (1:30)
# No flag has fallen: `$side` has `$time` left.
no-flag = no ha caído ninguna bandera: las { $side } tienen { $time }
# The sighted player touched what is on a square: `$what`.
touched = pieza tocada: { $what }
# The arbiter corrects the boards to the score sheet (D.2.9).
boards-reset = los tableros vuelven a la planilla
# `takeback` with no move played.
no-move-to-take-back = ninguna jugada que retirar
# The opponent repeated the move played (D.2.1): `$move`.
repeat-ok = repetida: { $move }
# The opponent's repetition is not the move played: `$heard`, `$played`.
repeat-wrong = no es la jugada hecha: se oyó { $heard }, se jugó { $played }
# No named opening position has been reached.
no-opening = aún ninguna apertura con nombre
# The opening reached: its ECO code and its name, which the book has in English only (said as such
# where the interface is in another language).
opening-english = { $eco }, nombre en inglés «{ $name }»
# An opening's English $name alone (the review names each new one), said as English.
opening-named = nombre inglés «{ $name }»
# Analysis marks.
mark-inaccuracy = imprecisión
mark-mistake = error
mark-blunder = error grave
# The position is about even.
eval-equal = más o menos igualado
# `$side` is about one pawn up.
eval-pawn-up = las { $side } tienen más o menos un peón de ventaja
# `$side` is about `$n` pawns up.
eval-pawns-up = las { $side } tienen más o menos { $n } peones de ventaja
# Mate in `$n` for `$side`.
eval-mate = mate en { $n } para las { $side }
# The analysis summary: `$white` and `$black` accuracy in percent.
analysis-accuracy = precisión: Blancas { $white } por ciento, Negras { $black } por ciento
# One of the worst moves: `$move` (with number and side), `$mark`, `$better` move.
analysis-worst = { $move }: { $mark }, mejor { $better }
# One of the worst moves when the engine's own choice was the same: `$move`, `$mark`.
analysis-worst-only = { $move }: { $mark }
# No move was marked.
analysis-clean = ni imprecisiones, ni errores, ni errores graves
# The finished game's analysis begins: `$positions` positions.
analysis-started = analizando la partida: { $positions } posiciones; mientras tanto se responde a toda pregunta
# `$percent` of the positions are analysed.
analysis-progress = analizado el { $percent } por ciento
# `annabella analyse`'s progress: $done of $count positions, $percent.
analysed-of = { $done } de { $count } posiciones analizadas ({ $percent } %)
# Asked again while it runs.
analysis-running = el análisis está en curso: { $percent } por ciento
# Asked before the game has ended.
analysis-not-over = el análisis se abre cuando termina la partida
# The analysis engine failed: `$reason`.
analysis-failed = el análisis se detuvo: { $reason }
# After the summary: the review says each mark.
analysis-review = con review se oye cada jugada con su marca
# `moves` with an argument it cannot read.
moves-usage = uso: moves, moves 12 o moves last 3
# Article 5.1.1.
reason-checkmate = jaque mate
# Article 5.2.1.
reason-stalemate = ahogado
# Article 5.2.2.
reason-dead-position = posición muerta
# Article 9.6.1.
reason-fivefold = quíntuple repetición de la posición
# Article 9.6.2.
reason-seventy-five = regla de las setenta y cinco jugadas
# Article 6.9.
reason-timeout = pérdida por tiempo
# Article 6.9, no mate possible.
reason-timeout-no-mate = cayó la bandera, pero el mate es imposible
# Article 5.1.2.
reason-resignation = abandono
# Article 5.2.3.
reason-agreement = tablas por acuerdo
# Article 9.2, claimed.
reason-threefold = triple repetición de la posición
# Article 9.3, claimed.
reason-fifty = regla de las cincuenta jugadas
# Online: the loser left the game, and the win was claimed.
reason-abandoned = partida abandonada
# An empty move.
no-move-given = ninguna jugada
# `$input` reads as no move.
not-a-move = no es una jugada: «{ $input }»; una jugada se escribe como e4 o Cf3, y ayuda enumera los comandos
# `$input` read as `$move`, which is not legal here.
move-not-possible = jugada ilegal «{ $input }»: { $move } no es posible
# `$input` moves from `$square`, where no piece stands.
from-square-empty = jugada ilegal «{ $input }»: no hay ninguna pieza en { $square }
# The legal moves that may have been meant: `$list`.
possible-moves = posibles: { $list }
# More moves are possible than a sentence should list: `$n` of them; `$legal` is the
# command that lists a piece's moves.
many-possible = { $n } jugadas posibles; { $legal } seguido de la casilla las enumera
# `$input` could be any of `$list`.
ambiguous-move = jugada ambigua «{ $input }»: ¿{ $list }?
# Joins the last two candidates.
or = o
# A hint from the engine: `$move`.
hint = el motor propone { $move }
# Asked for a hint with no engine.
no-engine = no juega ningún motor: no hay pistas
# The engine `$name` declines the player's draw offer.
engine-declines-draw = { $name } rechaza las tablas
# The engine failed (`$reason`); the game goes on.
engine-failed = { $reason }. La partida continúa entre dos jugadores
# Who the engine is (`$name`) and which side it plays (`$side`).
engine-plays = { $name } juega con las { $side }
# A hint asked for while the engine thinks about its own move.
engine-thinking = el motor está pensando su jugada; volver a preguntar después
# No engine program at `$path`.
engine-not-found = no hay ningún motor de ajedrez en { $path }
# The engine at `$path` could not be started.
engine-cannot-start = no se pudo iniciar el motor de ajedrez { $path }
# The engine did not answer within `$seconds` seconds (starting, or searching).
engine-no-answer = el motor de ajedrez no respondió en { $seconds } segundos
# The engine stopped on its own.
engine-crashed = el motor de ajedrez se detuvo inesperadamente
# The engine answered something that is not a move of the position.
engine-bad-answer = el motor de ajedrez respondió algo que no es una jugada
# The engine does not play Chess960.
engine-no-chess960 = este motor de ajedrez no juega Chess960
# Why an engine is given up: it did not move within `$seconds` seconds.
engine-timed-out = el motor no ha jugado en { $seconds } segundos
# Where the finished game's PGN was written: `$path`.
game-saved = la partida está guardada en { $path }
# A sensor board (`$board`) has not answered since its link opened.
board-silent = el { $board } no responde: comprobar el cable y que esté encendido
# The peg board, as `$board`.
peg-board = tablero de clavijas
# The DGT e-board, as `$board`.
e-board = tablero electrónico
# The `$board` sent one line or message that could not be read.
board-garbled-once = el { $board } envió datos ilegibles
# The `$board` sent `$count` unreadable lines or messages in `$seconds` seconds.
board-garbled = el { $board } envía datos ilegibles: { $count } mensajes erróneos en { $seconds } s
# The device at `$path`, given as the `$board`, answers but is not a board.
not-a-board = el dispositivo { $path } no es un tablero: ya no se le envía nada; comprobar la ruta del { $board }
# A resumed journal's end was damaged from line `$line`: cut off, kept in `$path`.
journal-repaired = la partida guardada estaba dañada desde la línea { $line }; se reanuda desde el último registro completo, y el archivo dañado se conserva en { $path }
# Writing the journal has failed (`$why`): the game goes on, in memory only.
not-saving = atención: la partida no se está guardando ({ $why }); el juego continúa y cada jugada vuelve a intentarlo
# The journal could be written again, whole.
saving-again = la partida vuelve a guardarse
# Why writing failed: the disk is full.
disk-full = el disco está lleno
# Why writing failed: the folder is gone.
folder-gone = su carpeta ya no existe
# Why writing failed: not allowed (read-only, permissions).
not-allowed = no se permite escribir allí
# The game is adjourned with a sealed move (Guidelines I).
adjourned = la partida queda aplazada; la jugada secreta está registrada y se mantiene oculta
# The envelope opened at the resumption: `$move`.
sealed-move = la jugada secreta: { $move }
# `adjourn` without a move.
which-sealed-move = adjourn necesita la jugada secreta, por ejemplo: adjourn Cf3
# The letters of the pieces on the screen and on the score sheet (K Q R B N P; the FIDE
# voice's German letters K D T L S B; French R D T F C P).
piece-letters =
    { $role ->
        [knight] C
        [bishop] A
        [rook] T
        [queen] D
        [king] R
       *[other] P
    }
screen-board-title = Tablero
screen-clock-title = Reloj
screen-sheet-title = Planilla
# The log of everything said.
screen-said-title = Anuncios
# The input line's title, also said when the input line takes the focus.
screen-input-title = Jugada o comando
# Said once when typing or pasting goes past the input line's `$limit` characters.
screen-input-full = La línea de entrada está llena: admite { $limit } caracteres, el resto se ha descartado
# The clocks' move-count column.
screen-moves-label = jugadas
# `$side` has moved and must now press the clock (status line).
screen-press-pending = { $side }: pulsar el reloj
# A piece picked up on the board: `$square` (what is on it, as the square query says).
screen-selected = selección: { $square }
screen-selection-cancelled = selección anulada
# Enter on a square without a piece of `$side` (to move), nothing selected.
screen-choose-own-piece = elegir una pieza de las { $side }
# The board was turned: `$side` now at the bottom.
screen-side-below = las { $side } abajo
# Asked to leave: `$key` again confirms.
screen-quit-confirm = pulsar { $key } otra vez para salir; la partida está guardada
# The same while going over a game: nothing to save.
screen-quit-confirm-review = pulsar { $key } otra vez para salir
# Speech is off: `$reason`.
screen-speech-off = sin voz: { $reason }
# Why speech is off when the player chose text or none (the screen shows what is said).
screen-speech-chosen-off = elegido en los ajustes (la pantalla muestra lo que se dice)
# Before the key help list.
screen-keys-intro = Teclas
# Between alternative keys ("F1 or Alt-H").
screen-key-or = o
# Key names.
screen-key-enter = Intro
screen-key-space = Espacio
screen-key-arrows = flechas
screen-key-ctrl = Ctrl
# What each key does.
screen-do-help = estas teclas
screen-do-board = el tablero
screen-do-time = el reloj
screen-do-last = la última jugada
screen-do-sheet = la planilla
screen-do-attackers = atacantes de la casilla
screen-do-legal = jugadas de la pieza de la casilla
screen-do-repeat = repetir
screen-do-flip = girar el tablero
# Going over a game: the next move, the move before.
screen-do-review-forward = jugada siguiente, al repasar una partida
screen-do-review-back = jugada anterior, al repasar una partida
screen-do-press = pulsar el reloj
screen-do-focus = tablero o línea de entrada
screen-do-step = moverse por el tablero
screen-do-select = tomar una pieza y luego dejarla en su casilla
screen-do-submit = enviar la jugada o el comando
screen-do-cancel-board = cancelar, o salir
screen-do-cancel-input = borrar la línea, o ir al tablero
screen-do-quit = salir (con confirmación)
screen-do-quit-now = salir de inmediato
# The window cannot hold even the compact layout: `$size` (width×height) is needed.
screen-too-small = la ventana es demasiado pequeña: se necesita { $size }

## table

# A move typed before the previous one was completed (the assistant presses first):
# `$press` is the command word.
table-press-first = primero el reloj: Intro o { $press } completa la jugada hecha
# Said after a press where no click is heard: `$side`'s clock now runs.
table-clock-runs-for = corre el reloj de las { $side }
# What the event, the site and the round are called (`names`, the greeting).
table-event-word = torneo
table-site-word = lugar
table-round-word = ronda
# The greeting's word for the blind player when someone else is at the keyboard.
table-blind-player = el jugador con discapacidad visual
# `names` answers: the players and event as recorded.
table-names-are = nombres: { $names }
# `names` with nothing given yet.
table-no-names = aún no hay nombres
# How `names` is used.
table-names-usage = names white NOMBRE, names black NOMBRE, names event NOMBRE, names site NOMBRE o names round NOMBRE
# `names` after the first move: the record's names are fixed then.
table-names-too-late = los nombres quedan fijados en cuanto se hace la primera jugada
# A name set: `$what` (white, black, event…) is now `$name`.
table-name-set = { $what }: { $name }
# A name too long or with control characters.
table-name-refused = un nombre tiene como máximo 100 caracteres y ningún carácter de control
# The 7.5.5 penalty: `$side` completed an illegal move.
table-penalised = las { $side } reciben una penalización por jugada ilegal
# A claim with nothing to claim: why (no threefold repetition, no fifty moves).
table-nothing-to-claim = nada que reclamar: la posición no se ha repetido tres veces y en las últimas cincuenta jugadas hubo una jugada de peón o una captura
# A move before the press that ends the game only after it (D.2.8 correction possible).
table-press-to-end = la partida termina al pulsar el reloj: Intro o { $press } completa la jugada, { $undo } la corrige

## online

# Part of the greeting: where the game is played.
online-online = en línea contra { $opponent }
# Part of the greeting: the game has no clock (a correspondence game).
online-unlimited = sin reloj
online-waiting-for-challenge = esperando un desafío
online-challenge-sent = desafío enviado a { $user }; esperando la respuesta
online-seeking = buscando un rival
online-challenge-declined = { $user } rechazó el desafío
online-not-started = la partida aún no ha empezado
online-not-your-move = juega el rival
online-move-on-its-way = la jugada va camino del servidor
online-move-refused = el servidor rechazó { $move }: { $reason }
online-request-refused = el servidor lo rechazó: { $reason }
online-connection-lost = se perdió la conexión con el servidor; reconectando
# The reason of a request that could not be sent.
online-unreachable = no se puede contactar con el servidor; volver a intentarlo
online-connection-back = conectado de nuevo al servidor
# The server answers with errors (busy, failing); the link tries again.
online-not-answering = el servidor no responde; nuevo intento
online-token-refused = el servidor rechazó el token: comprobar LICHESS_TOKEN (permiso board:play)
online-server-error = error del servidor: { $reason }
# The server's move list is not the table's (neither more moves nor a takeback).
online-moves-differ = error del servidor: las jugadas del servidor no son las de esta mesa
online-aborted = la partida fue anulada
online-not-online = { $command } no se usa en línea: el servidor lleva la partida y su reloj
online-hints-off = sin pistas en línea: la ayuda de un motor no está permitida contra una persona
online-draw-offered = tablas ofrecidas
# The opponent declined the player's draw offer (by moving, or in words).
online-draw-declined = las { $side } rechazan las tablas
online-opponent-gone = el rival ha dejado la partida
# Said after `opponent_gone`: the win may be claimed in `$time` (in words).
online-claim-in = la victoria podrá reclamarse dentro de { $time }
# The win may be claimed now with `$claim`.
online-claim-now = ya puede reclamarse la victoria: { $claim }
# `claim` while the opponent is at the game.
online-opponent-here = el rival sigue en la partida: no hay victoria que reclamar
# The opponent came back to the game.
online-opponent-back = el rival ha vuelto
# A chat line from the opponent `$name` arrived (its text is read with `chat`).
online-chat-from = mensaje de { $name }
online-chat-sent = mensaje enviado
# `chat` with no line yet.
online-chat-none = ningún mensaje
# A message of `$chars` characters, over the limit of `$max`.
online-chat-too-long = un mensaje tiene como máximo { $max } caracteres; este tiene { $chars }
# `abort` once each side has moved.
online-abort-too-late = demasiado tarde para anular: ambos bandos han jugado; queda abandonar u ofrecer tablas
# The player asked to take back their last move.
online-takeback-asked = petición enviada: retirar la última jugada propia
# `$side` asks to take back a move; `$takeback` accepts.
online-takeback-offered = las { $side } piden retirar una jugada; { $takeback } para aceptar
# `$side` declined the player's takeback request.
online-takeback-declined = las { $side } no aceptan retirar la jugada

## sync

# "Turm fehlt auf Hector eins".
board-missing =
    { $role ->
        [rook] falta la { $piece } en { $square }
        [queen] falta la { $piece } en { $square }
       *[other] falta el { $piece } en { $square }
    }
# "Eva vier ist leer, dort gehört ein Bauer hin".
board-place =
    { $role ->
        [rook] { $square } está vacía, ahí va una { $piece }
        [queen] { $square } está vacía, ahí va una { $piece }
       *[other] { $square } está vacía, ahí va un { $piece }
    }
# "Bauer von Eva zwei nach Eva vier".
board-shift = { $piece } de { $from } a { $to }
# A piece the board names: "Bauer auf Eva vier wegnehmen".
board-remove-piece =
    { $role ->
        [rook] retirar la { $piece } de { $square }
        [queen] retirar la { $piece } de { $square }
       *[other] retirar el { $piece } de { $square }
    }
# A peg: "Eva vier muss leer sein".
board-remove-square = { $square } debe quedar vacía
# "Eva vier: Bauer statt Läufer".
board-exchange = { $square }: { $expected } en lugar de { $found }
# The move still to be made on this board: "noch ausführen: $move".
board-make = falta hacer: { $move }
# The board matches the game again.
board-confirmed = tablero correcto
# A move made elsewhere has been replayed correctly on this board.
board-done = hecho
# A piece lifted (D.2.2): "Bauer Eva zwei berührt".
board-touched =
    { $role ->
        [rook] { $piece } { $square } tocada
        [queen] { $piece } { $square } tocada
       *[other] { $piece } { $square } tocado
    }
# Article 4.3, one's own piece: "berührt, geführt: Bauer Eva zwei muss ziehen".
board-touch-move-own = pieza tocada, pieza movida: { $piece } { $square } debe moverse
# Article 4.3, the opponent's piece: "… muss geschlagen werden".
board-touch-move-capture = pieza tocada, pieza capturada: { $piece } { $square } debe capturarse
# A pawn on the last rank without its key.
board-promotion-key = pulsar una tecla de promoción
# The board fits more than one move.
board-ambiguous = jugada poco clara, volver a colocar la pieza
# Castling begun with the rook (Article 4.4.2).
board-rook-first = torre tocada antes que el rey, artículo 4.4.2
# The board's connection was lost.
board-disconnected = tablero desconectado
# The board is connected again.
board-reconnected = tablero conectado de nuevo

## braille

# Said once when the display is taken: its size and how the board is shown.
braille-connected = Línea braille de { $cells } celdas: desplazarse para leer el tablero, una fila por línea; una tecla de enrutamiento elige una casilla.
# A display too short for a rank with its number: the rank is panned through.
braille-connected-short = Línea braille de { $cells } celdas: desplazarse por cada fila del tablero; una tecla de enrutamiento elige una casilla.
# Said once when `--braille` finds no display: `$reason`.
braille-unavailable = No hay línea braille ({ $reason }); la partida continúa sin ella.
# Said once when the display goes away during the game: `$reason`.
braille-lost = La línea braille ya no está ({ $reason }); la partida continúa sin ella.
# The clocks view of a game without a clock.
braille-no-clock = sin reloj
# The score sheet before the first move.
braille-no-moves = aún no hay jugadas
# The reasons.
braille-not-running = BRLTTY no está en marcha o no deja entrar a annabella
braille-no-cells = BRLTTY no tiene ninguna línea braille conectada
braille-refused = BRLTTY se negó a ceder la línea braille
braille-closed = BRLTTY cerró la conexión

## review

# The first line: `$white`, `$black`, `$result`, `$plies` half-moves.
review-header = { $white } contra { $black }, { $result }, { $plies } medias jugadas; Intro avanza
# Said after the header when the game opens with a comment.
review-game-comment = la partida tiene un comentario: comment lo lee
review-at-start = posición inicial
review-at-end =
    { $result ->
        [white] fin de la partida: ganaron las Blancas
        [black] fin de la partida: ganaron las Negras
        [draw] fin de la partida: tablas
       *[none] fin de la partida
    }
# A step back: $move (the move stepped back over) is no longer on the board.
review-stepped-back = atrás, antes de { $move }
review-variation-end = fin de la variante; out vuelve atrás
# A line that is neither a review word nor a question of the table; also the help.
review-usage = al repasar: Intro o next, back, go 12, go 12 black, start, end, variation, out, comment, o una pregunta como board
# Into a variation: `$n`, `$move`.
review-into-variation = variante { $n }: { $move }
# Back on the main line: `$move` just played there.
review-main-line = línea principal: { $move }
# Back on the variation a nested one left: `$move`.
review-outer-variation = de vuelta en la variante: { $move }
review-no-variation = aquí no hay variante
# `$count` variations here, and a number past them was asked.
review-variations-count = aquí hay { $count } variantes
review-on-main-line = ya en la línea principal
# After a move: its one alternative, `$move`.
review-one-alternative = variante { $move }
# After a move: `$n` alternatives, `$list`.
review-alternatives = { $n } variantes: { $list }
# After a move marked as bad: the better move, `$move`.
review-better = mejor { $move }
# After a move that has a comment.
review-has-comment = comentario
review-no-comment = aquí no hay comentario
review-no-eval = aquí no hay evaluación
review-no-clock = no hay tiempos de reloj en esta partida
# A move typed or made on the screen: nothing is played in a review.
review-nothing-played = al repasar no se juega nada: Intro avanza
review-numbers-on = jugadas con su número
review-numbers-off = jugadas sin número
# The game just played can be reviewed only once it has ended.
review-not-over = el repaso se abre cuando termina la partida
# `analyse` while going over a file.
review-analyse-file = un archivo se analiza con el comando annabella analyse ARCHIVO

## clock: the talking clock's words, used when the voice speaks another language than the
## interface (with the voice's own language, the voice pack's [clock] words are said).

# The side names, as the clock and every sentence about a side says them.
clock-white = Blancas
clock-black = Negras
# Durations: $n (a number in digits) of them; $count chooses the plural form.
clock-hours =
    { $count ->
        [one] { $n } hora
        [many] { $n } horas
       *[other] { $n } horas
    }
clock-minutes =
    { $count ->
        [one] { $n } minuto
        [many] { $n } minutos
       *[other] { $n } minutos
    }
clock-seconds =
    { $count ->
        [one] { $n } segundo
        [many] { $n } segundos
       *[other] { $n } segundos
    }
# Between seconds and tenths ("5 point 3 seconds").
clock-decimal-separator = coma
# Completed moves: $n (in digits); $count chooses the plural form.
clock-moves =
    { $count ->
        [one] { $n } movimiento
        [many] { $n } movimientos
       *[other] { $n } movimientos
    }
# A duration of nothing.
clock-zero = cero segundos
# Said after the move count when a period's time control is reached.
clock-control-reached = control de tiempo alcanzado
# $moves (a move count) left until the time control.
clock-moves-to-control = { $moves } hasta el control de tiempo
# $time used on the current move.
clock-used-on-move = { $time } en esta jugada
# $side's flag has fallen.
clock-flag = las { $side }: tiempo agotado
# Article 6.9: $side (who flagged) loses.
clock-loses-on-time = las { $side } pierden por tiempo
# Article 6.9: a draw, $side (the opponent) cannot mate by any series of legal moves.
clock-draw-on-time = tablas, las { $side } no pueden dar mate

## nag: the words for a move's or a position's mark in a PGN ($1, $16 …); $side is the
## side the mark is about, as clock-white and clock-black name it.

nag-good = buena jugada
nag-mistake = error
nag-brilliant = jugada brillante
nag-blunder = error grave
nag-interesting = jugada interesante
nag-dubious = jugada dudosa
nag-forced = jugada forzada
nag-equal = posición igualada
nag-unclear = posición poco clara
nag-novelty = novedad
nag-slightly-better = las { $side } están algo mejor
nag-better = las { $side } están mejor
nag-winning = las { $side } tienen ventaja decisiva
nag-zugzwang = las { $side } están en zugzwang
nag-development-advantage = las { $side } tienen ventaja de desarrollo
nag-initiative = las { $side } tienen la iniciativa
nag-attack = las { $side } tienen el ataque
nag-counterplay = las { $side } tienen contrajuego
nag-time-trouble = las { $side } están en apuros de tiempo

## command: the word for each command, as help says it and a player types it (every
## language's words are understood whatever the interface language). One word each, no spaces.
## Spanish: the English words are kept for now (they are understood in every language, and the
## sentences above name them); Spanish command words await a Spanish-speaking player's choice.

command-help = ayuda
command-time = tiempo
command-last = ultima
command-moves = jugadas
command-board = tablero
command-turn = turno
command-where = donde
command-square = casilla
command-rank = fila
command-file = columna
command-diagonal = diagonal
command-attackers = atacantes
command-legal = legales
command-material = material
command-pawns = peones
command-opening = apertura
command-repeat = repetir
command-undo = deshacer
command-takeback = retirar
command-press = pulsar
command-draw = tablas
command-claim = reclamar
command-resign = abandonar
command-hint = pista
command-start = iniciar
command-stop = parar
command-resume = reanudar
command-add = añadir
command-penalty = penalizar
command-reset = corregir
command-flag = bandera
command-touched = tocada
command-adjourn = aplazar
command-review = repasar
command-analyse = analizar
command-names = nombres
command-chat = mensaje
command-abort = anular
command-quit = salir

## speech: what is told when speech cannot start ($reason, $other: the speech-reason-… words)

speech-text-instead = sin voz: { $reason }; la partida continúa en texto
speech-clips-instead = sin servidor de voz: { $reason }; hablan las palabras grabadas
speech-text-instead-both = sin voz: { $reason }, y { $other }; la partida continúa en texto
speech-reason-no-server = no responde ningún servidor de voz
speech-reason-no-language = el servidor de voz no tiene ninguna voz para este idioma
speech-reason-silent = el servidor de voz no habla (¿sin sonido?)
speech-reason-no-sound = no se pudo abrir ninguna tarjeta de sonido
speech-reason-no-clips = la voz no tiene palabras grabadas para estas frases
speech-reason-other = la voz falló

## hearing: what the table says about listening (spoken moves)

# Said once when listening starts.
hearing-listening = Escuchando: decir la jugada, o escribirla.
# Said once when listening starts with push-to-talk.
hearing-listening-on-talk = Se escucha tras escribir talk, pulsar Alt-S o el botón de hablar del tablero: después, decir la jugada.
# A move heard but not surely: `$move` read back, and the answer awaited.
hearing-confirm-question = ¿Se dijo { $move }? Responder sí o no.
# The move to confirm was dropped ("no", or the position changed meanwhile).
hearing-confirm-dropped = Descartada; decir de nuevo la jugada.
# "Yes" or "no" heard with no question asked.
hearing-nothing-to-confirm = No hay ninguna jugada que confirmar.
# Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
hearing-again = No se entendió; repetir, por favor.
# An utterance longer than any move (a monologue), cut and not decoded.
hearing-too-long = Demasiado largo para una jugada; decir solo la jugada.
# No capture device could be opened.
hearing-no-microphone = No se encontró ningún micrófono; la escucha está desactivada, jugar con el teclado.
# The capture device stopped in the middle of the game.
hearing-microphone-gone = El micrófono ya no responde; la escucha está desactivada, jugar con el teclado.
# The recogniser's model is not installed: `$packages` names the Debian packages.
hearing-recogniser-missing = La escucha está desactivada: el reconocedor de voz no está instalado (paquetes de Debian { $packages }); jugar con el teclado.
# The voice has no pronunciation list: `$voice`.
hearing-voice-unheard = La escucha está desactivada: la voz { $voice } no tiene lista de pronunciación; jugar con el teclado.
# The recogniser failed on its own.
hearing-recogniser-failed = La escucha está desactivada: el reconocedor de voz falló; jugar con el teclado.

## games: the list of saved games (annabella games)

games-none = no hay partidas guardadas en { $folder }
games-kept-in = guardada en { $folder }
games-unreadable = no se puede leer: { $problem }
games-not-resumable = no se puede reanudar: { $problem }
games-half-moves =
    { $count ->
        [one] { $n } media jugada
       *[other] { $n } medias jugadas
    }
games-adjourned = aplazada (una jugada secreta)
games-unfinished = sin terminar
games-misfit = desde el registro { $record }, el diario no corresponde a la partida
games-torn = la línea { $line } quedó cortada al escribirse: se omite al reanudar
games-damaged = la línea { $line } no se puede leer («{ $text }»): se omite al reanudar

# listening
# Push-to-talk asked (a key, the board's talk button) while nothing listens.
hearing-not-listening = La escucha está apagada: iniciar annabella con --listen o --push-to-talk para decir las jugadas.
# The screen's push-to-talk key, in the key help.
screen-do-talk = decir una jugada (pulsar para hablar)
# The word said for yes to a move read back, and for no (listened for in this language).
hearing-yes-word = sí
hearing-no-word = no
