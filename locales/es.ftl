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
# A duration below a tenth of a second's precision: `$n` milliseconds in words, `$count` in
# digits (which chooses the form).
milliseconds =
    { $count ->
        [one] { $n } milisegundo
       *[other] { $n } milisegundos
    }
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
# The greeting's pairing (a hall's round), when the player at the keyboard has White.
greeting-paired-white = Ronda { $round }, tablero { $board }: usted juega con blancas contra { $opponent }
# The same when they have Black.
greeting-paired-black = Ronda { $round }, tablero { $board }: usted juega con negras contra { $opponent }
# The greeting's pairing said to someone else at the table (the assistant, the arbiter).
greeting-paired = Ronda { $round }, tablero { $board }: { $white } juega con blancas contra { $black }
# Who plays a side, when it is the player at the keyboard.
you = usted
# Part of the greeting: who plays `$side`. `$person` is `you` (the player at the keyboard),
# `blind` (the blind player, said to an assistant or the arbiter) or `named` (`$who`, a name).
greeting-side = { $person ->
        [you] usted juega con las { $side }
        [blind] el jugador con discapacidad visual juega con las { $side }
       *[named] { $side } { $who }
    }
# The clock has not started: Enter starts it (the greeting says no more: the `start` command
# is in the help).
clock-waits = Intro inicia el reloj
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
# `$side` is about `$n` (`$count` in figures, which chooses the form) pawns up.
eval-pawns-up = { $count ->
        [one] las { $side } tienen más o menos un peón de ventaja
       *[other] las { $side } tienen más o menos { $n } peones de ventaja
    }
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
analysis-started = analizando la partida: { $positions ->
    [1] una posición
   *[other] { $positions } posiciones
}; mientras tanto se responde a toda pregunta
# `$percent` of the positions are analysed.
analysis-progress = analizado el { $percent } por ciento
# `annabella analyse`'s progress: $done of $count positions, $percent.
analysed-of = { $done } de { $count ->
        [one] { $count } posición analizada
       *[other] { $count } posiciones analizadas
    } ({ $percent } %)
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
# Article 7.5.5: a second illegal move completed by the same player.
reason-illegal-moves = un segundo movimiento ilegal
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
engine-no-answer = el motor de ajedrez no respondió en { $seconds ->
    [1] un segundo
   *[other] { $seconds } segundos
}
# The engine stopped on its own.
engine-crashed = el motor de ajedrez se detuvo inesperadamente
# The engine answered something that is not a move of the position.
engine-bad-answer = el motor de ajedrez respondió algo que no es una jugada
# The engine does not play Chess960.
engine-no-chess960 = este motor de ajedrez no juega Chess960
# Why an engine is given up: it did not move within `$seconds` seconds.
engine-timed-out = el motor no ha jugado en { $seconds ->
    [1] un segundo
   *[other] { $seconds } segundos
}
# Where the finished game's PGN was written: `$path`.
game-saved = la partida está guardada en { $path }
# A sensor board (`$board`) has not answered since its link opened.
board-silent = el { $board } no responde: comprobar el cable y que esté encendido
# Told once to the blind player: the sighted player's `$board` has differed from the game for ten seconds.
board-differs-told = el { $board } no coincide con la partida; si no se corrige, llame al árbitro
# The peg board, as `$board`.
peg-board = tablero de clavijas
# The DGT e-board, as `$board`.
e-board = tablero electrónico
# The `$board` sent one line or message that could not be read.
board-garbled-once = el { $board } envió datos ilegibles
# The `$board` sent `$count` unreadable lines or messages in `$seconds` seconds.
board-garbled = el { $board } envía datos ilegibles: { $count ->
    [1] un mensaje erróneo
   *[other] { $count } mensajes erróneos
} en { $seconds } s
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
screen-do-cancel-board = descartar la jugada leída, cancelar, o salir
screen-do-cancel-input = descartar la jugada leída, borrar la línea, o ir al tablero
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
table-board-word = tablero
table-round-word = ronda
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
braille-companion-missing = su programa annabella-braille no está instalado o no arranca
braille-companion-stopped = su programa annabella-braille se detuvo

## review

# The first line: `$white` and `$black` (a name, or `review-side` when the game gives none),
# `$result` (`white`, `black`, `draw`, or `none`), `$plies` half-moves.
review-header = { $white } contra { $black }, { $result ->
        [white] ganaron las Blancas
        [black] ganaron las Negras
        [draw] tablas
       *[none] sin resultado
    }, { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas
    }; Intro avanza
# A player the game does not name: `$side` (`white` or `black`).
review-side = { $side ->
        [white] Blancas
       *[black] Negras
    }
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
review-variations-count = aquí hay { $count ->
    [1] una variante
   *[other] { $count } variantes
}
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
# The program holding the recogniser stopped or cannot start: why names it and says how.
hearing-companion-failed = La escucha está desactivada: { $why }; jugar con el teclado.

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
# The typed words (comma-separated) that answer yes to a move read back, that answer no, and
# that ask the listener to listen (push-to-talk).
hearing-typed-yes = sí, si
hearing-typed-no = no, n
hearing-typed-talk = hablar
# The typed words (comma-separated) that withdraw a move read back without answering it
# (Esc on the screen does the same); none of them a command's word.
hearing-typed-withdraw = cancelar, esc
# A move read back withdrawn unanswered (a typed word, Esc): nothing from it is played.
hearing-question-withdrawn = Pregunta cancelada; no se ha jugado nada.
# Asked to withdraw with no move read back waiting.
hearing-nothing-to-withdraw = No hay ninguna pregunta pendiente; nada ha cambiado.

## errors: the messages of every subcommand, said to the person in the interface language.
## `$file` is a file's name as given, `$token` text from the file (shown inside the quotes the
## message gives it), `$problem`/`$why`/`$detail` another message of this block.

### files
# A file that cannot be read: `$file` and `$problem` (one of the file-… messages below).
file-problem = { $file } { $problem }
file-is-folder = es una carpeta, no un archivo
file-is-fifo = es una tubería con nombre (FIFO), no un archivo
file-is-device = es un dispositivo, no un archivo
file-is-socket = es un socket, no un archivo
file-is-special = no es un archivo normal
# `$size`: file-size-mb or file-size-kb.
file-too-large = ocupa más de { $size }
file-size-mb = { $n } MB
file-size-kb = { $n } KB
file-not-found = no se encuentra
file-not-allowed = no se puede leer (permiso denegado)
file-not-text = no es texto
# `$reason` is the system's own words, in English: a language other than English leaves it out
# (it is in the log).
file-cannot-be-read-because = no se puede leer

### lists
# One item of a list of moves (`$item`), and a list ending in "or" (`$first`: the list so far).
list-item = { $item }
list-or = { $first } o { $last }

### games that cannot be read (announce, status, openings, export, analyse)
# A game that cannot be read, skipped: `$file`, and `$problem` (pgn-error…).
pgn-game-skipped = { $file }: { $problem }
# A game a command skips though it could be read: game `$game`, and why (`$problem`).
game-skipped = partida { $game }: { $problem }
# Where: game `$game`, line `$line` (in the tags).
pgn-error = partida { $game }, línea { $line }: { $problem }
# Where: also move `$move`, `$side` to play (`white`, `black`).
pgn-error-at-move =
    partida { $game }, línea { $line }, jugada { $move } ({ $side ->
        [white] blancas
       *[black] negras
    }): { $problem }
pgn-binary = datos binarios, no texto PGN: «{ $token }»
pgn-malformed-tag = etiqueta mal formada «{ $token }»
# `$why`: one of the fen-… messages.
pgn-invalid-fen = etiqueta FEN no válida «{ $token }»: { $why }
pgn-variant = la variante «{ $token }» no es ajedrez clásico, se omite
pgn-unexpected-token = «{ $token }» inesperado: no es una jugada, un número de jugada, un comentario ni un resultado
pgn-illegal-uci = jugada ilegal «{ $token }» (UCI): esa jugada no existe aquí
pgn-null-move = la jugada nula «{ $token }» no es una jugada de ajedrez
pgn-drop = la colocación «{ $token }» no es una jugada de ajedrez
# `$why`: one of the pgn-why-… messages.
pgn-illegal-move = jugada ilegal «{ $token }»: { $why }
pgn-not-en-passant = «{ $token }» indica una captura al paso, pero la jugada no lo es
pgn-unclosed-comment = el comentario «{ $token }» nunca se cierra
pgn-unclosed-variation = una variante «{ $token }» nunca se cierra
pgn-unopened-variation = «{ $token }» no cierra ninguna variante
# Why a move is illegal.
pgn-why-checkmate = la partida ya terminó por jaque mate
pgn-why-stalemate = la partida ya terminó por ahogado
# `$moves`: the moves it could be (a list-or).
pgn-why-ambiguous = ambigua, puede ser { $moves }
# No `$role` (pawn, knight, bishop, rook, queen, king) reaches `$square`.
pgn-why-no-piece =
    { $role ->
        [rook] ninguna torre
        [queen] ninguna dama
        [knight] ningún caballo
        [bishop] ningún alfil
        [king] ningún rey
       *[pawn] ningún peón
    } puede ir a { $square }
# The same, `$side` being in check.
pgn-why-no-piece-in-check =
    { $role ->
        [rook] ninguna torre
        [queen] ninguna dama
        [knight] ningún caballo
        [bishop] ningún alfil
        [king] ningún rey
       *[pawn] ningún peón
    } puede ir a { $square } (las { $side ->
        [white] blancas
       *[black] negras
    } están en jaque)
# `$moves`: the legal moves to that square (a list-or).
pgn-why-others-reach = esa jugada no existe aquí; es legal { $moves }
# `$side` cannot castle on the `$castling` side (`king`, `queen`).
pgn-why-cannot-castle =
    las { $side ->
        [white] blancas
       *[black] negras
    } no pueden enrocar { $castling ->
        [king] corto
       *[queen] largo
    }
pgn-why-cannot-castle-in-check =
    las { $side ->
        [white] blancas
       *[black] negras
    } no pueden enrocar { $castling ->
        [king] corto
       *[queen] largo
    } (están en jaque)
pgn-why-not-legal = no es una jugada legal
# A position given as FEN that cannot be read or played.
fen-unreadable = no es una FEN
fen-board = la parte del tablero no se puede leer
fen-turn = el bando que juega no se puede leer
fen-castling = la parte de enroques no se puede leer
fen-en-passant = la casilla al paso no se puede leer
fen-halfmove-clock = el contador de medias jugadas no se puede leer
fen-fullmoves = el número de jugada no se puede leer
fen-empty-board = el tablero está vacío
fen-missing-king = falta un rey
fen-too-many-kings = demasiados reyes
fen-pawns-on-back-rank = hay un peón en la primera o la última fila
fen-opposite-check = el bando que no juega está en jaque
fen-impossible-check = ninguna partida puede llegar a este jaque
fen-too-much-material = más piezas de las que puede tener una partida
fen-illegal-position = ninguna partida puede llegar a esta posición
# Moves written in UCI, said once per input: `$file`, game `$game`, line `$line`, the `$token`
# and the move `$san` it is read as.
pgn-uci-notice = { $file }: partida { $game }, línea { $line }: «{ $token }» es una jugada escrita en UCI, leída como { $san }; las jugadas así en este archivo se leen igual

### standard input and output
stdin-endless-device = la entrada estándar es un dispositivo sin fin: indique un archivo o una tubería
# `$reason`: the system's words, in English (other languages leave it out).
stdout-cannot-write = no se puede escribir la salida estándar

### time controls (clock --control, play --time, the settings file's time)
# `$spec` is the SPEC given, `$forms` examples of SPECs, `$char` the character at `$position`.
tc-not-a-control = «{ $spec }» no es un control de tiempo («{ $char }» en el carácter { $position }): indique segundos, como { $forms }
tc-no-clock = «-» significa una partida sin reloj (PGN), no un control de tiempo: indique segundos, como { $forms }
tc-unknown = «?» significa un control de tiempo desconocido (PGN), no un control de tiempo: indique segundos, como { $forms }
# A SPEC refused: `$spec`, and why (`$problem`).
tc-bad = control de tiempo «{ $spec }» incorrecto: { $problem }
# `$problem` at character `$position`.
tc-at = { $problem } (carácter { $position })
tc-empty = control de tiempo vacío
# Expected `$what` (a tc-what-… message), found `$char`.
tc-expected = se esperaba { $what }, se encontró «{ $char }»
tc-expected-end = se esperaba { $what }, se encontró el final
tc-what-moves-or-seconds = un número de jugadas o de segundos
tc-what-seconds = un número de segundos
tc-what-seconds-after-bonus = un número de segundos tras el signo del incremento
tc-what-seconds-after-sandglass = un número de segundos tras el signo del reloj de arena
tc-what-decimals = decimales tras el punto
tc-unexpected = «{ $char }» inesperado
tc-too-many-decimals = «{ $token }» tiene más de tres decimales
tc-fractional-moves = «{ $token }» jugadas: un número de jugadas es entero
tc-sandglass-alone = «{ $char }» inesperado: un reloj de arena *N va solo (sin incremento, demora ni periodos)
tc-zero-moves = un periodo necesita al menos una jugada
# `$max`: the largest number of seconds.
tc-too-large = número demasiado grande (como mucho { $max })
tc-missing-move-count = solo el último periodo puede no tener número de jugadas
tc-no-starting-time = sin tiempo inicial: las blancas perderían por tiempo al instante

### files given to an option, TOML files
# A file given to `$option` (`--speech-config`) that cannot be used: `$problem`.
option-file-problem = { $option }: { $problem }
# A TOML file that cannot be read: `$file`, `$line`; `$detail` is the TOML reader's own words, in
# English (other languages leave it out).
toml-problem-at-line = { $file }: línea { $line }: ajuste ilegible o desconocido
toml-problem = { $file }: ajuste ilegible o desconocido

### clock scripts (annabella clock --script)
# A script line that cannot be run: `$file`, `$line`, and what (`$problem`).
clock-script-error = { $file }, línea { $line }: { $problem }
clock-script-not-utf8 = no es UTF-8 válido
# `$found`: what the line holds instead.
clock-script-not-an-event = se esperaba «<segundos> <evento>», se encontró «{ $found }»
clock-script-bad-time = tiempo «{ $found }» incorrecto (se esperaban segundos con 3 decimales como mucho)
clock-script-not-a-side = tras add se espera white o black, se encontró «{ $found }»
clock-script-no-side = tras add se espera white o black
clock-script-no-seconds = faltan los segundos que añadir
clock-script-bad-seconds = segundos que añadir «{ $found }» incorrectos (3 decimales como mucho)
clock-script-unknown-event = evento desconocido «{ $found }»
# `$event`: the event word it follows (start, press, add …).
clock-script-unexpected = «{ $found }» inesperado tras { $event }
# `$time` and `$previous` in seconds (12.500).
clock-script-time-back = el tiempo { $time } es anterior al del evento previo, { $previous }

### voice packs (--voice path/to/pack.toml)
# A voice pack that cannot be used: `$file`, where (`$place`: a key such as board.files, or
# pack-line-column) and what (`$problem`).
pack-error = paquete de voz { $file }: { $place }: { $problem }
pack-line-column = línea { $line }, columna { $column }
pack-empty = está vacío (hace falta una palabra)
# A list of `$found` words where another count is needed.
pack-needs-eight = necesita 8 palabras, tiene { $found }
pack-needs-numbers = necesita los 100 números del 0 al 99, tiene { $found }
pack-needs-hundreds = necesita 9 palabras (100 a 900), tiene { $found }
# `$word` as written in the pack.
pack-reads-as-square = «{ $word }» se lee como la casilla { $square }
pack-other-file-or-rank = «{ $word }» es el nombre de otra columna o fila
pack-command-word = «{ $word }» es una palabra de orden
# `$other`: the word of `$key` it holds.
pack-holds-other = «{ $word }» contiene «{ $other }», la palabra de { $key }
pack-no-number-slot = necesita {"{"}n{"}"} (o {"{"}nf{"}"}) donde va el número
pack-not-a-number-key = la clave debe ser un número del 0 al 99
# `$slot`: the slot it needs (`{side}`, `{time}`, `{moves}`).
pack-no-slot = necesita { $slot } donde va
pack-same-as = «{ $word }» es también { $key }: la lectura de jugadas no podría distinguirlas
pack-square-fragment = «{ $word }» se lee como letra o cifra de casilla; elija una palabra más larga
pack-alias-target = «{ $word }» no es una palabra de jugada de esta voz
pack-alias-taken = «{ $word }» ya es { $key }
# A `--voice` that is neither built in nor a file: `$voice`; `$voices` lists the built-in ones.
voice-unknown = voz desconocida «{ $voice }»: las voces integradas son { $voices }; un paquete de voz es la ruta de un archivo .toml
# `$problem`: a file-problem message.
voice-pack-unreadable = paquete de voz: { $problem }
# `$byte`: where the first byte that is not UTF-8 is.
voice-pack-not-utf8 = paquete de voz { $file }: no es texto UTF-8 (byte { $byte })

### speak, and the recorded words
speak-wav-needs-clips = --wav necesita --engine clips
# The voice `$voice` has no recording of `$word` (the file `$clip`.wav is missing).
speak-missing-word = voz { $voice }: no hay grabación de la palabra «{ $word }» (falta { $clip }.wav)
# The sound card, the speech server: `$detail` is the library's own words, in English (other
# languages leave it out: it is in the log).
speak-no-sound-card = no se pudo abrir ninguna tarjeta de sonido
speak-no-tts = la síntesis de voz no responde
speak-failed = la voz ha fallado
# `$engine`: the speech engine's name.
speak-too-long = { $engine }: las palabras no se dijeron a tiempo
# A recording (or its folder) `$file` that cannot be used; `$detail` in English only.
clips-problem = la grabación { $file } no se puede usar
clips-not-installed = voz { $voice }: sus grabaciones no están instaladas (voices/{ $voice }/clips)

### hear, and positions given as FEN
# A FEN given to `$option` that cannot be used: `$fen`, and why (`$why`: a fen-… message).
option-bad-fen = { $option }: FEN no válida «{ $fen }»: { $why }
# `$file` is not a WAV hear can read; `$detail` in English only.
hear-bad-wav = { $file } no es un archivo WAV legible (PCM de 16 bits, mono o estéreo, de 8000 a 48000 Hz)
# A word `$word` of the pronunciation list `$file` has more than `$limit` pronunciations: line `$line` is the first left out.
hear-too-many-pronunciations = lista de pronunciaciones { $file }: «{ $word }» tiene más de { $limit } pronunciaciones; la línea { $line } sobra.
# The recogniser's model `$file` is missing: `$packages` names the Debian packages.
hear-model-missing = falta el modelo inglés del reconocimiento de voz ({ $file }): instale los paquetes Debian { $packages }
hear-recogniser-failed = el reconocimiento de voz ha fallado
# The voice `$voice` has no pronunciation list `$file`.
hear-no-pronunciations = voz { $voice }: no hay lista de pronunciaciones para escuchar (se esperaba { $file })

### export, openings
# A game of `$file` that cannot be read (`$problem`: a pgn-error message).
pgn-in-file = { $file }: { $problem }
# `$option` given `$value`, outside `$from` to `$to`.
option-out-of-range = { $option } { $value }: debe estar entre { $from } y { $to }
option-hall-table = --hall necesita el número de la mesa: indique --table N, o table = N bajo [hall] en el archivo de ajustes
# The opening data built into the program is broken (a bug): `$detail` in English only.
openings-data-broken = los datos de aperturas integrados están dañados (un fallo del programa, con detalles en el registro)

### analyse
# `$file` has no readable game number `$game`.
analyse-no-game = { $file }: no hay ninguna partida { $game } legible
# The engine `$engine` failed: `$detail` is its own words, in English only (it is in the log).
analyse-engine-failed = el motor de análisis { $engine } no pudo arrancar o se detuvo
analyse-engine-silent = el motor { $engine } no respondió en diez minutos
# `$file` cannot be written; `$reason` is the system's words, in English only.
file-cannot-be-written = no se puede escribir { $file }

### saved games (games, play --resume, review ID)
# Why the system refused: English says `$reason` (the system's words); other languages choose by
# `$kind`.
io-reason =
    { $kind ->
        [not-found] no se encuentra
        [permission-denied] permiso denegado
        [already-exists] ya existe
        [storage-full] disco lleno
        [read-only] disco de solo lectura
        [is-a-folder] es una carpeta
       *[other] error del sistema
    }
games-nowhere = ni HOME ni XDG_DATA_HOME: no hay dónde guardar las partidas
# A saved game's journal `$file`, and its `$problem`.
journal-error = registro { $file }: { $problem }
journal-in-use = esta partida está abierta en otro annabella
# `$why`: a file-… or io-reason message.
journal-read = no se puede leer: { $why }
journal-create = no se puede crear: { $why }
journal-write = no se puede escribir: { $why }
journal-list = no se puede listar: { $why }
# `$id`: the name given.
journal-not-found = ninguna partida guardada se llama «{ $id }» (vea `annabella games`)
journal-ambiguous = «{ $id }» designa { $count } partidas: indique más del nombre
journal-finished = esa partida ha terminado
journal-not-open = no está abierto
journal-not-a-journal = no es un registro de annabella (línea 1)
# Written in journal format `$version`; this program reads format `$readable`.
journal-newer-format = escrito por un annabella más reciente (formato de registro { $version }; esta versión lee el formato { $readable }): actualice annabella para continuarla
journal-bad-start = línea 2: la línea de inicio falta o es ilegible
# `$why`: a fen-… message, journal-chess960-number or journal-other.
journal-start-position = su posición inicial es ilegible: { $why }
journal-chess960-number = no hay posición inicial Chess960 número { $number } (0 a 959)
# Anything else: `$detail` in English only.
journal-other = posición imposible

### the settings file
# A settings file `$file` that cannot be used: where (`$place`: a key such as rate, or
# pack-line-column) and what (`$problem`).
settings-error = ajustes { $file }: { $place }: { $problem }
# `$value` outside `$from` to `$to`.
settings-out-of-range = { $value } no está entre { $from } y { $to }
settings-not-utf8 = ajustes { $file }: no es texto UTF-8 (byte { $byte })
# `$problem`: a file-problem message.
settings-unreadable = ajustes: { $problem }
# A value of the settings file that cannot be used: `$file`, `$key`, `$value`, and why.
settings-value = ajustes { $file }: { $key } = «{ $value }»: { $problem }
# A number outside its range: give one from `$from` to `$to`.
settings-give-range = indique de { $from } a { $to }
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
opening-said-variation = { $eco } { $family }, variante (nombre inglés) «{ $variation }»
# A family translated with its first variation (`$family`), and the rest of the English name.
opening-said-more = { $eco } { $family }, variante (nombre inglés) «{ $variation }»
opening-said-named-more = { $family }, variante (nombre inglés) «{ $variation }»
# The same without the ECO code (the review names each new opening).
opening-said-named = { $family }
opening-said-named-variation = { $family }, variante (nombre inglés) «{ $variation }»

### families (English: the data set's name itself)
opening-family-alekhine-defense = Defensa Alekhine
opening-family-benko-gambit = Gambito Benko
opening-family-benko-gambit-accepted = Gambito Benko aceptado
opening-family-benko-gambit-declined = Gambito Benko rehusado
opening-family-benoni-defense = Defensa Benoni
opening-family-bird-opening = Apertura Bird
opening-family-bishop-s-opening = Apertura de alfil
opening-family-blackmar-diemer-gambit = Gambito Blackmar-Diemer
opening-family-bogo-indian-defense = Defensa bogoindia
opening-family-caro-kann-defense = Defensa Caro-Kann
opening-family-caro-kann-defense-advance-variation = Defensa Caro-Kann, variante del avance
opening-family-catalan-opening = Apertura catalana
opening-family-center-game = Apertura del centro
opening-family-danish-gambit = Gambito danés
opening-family-danish-gambit-accepted = Gambito danés aceptado
opening-family-dutch-defense = Defensa holandesa
opening-family-elephant-gambit = Gambito del elefante
opening-family-english-opening = Apertura inglesa
opening-family-englund-gambit = Gambito Englund
opening-family-four-knights-game = Apertura de los cuatro caballos
opening-family-french-defense = Defensa francesa
opening-family-french-defense-advance-variation = Defensa francesa, variante del avance
opening-family-french-defense-winawer-variation = Defensa francesa, variante Winawer
opening-family-grob-opening = Apertura Grob
opening-family-grunfeld-defense = Defensa Grünfeld
opening-family-hungarian-opening = Apertura húngara
opening-family-indian-defense = Defensa india
opening-family-italian-game = Apertura italiana
opening-family-italian-game-evans-gambit = Gambito Evans
opening-family-italian-game-giuoco-piano = Giuoco piano
opening-family-italian-game-two-knights-defense = Defensa de los dos caballos
opening-family-king-s-gambit = Gambito de rey
opening-family-king-s-gambit-accepted = Gambito de rey aceptado
opening-family-king-s-gambit-declined = Gambito de rey rehusado
opening-family-king-s-indian-attack = Ataque indio de rey
opening-family-king-s-indian-defense = Defensa india de rey
opening-family-king-s-pawn-game = Apertura de peón de rey
opening-family-latvian-gambit = Gambito letón
opening-family-latvian-gambit-accepted = Gambito letón aceptado
opening-family-london-system = Sistema Londres
opening-family-modern-defense = Defensa moderna
opening-family-neo-grunfeld-defense = Defensa neogrünfeld
opening-family-nimzo-indian-defense = Defensa nimzoindia
opening-family-nimzo-larsen-attack = Ataque Nimzo-Larsen
opening-family-nimzowitsch-defense = Defensa Nimzowitsch
opening-family-old-indian-defense = Defensa india antigua
opening-family-owen-defense = Defensa Owen
opening-family-petrov-s-defense = Defensa Petrov
opening-family-philidor-defense = Defensa Philidor
opening-family-pirc-defense = Defensa Pirc
opening-family-polish-opening = Apertura polaca
opening-family-ponziani-opening = Apertura Ponziani
opening-family-queen-s-gambit = Gambito de dama
opening-family-queen-s-gambit-accepted = Gambito de dama aceptado
opening-family-queen-s-gambit-declined = Gambito de dama rehusado
opening-family-queen-s-indian-defense = Defensa india de dama
opening-family-queen-s-pawn-game = Apertura de peón de dama
opening-family-reti-opening = Apertura Réti
opening-family-richter-veresov-attack = Ataque Richter-Veresov
opening-family-ruy-lopez = Apertura española
opening-family-ruy-lopez-berlin-defense = Apertura española, defensa berlinesa
opening-family-ruy-lopez-morphy-defense = Apertura española, defensa Morphy
opening-family-scandinavian-defense = Defensa escandinava
opening-family-scotch-game = Apertura escocesa
opening-family-semi-slav-defense = Defensa semieslava
opening-family-sicilian-defense = Defensa siciliana
opening-family-sicilian-defense-dragon-variation = Defensa siciliana, variante del dragón
opening-family-sicilian-defense-najdorf-variation = Defensa siciliana, variante Najdorf
opening-family-slav-defense = Defensa eslava
opening-family-tarrasch-defense = Defensa Tarrasch
opening-family-three-knights-opening = Apertura de los tres caballos
opening-family-torre-attack = Ataque Torre
opening-family-trompowsky-attack = Ataque Trompowsky
opening-family-vienna-game = Apertura vienesa
opening-family-zukertort-opening = Apertura Zukertort

## cli: the errors of play, online, review and the other commands' flags.
cli-flag-problem = { $flag } { $value }: { $problem }
cli-flag-says = { $flag }: { $problem }
cli-file-problem = { $file }: { $problem }
cli-board-not-opened = { $board } { $path }: no se puede abrir ({ $why })
# A board over Bluetooth LE could not be reached at the start: `$kind` its maker (Chessnut,
# Millennium); `$why` a ble-… message (or an io-reason one).
cli-ble-not-reached = no se puede conectar con el tablero { $kind } por Bluetooth: { $why }
# The same for the board asked for by its name or address, `$which`.
cli-ble-named-not-reached = no se puede conectar con el tablero { $kind } «{ $which }» por Bluetooth: { $why }
ble-no-service = el servicio Bluetooth del ordenador (BlueZ) no responde
ble-no-adapter = este ordenador no tiene adaptador Bluetooth
ble-adapter-off = el Bluetooth está apagado (enciéndalo o desbloquéelo)
ble-not-found = ningún tablero de ese tipo está emitiendo (¿está encendido, cerca y no conectado a un teléfono?)
ble-not-connected = se encontró el tablero pero la conexión falló
ble-lost = se perdió la conexión
# `annabella boards`: no board advertising over Bluetooth LE.
boards-none = no se encontró ningún tablero por Bluetooth
# `annabella boards`: Bluetooth cannot be used; `$why` a ble-… message.
boards-no-bluetooth = no se puede buscar ningún tablero por Bluetooth: { $why }
# `annabella boards`: a board found: `$kind` its maker, `$name` its advertised name, `$address`
# its Bluetooth address, `$eboard` the --eboard that reaches it.
boards-ble-found = tablero { $kind } «{ $name }» por Bluetooth, en la dirección { $address }: juegue con --eboard { $eboard }
# `--listen-file` names more than `$limit` files: `$file` is the first left out.
cli-listen-files-too-many = --listen-file: como mucho { $limit } archivos por partida; { $file } y los siguientes sobran.
# The files of `--listen-file` hold more than `$minutes` minutes of sound: `$file` goes past them.
cli-listen-files-too-long = --listen-file: como mucho { $minutes } minutos de sonido por partida; { $file } los supera.
# `--opponent-output PATH` could not be opened for writing; `$why`: an io-reason message.
cli-opponent-output-not-opened = --opponent-output { $path }: no se puede escribir ({ $why })
cli-chess960-range = ninguna posición inicial de Chess960 tiene este número (indique de 0 a 959)
cli-resume-finished = esa partida ha terminado (su planilla es { $file })
cli-resume-none = ninguna partida sin terminar en { $folder }
cli-resume-newest-only = la partida guardada más reciente no se puede continuar: { $why }; no se encontró otra partida sin terminar
cli-resume-newest-or-older = la partida guardada más reciente no se puede continuar: { $why }; para continuar en su lugar la partida anterior { $id }, indique su nombre: annabella play --resume { $id }
cli-online-clock = indique el ritmo como LÍMITE+INC en segundos, por ejemplo 300+3
cli-online-how = diga cómo encontrar la partida: --accept, --challenge USUARIO o --seek LÍMITE+INC
cli-online-user = no es un nombre de usuario de Lichess (de 2 a 30 letras, cifras, _ o -)
cli-online-token = hace falta un token personal con el permiso board:play: defina { $variable } o lichess_token en el archivo de ajustes (vea README.md)
cli-online-no-engine = ningún motor en una partida contra una persona (las reglas de juego limpio de Lichess prohíben la ayuda de un motor)
cli-online-server-keeps = el servidor lleva la partida: ni --resume, ni --fen, ni --chess960
cli-review-stdin = repasar lee la partida de un archivo: la entrada estándar es para las órdenes
cli-review-no-game = { $file }: no hay ninguna partida legible número { $number } ({ $count } en el archivo)
cli-folder-not-made = la carpeta { $folder } no se puede crear: { $why }
cli-no-pty = no se puede abrir ningún pseudoterminal: { $why }
cli-stdin-line = entrada estándar, línea { $line }: { $why }
cli-man-folder = las páginas de manual no se pueden escribir en { $folder }: { $why }
cli-man-no-command = no hay ninguna orden «{ $name }» (vea annabella --help)
cli-man-page = la página de manual no se puede hacer: { $why }
cli-pace-range = indique de 0 a 60 segundos
cli-demo-missing = falta la partida de demostración
cli-demo-broken = la partida de demostración está dañada: { $problem }

## entrenamiento (annabella train)

# A row of the puzzle file that is no puzzle.
train-row-columns = { $found } columnas donde se necesitan PuzzleId, FEN, Moves, Rating y Themes
train-row-id = «{ $text }» no es un identificador de problema (letras y cifras)
train-row-move = «{ $text }» no es una jugada en UCI (como e2e4)
train-row-no-solution = las jugadas traen la jugada del rival pero ninguna solución
train-row-rating = «{ $text }» no es una puntuación
train-puzzle-fen = problema { $id }: la posición { $fen } no se puede leer
train-puzzle-illegal = problema { $id }: la jugada { $ply }, { $move }, no es legal allí
train-opens = problema { $id }, puntuación { $rating }
train-setting-move =
    { $side ->
        [white] las blancas juegan { $move }
       *[black] las negras juegan { $move }
    }
train-task =
    { $side ->
        [white] juegan las blancas: busca la mejor jugada
       *[black] juegan las negras: busca la mejor jugada
    }
train-reply =
    { $side ->
        [white] las blancas responden { $move }
       *[black] las negras responden { $move }
    }
train-right = correcto; sigue
train-wrong = { $move } no es la solución: inténtalo de nuevo
train-wrong-solution = { $move } tampoco es la solución; la solución es { $solution }
train-solution = la solución es { $move }
train-hint-piece = mueve { $piece } de { $square }
train-hint-square = { $piece } de { $from } a { $to }
train-over = este problema ha terminado
train-not-legal = esa jugada no es legal aquí
train-help = escribe o di tu jugada (Cf3, g1f3 o las palabras de la voz); pista nombra la pieza y luego la casilla; solución dice la jugada; tablero, donde, legales y las demás preguntas responden sobre la posición; salir sale del problema
train-not-here = { $command } no se usa en un problema
# `train --endgame NAME`: un final jugado contra Stockfish. $name es kq-k, kr-k o kp-k.
train-endgame-opens = final { $name }: { $goal }
train-endgame-goal-mate = da mate al rey solo
train-endgame-goal-promote = corona el peón y luego da mate
train-endgame-task =
    { $side ->
        [white] juegan las blancas; Stockfish defiende
       *[black] juegan las negras; Stockfish defiende
    }
train-endgame-wait = le toca a Stockfish; espera su jugada
train-endgame-over = este final ha terminado
train-endgame-left = final dejado antes de su fin
train-endgame-help = escribe o di tu jugada; tablero, dónde, legal y las demás preguntas responden sobre la posición; salir deja el final
train-endgame-not-here = { $command } no se usa en un final
train-endgame-won =
    { $moves ->
        [one] mate en una jugada: ganado
       *[other] mate en { $moves } jugadas: ganado
    }
train-endgame-lost = te han dado mate: perdido
# $reason: el motivo del fin de la partida.
train-endgame-drawn =
    { $reason ->
        [stalemate] rey ahogado, no puede moverse sin estar en jaque: tablas, la victoria se escapó
        [dead-position] ya no hay mate posible: tablas, la victoria se escapó
        [threefold-repetition] la misma posición por tercera vez: tablas
        [fifty-moves] cincuenta jugadas sin captura ni movimiento de peón: tablas
       *[other] tablas
    }
train-unknown-puzzle = no hay ningún problema «{ $id }» en la colección
train-solved = resuelto
train-not-solved = no resuelto
train-rating-now =
    { $change ->
        [up] tu puntuación de problemas es { $rating }, sube { $points }
        [down] tu puntuación de problemas es { $rating }, baja { $points }
       *[same] tu puntuación de problemas es { $rating }
    }
train-none-chosen = ningún problema corresponde a lo pedido
train-none-due = ningún problema pendiente; siguen otros nuevos
train-session-end =
    { $count ->
        [one] un problema intentado, { $solved } resuelto
       *[other] { $count } problemas intentados, { $solved } resueltos
    }
train-status-due =
    { $count ->
        [0] ningún problema pendiente
        [one] un problema pendiente
       *[other] { $count } problemas pendientes
    }
train-status-met =
    { $count ->
        [0] ningún problema intentado
        [one] un problema intentado
       *[other] { $count } problemas intentados
    }
train-status-rating =
    { $trend ->
        [up] puntuación de problemas { $rating }, sube { $points } en los últimos problemas
        [down] puntuación de problemas { $rating }, baja { $points } en los últimos problemas
       *[same] puntuación de problemas { $rating }, estable
    }
train-store-unreadable = el archivo de entrenamiento { $file } no se puede leer ({ $problem }); se deja como está y no se guarda nada
train-store-not-saved = el archivo de entrenamiento { $file } no se puede escribir: { $problem }
train-store-busy = el archivo de entrenamiento { $file } lo retiene otro annabella train desde hace más de diez segundos; esta vez no se guarda nada
train-store-newer = lo escribió un annabella más reciente
train-drill-unknown-theme = no hay tema «{ $theme }»; temas: { $themes }
train-heard-again = no se entendió ninguna jugada: dila otra vez
train-drill-added = ejercicio { $id } añadido
train-drill-ambiguous = ejercicio { $id } descartado: { $move } no es claramente la mejor jugada (Stockfish, profundidad { $depth })
train-drill-not-best = ejercicio { $id } descartado: Stockfish encuentra { $better } mejor que { $move } (profundidad { $depth })
train-drill-engine-failed = los ejercicios no se pueden comprobar con Stockfish: { $detail }
train-drill-engine-silent = Stockfish no respondió en un minuto; los ejercicios no se comprueban
train-drills-added =
    { $count ->
        [0] ningún ejercicio nuevo de { $file }
        [one] un ejercicio nuevo de { $file }
       *[other] { $count } ejercicios nuevos de { $file }
    }
train-drills-not-kept = los ejercicios no se pueden guardar: no hay carpeta de datos (define XDG_DATA_HOME o HOME)
train-board-not-opened = el tablero de clavijas en { $port } no se puede abrir: { $why }
train-board-ready = el tablero muestra la posición del problema
train-board-differs =
    { $missing ->
        [0] el tablero no coincide: quita las piezas de { $extra-squares }
       *[other] { $extra ->
            [0] el tablero no coincide: falta una pieza en { $missing-squares }
           *[other] el tablero no coincide: falta una pieza en { $missing-squares }; quita las piezas de { $extra-squares }
        }
    }
# Colocación guiada en el tablero de clavijas (train --board).
train-setup-piece =
    { $side ->
        [white] { $piece } de las blancas en { $square }
       *[black] { $piece } de las negras en { $square }
    }
train-setup-begins =
    { $kept ->
        [0] coloca el problema en el tablero, pieza por pieza: { $pieces } piezas, los reyes primero
       *[other] coloca el problema en el tablero, pieza por pieza: { $pieces } piezas, los reyes primero; las piezas que ya están en sus casillas se quedan, comprueba: { $kept-pieces }
    }
train-setup-place = coloca { $what }
train-setup-placed = bien: { $what }
train-setup-lift = quita la pieza de { $square }
train-setup-wrong = esa pieza está en { $put }: quítala; falta { $what }
train-setup-done = el tablero muestra el problema: empieza
## the hall: the arbiter's console (annabella arbiter)

hall-paired = ronda { $round }: { $boards ->
    [one] un tablero emparejado
   *[other] { $boards } tableros emparejados
}
hall-serving = las partidas de la ronda se sirven en { $address }
hall-pushing = la ronda se envía a la ronda de retransmisión de Lichess { $round }
hall-push-works = la ronda llega a la retransmisión de Lichess
hall-push-game-refused = Lichess rechazó una partida de la ronda: { $reason }
hall-push-unauthorized = Lichess rechazó el token: compruebe LICHESS_TOKEN (un token con el permiso study:write); nuevo intento en la próxima jugada
hall-push-gave-up = no se pudo enviar la ronda a Lichess ({ $reason }); nuevo intento en la próxima jugada
hall-push-no-token = --push necesita un token de Lichess con el permiso study:write en LICHESS_TOKEN
hall-move = tablero { $board }: { $move }
hall-taken-back = tablero { $board }: { $plies ->
    [one] una media jugada retirada
   *[other] { $plies } medias jugadas retiradas
}
hall-flag-white = tablero { $board }: cayó la bandera de las blancas
hall-flag-black = tablero { $board }: cayó la bandera de las negras
hall-result = tablero { $board }: resultado { $result }
hall-lost = tablero { $board }: mesa perdida
hall-back = tablero { $board }: la mesa ha vuelto
hall-malformed = tablero { $board }: un mensaje de la mesa no se puede leer
hall-differs-peg = tablero { $board }: el tablero de clavijas difiere de la partida
hall-differs-eboard = tablero { $board }: el tablero electrónico difiere de la partida
hall-right-peg = tablero { $board }: el tablero de clavijas vuelve a mostrar la partida
hall-right-eboard = tablero { $board }: el tablero electrónico vuelve a mostrar la partida
hall-claim-white = tablero { $board }: reclamación de las blancas
hall-claim-black = tablero { $board }: reclamación de las negras
# `$claim` es hall-claim-white o hall-claim-black.
hall-claim-correct = { $claim }, correcta: la partida es tablas
hall-claim-incorrect = { $claim }, incorrecta: el rival recibió tiempo
hall-draw-offer-white = tablero { $board }: las blancas ofrecen tablas
hall-draw-offer-black = tablero { $board }: las negras ofrecen tablas
hall-unknown-topic = un mensaje en el broker no nombra ninguna mesa; se deja de lado
hall-alert = aviso { $id }: { $alert }
hall-table = tablero { $board }: { $white } contra { $black }, { $state }
hall-unnamed = sin nombre
hall-white-to-move = jugada { $number }, juegan las blancas
hall-black-to-move = jugada { $number }, juegan las negras
hall-clocks = blancas { $white }, negras { $black }
hall-over = partida terminada, { $result }
hall-table-lost = mesa perdida
hall-table-closed = mesa cerrada
hall-state-differs-peg = el tablero de clavijas difiere
hall-state-differs-eboard = el tablero electrónico difiere
hall-state-offer-white = las blancas ofrecen tablas
hall-state-offer-black = las negras ofrecen tablas
hall-no-tables = ninguna mesa se ha anunciado todavía
hall-no-table = el tablero { $board } no se ha anunciado
hall-no-alerts = ningún aviso abierto
hall-acknowledged = aviso { $id } confirmado
hall-acknowledged-all = { $count ->
    [one] un aviso confirmado
   *[other] { $count } avisos confirmados
}
hall-no-such-alert = no hay aviso abierto { $id }
hall-last-moves = tablero { $board }: { $moves }
hall-no-moves = tablero { $board }: ninguna jugada todavía
hall-listening = el broker de la sala funciona en { $address }
hall-password = la contraseña del evento para las mesas: { $password }
hall-connected = conectado al broker de la sala en { $address }
hall-broker-lost = no se puede alcanzar el broker de la sala; se vuelve a intentar
hall-broker-refused = el broker de la sala rechazó la contraseña de la consola
hall-broker-address-in-use = el broker de la sala no puede escuchar en { $address }: otro programa ya escucha ahí
hall-broker-cannot-listen = el broker de la sala no puede escuchar en { $address }: { $why }
hall-broker-not-listening = el broker de la sala no empezó a escuchar en { $address }
hall-help = órdenes: tables, look N, moves N, alerts, ack N, ack all, password, quit
hall-unknown-command = no es una orden: { $command }; escriba help

# La consola del árbitro a pantalla completa, y una reclamación en la línea de una mesa.
hall-screen-title = annabella árbitro · mesas: { $tables } · avisos abiertos: { $alerts } · F1 las teclas · Ctrl-Q salir
hall-screen-reader-title = annabella árbitro · F1 las teclas · Ctrl-Q salir
hall-screen-keys = teclas: Tab pasa de las mesas a los avisos y a la línea de órdenes; Arriba y Abajo eligen; Intro muestra la mesa elegida, acusa recibo del aviso elegido o ejecuta la orden escrita; Escape borra la línea de órdenes; Ctrl-Q sale
hall-screen-tables = Mesas
hall-screen-alerts = Avisos abiertos
hall-screen-said = Dicho
hall-screen-command = Orden:
hall-state-claim-white-correct = las blancas reclamaron tablas, con razón
hall-state-claim-white-incorrect = las blancas reclamaron tablas, sin razón
hall-state-claim-black-correct = las negras reclamaron tablas, con razón
hall-state-claim-black-incorrect = las negras reclamaron tablas, sin razón

## La mesa sellada (play --sealed) y verify
sealed-no-hint = la mesa está sellada para una partida oficial: no hay pistas
sealed-no-analysis = la mesa está sellada para una partida oficial: no hay análisis durante el torneo; analice la partida en casa
seal-cannot = --sealed: el núcleo de este ordenador no puede sellar la mesa ({ $why }), así que no empieza ninguna partida sellada; hace falta Landlock con reglas de red (Linux 6.7 o posterior)
seal-refuses = --sealed: una mesa sellada rechaza { $what }
seal-refuses-engine = un motor
seal-refuses-online = el juego en línea
seal-from-settings = La mesa está sellada porque el archivo de ajustes dice sealed = true.
seal-build-full = completa
seal-build-recorder = grabadora
seal-attestation-start = Mesa sellada: annabella { $version }, versión { $build }, sellada por el núcleo. Cabeza del registro { $head }.
seal-attestation-end = Fin de la partida sellada: annabella { $version }, versión { $build }, sellada por el núcleo. Cabeza del registro { $head }.
seal-resume-needs-seal = esta partida estaba sellada: continúela con --sealed
seal-resume-not-sealed = esta partida no estaba sellada: una partida se sella desde su inicio, así que continúela sin --sealed
seal-exec-denied = la mesa sellada intentó ejecutar { $program } y el núcleo lo rechazó: { $why }
seal-exec-allowed = la mesa sellada ejecutó { $program }: el sello no se sostiene
verify-not-sealed = { $file }: esta partida no estaba sellada, así que no tiene cadena de registros que verificar
verify-broken = { $file }: el registro { $record } no encaja en la cadena: el registro se modificó después de escribirse
recorder-no-engine = esta versión grabadora no juega con ningún motor: está hecha para torneos oficiales
recorder-no-online = esta versión grabadora no tiene juego en línea: está hecha para torneos oficiales

## usage: a command line that could not be read (clap's errors), said in the interface language.
# Every usage error, then where to look: `$error` is one of the usage-… sentences below.
usage-error = { $error } (vea annabella --help)
# `$argument` (an option or a word) that the command does not take here.
usage-unexpected = { $argument } no se espera aquí
# The same, with the option or word meant most likely (`$suggestion`).
usage-unexpected-like = { $argument } no se espera aquí; quizá { $suggestion }
usage-unknown-command = { $command } no es una orden de annabella
usage-unknown-command-like = { $command } no es una orden de annabella; quizá { $suggestion }
# `$option` given without the value it takes.
usage-needs-value = { $option } necesita un valor
# `$option` given `$value`, which is none of `$choices` (a list).
usage-not-a-choice = { $option } { $value }: indique uno de estos valores: { $choices }
# `$what`: the options or values that must be given (a list).
usage-missing = indique { $what }
usage-missing-command = indique una orden
# `$option` and `$other` exclude each other.
usage-conflict = { $option } no puede darse junto con { $other }
usage-not-text = un argumento no es texto (UTF-8)
# A mistake of a kind no sentence here says: `$detail` in English (other languages leave it out).
usage-other = la línea de órdenes no se puede leer
# Why a value was refused (the `$problem` of option-bad):
usage-not-a-number = indique un número entero
# `$reason`: the reader's words in English (other languages leave them out).
usage-cannot-use = este valor no sirve
usage-give-between = indique un número entero de { $from } a { $to }
usage-give-width = indique el ancho de línea en celdas, de { $from } a { $to }
usage-give-board = indique el tablero como peg:RUTA, por ejemplo peg:/dev/ttyACM0
usage-give-engine-time = indique el tiempo del motor por jugada en segundos, de 0,05 a 600
usage-give-eboard = indique el tablero electrónico como dgt:RUTA, millennium:RUTA, millennium-7o1:RUTA, millennium:ble, chessnut:ble, chessnut-move:ble (un Chessnut Move, cuyo robot coloca las jugadas) o chessnut:/dev/hidrawN (USB) (ble:NOMBRE o ble:DIRECCIÓN para un tablero concreto), por ejemplo millennium:/dev/ttyACM0
usage-not-a-side = indique un bando: white o black
usage-not-a-role = indique un papel: player, assistant, arbiter o practice
# `$languages`: the tags of the languages annabella has (a list).
usage-not-a-language = no es un idioma de annabella: { $languages }
# A pawn's step to the last rank typed without the piece (`$input`): which piece, the voice's
# words for them in `$pieces` (a list joined with "or").
promotion-which = «{ $input }»: ¿coronar { $pieces }?

# el entrenamiento en la mesa, cuando termina la partida
command-train = entrenar
table-train-not-over = el entrenamiento se abre cuando termina la partida
table-train-not-offered = esta mesa no ofrece entrenamiento

# repaso: un comentario más largo de lo que se dice se corta ($n caracteres dichos)
review-comment-cut = comentario cortado a los { $n } caracteres
# la ayuda al repasar cuando la mesa ofrece entrenamiento desde el repaso
review-usage-train = al repasar: Intro o next, back, go 12, go 12 black, start, end, variation, out, comment, entrenar, o una pregunta como board
# Said once to the owner of an e-board whose battery runs low ($percent left); the game goes on.
board-battery-low = la batería de su tablero está baja, queda un { $percent } por ciento: conéctelo; la partida sigue
# `annabella boards`: a `$kind` board (a maker's name) on USB at the hidraw node `$path`; `$eboard` the --eboard that reaches it.
boards-usb-found = tablero { $kind } por USB, en { $path }: juegue con --eboard { $eboard }
# A line `$line` of the pronunciation list `$file` is wrong: `$problem` says what.
pronunciation-list-error = lista de pronunciaciones { $file }: línea { $line }: { $problem }
pronunciation-not-folded = «{ $word }» no es una palabra plegada (solo letras minúsculas de la a a la z y cifras)
pronunciation-unknown-phone = «{ $phone }» no es un fonema del modelo inglés
pronunciation-no-phones = «{ $word }» no tiene fonemas
# The same pronunciation of `$word` was given on line `$first` already.
pronunciation-same-again = «{ $word }» ya tiene esta pronunciación, en la línea { $first }
# A word `$word` the voice `$voice` says has no pronunciation in its list.
pronunciation-missing = voz { $voice }: la palabra «{ $word }» no tiene pronunciación en su listen.dict

# The file is not TOML; `$detail` is the TOML reader's own words, in English (other languages
# leave it out: the place before it says where).
file-not-toml = esto no es TOML
# A settings file is TOML, but a key is unknown or its value of the wrong kind; `$detail` as above.
settings-not-a-setting = no existe ese ajuste, o su valor es de un tipo incorrecto
# A voice pack is TOML, but a key is unknown, missing or of the wrong kind; `$detail` as above.
pack-wrong-shape = una clave desconocida, ausente o de un tipo incorrecto para un paquete de voz
# A setting or a voice pack's word holds a control character `$code` (U+001B).
file-control-character = contiene el carácter de control { $code }, que no se puede mostrar ni decir: escriba texto simple
# `ui_language` is `$language`, which is none of `$languages` (auto, en, fr, …).
settings-unknown-language = «{ $language }» no es un idioma de annabella: { $languages }
# The pronunciation list `$file` is not UTF-8 from byte `$byte` on.
pronunciation-list-not-utf8 = lista de pronunciaciones { $file }: no es texto UTF-8 (byte { $byte })
# A pronunciation list that cannot be read: `$problem` names the file and says why.
pronunciation-list-unreadable = lista de pronunciaciones: { $problem }
# Esc after the question to leave (issue 34): the question is dropped, the player stays.
screen-quit-cancelled = usted se queda en la mesa
# Companions (issue 34): a part of annabella that runs as a program of its own. `$part` is one of
# the companion-part-… messages.
companion-part-listening = escucha (pocketsphinx)
companion-part-braille = línea braille (BRLTTY)
companion-part-speech = voz del sistema (speech-dispatcher)
companion-part-sound = tarjeta de sonido y micrófono (ALSA)
companion-part-broker = broker de la sala (rumqttd)
companion-part-bluetooth = tableros Bluetooth (BlueZ)
companion-not-installed = { $part }: su programa { $program } no está instalado (buscado en { $places })
companion-cannot-start = { $part }: su programa { $program } no puede iniciarse: { $why }
companion-ended = { $part }: su programa se detuvo
companion-garbled = { $part }: su programa envió algo incomprensible; se detuvo
companion-silent = { $part }: su programa no respondió en { $seconds ->
        [one] un segundo
       *[other] { $seconds } segundos
    }; se detuvo
